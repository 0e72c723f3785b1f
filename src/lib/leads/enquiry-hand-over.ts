/**
 * What the page and the service worker agree on about an enquiry: what is sent, how it is sent,
 * how the answer is read (delivered only when the web app confirms that enquiry's id), and the
 * messages of the hand-over. Where the browser has Background Sync, an enquiry that could
 * not go is handed to the worker's queue (src/service-worker/sw.ts), which sends it when the
 * connection returns, even with every tab closed; elsewhere the page's outbox keeps it
 * (lib/leads/enquiry-queue.ts). Each enquiry carries one id from the moment it is submitted: the outbox
 * and the worker's queue each refuse an id they already hold, and the spreadsheet web app records
 * an id once (scripts/enquiry-sheet/Code.gs). What the worker tells a page once it has sent one
 * is in lib/leads/sent-by-worker.ts.
 */
import type { LeadConsent } from '@/lib/leads/lead-consent';

/** What the spreadsheet web app receives (spec document 1 §3), with the enquiry's id and its form. */
export interface EnquiryPayload {
  /** Made once when the visitor submits; a resend carries the same id. */
  id: string;
  /** The form it came from: the sheet's Source form, and whether the bot check applies (full form only). */
  form: EnquiryFormName;
  name: string;
  email: string;
  phone: string;
  course: string;
  /** Empty on the call-back form. */
  message: string;
  /** The visitor's consent to the form's notice (lib/leads/lead-consent.ts): kept as given when the enquiry is resent. */
  consent: LeadConsent;
  /** Full form only: the reCAPTCHA v3 token ('' when no site key is configured or it was queued offline). */
  recaptchaToken?: string;
}

/** Which form an enquiry came from. */
export type EnquiryFormName = 'enquiry' | 'callback';

/** The page → worker message: keep this enquiry and send it when you can. Answered true once stored. */
export const HAND_OVER_MESSAGE = 'QUEUE_ENQUIRY';
/** The worker's queue (its IndexedDB store and its sync tag `workbox-background-sync:enquiries`). */
export const WORKER_QUEUE_NAME = 'enquiries';
/** The worker keeps an enquiry this long (the spec's week before the visitor is told to call), in minutes. */
export const WORKER_QUEUE_MINUTES = 7 * 24 * 60;

export interface HandOver {
  type: typeof HAND_OVER_MESSAGE;
  payload: EnquiryPayload;
}

/**
 * The POST of one enquiry (or privacy request, lib/leads/privacy-request.ts). A CORS "simple" request (text/plain, no preflight, which the Apps Script
 * web app cannot answer), so the answer can be read.
 */
export const enquiryRequest = (endpoint: string, payload: { id: string }): Request =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=utf-8' },
    body: JSON.stringify(payload),
  });

/** An endpoint that has not answered by then counts as unreachable (the web app waits at most 10 s for its lock). */
export const SEND_TIMEOUT_MS = 20_000;

/** The web app refused the enquiry for good (not a lead as it stands): sending it again cannot help. */
export class EnquiryRejected extends Error {
  name = 'EnquiryRejected';
  constructor(readonly reason: string) {
    super(`The enquiry endpoint refused the enquiry: ${reason}`);
  }
}

/** The endpoint answered, but not that it holds this enquiry (an error, a login page, anything else). */
export class EnquiryUnconfirmed extends Error {
  name = 'EnquiryUnconfirmed';
}

/** Why a send did not deliver: no answer (or none in time), or an answer that does not confirm the enquiry. */
export type SendFailure = 'failed' | 'unconfirmed';
export const sendFailure = (error: unknown): SendFailure =>
  error instanceof EnquiryUnconfirmed ? 'unconfirmed' : 'failed';

/**
 * Sends a request made by `enquiryRequest` for the enquiry `id`. Resolves only when the web app
 * answers that it holds that enquiry (`success`, or `duplicate` for a resend; an Apps Script web app
 * answers every outcome with HTTP 200). Throws EnquiryRejected on a `rejected` answer with its
 * reason, EnquiryUnconfirmed on any other answer (`error`, HTML, malformed, not 2xx, opaque), and the
 * fetch's own error when there is no answer within SEND_TIMEOUT_MS.
 */
export async function send(request: Request, id: string): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException('No answer in time', 'TimeoutError')), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(request, { signal: abort.signal });
    if (!response.ok) throw new EnquiryUnconfirmed(`The enquiry endpoint answered ${response.status}`);
    const answer: unknown = await response.json().catch((error: unknown) => {
      if (abort.signal.aborted) throw error; // the answer stalled: no answer in time
      return undefined;
    });
    const { result, id: answered, reason } = (answer ?? {}) as Record<string, unknown>;
    if (result === 'rejected' && typeof reason === 'string' && reason) throw new EnquiryRejected(reason);
    if ((result === 'success' || result === 'duplicate') && answered === id) return;
    throw new EnquiryUnconfirmed(`The enquiry endpoint did not confirm enquiry ${id}`);
  } finally {
    clearTimeout(timer);
  }
}
