import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@/lib/browser/safe-storage';
import { PAGE_REVISIT_MS, PAGE_VISITS_KEY, recordPageVisit } from '@/lib/browser/page-counter';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const withVisits = (visits: unknown) => memoryStore({ [PAGE_VISITS_KEY]: JSON.stringify(visits) });
const stored = (storage: { data: Map<string, string> }) => JSON.parse(storage.data.get(PAGE_VISITS_KEY) ?? 'null');

const now = Date.UTC(2025, 5, 11, 10);
const lowest = () => 0;
const highest = () => 0.999_999;

describe('recordPageVisit', () => {
  it.each([
    ['lowest', lowest, 5000],
    ['middle', () => 0.5, 10_000],
    ['highest', highest, 14_999],
  ])('a new page starts at a random 5000–14999 (%s draw → %i)', (_, random, start) => {
    const storage = memoryStore();
    expect(recordPageVisit('upsc', { now, random, storage })).toBe(start);
    expect(stored(storage)).toEqual({ page_upsc: { count: start, lastVisit: now } });
  });

  it.each([
    ['exactly 5 minutes', PAGE_REVISIT_MS, highest, 7000, now - PAGE_REVISIT_MS],
    ['5 minutes and 1 ms, lowest draw', PAGE_REVISIT_MS + 1, lowest, 7001, now],
    ['5 minutes and 1 ms, highest draw', PAGE_REVISIT_MS + 1, highest, 7003, now],
    ['a week, one step only', 7 * 24 * 60 * 60 * 1000, highest, 7003, now],
  ])('%s after the last counted visit shows %i', (_, elapsed, random, count, lastVisit) => {
    const storage = withVisits({ page_upsc: { count: 7000, lastVisit: now - elapsed } });
    expect(recordPageVisit('upsc', { now, random, storage })).toBe(count);
    expect(stored(storage).page_upsc).toEqual({ count, lastVisit });
  });

  it('keeps the other pages as they are', () => {
    const other = { count: 9000, lastVisit: 1 };
    const storage = withVisits({ page_neet: other });
    recordPageVisit('upsc', { now, random: lowest, storage });
    expect(stored(storage)).toEqual({ page_neet: other, page_upsc: { count: 5000, lastVisit: now } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a page entry without a count', JSON.stringify({ page_upsc: { lastVisit: now } })],
    ['a negative count', JSON.stringify({ page_upsc: { count: -3, lastVisit: now } })],
    ['a fractional count', JSON.stringify({ page_upsc: { count: 12.5, lastVisit: now } })],
    ['a text lastVisit', JSON.stringify({ page_upsc: { count: 7000, lastVisit: 'today' } })],
  ])('garbage (%s) starts the page afresh', (_, raw) => {
    const storage = memoryStore({ [PAGE_VISITS_KEY]: raw });
    expect(recordPageVisit('upsc', { now, random: lowest, storage })).toBe(5000);
    expect(stored(storage).page_upsc).toEqual({ count: 5000, lastVisit: now });
  });

  const throwing = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  it.each<[string, KeyValueStore | undefined]>([
    ['getItem and setItem throw', { getItem: throwing, setItem: throwing }],
    ['only setItem throws (quota)', { getItem: () => null, setItem: throwing }],
    ['storage is unavailable', undefined],
  ])('still returns a number when %s', (_, storage) => {
    const count = recordPageVisit('upsc', { now, random: () => 0.25, storage });
    expect(count).toBe(7500);
  });
});
