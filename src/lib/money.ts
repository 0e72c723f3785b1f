/**
 * Prices in rupees (spec document 1 §9): every price on the site is shown through this one helper,
 * with the Indian digit grouping visitors expect (1,20,000 — lakhs, not 120,000).
 */
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹1,20,000" for 120000; whole rupees only (fees are never quoted in paise). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price in rupees: ${amount}`);
  return `₹${rupees.format(Math.round(amount))}`;
}
