import { describe, expect, it } from 'vitest';
import { STORE_ORIGIN, storeUrl } from '@/data/store-links';

describe('storeUrl', () => {
  it.each([
    [
      '/courses/upsc-foundation-online',
      { campaign: 'upsc' },
      `${STORE_ORIGIN}/courses/upsc-foundation-online?utm_source=website&utm_medium=course_page&utm_campaign=upsc`,
    ],
    [
      '/courses/ibps-po',
      { campaign: 'bank-ssc' },
      `${STORE_ORIGIN}/courses/ibps-po?utm_source=website&utm_medium=course_page&utm_campaign=bank-ssc`,
    ],
    [
      '/magazines/prelims?issue=may-2026',
      { campaign: 'upsc', content: 'magazine' },
      `${STORE_ORIGIN}/magazines/prelims?issue=may-2026&utm_source=website&utm_medium=course_page&utm_campaign=upsc&utm_content=magazine`,
    ],
    [
      '/courses/x',
      { campaign: 'iit', medium: 'popup' },
      `${STORE_ORIGIN}/courses/x?utm_source=website&utm_medium=popup&utm_campaign=iit`,
    ],
  ])('%s %o', (path, options, expected) => {
    expect(storeUrl(path, options)).toBe(expected);
  });

  it('replaces utm parameters a path already carries instead of repeating them', () => {
    const url = new URL(storeUrl('/courses/x?utm_source=old&utm_campaign=old', { campaign: 'neet' }));
    expect(url.searchParams.getAll('utm_source')).toEqual(['website']);
    expect(url.searchParams.getAll('utm_campaign')).toEqual(['neet']);
  });

  it.each([['//evil.example/courses'], ['https://evil.example/courses'], ['courses/relative']])(
    'refuses anything but a store path: %s',
    (path) => {
      expect(() => storeUrl(path, { campaign: 'upsc' })).toThrow('Not a store path');
    },
  );
});
