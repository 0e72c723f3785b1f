import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@/lib/browser/safe-storage';
import {
  BASELINE_VISITORS,
  INCREMENT_AFTER_MS,
  TIMESTAMP_KEY,
  VIEWS_KEY,
  hourFactor,
  updateVisitorCount,
  visitorIncrement,
  weekendFactor,
} from '@/lib/browser/visitor-counter';

/** A Map-backed stand-in for localStorage. */
function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

/** Random sources for the ends of the base range: 0 → 20, just under 1 → 49. */
const lowest = () => 0;
const highest = () => 0.999_999;

// Local times (the counter uses the visitor's clock): 11 June 2025 is a Wednesday, 14 June a Saturday.
const wednesday = (hour: number, minute = 0) => new Date(2025, 5, 11, hour, minute);
const saturday = (hour: number) => new Date(2025, 5, 14, hour);
const sunday = (hour: number) => new Date(2025, 5, 15, hour);

describe('hourFactor', () => {
  it.each([
    [0, 0.6],
    [5, 0.6],
    [6, 1.2],
    [8, 1.2],
    [9, 1.8],
    [18, 1.8],
    [19, 1.4],
    [22, 1.4],
    [23, 0.6],
  ])('hour %i → %f', (hour, factor) => expect(hourFactor(hour)).toBe(factor));
});

describe('weekendFactor', () => {
  it.each([
    [0, 0.8],
    [1, 1],
    [5, 1],
    [6, 0.8],
  ])('day %i → %f', (day, factor) => expect(weekendFactor(day)).toBe(factor));
});

describe('visitorIncrement = floor(base 20–49 × hour factor × weekend factor)', () => {
  it.each([
    ['weekday 05:00', wednesday(5), 12, 29], // 20 × 0.6, floor(49 × 0.6 = 29.4)
    ['weekday 06:00', wednesday(6), 24, 58], // floor(58.8)
    ['weekday 08:00', wednesday(8), 24, 58],
    ['weekday 09:00', wednesday(9), 36, 88], // floor(88.2)
    ['weekday 18:00', wednesday(18), 36, 88],
    ['weekday 19:00', wednesday(19), 28, 68], // floor(68.6)
    ['weekday 22:00', wednesday(22), 28, 68],
    ['weekday 23:00', wednesday(23), 12, 29],
    ['Saturday 05:00', saturday(5), 9, 23], // floor(9.6), floor(23.52)
    ['Saturday 10:00', saturday(10), 28, 70], // floor(28.8), floor(70.56)
    ['Sunday 20:00', sunday(20), 22, 54], // floor(22.4), floor(54.88)
    ['Sunday 07:00', sunday(7), 19, 47], // floor(19.2), floor(47.04)
  ])('%s: %i with base 20, %i with base 49', (_, date, low, high) => {
    expect(visitorIncrement(date, lowest)).toBe(low);
    expect(visitorIncrement(date, highest)).toBe(high);
  });

  it('does not lose a unit to floating point when the product is whole (45 × 1.4 = 62.99999999999999 in JS)', () => {
    expect(visitorIncrement(wednesday(20), () => 25.5 / 30)).toBe(63);
  });
});

describe('updateVisitorCount', () => {
  const now = wednesday(10).getTime();

  it('first visit: shows and stores the baseline and starts the wait without growing', () => {
    const storage = memoryStore();
    expect(updateVisitorCount({ now, random: highest, storage })).toBe(BASELINE_VISITORS);
    expect(storage.data.get(VIEWS_KEY)).toBe('115000');
    expect(storage.data.get(TIMESTAMP_KEY)).toBe(String(now));
  });

  it.each([
    ['exactly 30 minutes', INCREMENT_AFTER_MS, 120_000],
    ['30 minutes and 1 ms', INCREMENT_AFTER_MS + 1, 120_036],
    ['10 hours (one step, not twenty)', 10 * 60 * 60 * 1000, 120_036],
  ])('%s after the last increment shows %i', (_, elapsed, expected) => {
    const storage = memoryStore({ [VIEWS_KEY]: '120000', [TIMESTAMP_KEY]: String(now - elapsed) });
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(expected);
    expect(storage.data.get(VIEWS_KEY)).toBe(String(expected));
    expect(storage.data.get(TIMESTAMP_KEY)).toBe(String(expected === 120_000 ? now - elapsed : now));
  });

  it('grows with the top of the base range on a weekday daytime', () => {
    const storage = memoryStore({ [VIEWS_KEY]: '120000', [TIMESTAMP_KEY]: String(now - INCREMENT_AFTER_MS - 1) });
    expect(updateVisitorCount({ now, random: highest, storage })).toBe(120_088);
  });

  it('does not grow twice in a row within the 30 minutes', () => {
    const storage = memoryStore({ [VIEWS_KEY]: '120000', [TIMESTAMP_KEY]: String(now - INCREMENT_AFTER_MS - 1) });
    updateVisitorCount({ now, random: lowest, storage });
    expect(updateVisitorCount({ now: now + INCREMENT_AFTER_MS, random: lowest, storage })).toBe(120_036);
  });

  it.each([
    ['below the baseline', '100'],
    ['garbage', 'lots'],
    ['empty', ''],
    ['negative', '-5'],
    ['infinite', 'Infinity'],
  ])('a stored value %s is raised to the baseline', (_, stored) => {
    const storage = memoryStore({ [VIEWS_KEY]: stored, [TIMESTAMP_KEY]: String(now) });
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(BASELINE_VISITORS);
    expect(storage.data.get(VIEWS_KEY)).toBe('115000');
  });

  it('raises a low stored value before growing it', () => {
    const storage = memoryStore({ [VIEWS_KEY]: '100', [TIMESTAMP_KEY]: String(now - INCREMENT_AFTER_MS - 1) });
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(115_036);
  });

  it.each([
    ['garbage', 'yesterday'],
    ['in the future (clock changed)', String(now + 60_000)],
  ])('a timestamp that is %s restarts the wait without growing', (_, stamp) => {
    const storage = memoryStore({ [VIEWS_KEY]: '120000', [TIMESTAMP_KEY]: stamp });
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(120_000);
    expect(storage.data.get(TIMESTAMP_KEY)).toBe(String(now));
  });

  const throwing = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  it.each<[string, KeyValueStore | undefined]>([
    ['getItem and setItem throw', { getItem: throwing, setItem: throwing }],
    ['only setItem throws (quota)', { getItem: () => null, setItem: throwing }],
    ['storage is unavailable', undefined],
  ])('still returns a number when %s', (_, storage) => {
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(BASELINE_VISITORS);
  });

  it('still grows when reading works but writing throws', () => {
    const storage = {
      getItem: memoryStore({ [VIEWS_KEY]: '120000', [TIMESTAMP_KEY]: '0' }).getItem,
      setItem: throwing,
    };
    expect(updateVisitorCount({ now, random: lowest, storage })).toBe(120_036);
  });
});
