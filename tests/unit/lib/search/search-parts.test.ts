import { describe, expect, it } from 'vitest';
import {
  SEARCH_MONTH,
  archiveRootSelector,
  firstRecentMonth,
  inRecentPart,
  searchMonth,
  searchableOf,
  searchedContent,
} from '@/lib/search/search-parts';

/**
 * Whether a `<html>` with `month` (or none) matches `selector`, as pagefind reads the archive's
 * selector: `html[data-search-month]`, then `:not([data-search-month^="…"])` clauses.
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

/** A built page as the build reads it: `<html>` with `month` (or none), indexed or not. */
const page = (month: string | undefined, indexed = true) =>
  `<!DOCTYPE html><html lang="en"${month ? ` ${SEARCH_MONTH}="${month}"` : ''}><head><title>t</title></head>` +
  `<body><main${indexed ? ' data-pagefind-body' : ''}><h1>t</h1></main></body></html>`;

describe('the two parts', () => {
  it('put every month of the last 12 (and later) in the recent part, every earlier one in the archive', () => {
    const first = firstRecentMonth(new Date('2026-11-27T06:00:00Z'));
    // The window is December 2025 to November 2026, as the magazine links have it.
    expect(first).toBe('202512');
    const archive = archiveRootSelector(first);
    for (let year = 1990; year <= 2035; year++)
      for (let month = 1; month <= 12; month++) {
        const value = `${year}${String(month).padStart(2, '0')}`;
        const recent = value >= '202512';
        expect({
          value,
          recent: inRecentPart(searchableOf(page(value)), first),
          archive: matches(archive, value),
        }).toEqual({
          value,
          recent,
          archive: !recent,
        });
      }
    // An undated entry is recent; a page that is not indexed is in neither part.
    expect([inRecentPart(searchableOf(page(undefined)), first), matches(archive, undefined)]).toEqual([true, false]);
    expect(inRecentPart(searchableOf(page('202611', false)), first)).toBe(false);
  });

  it('move with the India month: on 1 January the window starts in February of the year before', () => {
    // 31 December 2026, 19:00 UTC, is 1 January 2027 00:30 in India.
    expect(firstRecentMonth(new Date('2026-12-31T19:00:00Z'))).toBe('202602');
  });
});

describe('searchMonth', () => {
  it("is the entry's month in India, YYYYMM; nothing for an undated entry", () => {
    expect(searchMonth(new Date('2026-10-31T20:00:00Z'))).toBe('202611');
    expect(searchMonth(new Date('2026-03-05T00:00:00Z'))).toBe('202603');
    expect(searchMonth(undefined)).toBeUndefined();
  });
});

describe('searchedContent', () => {
  const article = ({ title = 'Repo rate', related = 'Budget', head = 'a', lang = 'en', month = '202401' } = {}) =>
    `<!DOCTYPE html><html lang="${lang}" ${SEARCH_MONTH}="${month}"><head><meta name="x" content="${head}"></head>` +
    `<body><nav>Menu</nav><main><article data-pagefind-body><h1>${title}</h1><div><p>Text</p></div>` +
    `<nav data-pagefind-ignore><a href="/">Back</a></nav><span hidden data-pagefind-filter="section:UPSC"></span>` +
    `<section data-pagefind-ignore><div><h2>Related</h2><div>${related}</div></div></section><p>End</p></article></main></body></html>`;
  const same = searchedContent(article());

  it.each([
    ['the related articles', { related: 'Monsoon' }],
    ['the head', { head: 'b' }],
  ])('is the same when only %s changed', (_, change) => {
    expect(searchedContent(article(change))).toBe(same);
  });

  it.each([
    ['the title', { title: 'Repo rate cut' }],
    ['the language', { lang: 'te-IN' }],
    ['the month', { month: '202402' }],
  ])('changes with %s', (_, change) => {
    expect(searchedContent(article(change))).not.toBe(same);
  });

  it('keeps the text after an ignored element, and its filters', () => {
    expect(same).toContain('<p>End</p></article>');
    expect(same).toContain('data-pagefind-filter="section:UPSC"');
    expect(same).not.toContain('Related');
  });

  it('is the whole page when it cannot tell where an element ends', () => {
    const broken = article().replace('</section>', '');
    expect(searchedContent(broken)).toBe(broken);
  });
});
