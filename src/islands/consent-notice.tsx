/**
 * The notice and consent box before the submit button of every form that sends a visitor's details
 * (the enquiry, call-back and PDF forms, the privacy page's request form): what is collected, why,
 * for how long, a link to the privacy page in the page's language, and a box that starts unticked.
 * A form asks `useConsent().take(form)` at submit: unticked, the box says why nothing was sent
 * (an alert, described on the box) and the form sends nothing and keeps what was typed.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { academy } from '@/data/contacts';
import type { Dictionary } from '@/i18n';
import { localePath, type Lang } from '@/i18n/lang';
import { Filled } from '@/islands/filled';
import { RETENTION_DAYS, leadConsent, type LeadConsent } from '@/lib/leads/lead-consent';

/** The consent box's field name. */
const FIELD = 'consent';

/** A form's consent: whether its message shows, the box's change handler, and the consent at submit. */
export function useConsent(lang: Lang) {
  const [missing, setMissing] = useState(false);
  /** When the box was ticked (none when it was ticked before the form could listen: then the time of sending). */
  const tickedAt = useRef<Date | null>(null);
  const onTick = (event: ChangeEvent<HTMLInputElement>) => {
    const ticked = event.currentTarget.checked;
    tickedAt.current = ticked ? new Date() : null;
    if (ticked) setMissing(false);
  };
  /** The consent given in `form`, or null, showing the message and moving to the box, when it is unticked. */
  const take = (form: HTMLFormElement): LeadConsent | null => {
    const box = form.elements.namedItem(FIELD) as HTMLInputElement;
    if (box.checked) return leadConsent(lang, tickedAt.current ?? new Date());
    setMissing(true);
    box.focus();
    return null;
  };
  return { missing, onTick, take };
}

interface Props {
  /** The box's id; its notice and message take it as a prefix. */
  id: string;
  /** The page's language: of the privacy page linked. */
  lang: Lang;
  /** The forms' strings in that language. */
  t: Pick<Dictionary['forms'], 'notice' | 'privacyLink' | 'consentLabel' | 'consentMissing'>;
  /** From useConsent. */
  consent: Pick<ReturnType<typeof useConsent>, 'missing' | 'onTick'>;
}

export function ConsentNotice({ id, lang, t, consent: { missing, onTick } }: Props) {
  const notice = `${id}-notice`;
  const error = `${id}-error`;
  return (
    <div className="text-sm sm:col-span-2">
      {/* Small print on wide screens, where it must fit the course hero's lead form beside the slides. */}
      <p id={notice} className="text-slate-600 xl:text-xs">
        <Filled
          template={t.notice}
          values={{
            academy: academy.name,
            days: RETENTION_DAYS,
            privacy: (
              <a href={localePath(lang, '/privacy/')} className="font-semibold text-brand-800 underline">
                {t.privacyLink}
              </a>
            ),
          }}
        />
      </p>
      <label className="mt-2 flex items-start gap-3 py-1 font-medium text-slate-800">
        <input
          id={id}
          name={FIELD}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={missing ? `${error} ${notice}` : notice}
          aria-invalid={missing || undefined}
          onChange={onTick}
        />
        {t.consentLabel}
      </label>
      {missing && (
        <p id={error} role="alert" className="mt-1 font-medium text-red-700">
          {t.consentMissing}
        </p>
      )}
    </div>
  );
}
