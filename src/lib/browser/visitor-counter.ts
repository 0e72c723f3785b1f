/**
 * The site visitor counter (spec document 1 §3, §4, §9). It is simulated in the browser, not
 * counted on a server: a stored number that starts at the baseline and grows by a time-of-day
 * weighted random step at most once every 30 minutes.
 */
import { readItem, writeItem, type KeyValueStore } from '@/lib/browser/safe-storage';

/** The lowest number ever shown; a stored value below it is raised to it. */
export const BASELINE_VISITORS = 115_000;
/** The count grows only when strictly more than this has passed since the last growth. */
export const INCREMENT_AFTER_MS = 30 * 60 * 1000;
/** How often an open page recomputes and redraws the counter. */
export const VISITOR_REFRESH_MS = 2 * 60 * 1000;
/** Storage keys (spec §3). */
export const VIEWS_KEY = 'unified_page_views';
export const TIMESTAMP_KEY = 'last_increment_timestamp';

/** What a counter update depends on, injected so tests can fix time, chance and storage. */
export interface CounterDeps {
  /** Current time in ms since the epoch (`Date.now()`). */
  now: number;
  /** A source of numbers in [0, 1) (`Math.random`). */
  random: () => number;
  /** Where the counter is kept; undefined when the browser refuses storage. */
  storage: KeyValueStore | undefined;
}

/** Busier hours grow faster; the hour is the visitor's local hour (0–23). */
export function hourFactor(hour: number): number {
  if (hour >= 9 && hour <= 18) return 1.8;
  if (hour >= 19 && hour <= 22) return 1.4;
  if (hour >= 6 && hour <= 8) return 1.2;
  return 0.6;
}

/** Saturdays and Sundays grow slower; `day` as `Date#getDay()` (0 = Sunday). */
export const weekendFactor = (day: number): number => (day === 0 || day === 6 ? 0.8 : 1);

/**
 * One growth step at local time `date`: Math.floor(base × hour factor × weekend factor) with a
 * random base of 20–49, so 9 (night, weekend, base 20) to 88 (daytime weekday, base 49). The tiny
 * epsilon keeps products such as 45 × 1.8 from landing a hair under their whole value.
 */
export function visitorIncrement(date: Date, random: () => number): number {
  const base = 20 + Math.floor(random() * 30);
  return Math.floor(base * hourFactor(date.getHours()) * weekendFactor(date.getDay()) + 1e-9);
}

/** A stored number, or NaN for missing, empty or garbage values. */
export const storedNumber = (raw: string | null): number => (raw ? Number(raw) : NaN);

/**
 * Reads, grows and stores the counter; returns the number to show. One check grows the count at
 * most once, however long the visitor was away. The first visit (no valid timestamp) — and a
 * timestamp in the future, after a clock change — only starts the 30-minute wait.
 */
export function updateVisitorCount({ now, random, storage }: CounterDeps): number {
  const stored = Math.floor(storedNumber(readItem(storage, VIEWS_KEY)));
  let count = Number.isSafeInteger(stored) && stored > BASELINE_VISITORS ? stored : BASELINE_VISITORS;
  let last = storedNumber(readItem(storage, TIMESTAMP_KEY));
  if (!(last <= now)) last = now;
  else if (now - last > INCREMENT_AFTER_MS) {
    count += visitorIncrement(new Date(now), random);
    last = now;
  }
  writeItem(storage, VIEWS_KEY, String(count));
  writeItem(storage, TIMESTAMP_KEY, String(last));
  return count;
}
