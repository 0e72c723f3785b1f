// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoPlayer from '@/islands/VideoPlayer';
import { track } from '@/lib/tags/analytics';

vi.mock('@/lib/tags/analytics', () => ({ track: vi.fn() }));
beforeEach(() => vi.mocked(track).mockClear());
afterEach(cleanup);

/** The cards as VideoLectures.astro renders them: links to YouTube carrying the video's id and title. */
const cards = (
  <ul>
    <li>
      <a
        href="https://www.youtube.com/watch?v=Up5cPol1tyA"
        target="_blank"
        rel="noopener"
        data-video-id="Up5cPol1tyA"
        data-video-title="Indian Polity"
      >
        Play video: Indian Polity (21:40)
      </a>
    </li>
    <li>
      <a href="https://vimeo.com/123" target="_blank" rel="noopener">
        Play video: Not on YouTube
      </a>
    </li>
  </ul>
);

const dialog = () => document.querySelector('dialog')!;

describe('VideoPlayer', () => {
  it('holds no player until a play, then opens the privacy-enhanced embed and reports the play', async () => {
    render(<VideoPlayer course="upsc">{cards}</VideoPlayer>);
    expect(document.querySelector('iframe')).toBeNull();
    expect(dialog().open).toBe(false);

    const play = screen.getByRole('link', { name: 'Play video: Indian Polity (21:40)' });
    await userEvent.click(play);
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Indian Polity');
    const iframe = document.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Up5cPol1tyA?autoplay=1&rel=0');
    expect(iframe.getAttribute('title')).toBe('Indian Polity: video');
    expect(track).toHaveBeenCalledWith('video_play', {
      video_id: 'Up5cPol1tyA',
      video_title: 'Indian Polity',
      course: 'upsc',
      location: 'course_page',
    });

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close video' }));
    expect(dialog().open).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('leaves links without a video id, and modified clicks, to the browser', async () => {
    const clicks: boolean[] = [];
    document.addEventListener('click', (e) => clicks.push(e.defaultPrevented), { once: true });
    render(<VideoPlayer>{cards}</VideoPlayer>);
    await userEvent.click(screen.getByRole('link', { name: 'Play video: Not on YouTube' }));
    expect(clicks).toEqual([false]);
    expect(dialog().open).toBe(false);

    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: /Indian Polity/ }));
    await user.keyboard('{/Control}');
    expect(dialog().open).toBe(false);
    expect(track).not.toHaveBeenCalledWith('video_play', expect.anything());
  });
});
