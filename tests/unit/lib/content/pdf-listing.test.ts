import { describe, expect, it } from 'vitest';
import { pdfCards } from '@/lib/content/pdf-listing';
import type { CurrentAffairsPdf } from '@/schemas/current-affairs-pdf';

const entry = (id: string, data: Partial<CurrentAffairsPdf>) => ({
  id,
  data: { title: `PDF ${id}`, page: ['upsc'], pdfFile: [], ...data } as CurrentAffairsPdf,
});

describe('pdfCards', () => {
  it('keeps the section by page key (any case), newest created first', () => {
    const cards = pdfCards(
      [
        entry('a', { page: ['UPSC'], createdAt: new Date('2026-09-01') }),
        entry('b', { page: ['appsc'], createdAt: new Date('2026-12-01') }),
        entry('c', { page: ['upsc', 'tgpsc'], createdAt: new Date('2026-11-01') }),
        entry('d', { page: ['upsc'], publishDate: new Date('2026-10-01') }),
      ],
      'upsc',
    );
    expect(cards.map((c) => c.id)).toEqual(['c', 'd', 'a']);
  });

  it.each([
    ['//assets.ctfassets.net/x/file.pdf', 'https://assets.ctfassets.net/x/file.pdf'],
    ['http://cdn.example/file.pdf', 'https://cdn.example/file.pdf'],
    ['https://cdn.example/file.pdf', 'https://cdn.example/file.pdf'],
    ['/demo-assets/file.pdf', '/demo-assets/file.pdf'],
  ])('opens %s as %s', (url, opened) => {
    expect(pdfCards([entry('a', { pdfFile: [{ url }, { url: 'https://second.example/b.pdf' }] })], 'upsc')[0].url).toBe(
      opened,
    );
  });

  it('has no url without a published file, and leaves out what the entry lacks', () => {
    expect(pdfCards([entry('a', {})], 'upsc')[0]).toEqual({ id: 'a', title: 'PDF a', url: null });
  });

  it('formats the date in long US style and offers Contentful thumbnails as a srcset', () => {
    const [card] = pdfCards(
      [
        entry('a', {
          category: 'Monthly Magazine',
          publishDate: new Date('2025-01-05'),
          thumbnail: { url: '//images.ctfassets.net/s/cover.jpg', width: 480, height: 640 },
        }),
      ],
      'upsc',
    );
    expect(card.category).toBe('Monthly Magazine');
    expect(card.date).toEqual({ text: 'January 5, 2025', iso: '2025-01-05' });
    expect(card.thumbnail).toMatchObject({
      width: 480,
      height: 640,
      src: expect.stringMatching(/^https:\/\/images\.ctfassets\.net\/s\/cover\.jpg\?w=480/),
    });
    expect(card.thumbnail?.srcset).toContain('240w');
  });
});
