import { describe, expect, it } from 'vitest';
import { embedUrl, thumbnailUrl, youtubeVideoId } from '@/lib/video/youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aBcD_eF-123', 'aBcD_eF-123'],
    ['https://youtube.com/shorts/aBcD_eF-123?feature=share', 'aBcD_eF-123'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/short1', 'short1'],
  ])('%s → %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    ['not a link', 'not-a-url'],
    ['empty', ''],
    ['another site', 'https://vimeo.com/123456'],
    ['a look-alike host', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a channel page', 'https://www.youtube.com/@AksharaAcademy'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['youtu.be without an id', 'https://youtu.be/'],
    ['an id with unsafe characters', 'https://www.youtube.com/watch?v=abc%22onload%3D'],
  ])('%s gives null', (_, link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('is the privacy-enhanced player that starts at once without related videos', () => {
    expect(embedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});

describe('thumbnailUrl', () => {
  it.each([
    ['dQw4w9WgXcQ', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
    ['aBcD_eF-123', 'https://i.ytimg.com/vi/aBcD_eF-123/hqdefault.jpg'],
    ['short1', null],
    ['twelve-chars', null],
    ['', null],
  ])('%j → %s', (id, url) => {
    expect(thumbnailUrl(id)).toBe(url);
  });
});
