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

  // Telugu pages: Telugu month names, the same India day.
  it.each([
    ['just after midnight in India', '2025-03-09T18:45:00Z', '10 మార్చి, 2025'],
    ['just before midnight in India', '2025-03-10T18:29:59Z', '10 మార్చి, 2025'],
    ['a date-only value keeps its calendar day', '2025-08-15', '15 ఆగస్టు, 2025'],
    ['the last minutes of a year in UTC, New Year in India', '2025-12-31T19:00:00Z', '1 జనవరి, 2026'],
  ])('in Telugu, %s: %s reads %s', (_, value, long) => {
    expect(formatLongDate(new Date(value), 'te')).toBe(long);
  });

  it('keeps one formatter per language: English after Telugu is still English', () => {
    const date = new Date('2025-03-10');
    expect([formatLongDate(date, 'te'), formatLongDate(date), formatLongDate(date, 'te')]).toEqual([
      '10 మార్చి, 2025',
      'March 10, 2025',
      '10 మార్చి, 2025',
    ]);
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
