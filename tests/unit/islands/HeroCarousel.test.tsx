// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HeroCarousel, { type HeroSlide } from '@/islands/HeroCarousel';

const fallback = { src: '/_astro/fallback.webp', width: 1920, height: 800, alt: 'Akshara Academy campus' };

const slide = (n: number, overrides: Partial<HeroSlide> = {}): HeroSlide => ({
  image: {
    src: `/_astro/home-${n}.webp`,
    srcset: `/_astro/home-${n}-640.webp 640w, /_astro/home-${n}.webp 1280w`,
    width: 1920,
    height: 800,
  },
  alt: `Picture ${n}`,
  subtitle: `Subtitle ${n}`,
  title: `Title ${n}`,
  description: `Description ${n}`,
  overlay: true,
  ...overrides,
});
const slides = [1, 2, 3, 4].map((n) => slide(n));

afterEach(cleanup);

describe('HeroCarousel', () => {
  it('renders every slide as a labelled group inside a carousel region', () => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(groups.map((g) => g.getAttribute('aria-roledescription'))).toEqual(Array(4).fill('slide'));
  });

  it.each(slides.map((s, i) => [i + 1, s] as const))('slide %i shows its overlay texts', (_n, s) => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeTruthy();
    expect(screen.getByText(s.subtitle!)).toBeTruthy();
    expect(screen.getByText(s.description!)).toBeTruthy();
  });

  it('shows no texts on a slide without the overlay flag', () => {
    render(<HeroCarousel slides={[slide(1, { overlay: false }), slide(2)]} fallback={fallback} label="Highlights" />);
    expect(screen.queryByText('Title 1')).toBeNull();
    expect(screen.getByText('Title 2')).toBeTruthy();
  });

  it('loads the first image eagerly at high priority and the others lazily, each with its srcset', () => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    const images = slides.map((s) => screen.getByRole('img', { name: s.alt }));
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    for (const [i, img] of images.entries()) {
      expect(img.getAttribute('src')).toBe(slides[i].image.src);
      expect(img.getAttribute('srcset')).toBe(slides[i].image.srcset);
      expect(img.getAttribute('width')).toBe('1920');
      expect(img.getAttribute('height')).toBe('800');
      if (i > 0) expect(img.getAttribute('loading')).toBe('lazy');
    }
  });

  it('offers labelled previous, next and per-slide buttons, the first dot current', () => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(
      slides.map((s, i) => `Go to slide ${i + 1}: ${s.title}`),
    );
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    expect(dots.slice(1).every((d) => !d.hasAttribute('aria-current'))).toBe(true);
  });

  it('moves to the slide whose dot is clicked', async () => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: /^Go to slide 3/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Go to slide 3/ }).getAttribute('aria-current')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: /^Go to slide 1/ }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows the fallback image and no carousel when there are no slides', () => {
    render(<HeroCarousel slides={[]} fallback={fallback} label="Highlights" />);
    const img = screen.getByRole('img', { name: fallback.alt });
    expect(img.getAttribute('src')).toBe(fallback.src);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no controls with a single slide', () => {
    render(<HeroCarousel slides={[slide(1)]} fallback={fallback} label="Highlights" />);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([0, 2])('swaps slide %i to the fallback image when its image fails, leaving the others', (index) => {
    render(<HeroCarousel slides={slides} fallback={fallback} label="Highlights" />);
    const broken = screen.getByRole('img', { name: slides[index].alt });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe(fallback.src);
    expect(broken.hasAttribute('srcset')).toBe(false);
    expect(broken.getAttribute('alt')).toBe(slides[index].alt);
    const other = screen.getByRole('img', { name: slides[1].alt });
    expect(other.getAttribute('src')).toBe(slides[1].image.src);
  });
});
