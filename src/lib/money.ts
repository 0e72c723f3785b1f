/**
 * Numbers as visitors in India read them (spec document 1 §9): Indian digit grouping (1,20,000 —
 * lakhs, not 120,000) for the visitor and page-view counts, and every price on the site through
 * formatRupees.
 */

/**
 * Indian digit grouping of a whole number, the last three digits then pairs: 115000 → "1,15,000",
 * 1234567 → "12,34,567". Written out rather than `Intl.NumberFormat('en-IN')`: the first one a page
 * makes loads ICU's locale data, 45–65 ms of the main thread in Chromium here (a long task on every
 * page with the visitor counter, four times that on a slow phone).
 */
export function formatIndian(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
}

/** "₹1,20,000" for 120000; whole rupees only (fees are never quoted in paise). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price in rupees: ${amount}`);
  return `₹${formatIndian(Math.round(amount))}`;
}
