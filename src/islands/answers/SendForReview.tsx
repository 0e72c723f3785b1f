/**
 * The comment box's part that sends the answer for review (issue 47), loaded when the student taps
 * "Send for review": up to 3 photos from the camera or the gallery, made small on the phone
 * (lib/answers/answer-photos.ts), the name to show, the forms' notice and unticked consent box
 * (consent-notice.tsx, with this form's own notice), and the send (lib/answers/answer-send.ts) with
 * a message true to what happened. The typed answer is the comment box's text; the student's copy
 * is listed as a comment carrying the answer's id. Nothing typed is lost on any failure.
 */
import { useEffect, useId, useImperativeHandle, useState, type ChangeEvent, type RefObject } from 'react';
import { Camera, Images, Send, X } from 'lucide-react';
import type { Dictionary, Lang } from '@/i18n';
import { fill } from '@/i18n/template';
import { ConsentNotice, useConsent } from '@/islands/consent-notice';
import { photoUrl, type AnswerPayload, type AnswerPhoto } from '@/lib/answers/answer-hand-over';
import { MAX_PHOTOS, PhotoTooLarge, compressPhoto, photosToAdd } from '@/lib/answers/answer-photos';
import { deliverAnswer, keepAnswer } from '@/lib/answers/answer-send';
import { isQuotaError } from '@/lib/answers/comments';
import { enquiryEndpoint, newId } from '@/lib/leads/endpoint';

/** The endpoint's longest answer (scripts/enquiry-sheet/Code.gs MAX_ANSWER_LENGTH) and name. */
const MAX_TEXT = 20_000;
const MAX_NAME = 100;
/** The name field's name in the comment box's form. */
const NAME = 'reviewName';

export interface SendForReviewProps {
  /** The mains answer's entry id: the question answered. */
  questionId: string;
  lang: Lang;
  /** This part's strings in the page's language. */
  strings: Dictionary['answers'];
  /** The comment box's answer text. */
  textArea: RefObject<HTMLTextAreaElement | null>;
  /** A picture attached in the comment box before this part opened: it becomes the first photo. */
  image?: string;
  /** A photo's alt text, "Photo {number} of your answer" (the comment box's strings). */
  photoAlt: string;
  /** Where the comment box hands its form's submit while this part is open. */
  submitRef: RefObject<((form: HTMLFormElement) => Promise<void>) | null>;
  /** Lists the student's copy as a comment with the answer's id; returns why it could not be stored, or ''. */
  post: (submissionId: string) => string;
  /** Takes that comment away again (the web app refused the answer, or it could not be kept). */
  unpost: (submissionId: string) => void;
  /** The answer is sent or kept to send: the comment box empties its text. */
  done: () => void;
  /** The answers kept on the device changed: their statuses are read again. */
  changed: () => void;
  /** Back to posting a comment only. */
  close: () => void;
}

/** A data URL's picture as a file, to be made small like a photo picked here. */
function blobOf(dataUrl: string): Blob {
  const [head, data] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: head.slice('data:'.length, head.indexOf(';')) });
}

/** A button that opens the camera (one photo) or the gallery (several). */
function PhotoPicker({
  label,
  icon: Icon,
  onChange,
  disabled,
  camera = false,
}: {
  label: string;
  icon: typeof Camera;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  camera?: boolean;
}) {
  return (
    <label className="btn-outline cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-500">
      <Icon size={18} aria-hidden="true" />
      {label}
      <input
        type="file"
        accept="image/*"
        {...(camera ? { capture: 'environment' } : { multiple: true })}
        onChange={onChange}
        disabled={disabled}
        className="sr-only"
      />
    </label>
  );
}

export default function SendForReview({
  questionId,
  lang,
  strings: t,
  textArea,
  image,
  photoAlt,
  submitRef,
  post,
  unpost,
  done,
  changed,
  close,
}: SendForReviewProps) {
  const id = useId();
  const consent = useConsent(lang);
  const [photos, setPhotos] = useState<AnswerPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState('');
  const collected = Boolean(enquiryEndpoint());

  /** Makes the files picked small and adds them (up to 3 photos in all); a file that fails says why. */
  async function add(files: Blob[]) {
    setError('');
    setOutcome('');
    const { take, leftOut } = photosToAdd(photos.length, files);
    if (leftOut) setError(t.tooManyPhotos);
    setPreparing(true);
    try {
      // One at a time: a phone decodes one camera photo in memory, not three.
      for (const file of take) {
        const photo = await compressPhoto(file);
        setPhotos((kept) => [...kept, photo]);
      }
    } catch (failure) {
      setError(failure instanceof PhotoTooLarge ? t.photoTooLarge : t.unreadablePhoto);
    } finally {
      setPreparing(false);
    }
  }

  useEffect(() => {
    if (image) void add([blobOf(image)]);
  }, []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same photo can be picked again after removing it
    void add(files);
  };

  const fail = (message: string, focus?: HTMLElement | null) => {
    setError(message);
    focus?.focus();
  };

  useImperativeHandle(submitRef, () => submit);
  async function submit(form: HTMLFormElement) {
    if (!collected || preparing || sending) return;
    const text = (textArea.current?.value ?? '').trim();
    const nameField = form.elements.namedItem(NAME) as HTMLInputElement;
    const name = nameField.value.trim();
    setOutcome('');
    if (!text && !photos.length) return fail(t.empty, textArea.current);
    if (text.length > MAX_TEXT) return fail(t.tooLong, textArea.current);
    if (!name) return fail(t.nameMissing, nameField);
    const given = consent.take(form);
    if (!given) return setError('');
    const payload: AnswerPayload = {
      kind: 'answer',
      id: newId(),
      question: questionId,
      name,
      text,
      photos,
      language: lang,
      consent: given,
    };
    setError('');
    setSending(true);
    try {
      const notListed = post(payload.id);
      if (notListed) return setError(notListed);
      try {
        await keepAnswer(payload);
      } catch (failure) {
        unpost(payload.id);
        return setError(isQuotaError(failure) ? t.storageFull : t.storageUnavailable);
      }
      changed();
      const result = await deliverAnswer(payload);
      if (typeof result === 'object' && 'rejected' in result) {
        unpost(payload.id);
        return setError(fill(t.rejected, { reason: result.rejected }));
      }
      setOutcome(
        result === 'sent'
          ? t.sent
          : `${t[result.saved]} ${result.by === 'background-sync' ? t.keptByWorker : t.keptOnPage}`,
      );
      form.reset(); // Only now: the answer is safely kept.
      setPhotos([]);
      done();
      changed();
    } finally {
      setSending(false);
    }
  }

  if (!collected) {
    return (
      <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <p role="status">{t.unavailable}</p>
        <button type="button" onClick={close} className="mt-2 font-semibold underline">
          {t.cancel}
        </button>
      </div>
    );
  }

  return (
    <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">{t.lead}</p>
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          name={NAME}
          maxLength={MAX_NAME}
          autoComplete="name"
          placeholder={t.namePlaceholder}
          className="field"
        />
      </div>
      <div>
        <p className="field-label">{t.photos}</p>
        {photos.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-3">
            {photos.map((photo, i) => (
              <li key={photo.data.slice(-24) + i} className="flex items-start gap-1">
                <img
                  src={photoUrl(photo)}
                  alt={fill(photoAlt, { number: i + 1 })}
                  className="h-20 w-auto max-w-32 rounded-lg border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  onClick={() => setPhotos((kept) => kept.filter((_, j) => j !== i))}
                  className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
                  aria-label={fill(t.removePhoto, { number: i + 1 })}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_PHOTOS && (
          <div className="flex flex-wrap gap-3">
            <PhotoPicker label={t.takePhoto} icon={Camera} onChange={onFiles} disabled={preparing} camera />
            <PhotoPicker label={t.choosePhotos} icon={Images} onChange={onFiles} disabled={preparing} />
          </div>
        )}
        {preparing && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            {t.preparingPhotos}
          </p>
        )}
      </div>
      <ConsentNotice id={`${id}-consent`} lang={lang} t={t} consent={consent} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {outcome && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {outcome}
        </p>
      )}
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <button type="button" onClick={close} className="btn-outline">
          {t.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={preparing || sending}>
          <Send size={16} aria-hidden="true" />
          {sending ? t.sending : t.send}
        </button>
      </div>
    </div>
  );
}
