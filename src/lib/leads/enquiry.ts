/**
 * The enquiry and call-back forms' submit flow (spec document 1 §3, §7, §8): payload, the
 * on-demand reCAPTCHA v3 check, and sending with two safety nets: the service worker's Background
 * Sync queue where the browser has it, else the page's outbox (lib/leads/enquiry-hand-over.ts).
 */
import {
  EnquiryRejected,
  HAND_OVER_MESSAGE,
  sendFailure,
  type HandOver,
  type SendFailure,
} from '@/lib/leads/enquiry-hand-over';
import { enqueue, postEnquiry, type EnquiryFormName, type EnquiryPayload } from '@/lib/leads/enquiry-queue';
import { enquiryEndpoint, handOverToWorker, isOffline, newId } from '@/lib/leads/endpoint';
import { reportSent } from '@/lib/leads/enquiry-sent';
import type { LeadConsent } from '@/lib/leads/lead-consent';

export type { EnquiryFormName, EnquiryPayload } from '@/lib/leads/enquiry-queue';

/** The reCAPTCHA action the full form asks a token for. */
export const RECAPTCHA_ACTION = 'register_form';
/** A reCAPTCHA script that has not answered by then counts as failed, so the button never spins forever. */
export const RECAPTCHA_TIMEOUT_MS = 15_000;

/**
 * The payload from a form's fields, with the enquiry's new id, its form and the visitor's consent.
 * The call-back form has no message field and sends ''; a recaptchaToken is added only when given
 * (the full form always gives one, '' without a key).
 */
export function buildPayload(
  data: FormData,
  form: EnquiryFormName,
  consent: LeadConsent,
  recaptchaToken?: string,
  id = newId(),
): EnquiryPayload {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const payload: EnquiryPayload = {
    id,
    form,
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    course: field('course'),
    message: field('message'),
    consent,
  };
  return recaptchaToken === undefined ? payload : { ...payload, recaptchaToken };
}

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
}

const recaptchaKey = (): string => import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY ?? '';
let recaptcha: Promise<Grecaptcha> | undefined;

/**
 * Injects reCAPTCHA's api.js once, on demand (first focus in the full form, or at submit), never
 * at page load; nothing at all without a site key. A failed load is forgotten so the next try retries.
 */
export function loadRecaptcha(): Promise<Grecaptcha> | undefined {
  const key = recaptchaKey();
  if (!key) return undefined;
  recaptcha ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    recaptcha = undefined;
    document.querySelector('script[src*="recaptcha/api.js"]')?.remove();
    throw error;
  });
  return recaptcha;
}

/**
 * A token for `action`; '' without a site key, and '' offline, where the enquiry is queued (a
 * token expires after two minutes anyway, so the web app records queued ones as unverified).
 */
export async function getRecaptchaToken(action: string): Promise<string> {
  const loading = loadRecaptcha();
  if (!loading || isOffline()) return '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), RECAPTCHA_TIMEOUT_MS);
  });
  try {
    const g = await Promise.race([loading, timeout]);
    return await Promise.race([g.execute(recaptchaKey(), { action }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why an enquiry could not go at once: offline, no answer, or an answer that did not confirm it. */
export type SaveReason = 'offline' | SendFailure;
/** Who keeps it: the service worker (Background Sync: sent even with every tab closed) or the page's outbox. */
export type Keeper = 'background-sync' | 'outbox';

/**
 * - sent: the web app confirmed it holds it;
 * - saved: offline, or the endpoint could not be reached or did not confirm it; kept by `by` and sent later;
 * - rejected: the web app refused it for good, with its reason; nothing was saved (the form keeps its fields);
 * - unavailable: no endpoint is configured on this build; nothing was sent or saved.
 */
export type SubmitResult = 'sent' | 'unavailable' | { saved: SaveReason; by: Keeper } | { rejected: string };

/**
 * Sends an enquiry; offline, without an answer or with one that does not confirm it, it is handed
 * to the worker's queue, else to the outbox. Refused for good, it is not kept (its reason is
 * returned). Throws only when it could neither be sent nor saved (storage full or blocked): the
 * form then keeps its fields.
 */
export async function submitEnquiry(payload: EnquiryPayload): Promise<SubmitResult> {
  if (!enquiryEndpoint()) return 'unavailable';
  let saved: SaveReason = 'offline';
  if (!isOffline()) {
    try {
      await postEnquiry(payload);
      reportSent(payload.form, payload);
      return 'sent';
    } catch (error) {
      if (error instanceof EnquiryRejected) return { rejected: error.reason };
      saved = sendFailure(error);
    }
  }
  if (await handOverToWorker({ type: HAND_OVER_MESSAGE, payload } satisfies HandOver))
    return { saved, by: 'background-sync' };
  enqueue(payload, saved !== 'offline');
  return { saved, by: 'outbox' };
}
