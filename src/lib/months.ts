/**
 * Calendar months for the monthly magazine links (spec document 1 §2: "last 12 months"), computed
 * from the build date: the hourly rebuild moves the list on at the turn of a month.
 */
import { indiaMonth } from './dates';

export interface Month {
  /** Four-digit year. */
  year: number;
  /** 1 (January) … 12 (December). */
  month: number;
  /** "January 2026". */
  label: string;
  /** "january-2026", for store paths. */
  slug: string;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The `count` most recent months, newest first, ending with the month `now` falls in (in India).
 * The month in progress is included: its issue goes on sale at the start of the month.
 */
export function lastMonths(now: Date, count = 12): Month[] {
  const { year, month } = indiaMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    const name = MONTH_NAMES[d.getUTCMonth()];
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      label: `${name} ${d.getUTCFullYear()}`,
      slug: `${name.toLowerCase()}-${d.getUTCFullYear()}`,
    };
  });
}
