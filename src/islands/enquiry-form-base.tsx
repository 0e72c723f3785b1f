/**
 * What the enquiry and call-back forms share: the fields (browser validation only, spec §5), the
 * submit button with its Submitting... state, the inline status, and the submit flow with its
 * queued and unavailable outcomes. EnquiryForm and CallbackForm only configure it.
 */
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { phones, telHref } from '@/data/contacts';
import { track } from '@/lib/analytics';
import {
  RECAPTCHA_ACTION,
  buildPayload,
  getRecaptchaToken,
  loadRecaptcha,
  submitEnquiry,
  type EnquiryFormName,
} from '@/lib/enquiry';
import { outbox } from '@/lib/enquiry-queue';
import { startOutboxIndicator } from '@/lib/outbox-indicator';
import { SUBMIT_TAP, takePendingTap } from '@/islands/pending-tap';

const SAVED_MESSAGES = {
  offline:
    "You're offline. Your enquiry is saved on this device and will be sent automatically when you're back online.",
  failed:
    "We couldn't reach our server. Your enquiry is saved on this device and will be sent automatically — you don't need to send it again.",
};
const UNAVAILABLE_LEAD = 'Online enquiries are not available right now. Please call our Admissions team on';
const UNAVAILABLE_MESSAGE = `${UNAVAILABLE_LEAD} ${phones.admissions.display}.`;

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
}

type Status = keyof typeof SAVED_MESSAGES | 'unavailable' | null;

export function EnquiryFormBase({
  form,
  idPrefix,
  courses,
  full = false,
  submitLabel,
  labelledBy,
  failureMessage,
  onSent,
}: Props) {
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
  // The saved notice stays while the outbox holds enquiries: once they are sent (or discarded) it goes.
  const saved = status && status !== 'unavailable' && waiting ? SAVED_MESSAGES[status] : '';

  const onStart = () => {
    if (started.current) return;
    started.current = true;
    track('form_start', { form });
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    setSubmitting(true);
    setStatus(null);
    try {
      const token = full ? await getRecaptchaToken(RECAPTCHA_ACTION) : undefined;
      const result = await submitEnquiry(buildPayload(new FormData(el), token), form);
      if (result === 'sent') {
        onSent(el);
      } else if (result !== 'unavailable') {
        el.reset(); // Only now: the enquiry is safely stored.
        setStatus(result);
        startOutboxIndicator(); // the page's "waiting to be sent" indicator, even offline
        alert(SAVED_MESSAGES[result]);
      } else {
        setStatus('unavailable');
        alert(UNAVAILABLE_MESSAGE);
      }
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
      onSubmit={onSubmit}
      onInput={onStart}
      onFocus={full ? () => loadRecaptcha()?.catch(() => {}) : undefined}
    >
      <Field id={id('name')} label="Full Name">
        <input
          id={id('name')}
          name="name"
          type="text"
          required
          autoComplete="name"
          placeholder="Your full name"
          className="field"
        />
      </Field>
      <Field id={id('email')} label="Email Address">
        <input
          id={id('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="field"
        />
      </Field>
      <Field id={id('phone')} label="Phone Number">
        <input
          id={id('phone')}
          name="phone"
          /* text, not tel: HTML's autofill table allows tel-national (the 10 digits, no +91) only in text fields. */
          type="text"
          required
          pattern="[0-9]{10}"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          title="Enter a 10-digit phone number, digits only"
          placeholder="10-digit mobile number"
          className="field"
        />
      </Field>
      <Field id={id('course')} label="Course">
        <select id={id('course')} name="course" required defaultValue="" className="field">
          <option value="">Select a course</option>
          {courses.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      {full && (
        <Field id={id('message')} label="Message" optional wide>
          <textarea
            id={id('message')}
            name="message"
            rows={4}
            placeholder="Your question, preferred campus or batch"
            className="field"
          />
        </Field>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn-accent w-full py-3 text-base"
          disabled={submitting}
          data-pending-tap={SUBMIT_TAP}
        >
          {submitting ? 'Submitting...' : submitLabel}
        </button>
        <div role="status">
          {saved && <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{saved}</p>}
          {status === 'unavailable' && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {UNAVAILABLE_LEAD}{' '}
              <a href={telHref(phones.admissions)} className="font-semibold underline" data-track="phone_call">
                {phones.admissions.display}
              </a>
              .
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

interface FieldProps {
  /** The control's id, for the label. */
  id: string;
  /** Visible label text. */
  label: string;
  /** Marked "(optional)"; otherwise a * (the control's `required` is what assistive technology announces). */
  optional?: boolean;
  /** Spans both columns on wider screens. */
  wide?: boolean;
  /** The input, select or textarea. */
  children: ReactNode;
}

/** A labelled form control. */
function Field({ id, label, optional = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="field-label">
        {label}{' '}
        {optional ? (
          <span className="font-normal text-slate-500">(optional)</span>
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
