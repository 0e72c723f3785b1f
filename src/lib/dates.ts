/**
 * Dates as visitors see them: in India time (`Asia/Kolkata`, +05:30 all year, no daylight saving),
 * whatever the time zone of the build machine or the browser. Every shown or grouped date goes
 * through here: `2025-03-10T00:30+05:30` is March 10, and a date-only `2025-03-10` (stored as
 * midnight UTC, 05:30 in India) stays March 10. Shown dates take the page's language.
 */
import type { Lang } from '@/i18n';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The moment shifted so that its UTC fields read India's wall clock. */
const indiaClock = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);

/** The `Intl` locale of each language's dates: the spec's US English, and Telugu as written in India. */
export const DATE_LOCALE: Record<Lang, string> = { en: 'en-US', te: 'te-IN' };

/**
 * One formatter per language, made on first use: the first `Intl` formatter a page makes loads
 * ICU's locale data, a long task (src/lib/money.ts), and the islands importing this module (the
 * quiz runner) show a date only in some states.
 */
const longDates: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** "March 10, 2025" (Telugu: "10 మార్చి, 2025") for the day the moment falls on in India. */
export const formatLongDate = (date: Date, lang: Lang = 'en') =>
  (longDates[lang] ??= new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  })).format(date);

/** The India calendar day as `YYYY-MM-DD`, for `<time datetime>`, structured data and day keys. */
export const isoDay = (date: Date) => indiaClock(date).toISOString().slice(0, 10);

/** The moment with India's offset, `2025-03-10T00:30:00+05:30`, for structured data. */
export const isoIndiaTime = (date: Date) => `${indiaClock(date).toISOString().slice(0, 19)}+05:30`;

/** The India calendar month a moment falls in: four-digit year and 1 (January) … 12 (December). */
export function indiaMonth(date: Date): { year: number; month: number } {
  const ist = indiaClock(date);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1 };
}

/** The India calendar day before the one `date` falls on, `YYYY-MM-DD`. */
export const isoDayBefore = (date: Date) => isoDay(new Date(date.getTime() - 24 * 60 * 60 * 1000));
