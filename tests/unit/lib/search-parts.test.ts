import { describe, expect, it } from 'vitest';
import { SEARCH_MONTH, searchMonth, searchRootSelectors } from '@/lib/search-parts';

/**
 * Whether a `<html>` with `month` (or none) matches `selector`, as pagefind reads the selectors made
 * here: `html`, optionally `[data-search-month]`, then `:not([data-search-month^="…"])` clauses.
 */
function matches(selector: string, month: string | undefined): boolean {
  const rest = selector.replace(/^html/, '');
  const needsMonth = rest.startsWith(`[${SEARCH_MONTH}]`);
  const prefixes = [...rest.matchAll(new RegExp(`:not\\(\\[${SEARCH_MONTH}\\^="(\\d+)"\\]\\)`, 'g'))].map((m) => m[1]);
  // Everything in the selector is one of those parts.
  expect(rest.replace(`[${SEARCH_MONTH}]`, '').replace(/:not\(\[[^\]]+\]\)/g, '')).toBe('');
  if (month === undefined) return !needsMonth;
  return !prefixes.some((p) => month.startsWith(p));
}

describe('searchRootSelectors', () => {
  it('puts every month of the last 12 (and later) in the recent part, every earlier one in the archive', () => {
    const parts = searchRootSelectors(new Date('2026-11-27T06:00:00Z'));
    // The window is December 2025 to November 2026, as the magazine links have it.
    for (let year = 1990; year <= 2035; year++)
      for (let month = 1; month <= 12; month++) {
        const value = `${year}${String(month).padStart(2, '0')}`;
        const recent = value >= '202512';
        expect({ value, recent: matches(parts.recent, value) }).toEqual({ value, recent });
        expect({ value, archive: matches(parts.archive, value) }).toEqual({ value, archive: !recent });
      }
    expect(matches(parts.recent, undefined)).toBe(true);
    expect(matches(parts.archive, undefined)).toBe(false);
  });

  it('moves with the India month: on 1 January the window starts in February of the year before', () => {
    // 31 December 2026, 19:00 UTC, is 1 January 2027 00:30 in India.
    const parts = searchRootSelectors(new Date('2026-12-31T19:00:00Z'));
    expect(matches(parts.recent, '202602')).toBe(true);
    expect(matches(parts.archive, '202601')).toBe(true);
    expect(matches(parts.recent, '202601')).toBe(false);
  });
});

describe('searchMonth', () => {
  it("is the entry's month in India, YYYYMM; nothing for an undated entry", () => {
    expect(searchMonth(new Date('2026-10-31T20:00:00Z'))).toBe('202611');
    expect(searchMonth(new Date('2026-03-05T00:00:00Z'))).toBe('202603');
    expect(searchMonth(undefined)).toBeUndefined();
  });
});
