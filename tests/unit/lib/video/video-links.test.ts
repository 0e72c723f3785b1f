import { describe, expect, it } from 'vitest';
import { videoLinks } from '@/lib/video/video-links';

describe('videoLinks', () => {
  it.each([
    // link → id, watch link, thumbnail
    [
      'https://www.youtube.com/watch?v=Qm3fT8xKp2A&t=12s',
      'Qm3fT8xKp2A',
      'https://www.youtube.com/watch?v=Qm3fT8xKp2A',
      'https://i.ytimg.com/vi/Qm3fT8xKp2A/hqdefault.jpg',
    ],
    [
      'https://youtu.be/Lr7vN2cWd0E',
      'Lr7vN2cWd0E',
      'https://www.youtube.com/watch?v=Lr7vN2cWd0E',
      'https://i.ytimg.com/vi/Lr7vN2cWd0E/hqdefault.jpg',
    ],
    [
      'https://www.youtube.com/shorts/aBcD_eF-123',
      'aBcD_eF-123',
      'https://www.youtube.com/watch?v=aBcD_eF-123',
      'https://i.ytimg.com/vi/aBcD_eF-123/hqdefault.jpg',
    ],
    ['https://www.youtube.com/embed/abc123', 'abc123', 'https://www.youtube.com/watch?v=abc123', null],
    ['https://youtu.be/aBcD_eF-1234', 'aBcD_eF-1234', 'https://www.youtube.com/watch?v=aBcD_eF-1234', null],
  ])('%s', (link, videoId, watchUrl, thumbnail) => {
    expect(videoLinks(link)).toEqual({ videoId, watchUrl, thumbnail });
  });

  it('keeps a link that is not a YouTube video as it is, with nothing to embed', () => {
    expect(videoLinks(' https://vimeo.com/123456 ')).toEqual({
      videoId: null,
      watchUrl: 'https://vimeo.com/123456',
      thumbnail: null,
    });
  });
});
