/**
 * What the page and the service worker agree on about an enquiry: what is sent, how it is sent,
 * and the messages of the hand-over. Where the browser has Background Sync, an enquiry that could
 * not go is handed to the worker's queue (src/service-worker/sw.ts), which sends it when the
 * connection returns, even with every tab closed; elsewhere the page's outbox keeps it
 * (lib/leads/enquiry-queue.ts). Each enquiry carries one id from the moment it is submitted: the outbox
 * and the worker's queue each refuse an id they already hold, and the spreadsheet web app records
 * an id once (scripts/enquiry-sheet/Code.gs). What the worker tells a page once it has sent one
 * is in lib/leads/sent-by-worker.ts.
 */

/** What the spreadsheet web app receives (spec document 1 §3), with the enquiry's id. */
export interface EnquiryPayload {
  /** Made once when the visitor submits; a resend carries the same id. */
  id: string;
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

/** The page → worker message: keep this enquiry and send it when you can. Answered true once stored. */
export const HAND_OVER_MESSAGE = 'QUEUE_ENQUIRY';
/** The worker's queue (its IndexedDB store and its sync tag `workbox-background-sync:enquiries`). */
export const WORKER_QUEUE_NAME = 'enquiries';
/** The worker keeps an enquiry this long (the spec's week before the visitor is told to call), in minutes. */
export const WORKER_QUEUE_MINUTES = 7 * 24 * 60;

export interface HandOver {
  type: typeof HAND_OVER_MESSAGE;
  form: EnquiryFormName;
  payload: EnquiryPayload;
}

/**
 * The POST of one enquiry. A CORS "simple" request (text/plain, no preflight, which the Apps Script
 * web app cannot answer), so the answer's status can be read: a 5xx counts as a failed send.
 */
export const enquiryRequest = (endpoint: string, payload: EnquiryPayload): Request =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=utf-8' },
    body: JSON.stringify(payload),
  });

/** Sends a request made by `enquiryRequest`; rejects on a network failure or an answer that is not 2xx. */
export async function send(request: Request): Promise<void> {
  const response = await fetch(request);
  if (!response.ok) throw new Error(`The enquiry endpoint answered ${response.status}`);
}
