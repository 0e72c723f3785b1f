/**
 * The search index comes in two parts, each pagefind's own (src/integrations/pagefind.ts), searched
 * newest first (src/components/search/search-client.ts): entries of the last 12 months (the window
 * of the monthly magazine links, `lastMonths`) and undated ones at `/pagefind/`, older entries at
 * `/pagefind/archive/`. A search first loads its part's whole page list, which grows with every
 * page indexed (pagefind's `pf_meta`: 245 KB at 50k articles, more than a second on slow 4G): a
 * visitor sees the last year's results while the archive's list loads.
 *
 * Imported by the build's integration: relative imports only.
 */
import { indiaMonth } from '../dates.ts';
import { lastMonths } from '../months.ts';

/** Where each part is served, the recent part first. */
export const searchParts = ['/pagefind/', '/pagefind/archive/'] as const;

/** The attribute on an indexed page's `<html>` naming its entry's month: `YYYYMM`. */
export const SEARCH_MONTH = 'data-search-month';

/** A month as SEARCH_MONTH writes it. */
const yyyymm = ({ year, month }: { year: number; month: number }) => `${year}${String(month).padStart(2, '0')}`;

/** SEARCH_MONTH's value for an entry published at `date` (its month in India); none for an undated one. */
export const searchMonth = (date: Date | undefined): string | undefined => date && yyyymm(indiaMonth(date));

/** The first month of the recent part for a build made at `now`: the oldest of the last 12, `YYYYMM`. */
export const firstRecentMonth = (now: Date) => yyyymm(lastMonths(now).at(-1)!);

/**
 * pagefind's `rootSelector` for the archive part: the pages whose `<html>` names a month before
 * `first`. pagefind's selectors take `:not()` chains but not selector lists, so it is one chain of
 * prefixes: the month that starts like none of the months from `first` on (`first` itself, and a
 * larger digit where they first differ).
 */
export function archiveRootSelector(first: string): string {
  const later = [first];
  for (let i = 0; i < first.length; i++)
    for (let digit = Number(first[i]) + 1; digit <= 9; digit++) later.push(first.slice(0, i) + digit);
  return `html[${SEARCH_MONTH}]${later.map((p) => `:not([${SEARCH_MONTH}^="${p}"])`).join('')}`;
}

/** SEARCH_MONTH on a page's `<html>` start tag. */
const HTML_MONTH = new RegExp(`<html\\b[^>]*\\s${SEARCH_MONTH}="(\\d+)"`);

/** What the index needs of a built page: whether pagefind indexes it, and the month its `<html>` names. */
export type Searchable = { indexed: boolean; month?: string };

/**
 * A built page as the build reads it after rendering (src/integrations/critical-css.ts), kept for
 * the builds that copy it instead, so pagefind is given the recent pages alone and the archive is
 * rebuilt only when one of its pages changed.
 */
export const searchableOf = (html: string): Searchable => ({
  indexed: html.includes('data-pagefind-body'),
  month: HTML_MONTH.exec(html.slice(0, 1024))?.[1],
});

/** Whether a page goes in the recent part: it is indexed and names no month before `first`; else in the archive if indexed. */
export const inRecentPart = ({ indexed, month }: Searchable, first: string): boolean =>
  indexed && (month === undefined || month >= first);

/** Where the element whose start tag `<name …>` is at `start` ends, counting `name`'s tags after it; -1 when it does not. */
function elementEnd(html: string, start: number, name: string): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}

const PAGEFIND_TAG = /<[a-z][^>]*\sdata-pagefind-[^>]*>/gi;
const BODY = /<([a-z][\w-]*)\b[^>]*\sdata-pagefind-body\b[^>]*>/gi;
const IGNORED = /<([a-z][\w-]*)\b[^>]*\sdata-pagefind-ignore\b[^>]*>/i;

/**
 * What pagefind reads of a built page, to tell whether the search index would change with it: the
 * `<html>` start tag (its language and month), every start tag with a `data-pagefind-` attribute
 * (meta, filters) and the `data-pagefind-body` element without the elements marked
 * `data-pagefind-ignore`. An archived article whose related articles or head changed (a new
 * article, an edited title) reads the same, so the archive part is not built again for it. When
 * an element's end cannot be found, or the page has more than one body, the whole page.
 */
export function searchedContent(html: string): string {
  const bodies = [...html.matchAll(BODY)];
  if (bodies.length !== 1) return html;
  const [body] = bodies;
  const end = elementEnd(html, body.index, body[1]);
  if (end < 0) return html;
  let content = html.slice(body.index, end);
  for (let ignored = IGNORED.exec(content); ignored; ignored = IGNORED.exec(content)) {
    const ignoredEnd = elementEnd(content, ignored.index, ignored[1]);
    if (ignoredEnd < 0) return html;
    content = content.slice(0, ignored.index) + content.slice(ignoredEnd);
  }
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return [htmlTag, ...(html.match(PAGEFIND_TAG) ?? []), content].join('\n');
}
