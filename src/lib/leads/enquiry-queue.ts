/**
 * Sending an enquiry, and the outbox that keeps the ones that could not go. The outbox is one
 * nanostores store persisted in localStorage (`enquiry_queue`): the waiting enquiries, the last
 * failed attempt and how many failed in a row. The forms, the indicator and the flush script
 * (lib/leads/outbox-indicator.ts, loaded on a page only while an enquiry waits) all read it.
 * Retries back off: at most one automatic try per page load, and not before `nextTryAt`.
 */
import { computed } from 'nanostores';
import {
  EnquiryRejected,
  enquiryRequest,
  send,
  sendFailure,
  type EnquiryFormName,
  type EnquiryPayload,
  type SendFailure,
} from '@/lib/leads/enquiry-hand-over';
import { reportSent } from '@/lib/leads/enquiry-sent';
import { fill } from '@/i18n/template';
import { OUTBOX_SAVED_EVENT, QUEUE_KEY } from '@/lib/leads/outbox-signal';
import { outboxStrings } from '@/lib/leads/outbox-strings';
import { persistentAtom } from '@/lib/browser/persistent-atom';
import { enquiryEndpoint, isOffline } from '@/lib/leads/endpoint';

export { QUEUE_KEY };
export type { EnquiryFormName, EnquiryPayload };

export interface QueuedEnquiry {
  /** The enquiry's id (its payload's). */
  id: string;
  /** When it was saved, in ms since the epoch. */
  queuedAt: number;
  payload: EnquiryPayload;
}

export interface Outbox {
  /** Waiting enquiries, oldest first. */
  items: QueuedEnquiry[];
  /** When the last send failed, in ms since the epoch; 0 when none has failed since the last success. */
  lastFailedAt: number;
  /** Sends failed in a row: the back-off grows with it. */
  failures: number;
  /** The visitor has been told that an enquiry is a week old (told once). */
  warned: boolean;
}

/** The first retry waits this long after a failure; each further failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 5 * 60_000;
export const RETRY_MAX_MS = 12 * 60 * 60_000;
/** After this long unsent, the visitor is told once to call instead (the enquiry stays). */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60_000;
/** Serialises the flush across tabs, so a queued enquiry is sent once however many tabs are open. */
const LOCK_NAME = 'enquiry-queue-flush';
/**
 * Chromium hands a localStorage write to other tabs asynchronously, so a tab granted the lock right
 * after a send could still read the sent item (seen in the two-tab browser test). After sending,
 * the lock is held this much longer for the removal to reach every tab.
 */
const STORAGE_SYNC_MS = 1000;

/** POSTs one enquiry; resolves once the web app confirms it, else throws (lib/leads/enquiry-hand-over.ts `send`). */
export const postEnquiry = (payload: EnquiryPayload): Promise<void> =>
  send(enquiryRequest(enquiryEndpoint(), payload), payload.id);

/**
 * Gives the outbox a fresh reCAPTCHA token for a full-form enquiry it resends: set by the full
 * form on a page that has reCAPTCHA (a token expires after two minutes, so a queued one is stale).
 */
let freshToken: (() => Promise<string>) | undefined;
export const setFreshTokenSource = (source: () => Promise<string>): void => void (freshToken = source);

/** The payload to resend: a full-form one with a fresh token where the page can get one, else as queued. */
async function resendable(payload: EnquiryPayload): Promise<EnquiryPayload> {
  if (payload.recaptchaToken === undefined || !freshToken) return payload;
  const token = await freshToken().catch(() => '');
  return token ? { ...payload, recaptchaToken: token } : payload;
}

const EMPTY: Outbox = { items: [], lastFailedAt: 0, failures: 0, warned: false };

/** The stored outbox; anything unreadable counts as empty (spec: storage failures are tolerated). */
export function parseOutbox(raw: string | null): Outbox {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    // The first version stored the bare list.
    if (Array.isArray(value)) return { ...EMPTY, items: value };
    const o = value as Partial<Outbox> | null;
    if (!o || !Array.isArray(o.items)) return EMPTY;
    return {
      items: o.items,
      lastFailedAt: Number(o.lastFailedAt) || 0,
      failures: Number(o.failures) || 0,
      warned: o.warned === true,
    };
  } catch {
    return EMPTY;
  }
}

const persisted = persistentAtom(QUEUE_KEY, parseOutbox);
/** The outbox, shared by every form, the indicator and the flush script on the page. */
export const outbox = persisted.store;

/** The indicator's text in the page's language: "1 enquiry waiting to be sent", '' when none waits. */
export const outboxLabel = computed(outbox, ({ items: { length: n } }) => {
  if (!n) return '';
  const t = outboxStrings();
  return n === 1 ? t.waitingOne : fill(t.waitingMany, { count: n });
});

/** When the next automatic try may happen: at once before any failure, then 5 min, 10, 20 … up to 12 h after the last. */
export const nextTryAt = ({ failures, lastFailedAt }: Outbox): number =>
  failures ? lastFailedAt + Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS) : 0;

/** True once the oldest waiting enquiry has waited a week and the visitor has not been told. */
export const needsStaleNotice = (o: Outbox, now: number): boolean =>
  !o.warned && o.items.some((i) => now - i.queuedAt >= STALE_AFTER_MS);

/** Writes the outbox, or throws when storage refused it (the caller must not lose the enquiry). */
function save(next: Outbox): void {
  if (!persisted.save(next)) throw new Error('The enquiry could not be saved on this device.');
}

/** A failed attempt: one more failure, so the next automatic try waits longer. */
const failed = (o: Outbox, now: number): Outbox => ({ ...o, lastFailedAt: now, failures: o.failures + 1 });

/**
 * Saves an enquiry to send later; `sendFailed` when it was just tried online and could not go (that
 * counts as a failed attempt for the back-off). An id the outbox already holds is not added twice.
 * Throws when storage is full or unavailable: the form must then keep its fields.
 */
export function enqueue(payload: EnquiryPayload, sendFailed = false): QueuedEnquiry {
  const now = Date.now();
  const item = { id: payload.id, queuedAt: now, payload };
  const current = persisted.reload();
  const held = current.items.some((i) => i.id === item.id);
  const next = held ? current : { ...current, items: [...current.items, item] };
  save(sendFailed ? failed(next, now) : next);
  dispatchEvent(new Event(OUTBOX_SAVED_EVENT)); // the page's indicator starts (components/forms/EnquiryQueue.astro)
  return item;
}

/** The visitor gave up on the waiting enquiries: they are removed unsent. */
export const discardQueue = (): void => void persisted.save(EMPTY);

/** Records that the visitor has seen the week-old notice. */
export const markWarned = (): void => void persisted.save({ ...persisted.reload(), warned: true });

/**
 * What a flush did: how many went, why a send failed (the rest still wait), and the reasons the web
 * app gave for those it refused for good (removed: sending them again cannot help).
 */
export interface FlushResult {
  sent: number;
  failed: SendFailure | false;
  rejected: string[];
}

async function sendQueued(force: boolean): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: false, rejected: [] };
  // Another tab may have sent or tried meanwhile: decide on what storage holds now.
  if (!force && Date.now() < nextTryAt(persisted.reload())) return result;
  for (const item of persisted.reload().items) {
    let refused: string | undefined;
    try {
      await postEnquiry(await resendable(item.payload));
    } catch (error) {
      if (!(error instanceof EnquiryRejected)) {
        // Not confirmed: the rest would fare no better; they stay for a later try.
        persisted.save(failed(persisted.reload(), Date.now()));
        return { ...result, failed: sendFailure(error) };
      }
      refused = error.reason;
    }
    // Re-read before writing: another form on this page may have queued meanwhile.
    const rest = persisted.reload().items.filter((i) => i.id !== item.id);
    persisted.save(rest.length ? { ...persisted.store.get(), items: rest, lastFailedAt: 0, failures: 0 } : EMPTY);
    if (refused !== undefined) result.rejected.push(refused);
    else {
      reportSent(item.payload.form, item.payload);
      result.sent++;
    }
  }
  return result;
}

/** Under the lock: after a send, holds it a moment longer so the removal reaches every tab. */
async function sendQueuedLocked(force: boolean): Promise<FlushResult> {
  const result = await sendQueued(force);
  if (result.sent || result.rejected.length) await new Promise((resolve) => setTimeout(resolve, STORAGE_SYNC_MS));
  return result;
}

let flushing: Promise<FlushResult> | undefined;
let triedThisLoad = false;

/**
 * Sends the waiting enquiries. Automatic (page load, back online): at most once per page load and
 * only when `nextTryAt` has passed; `force` (the visitor's Send now) tries at once. An item is
 * removed only once the web app has confirmed it, or refused it for good. Calls while a flush runs share it; other tabs wait for the
 * Web Lock and then find the outbox emptied (or just tried). Without Web Locks (old browsers) only
 * the in-page guard applies.
 */
export function flushQueue(force = false): Promise<FlushResult> {
  const idle: FlushResult = { sent: 0, failed: false, rejected: [] };
  if (isOffline() || !enquiryEndpoint() || !persisted.reload().items.length) return Promise.resolve(idle);
  if (!force && (triedThisLoad || Date.now() < nextTryAt(outbox.get()))) return Promise.resolve(idle);
  triedThisLoad = true;
  flushing ??= (navigator.locks ? navigator.locks.request(LOCK_NAME, () => sendQueuedLocked(force)) : sendQueued(force))
    .catch(() => idle)
    .finally(() => (flushing = undefined));
  return flushing;
}
