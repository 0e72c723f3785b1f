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
import { indiaMonth } from './dates.ts';
import { lastMonths } from './months.ts';

export const searchParts = [
  { part: 'recent', path: '/pagefind/' },
  { part: 'archive', path: '/pagefind/archive/' },
] as const;

type Part = (typeof searchParts)[number]['part'];

/** The attribute on an indexed page's `<html>` naming its entry's month: `YYYYMM`. */
export const SEARCH_MONTH = 'data-search-month';

/** A month as SEARCH_MONTH writes it. */
const yyyymm = ({ year, month }: { year: number; month: number }) => `${year}${String(month).padStart(2, '0')}`;

/** SEARCH_MONTH's value for an entry published at `date` (its month in India); none for an undated one. */
export const searchMonth = (date: Date | undefined): string | undefined => date && yyyymm(indiaMonth(date));

/** The prefixes of the six-digit strings before `month` (`before`), or at or after it. */
function prefixes(month: string, before: boolean): string[] {
  const found = before ? [] : [month];
  for (let i = 0; i < month.length; i++)
    for (let digit = 0; digit <= 9; digit++)
      if (before ? digit < Number(month[i]) : digit > Number(month[i])) found.push(month.slice(0, i) + digit);
  return found;
}

/**
 * pagefind's `rootSelector` for each part, for a build made at `now`. pagefind's selectors take
 * `:not()` chains but not selector lists, so each part is one chain of month prefixes: the recent
 * part is every page whose month does not start like one before the window (undated pages too),
 * the archive every page with a month that starts like none in the window or after it.
 */
export function searchRootSelectors(now: Date): Record<Part, string> {
  const first = yyyymm(lastMonths(now).at(-1)!);
  const not = (list: string[]) => list.map((p) => `:not([${SEARCH_MONTH}^="${p}"])`).join('');
  return {
    recent: `html${not(prefixes(first, true))}`,
    archive: `html[${SEARCH_MONTH}]${not(prefixes(first, false))}`,
  };
}
