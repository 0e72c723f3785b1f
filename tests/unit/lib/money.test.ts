import { describe, expect, it } from 'vitest';
import { formatIndian, formatRupees } from '@/lib/money';

describe('formatRupees', () => {
  // The spec's prices (document 1 §9), grouped the Indian way: lakhs after the first three digits.
  it.each([
    [999, '₹999'],
    [4999, '₹4,999'],
    [15999, '₹15,999'],
    [19999, '₹19,999'],
    [24999, '₹24,999'],
    [30000, '₹30,000'],
    [49999, '₹49,999'],
    [59999, '₹59,999'],
    [120000, '₹1,20,000'],
    [1234567, '₹12,34,567'],
    [0, '₹0'],
  ])('%i → %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });

  it('shows whole rupees', () => {
    expect(formatRupees(24999.4)).toBe('₹24,999');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (amount) => {
    expect(() => formatRupees(amount)).toThrow(RangeError);
  });
});

describe('formatIndian', () => {
  it.each([
    [115_000, '1,15,000'],
    [1_234_567, '12,34,567'],
    [999, '999'],
    [12_345_678, '1,23,45,678'],
    [0, '0'],
    [100_000, '1,00,000'],
  ])('%i → %s', (n, text) => expect(formatIndian(n)).toBe(text));
});

describe('formatIndian', () => {
  // The grouping Intl writes for the site's languages (Latin digits in Telugu too), without the
  // cost of Intl's first formatter.
  it.each([0, 7, 999, 1000, 15999, 100000, 120000, 1234567, 98765432, -120000])(
    '%i as en-IN and te-IN group it',
    (n) => {
      const shown = formatIndian(n);
      expect(shown).toBe(new Intl.NumberFormat('en-IN').format(n));
      expect(shown).toBe(new Intl.NumberFormat('te-IN').format(n));
    },
  );
});
