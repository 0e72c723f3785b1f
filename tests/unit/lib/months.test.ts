import { describe, expect, it } from 'vitest';
import { lastMonths } from '@/lib/months';

describe('lastMonths', () => {
  it('lists the 12 months ending with the current one, newest first', () => {
    const months = lastMonths(new Date('2026-03-15T06:00:00Z'));
    expect(months.map((m) => m.label)).toEqual([
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
      'November 2025',
      'October 2025',
      'September 2025',
      'August 2025',
      'July 2025',
      'June 2025',
      'May 2025',
      'April 2025',
    ]);
    expect(months[0]).toEqual({ year: 2026, month: 3, label: 'March 2026', slug: 'march-2026' });
    expect(months[11]).toEqual({ year: 2025, month: 4, label: 'April 2025', slug: 'april-2025' });
  });

  it.each([
    // [now, first month, last month]
    ['2026-01-01T00:00:00+05:30', 'January 2026', 'February 2025'],
    ['2025-12-31T18:29:59Z', 'December 2025', 'January 2025'], // 23:59:59 in India
    ['2025-12-31T18:30:00Z', 'January 2026', 'February 2025'], // already midnight in India
    ['2024-02-29T12:00:00Z', 'February 2024', 'March 2023'],
  ])('at %s runs from %s back to %s (India time)', (now, first, last) => {
    const months = lastMonths(new Date(now));
    expect(months).toHaveLength(12);
    expect(months[0].label).toBe(first);
    expect(months[11].label).toBe(last);
    expect(new Set(months.map((m) => m.slug)).size).toBe(12);
  });

  it('gives as many months as asked', () => {
    expect(lastMonths(new Date('2026-05-10T00:00:00Z'), 3).map((m) => m.slug)).toEqual([
      'may-2026',
      'april-2026',
      'march-2026',
    ]);
  });
});
