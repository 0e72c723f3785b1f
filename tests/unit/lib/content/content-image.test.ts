import { describe, expect, it } from 'vitest';
import { imageSources } from '@/lib/content/content-image';
import { contentfulImageUrl } from '@/loaders/contentful/image-hosts';

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

describe('every Contentful image host goes through the Images API', () => {
  it.each([
    ['//images.ctfassets.net/s/a/b/p.jpg', 'https://images.ctfassets.net/s/a/b/p.jpg'],
    ['http://images.ctfassets.net/s/a/b/p.jpg', 'https://images.ctfassets.net/s/a/b/p.jpg'],
    ['https://images.eu.ctfassets.net/s/a/b/p.jpg', 'https://images.eu.ctfassets.net/s/a/b/p.jpg'],
    ['//images.eu.ctfassets.net/s/a/b/p.jpg', 'https://images.eu.ctfassets.net/s/a/b/p.jpg'],
    ['//images.contentful.com/s/a/b/p.jpg', 'https://images.contentful.com/s/a/b/p.jpg'],
    ['http://images.contentful.com/s/a/b/p.jpg', 'https://images.contentful.com/s/a/b/p.jpg'],
  ])('%s', (url, https) => {
    expect(contentfulImageUrl(url)).toBe(https);
    const { src, srcset } = imageSources({ url, width: 3992, height: 2992 });
    expect(src).toBe(`${https}?w=1280&fm=webp&q=75`);
    expect(srcset).toBe([400, 640, 960, 1280].map((w) => `${https}?w=${w}&fm=webp&q=75 ${w}w`).join(', '));
  });

  it.each([
    'https://assets.ctfassets.net/s/a/b/file.pdf',
    'https://cdn.example.com/images.ctfassets.net/p.jpg',
    'https://images.ctfassets.net.evil.example/p.jpg',
    '/demo-assets/a.jpg',
  ])('but not %s', (url) => {
    expect(contentfulImageUrl(url)).toBeUndefined();
    expect(imageSources({ url, width: 3992 })).toEqual({ src: url, width: 3992, height: undefined });
  });
});
