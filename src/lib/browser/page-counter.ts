/**
 * Per-page view counters (spec document 1 §3, §9), simulated in the browser like the visitor
 * counter: all pages share one stored object under `page_visits`, keyed `page_{id}`.
 */
import { readItem, writeItem, type KeyValueStore } from '@/lib/browser/safe-storage';
import type { CounterDeps } from '@/lib/browser/visitor-counter';

export const PAGE_VISITS_KEY = 'page_visits';
/** A page grows only when its last counted visit is strictly more than this ago. */
export const PAGE_REVISIT_MS = 5 * 60 * 1000;

/** One page's stored counter; `lastVisit` is the last visit that was counted (ms since the epoch). */
export interface PageVisit {
  count: number;
  lastVisit: number;
}

const isPageVisit = (v: unknown): v is PageVisit =>
  typeof v === 'object' &&
  v !== null &&
  Number.isSafeInteger((v as PageVisit).count) &&
  (v as PageVisit).count >= 0 &&
  Number.isFinite((v as PageVisit).lastVisit);

/** The stored object; garbage (not JSON, not an object) reads as no pages at all. */
function readVisits(storage: KeyValueStore | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, PAGE_VISITS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Counts a visit to page `id` and returns its count: a new (or unreadable) page starts at a random
 * 5000–14999; a page last counted more than 5 minutes ago grows by 1–3; otherwise it stays.
 */
export function recordPageVisit(id: string, { now, random, storage }: CounterDeps): number {
  const visits = readVisits(storage);
  const key = `page_${id}`;
  const previous = visits[key];
  let visit: PageVisit;
  if (!isPageVisit(previous)) visit = { count: 5000 + Math.floor(random() * 10_000), lastVisit: now };
  else if (now - previous.lastVisit > PAGE_REVISIT_MS)
    visit = { count: previous.count + 1 + Math.floor(random() * 3), lastVisit: now };
  else visit = previous;
  visits[key] = visit;
  writeItem(storage, PAGE_VISITS_KEY, JSON.stringify(visits));
  return visit.count;
}
