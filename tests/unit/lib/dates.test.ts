import { describe, expect, it } from 'vitest';
import { formatLongDate, indiaMonth, isoDay, isoDayBefore, isoIndiaTime } from '@/lib/dates';

describe('dates in India time', () => {
  it.each([
    ['just after midnight in India', '2025-03-10T00:30+05:30', 'March 10, 2025', '2025-03-10'],
    ['just before midnight in India', '2025-03-10T23:59+05:30', 'March 10, 2025', '2025-03-10'],
    ['midnight in India exactly', '2025-03-09T18:30:00Z', 'March 10, 2025', '2025-03-10'],
    ['a UTC time already the next day in India', '2025-03-09T19:00:00Z', 'March 10, 2025', '2025-03-10'],
    ['a UTC time still the same day in India', '2025-03-10T18:29:59Z', 'March 10, 2025', '2025-03-10'],
    ['a date-only value keeps its calendar day', '2025-03-10', 'March 10, 2025', '2025-03-10'],
    ['a date-only value on New Year', '2026-01-01', 'January 1, 2026', '2026-01-01'],
  ])('%s: %s reads %s', (_, value, long, day) => {
    const date = new Date(value);
    expect(formatLongDate(date)).toBe(long);
    expect(isoDay(date)).toBe(day);
  });

  it('writes moments with the India offset', () => {
    expect(isoIndiaTime(new Date('2025-03-09T19:00:00Z'))).toBe('2025-03-10T00:30:00+05:30');
  });

  it('puts the first minutes of a month in India into that month', () => {
    expect(indiaMonth(new Date('2025-03-31T18:30:00Z'))).toEqual({ year: 2025, month: 4 });
    expect(indiaMonth(new Date('2025-03-31T18:29:59Z'))).toEqual({ year: 2025, month: 3 });
  });

  it('knows the India day before, across a year', () => {
    expect(isoDayBefore(new Date('2026-01-01T00:10+05:30'))).toBe('2025-12-31');
  });
});
