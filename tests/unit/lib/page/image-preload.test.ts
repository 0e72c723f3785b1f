import { describe, expect, it } from 'vitest';
import { lcpPreloads, withImagePreload } from '../../../../src/lib/page/image-preload';

const page = (body: string) =>
  `<html><head><title>T</title><link rel="stylesheet" href="/a.css"></head><body>${body}</body></html>`;

describe('the LCP picture preloaded from the head', () => {
  it('mirrors the first high-priority img: address, srcset and sizes, right after the title', () => {
    const html = page(
      '<img src="/logo.svg" alt="">' +
        '<img src="/a.webp?w=1280&amp;q=75" srcset="/a.webp?w=400 400w, /a.webp?w=1280 1280w" sizes="(min-width: 800px) 768px, 100vw" fetchpriority="high" alt="A">' +
        '<img src="/b.webp" fetchpriority="high" alt="B">',
    );
    expect(withImagePreload(html)).toContain(
      '<title>T</title><link rel="preload" as="image" href="/a.webp?w=1280&amp;q=75" imagesrcset="/a.webp?w=400 400w, /a.webp?w=1280 1280w" imagesizes="(min-width: 800px) 768px, 100vw" fetchpriority="high"><link rel="stylesheet"',
    );
    expect(lcpPreloads(html).match(/<link/g)).toHaveLength(1);
  });

  it("gives a picture's phone crop and its wide img one preload each, for their own screens", () => {
    const html = page(
      '<picture><source media="(max-width: 639px)" srcset="/p1.webp 412w, /p2.webp 824w" sizes="100vw">' +
        '<img src="/w.webp" srcset="/w1.webp 640w, /w2.webp 1280w" sizes="100vw" fetchpriority="high" alt=""></picture>',
    );
    expect(lcpPreloads(html)).toBe(
      '<link rel="preload" as="image" imagesrcset="/p1.webp 412w, /p2.webp 824w" imagesizes="100vw" media="(max-width: 639px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/w.webp" imagesrcset="/w1.webp 640w, /w2.webp 1280w" imagesizes="100vw" media="not all and (max-width: 639px)" fetchpriority="high">',
    );
  });

  it('leaves a page alone without a high-priority img, or when its picture chooses by type', () => {
    const plain = page('<img src="/a.webp" loading="lazy" alt="">');
    expect(withImagePreload(plain)).toBe(plain);
    const byType = page(
      '<picture><source type="image/avif" srcset="/a.avif"><img src="/a.jpg" fetchpriority="high" alt=""></picture>',
    );
    expect(withImagePreload(byType)).toBe(byType);
  });

  it('does not take a source from an earlier, closed picture', () => {
    const html = page(
      '<picture><source media="(max-width: 639px)" srcset="/x.webp"><img src="/x.jpg" alt=""></picture><img src="/lcp.jpg" fetchpriority="high" alt="">',
    );
    expect(lcpPreloads(html)).toBe('<link rel="preload" as="image" href="/lcp.jpg" fetchpriority="high">');
  });
});
