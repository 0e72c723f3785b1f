/**
 * What every page needs to know before loading the outbox code (lib/leads/enquiry-queue.ts, ≈ 2 KB gzip):
 * where it is stored, and whether an enquiry may be waiting. Most visitors never have one, so the
 * 5 KB pages load the outbox only when storage holds one or a form has just saved one.
 */
import { browserStorage, readItem } from '@/lib/browser/safe-storage';

export const QUEUE_KEY = 'enquiry_queue';
/** Dispatched on window when a form has saved an enquiry to the outbox. */
export const OUTBOX_SAVED_EVENT = 'enquiry-saved';
/** A cheap look at the stored outbox: true when it may hold an enquiry (the outbox code then decides). */
export const outboxMayHoldItems = (raw: string | null): boolean => raw !== null && raw.includes('"payload"');

/**
 * Browser: loads the outbox code (EnquiryQueue's template) once there is something to send — an
 * enquiry stored by an earlier visit, one a form has just saved, or one another tab saved — so most
 * pages never fetch it. Started by the shell's one script.
 */
export function watchOutbox(): void {
  const code = document.querySelector<HTMLTemplateElement>('template[data-outbox-code]');
  const start = () => {
    if (code?.isConnected) document.head.append(code.content.cloneNode(true));
    code?.remove();
  };
  if (outboxMayHoldItems(readItem(browserStorage(), QUEUE_KEY))) start();
  addEventListener(OUTBOX_SAVED_EVENT, start);
  addEventListener('storage', (e) => e.key === QUEUE_KEY && outboxMayHoldItems(e.newValue) && start());
}
