import { describe, expect, it } from 'vitest';
import { imageSources } from '@/lib/content-image';

describe('imageSources', () => {
  it('serves a site path as it is', () =>
    expect(imageSources({ url: '/demo-assets/a.jpg', width: 1200, height: 630 })).toEqual({
      src: '/demo-assets/a.jpg',
      width: 1200,
      height: 630,
    }));

  it.each([
    [1200, [400, 640, 960], 960],
    [500, [400], 400],
    [300, [300], 300],
  ])('a %ipx Contentful image offers WebP at %j', (width, offered, largest) => {
    const url = 'https://images.ctfassets.net/space/id/token/pic.jpg';
    const result = imageSources({ url, width, height: 100 }, [400, 640, 960]);
    expect(result.srcset).toBe(offered.map((w) => `${url}?w=${w}&fm=webp&q=75 ${w}w`).join(', '));
    expect(result.src).toBe(`${url}?w=${largest}&fm=webp&q=75`);
    expect(result).toMatchObject({ width, height: 100 });
  });
});
