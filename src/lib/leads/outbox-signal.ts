/**
 * What every page needs to know before loading the outbox code (lib/leads/enquiry-queue.ts, ≈ 2 KB gzip):
 * where it is stored, and whether an enquiry may be waiting. Most visitors never have one, so the
 * 5 KB pages load the outbox only when storage holds one or a form has just saved one.
 */
export const QUEUE_KEY = 'enquiry_queue';
/** Dispatched on window when a form has saved an enquiry to the outbox. */
export const OUTBOX_SAVED_EVENT = 'enquiry-saved';
/** A cheap look at the stored outbox: true when it may hold an enquiry (the outbox code then decides). */
export const outboxMayHoldItems = (raw: string | null): boolean => raw !== null && raw.includes('"payload"');
