/**
 * The hero carousel's HTML (what shows before any JS, and the hooks its script drives). What the
 * script does — autoplay, dots, arrows, swipe, keys, Pause/Play, reduced motion, image fallback —
 * is covered in the browser by tests/e2e/home.spec.ts.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import HeroCarousel from '@/components/hero/HeroCarousel.astro';
import type { HeroSlide } from '@/data/hero';

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

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(list: HeroSlide[], path = '/') {
  const html = await container.renderToString(HeroCarousel, {
    props: { slides: list, fallback, label: 'Highlights' },
    request: new Request(`https://example.org${path}`),
  });
  // Rendered under node (the container cannot run in a DOM environment), parsed with happy-dom.
  const root = new Window().document.createElement('div');
  root.innerHTML = html;
  return root as unknown as HTMLElement;
}

const region = (root: HTMLElement) => root.querySelector<HTMLElement>('section[aria-label="Highlights"]');
const groups = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[role="group"]')];
const buttons = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('button')];
const image = (root: HTMLElement, alt: string) => root.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)!;

describe('HeroCarousel', () => {
  it('renders every slide as a labelled group inside a carousel region, the first one active', async () => {
    const root = await render(slides);
    expect(region(root)?.getAttribute('aria-roledescription')).toBe('carousel');
    const all = groups(region(root)!);
    expect(all.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(all.map((g) => g.getAttribute('aria-roledescription'))).toEqual(Array(4).fill('slide'));
    expect(all.map((g) => g.hasAttribute('data-active'))).toEqual([true, false, false, false]);
  });

  it.each(slides.map((s, i) => [i + 1, s] as const))('slide %i shows its overlay texts', async (n, s) => {
    const group = groups(await render(slides))[n - 1];
    expect(group.querySelector('h2')?.textContent).toBe(s.title);
    expect(group.textContent).toContain(s.subtitle);
    expect(group.textContent).toContain(s.description);
  });

  it('shows no texts on a slide without the overlay flag', async () => {
    const [first, second] = groups(await render([slide(1, { overlay: false }), slide(2)]));
    expect(first.textContent?.trim()).toBe('');
    expect(second.textContent).toContain('Title 2');
  });

  it('loads the first image eagerly at high priority and the others lazily, each with its srcset and fallback', async () => {
    const root = await render(slides);
    const images = slides.map((s) => image(root, s.alt));
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    for (const [i, img] of images.entries()) {
      expect(img.getAttribute('src')).toBe(slides[i].image.src);
      expect(img.getAttribute('srcset')).toBe(slides[i].image.srcset);
      expect(img.getAttribute('width')).toBe('1920');
      expect(img.getAttribute('height')).toBe('800');
      expect(img.dataset.fallbackSrc).toBe(fallback.src);
      if (i > 0) {
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.hasAttribute('fetchpriority')).toBe(false);
      }
    }
  });

  it('has labelled previous, next, play and per-slide buttons, hidden until the script shows them', async () => {
    const root = await render(slides);
    expect(root.querySelector('[data-hero-controls]')?.hasAttribute('hidden')).toBe(true);
    expect(buttons(root).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Next slide',
      'Play slideshow',
      ...slides.map((s, i) => `Go to slide ${i + 1}: ${s.title}`),
    ]);
    const dots = buttons(root).slice(3);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('labels a dot by number alone when its slide has no title', async () => {
    const root = await render([slide(1), slide(2, { title: undefined })]);
    expect(buttons(root).at(-1)?.getAttribute('aria-label')).toBe('Go to slide 2');
  });

  it('names the slideshow, its slides and its controls in Telugu on a Telugu page', async () => {
    const root = await render([slide(1), slide(2, { title: undefined })], '/te/');
    expect(region(root)?.getAttribute('aria-roledescription')).toBe('స్లైడ్‌షో');
    expect(groups(root).map((g) => [g.getAttribute('aria-roledescription'), g.getAttribute('aria-label')])).toEqual([
      ['స్లైడ్', '2లో 1'],
      ['స్లైడ్', '2లో 2'],
    ]);
    expect(buttons(root).map((b) => b.getAttribute('aria-label'))).toEqual([
      'మునుపటి స్లైడ్',
      'తర్వాతి స్లైడ్',
      'స్లైడ్‌షో ప్రారంభించండి',
      '1వ స్లైడ్‌కు వెళ్లండి: Title 1',
      '2వ స్లైడ్‌కు వెళ్లండి',
    ]);
    // The script names the toggle Pause while playing: in the page's language too.
    expect(root.querySelector<HTMLElement>('[data-hero-toggle]')?.dataset.pauseLabel).toBe('స్లైడ్‌షో ఆపండి');
  });

  it('shows the fallback image and no carousel when there are no slides', async () => {
    const root = await render([]);
    const img = image(root, fallback.alt);
    expect(img.getAttribute('src')).toBe(fallback.src);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(region(root)).toBeNull();
    expect(buttons(root)).toEqual([]);
  });

  it('has no controls with a single slide', async () => {
    const root = await render([slide(1)]);
    expect(image(root, 'Picture 1')).toBeTruthy();
    expect(buttons(root)).toEqual([]);
  });

  it('carries no inline style or event handler attributes (the CSP allows neither)', async () => {
    const html = (await render(slides)).innerHTML;
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/);
  });
});
