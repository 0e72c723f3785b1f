/**
 * Sending an enquiry, and keeping the ones that could not go. Enquiries made offline (or whose
 * send failed) wait in localStorage and are flushed on the next page load or `online` event.
 * Loaded on every page by components/forms/EnquiryQueue.astro, so it stays tiny and React-free.
 */
import { track } from '@/lib/analytics';

/** What the spreadsheet web app receives (spec document 1 §3). */
export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  course: string;
  /** Empty on the call-back form. */
  message: string;
  /** Full form only: the reCAPTCHA v3 token ('' when no site key is configured or it was queued offline). */
  recaptchaToken?: string;
}

/** Which form an enquiry came from: reported to analytics, never sent to the endpoint. */
export type EnquiryFormName = 'enquiry' | 'callback';

export interface QueuedEnquiry {
  id: string;
  /** When it was saved, in ms since the epoch. */
  queuedAt: number;
  form: EnquiryFormName;
  payload: EnquiryPayload;
}

export const QUEUE_KEY = 'enquiry_queue';
/** Dispatched on window by EnquiryQueue.astro after saved enquiries have gone (the forms clear their notice). */
export const QUEUE_SENT_EVENT = 'enquiry-queue-sent';
/** Serialises the flush across tabs, so a queued enquiry is sent once however many tabs are open. */
const LOCK_NAME = 'enquiry-queue-flush';
/**
 * Chromium hands a localStorage write to other tabs asynchronously, so a tab granted the lock right
 * after a send could still read the sent item (seen in the two-tab browser test). After sending,
 * the lock is held this much longer for the removal to reach every tab.
 */
const STORAGE_SYNC_MS = 1000;

export const enquiryEndpoint = (): string => import.meta.env.PUBLIC_ENQUIRY_ENDPOINT ?? '';

export const isOffline = (): boolean => navigator.onLine === false;

/**
 * POSTs one enquiry. The endpoint answers cross-origin, so the request is no-cors and the answer
 * opaque: a resolved fetch counts as sent; only a network failure rejects. In no-cors mode the
 * browser drops the JSON content type; the web app parses the body as JSON regardless.
 */
export async function postEnquiry(payload: EnquiryPayload): Promise<void> {
  await fetch(enquiryEndpoint(), {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/**
 * Conversion (when the ad platform's gtag is on the page) and analytics events for an enquiry that
 * reached the endpoint. Only the form and course go out, never the visitor's details; the beacon
 * transport lets the conversion survive the full form's navigation home.
 */
export function reportSent(form: EnquiryFormName, payload: EnquiryPayload): void {
  const params = { form, course: payload.course };
  const gtag = (window as { gtag?: unknown }).gtag;
  if (typeof gtag === 'function') {
    gtag('event', 'conversion', { event_category: 'enquiry', event_label: form, transport_type: 'beacon', ...params });
  }
  track('form_complete', params);
  track('contact_submission', params);
}

/** The saved enquiries; an unreadable or corrupt store counts as empty (spec: storage failures are tolerated). */
export function readQueue(): QueuedEnquiry[] {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

function writeQueue(items: QueuedEnquiry[]): void {
  if (items.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(items));
  else localStorage.removeItem(QUEUE_KEY);
}

/** Saves an enquiry to send later. Throws when storage is full or unavailable: the form must then keep its fields. */
export function enqueue(form: EnquiryFormName, payload: EnquiryPayload): QueuedEnquiry {
  const item = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    queuedAt: Date.now(),
    form,
    payload,
  };
  writeQueue([...readQueue(), item]);
  return item;
}

async function sendQueued(): Promise<number> {
  let sent = 0;
  for (const item of readQueue()) {
    try {
      await postEnquiry(item.payload);
    } catch {
      break; // Still no network: the rest would fail too; they stay for the next flush.
    }
    // Re-read before writing: another form on this page may have queued meanwhile.
    writeQueue(readQueue().filter((i) => i.id !== item.id));
    reportSent(item.form, item.payload);
    sent++;
  }
  return sent;
}

async function sendQueuedLocked(): Promise<number> {
  const sent = await sendQueued();
  if (sent) await new Promise((resolve) => setTimeout(resolve, STORAGE_SYNC_MS));
  return sent;
}

let flushing: Promise<number> | undefined;

/**
 * Sends every saved enquiry and resolves to how many went. An item is removed only after its send
 * resolved. Calls while a flush runs share it; other tabs wait for the lock and then find the
 * queue already emptied. Without Web Locks (old browsers) only the in-page guard applies.
 */
export function flushQueue(): Promise<number> {
  if (isOffline() || !enquiryEndpoint() || !readQueue().length) return Promise.resolve(0);
  flushing ??= (navigator.locks ? navigator.locks.request(LOCK_NAME, sendQueuedLocked) : sendQueued())
    .catch(() => 0)
    .finally(() => (flushing = undefined));
  return flushing;
}
