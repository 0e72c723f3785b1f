/**
 * The privacy page's request form: a visitor asks to see, correct or erase their details, or
 * withdraws consent (lib/leads/privacy-request.ts). Its own texts say what really happened: a
 * request "received" is not yet done; one not sent keeps what was typed.
 */
import { useState, type SubmitEvent } from 'react';
import { grievanceOfficer } from '@/data/privacy';
import type { Dictionary, IslandStrings } from '@/i18n';
import { crash } from '@/i18n/en/crash';
import { forms } from '@/i18n/en/forms';
import { privacy } from '@/i18n/en/privacy';
import { fill } from '@/i18n/template';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import { ConsentNotice, useConsent } from '@/islands/consent-notice';
import { ContactFields, Field, MESSAGE_MAX_LENGTH, localValidity } from '@/islands/enquiry-form-base';
import {
  PRIVACY_REQUESTS,
  privacyPayload,
  sendPrivacyRequest,
  type PrivacyRequestResult,
} from '@/lib/leads/privacy-request';

type Strings = IslandStrings<'privacy' | 'forms'> & Partial<Pick<Dictionary, 'validation'>>;

interface Props {
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The page's language and its strings; English when absent. */
  strings?: Strings;
}

const english: Strings = { lang: 'en', privacy, forms, crash };

/** What the status line says after a send, and whether it is good news. */
function outcome(t: Dictionary['privacy'], result: PrivacyRequestResult, email: string) {
  if (result === 'received') return { ok: true, text: fill(t.received, { email }) };
  if (typeof result === 'object') return { ok: false, text: fill(t.rejected, { reason: result.rejected }) };
  return { ok: false, text: fill(t[result], { email: grievanceOfficer.email }) };
}

function PrivacyRequestForm({ labelledBy, strings = english }: Props) {
  const { privacy: t, forms: f, validation, lang } = strings;
  const checked = validation ? localValidity(validation) : {};
  const consent = useConsent(lang);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const id = (name: string) => `privacy-${name}`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    for (const input of el.querySelectorAll('input')) input.value = input.value.trim();
    if (!el.reportValidity()) return;
    const given = consent.take(el);
    if (!given) return;
    setSending(true);
    setStatus(null);
    const payload = privacyPayload(new FormData(el), given);
    const result = await sendPrivacyRequest(payload);
    setStatus(outcome(t, result, payload.email));
    if (result === 'received') el.reset(); // only now: the sheet holds it
    setSending(false);
  }

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby={labelledBy}
      data-clarity-mask="true"
      onSubmit={onSubmit}
    >
      <Field id={id('request')} label={t.request} wide>
        <select id={id('request')} name="request" className="field">
          {PRIVACY_REQUESTS.map((r) => (
            <option key={r} value={r}>
              {t.requests[r]}
            </option>
          ))}
        </select>
      </Field>
      <ContactFields id={id} t={f} checked={checked} phoneOptional />
      <Field id={id('details')} label={t.details} optional={f.optional} wide>
        <textarea
          id={id('details')}
          name="details"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t.detailsPlaceholder}
          className="field"
        />
      </Field>
      <ConsentNotice id={id('consent')} lang={lang} t={f} consent={consent} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full py-3 text-base" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <div role="status">
          {status && (
            <p
              className={`mt-3 rounded-lg px-3 py-2 text-sm ${status.ok ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900'}`}
            >
              {status.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

export default withErrorBoundary(PrivacyRequestForm);
