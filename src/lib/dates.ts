/** Dates as the spec shows them: long US style, "January 5, 2025". */
const longUs = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Formats in UTC: content dates are calendar days (`2026-10-08`), which must not shift by time zone. */
export const formatLongDate = (date: Date) => longUs.format(date);

/** `YYYY-MM-DD` for `<time datetime>` and structured data. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
