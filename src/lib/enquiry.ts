/**
 * The enquiry and call-back forms' submit flow (spec document 1 §3, §7, §8): payload, the
 * on-demand reCAPTCHA v3 check, and sending with the offline queue as the safety net.
 */
import {
  enqueue,
  enquiryEndpoint,
  isOffline,
  postEnquiry,
  reportSent,
  type EnquiryFormName,
  type EnquiryPayload,
} from '@/lib/enquiry-queue';

export type { EnquiryFormName, EnquiryPayload } from '@/lib/enquiry-queue';

/** The reCAPTCHA action the full form asks a token for. */
export const RECAPTCHA_ACTION = 'register_form';
/** A reCAPTCHA script that has not answered by then counts as failed, so the button never spins forever. */
export const RECAPTCHA_TIMEOUT_MS = 15_000;

/**
 * The payload from a form's fields. The call-back form has no message field and sends ''; a
 * recaptchaToken is added only when given (the full form always gives one, '' without a key).
 */
export function buildPayload(data: FormData, recaptchaToken?: string): EnquiryPayload {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const payload: EnquiryPayload = {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    course: field('course'),
    message: field('message'),
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

/**
 * - sent: it reached the endpoint (as far as no-cors can tell);
 * - offline: the device is offline; it is saved on this device and sent when the connection returns;
 * - failed: online, but the endpoint could not be reached; it is saved and retried later;
 * - unavailable: no endpoint is configured; nothing was sent or saved.
 */
export type SubmitResult = 'sent' | 'offline' | 'failed' | 'unavailable';

/**
 * Sends an enquiry; offline or on a network failure it goes to the outbox instead. Rejects only
 * when it could neither be sent nor saved (storage full or blocked): the form then keeps its fields.
 */
export async function submitEnquiry(payload: EnquiryPayload, form: EnquiryFormName): Promise<SubmitResult> {
  if (!enquiryEndpoint()) return 'unavailable';
  if (isOffline()) {
    enqueue(form, payload);
    return 'offline';
  }
  try {
    await postEnquiry(payload);
    reportSent(form, payload);
    return 'sent';
  } catch {
    enqueue(form, payload, true);
    return 'failed';
  }
}
