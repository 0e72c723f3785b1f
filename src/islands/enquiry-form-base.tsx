/**
 * What the enquiry and call-back forms share: the fields (browser validation only, spec §5), the
 * notice and consent box (consent-notice.tsx), the submit button with its Submitting... state, the inline status, and the submit flow with its
 * queued and unavailable outcomes. EnquiryForm and CallbackForm only configure it.
 */
import { useEffect, useRef, useState, type SyntheticEvent, type ReactNode, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { phones, telHref } from '@/data/contacts';
import type { Dictionary, IslandStrings } from '@/i18n';
import { crash } from '@/i18n/en/crash';
import { forms } from '@/i18n/en/forms';
import { fill } from '@/i18n/template';
import { track } from '@/lib/tags/analytics';
import {
  RECAPTCHA_ACTION,
  buildPayload,
  getRecaptchaToken,
  loadRecaptcha,
  submitEnquiry,
  type EnquiryFormName,
  type Keeper,
  type SaveReason,
} from '@/lib/leads/enquiry';
import { outbox, setFreshTokenSource } from '@/lib/leads/enquiry-queue';
import { startOutboxIndicator } from '@/lib/leads/outbox-indicator';
import { SUBMIT_TAP, takePendingTap } from '@/islands/pending-tap';
import { ConsentNotice, useConsent } from '@/islands/consent-notice';

type FormStrings = Dictionary['forms'];

/** A form's strings: with the validation messages where the page sets them (not in English). */
export type FormIslandStrings = IslandStrings<'forms'> & Partial<Pick<Dictionary, 'validation'>>;

/** The forms' strings on English pages, where the page passes none. */
export const englishForms: FormIslandStrings = { lang: 'en', forms, crash };

/** Why it was not sent, then who keeps it: each message says exactly what will happen. */
const SAVE_REASONS = { offline: 'offline', failed: 'failed', unconfirmed: 'unconfirmed' } as const satisfies Record<
  SaveReason,
  keyof FormStrings
>;
const KEEPERS = { 'background-sync': 'keptByWorker', outbox: 'keptInOutbox' } as const satisfies Record<
  Keeper,
  keyof FormStrings
>;

/** The longest message the enquiry sheet takes (scripts/enquiry-sheet/Code.gs MAX_FIELD_LENGTH). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message's text before the Admissions number (none when it ends without one). */
type Saved = { saved: SaveReason; by: Keeper };
const savedLead = (t: FormStrings, { saved, by }: Saved) => `${t[SAVE_REASONS[saved]]} ${t[KEEPERS[by]]}`;
const withPhone = (lead: string, phone: boolean) => (phone ? `${lead} ${phones.admissions.display}.` : lead);

/**
 * An invalid control's message in the page's language, set as the browser checks it (it would
 * speak its own language); cleared at the next input. English pages keep the browser's messages.
 */
export function localValidity(t: Dictionary['validation']) {
  type Control = HTMLInputElement | HTMLSelectElement;
  const message = (el: Control) =>
    el.validity.valueMissing
      ? el instanceof HTMLSelectElement
        ? t.chooseCourse
        : t.required
      : el.validity.typeMismatch
        ? t.badEmail
        : el.validity.patternMismatch
          ? t.badPhone
          : '';
  return {
    onInvalid: (event: SyntheticEvent<Control>) => event.currentTarget.setCustomValidity(message(event.currentTarget)),
    onInput: (event: SyntheticEvent<Control>) => event.currentTarget.setCustomValidity(''),
  };
}

interface CourseOption {
  value: string;
  label: string;
}

interface Props {
  /** Which form this is, for analytics and the queue. */
  form: EnquiryFormName;
  /** Prefix for field ids, unique per form on a page. */
  idPrefix: string;
  /** The course select's options, in order, after the empty "Select a course". */
  courses: CourseOption[];
  /** The course chosen when the form opens (the page's own); none, or one not offered, leaves the choice open. */
  course?: string;
  /** Full form only: the optional message textarea and the reCAPTCHA token. */
  full?: boolean;
  /** The submit button's text when idle. */
  submitLabel: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The spec's failure alert for this form. */
  failureMessage: string;
  /** Runs when the enquiry was sent, with the form element. */
  onSent: (form: HTMLFormElement) => void;
  /** Runs once the lead is kept: sent, saved to send later, or on a build that collects none (after onSent). */
  onKept?: () => void;
  /** The page's language and its strings. */
  strings: FormIslandStrings;
}

/** The web app refused the enquiry, with its reason: the fields stay for the visitor to correct. */
type Refused = { rejected: string };
const refusedLead = (t: FormStrings, { rejected }: Refused) => fill(t.rejected, { reason: rejected });

type Status = Saved | Refused | 'unavailable' | null;

export function EnquiryFormBase({
  form,
  idPrefix,
  courses,
  course,
  full = false,
  submitLabel,
  labelledBy,
  failureMessage,
  onSent,
  onKept,
  strings: { forms: t, validation, lang },
}: Props) {
  const checked = validation ? localValidity(validation) : {};
  const consent = useConsent(lang);
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const started = useRef(false);
  const waiting = useStore(outbox).items.length > 0;
  const id = (name: string) => `${idPrefix}-${name}`;

  // A Submit tapped before hydration was held (PendingTaps.astro): send what was typed now.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takePendingTap(formRef.current) === SUBMIT_TAP) formRef.current?.requestSubmit();
  }, []);
  // A page with the full form has reCAPTCHA: an enquiry the outbox resends from it gets a fresh token.
  useEffect(() => {
    if (full) setFreshTokenSource(() => getRecaptchaToken(RECAPTCHA_ACTION));
  }, [full]);
  // The saved notice stays while the outbox holds enquiries: once they are sent (or discarded) it
  // goes. The worker's queue is not visible to the page: its notice stays.
  const saved =
    status && status !== 'unavailable' && 'by' in status && (status.by === 'background-sync' || waiting)
      ? status
      : null;
  const refused = status && status !== 'unavailable' && 'rejected' in status ? status : null;

  const onStart = () => {
    if (started.current) return;
    started.current = true;
    track('form_start', { form });
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    // What is sent is trimmed: the browser checks that, so a name of spaces is refused here, as the sheet would.
    for (const input of el.querySelectorAll('input')) input.value = input.value.trim();
    if (!el.reportValidity()) return;
    const given = consent.take(el);
    if (!given) return;
    setSubmitting(true);
    setStatus(null);
    try {
      const token = full ? await getRecaptchaToken(RECAPTCHA_ACTION) : undefined;
      const result = await submitEnquiry(buildPayload(new FormData(el), form, given, token));
      if (result === 'sent') {
        onSent(el);
      } else if (typeof result === 'object' && 'rejected' in result) {
        setStatus(result); // nothing kept, the fields stay to be corrected
        alert(withPhone(refusedLead(t, result), true));
        return;
      } else if (result !== 'unavailable') {
        el.reset(); // Only now: the enquiry is safely stored.
        setStatus(result);
        if (result.by === 'outbox') startOutboxIndicator(); // the page's "waiting to be sent" indicator, even offline
        alert(withPhone(savedLead(t, result), result.by === 'outbox'));
      } else {
        setStatus('unavailable');
        alert(withPhone(t.unavailable, true));
      }
      onKept?.();
    } catch {
      alert(failureMessage);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby={labelledBy}
      // Session analytics (Microsoft Clarity, when switched on) never records what is typed here.
      data-clarity-mask="true"
      onSubmit={onSubmit}
      onInput={onStart}
      onFocus={full ? () => loadRecaptcha()?.catch(() => {}) : undefined}
    >
      <ContactFields id={id} t={t} checked={checked} />
      <Field id={id('course')} label={t.course}>
        <select
          id={id('course')}
          name="course"
          required
          defaultValue={courses.some((c) => c.value === course) ? course : ''}
          className="field"
          {...checked}
        >
          <option value="">{t.selectCourse}</option>
          {courses.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      {full && (
        <Field id={id('message')} label={t.message} optional={t.optional} wide>
          <textarea
            id={id('message')}
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t.messagePlaceholder}
            className="field"
          />
        </Field>
      )}
      <ConsentNotice id={id('consent')} lang={lang} t={t} consent={consent} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn-accent w-full py-3 text-base"
          disabled={submitting}
          data-pending-tap={SUBMIT_TAP}
        >
          {submitting ? t.submitting : submitLabel}
        </button>
        <div role="status">
          {saved && (
            <Notice className="bg-brand-50 text-brand-900" lead={savedLead(t, saved)} phone={saved.by === 'outbox'} />
          )}
          {refused && <Notice className="bg-amber-50 text-amber-900" lead={refusedLead(t, refused)} phone />}
          {status === 'unavailable' && <Notice className="bg-amber-50 text-amber-900" lead={t.unavailable} phone />}
        </div>
      </div>
    </form>
  );
}

interface NoticeProps {
  /** Colours of the box. */
  className: string;
  /** The message, up to the Admissions number. */
  lead: string;
  /** Ends with the Admissions number as a call link. */
  phone: boolean;
}

/** The form's status line: what happened to the enquiry, with the number to call where it helps. */
function Notice({ className, lead, phone }: NoticeProps) {
  return (
    <p className={`mt-3 rounded-lg px-3 py-2 text-sm ${className}`}>
      {lead}
      {phone && (
        <>
          {' '}
          <a href={telHref(phones.admissions)} className="font-semibold underline" data-track="phone_call">
            {phones.admissions.display}
          </a>
          .
        </>
      )}
    </p>
  );
}

interface FieldProps {
  /** The control's id, for the label. */
  id: string;
  /** Visible label text. */
  label: string;
  /**
   * "(optional)" in the page's language, for a control that may be left empty; without it, a * (the
   * control's `required` is what assistive technology announces).
   */
  optional?: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
  /** The input, select or textarea. */
  children: ReactNode;
}

/**
 * The name, e-mail and 10-digit phone every form that writes to the academy asks for; the phone is
 * optional where `phoneOptional` says so. `id` makes each control's id, `checked` is localValidity's.
 */
export function ContactFields({
  id,
  t,
  checked,
  phoneOptional = false,
}: {
  id: (name: string) => string;
  t: FormStrings;
  checked: Partial<ReturnType<typeof localValidity>>;
  phoneOptional?: boolean;
}) {
  return (
    <>
      <Field id={id('name')} label={t.fullName}>
        <input
          id={id('name')}
          name="name"
          type="text"
          required
          autoComplete="name"
          placeholder={t.namePlaceholder}
          className="field"
          {...checked}
        />
      </Field>
      <Field id={id('email')} label={t.email}>
        <input
          id={id('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          className="field"
          {...checked}
        />
      </Field>
      <Field id={id('phone')} label={t.phone} optional={phoneOptional ? t.optional : undefined}>
        <input
          id={id('phone')}
          name="phone"
          /* text, not tel: HTML's autofill table allows tel-national (the 10 digits, no +91) only in text fields. */
          type="text"
          required={!phoneOptional}
          pattern="[0-9]{10}"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          title={t.phoneTitle}
          placeholder={t.phonePlaceholder}
          className="field"
          {...checked}
        />
      </Field>
    </>
  );
}

/** A labelled form control. */
export function Field({ id, label, optional, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="field-label">
        {label}{' '}
        {optional ? (
          <span className="font-normal text-slate-500">{optional}</span>
        ) : (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
