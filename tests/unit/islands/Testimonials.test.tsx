// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Testimonials from '@/islands/Testimonials';
import type { TestimonialView } from '@/islands/testimonials/types';
import { track } from '@/lib/tags/analytics';

vi.mock('@/lib/tags/analytics', () => ({ track: vi.fn() }));

const img = (name: string) => ({
  src: `/_astro/${name}.webp`,
  srcset: `/_astro/${name}.webp 1x`,
  width: 48,
  height: 48,
});
const upsc = { id: 'upsc', title: 'UPSC Civil Services' };
const neet = { id: 'neet', title: 'NEET' };
const tgpsc = { id: 'tgpsc-groups', title: 'TGPSC Groups' };

const testimonials: TestimonialView[] = [
  {
    id: 'asha',
    type: 'text',
    name: 'Asha Rani',
    role: 'IAS (2023 batch)',
    course: upsc,
    year: 2023,
    achievement: 'AIR 12, UPSC CSE 2023',
    content: 'Daily answer writing made the difference.',
    photo: img('asha'),
  },
  {
    id: 'kiran',
    type: 'image',
    name: 'Kiran Teja',
    role: 'MBBS student',
    course: neet,
    year: 2024,
    achievement: 'NEET-UG 2024: 680/720',
    photo: img('kiran'),
  },
  {
    id: 'ravi',
    type: 'text',
    name: 'Ravi Goud',
    role: 'Assistant Section Officer',
    course: tgpsc,
    year: 2024,
    content: 'The Telugu-medium batch built my confidence.',
  },
  {
    id: 'meena',
    type: 'video',
    name: 'Meena Kumari',
    role: 'IPS (2022 batch)',
    course: upsc,
    year: 2022,
    videoId: 'Qm3fT8xKp2A',
    duration: '4:12',
    thumbnail: img('meena'),
  },
];
const placeholder = '/_astro/avatar-placeholder.svg';

const names = () =>
  within(screen.getByRole('list', { name: 'Testimonials' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter testimonials by course' })).getByRole('button', { name });

beforeEach(() => history.replaceState(null, '', '/testimonials'));
afterEach(cleanup);

describe('Testimonials filter', () => {
  it('offers All Courses and each course once, in order, with All Courses chosen', () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    const buttons = within(screen.getByRole('group', { name: 'Filter testimonials by course' })).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All Courses', 'true'],
      ['UPSC Civil Services', 'false'],
      ['NEET', 'false'],
      ['TGPSC Groups', 'false'],
    ]);
    expect(names()).toHaveLength(4);
  });

  it.each([
    ['UPSC Civil Services', ['Asha Rani', 'Meena Kumari'], '?course=upsc'],
    ['NEET', ['Kiran Teja'], '?course=neet'],
    ['TGPSC Groups', ['Ravi Goud'], '?course=tgpsc-groups'],
  ])('%s shows only its testimonials and keeps the choice in the address', async (course, shown, search) => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    await userEvent.click(filter(course));
    expect(filter(course).getAttribute('aria-pressed')).toBe('true');
    expect(filter('All Courses').getAttribute('aria-pressed')).toBe('false');
    const cards = names();
    expect(cards).toHaveLength(shown.length);
    shown.forEach((name, i) => expect(cards[i]).toContain(name));
    expect(location.search).toBe(search);

    await userEvent.click(filter('All Courses'));
    expect(names()).toHaveLength(4);
    expect(location.search).toBe('');
  });

  it('opens with the course named in the address', () => {
    history.replaceState(null, '', '/testimonials?course=neet');
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    expect(filter('NEET').getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual([expect.stringContaining('Kiran Teja')]);
  });

  it('says so when the selected course has no testimonials', async () => {
    history.replaceState(null, '', '/testimonials?course=clat');
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    expect(screen.getByRole('status').textContent).toBe('No testimonials found for the selected course.');
    expect(screen.queryByRole('list', { name: 'Testimonials' })).toBeNull();

    await userEvent.click(filter('All Courses'));
    expect(screen.queryByText('No testimonials found for the selected course.')).toBeNull();
    expect(names()).toHaveLength(4);
  });
});

describe('Testimonial cards', () => {
  it('shows a text testimonial with its content, name, role, achievement and photo', () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    const card = screen.getByText('Daily answer writing made the difference.').closest('li')!;
    for (const text of ['Asha Rani', 'IAS (2023 batch)', 'AIR 12, UPSC CSE 2023', 'UPSC Civil Services']) {
      expect(card.textContent).toContain(text);
    }
    const photo = card.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('/_astro/asha.webp');
    expect(photo.dataset.fallbackSrc).toBe(placeholder);
  });

  it('shows the placeholder avatar for a testimonial without a photo', () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    const card = screen.getByText('The Telugu-medium batch built my confidence.').closest('li')!;
    expect(card.querySelector('img')!.getAttribute('src')).toBe(placeholder);
  });

  it('shows a video testimonial with its thumbnail, duration and play button', () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    const play = screen.getByRole('button', { name: 'Play video: Meena Kumari (4:12)' });
    expect(play.textContent).toContain('4:12');
    expect(play.querySelector('img')!.getAttribute('src')).toBe('/_astro/meena.webp');
  });
});

describe('Video player', () => {
  const dialog = () => document.querySelector('dialog')!;

  it('creates the player only on play, and removes it on close, returning focus', async () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(dialog().open).toBe(false);

    const play = screen.getByRole('button', { name: 'Play video: Meena Kumari (4:12)' });
    await userEvent.click(play);
    expect(dialog().open).toBe(true);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Qm3fT8xKp2A?autoplay=1&rel=0',
    );
    expect(within(dialog()).getByRole('heading').textContent).toContain('Meena Kumari');
    expect(track).toHaveBeenCalledWith(
      'video_play',
      expect.objectContaining({ video_id: 'Qm3fT8xKp2A', course: 'upsc' }),
    );

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close video' }));
    expect(dialog().open).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('closes on a click on the backdrop but not on the player', async () => {
    render(<Testimonials testimonials={testimonials} placeholder={placeholder} />);
    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));
    await userEvent.click(within(dialog()).getByRole('heading'));
    expect(dialog().open).toBe(true);
    await userEvent.click(dialog());
    expect(dialog().open).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
