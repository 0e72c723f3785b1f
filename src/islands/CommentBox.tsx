/**
 * Discussion under a mains answer (spec document 2 §2, §5): text and/or a picture, signed
 * 'Current User', kept only in this browser per answer id. Hydrates when scrolled into view.
 * Issue 47: the student can also send the answer for review (SendForReview, loaded on the tap
 * that opens it); the text shows its word count against the question's limit, and each comment
 * sent says where its answer is: waiting to send, sent, or reviewed (with a link to it).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type SubmitEvent,
} from 'react';
import { ImagePlus, MessageSquare, Send, UserRound, X } from 'lucide-react';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import type { Dictionary, IslandStrings, Lang } from '@/i18n';
import { comments as commentStrings } from '@/i18n/en/comments';
import { crash } from '@/i18n/en/crash';
import { fill } from '@/i18n/template';
import { SUBMIT_TAP, takePendingTap } from '@/islands/pending-tap';
import { useAnswerOutbox, useSentAnswers } from '@/islands/answers/sent-answers';
import type { SendForReviewProps } from '@/islands/answers/SendForReview';
import { photoUrl } from '@/lib/answers/answer-hand-over';
import {
  answerStatus,
  canPost,
  countWords,
  imageForStorage,
  newComment,
  readComments,
  saveComments,
  type AnswerStatus,
  type SaveFailure,
  type StoredComment,
} from '@/lib/answers/comments';
import { browserStorage } from '@/lib/browser/safe-storage';

/**
 * The send form with its strings, both loaded on the tap that opens it: a Telugu page's HTML does
 * not carry the form's Telugu texts (1.7 KB of gzip) for the few students who send an answer.
 */
const sendForm = (strings: () => Promise<Pick<Dictionary, 'answers'>>) =>
  lazy(async () => {
    const [{ default: Form }, { answers }] = await Promise.all([import('@/islands/answers/SendForReview'), strings()]);
    return { default: (props: Omit<SendForReviewProps, 'strings'>) => <Form {...props} strings={answers} /> };
  });
const SEND_FORMS: Record<Lang, ReturnType<typeof sendForm>> = {
  en: sendForm(() => import('@/i18n/en/answers')),
  te: sendForm(() => import('@/i18n/te/answers')),
};

interface Props {
  /** The answer's entry id: comments are stored under it, and answers sent for review name it. */
  answerId: string;
  /** The word limit the question states, when it states one. */
  wordLimit?: number;
  /** The ids of the answers to this question the page shows reviewed (published), in any language. */
  reviewed?: string[];
  /** The page of this question's reviewed answers (each at `#reviewed-<id>`), when it has any. */
  reviewedPath?: string;
  /** The page's language and its strings; English when absent (the send form loads its own). */
  strings?: IslandStrings<'comments'>;
}

/** The tap on "Send for review" before the box hydrated (PendingTaps.astro): it opens once it has. */
const REVIEW_TAP = 'review';

const FAILURE_TEXT = { full: 'storageFull', unavailable: 'storageUnavailable' } as const satisfies Record<
  SaveFailure,
  keyof typeof commentStrings
>;

const english: IslandStrings<'comments'> = { lang: 'en', comments: commentStrings, crash };

/**
 * "March 10, 2025 at 3:04 PM": when the visitor wrote it, by this device's clock. One formatter per
 * language, made when the first comment is shown, not on hydration: the first `Intl` formatter is a
 * long task (src/lib/money.ts). The locales are src/lib/dates.ts's, written here: importing them would
 * make dates.ts a script of its own, which the Groups course pages would then preload.
 */
const TIME_LOCALE: Record<Lang, string> = { en: 'en-US', te: 'te-IN' };
const timeFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
const formatTime = (timestamp: string, lang: Lang) =>
  (timeFormats[lang] ??= new Intl.DateTimeFormat(TIME_LOCALE[lang], { dateStyle: 'long', timeStyle: 'short' })).format(
    new Date(timestamp),
  );

/** A comment's status line: the reviewed one links to its place on the reviewed answers' page. */
function StatusLine({ status, t, href }: { status: AnswerStatus; t: Dictionary['comments']; href: string }) {
  const words =
    status === 'waiting'
      ? t.statusWaiting
      : status === 'sent'
        ? t.statusSent
        : status === 'reviewed'
          ? t.statusReviewed
          : fill(t.statusRefused, { reason: status.refused });
  return (
    <p className={`mt-1 text-sm font-semibold ${status === 'waiting' ? 'text-amber-800' : 'text-brand-800'}`}>
      {status === 'reviewed' ? (
        <a href={href} className="underline underline-offset-2">
          {words}
        </a>
      ) : (
        words
      )}
    </p>
  );
}

function CommentBox({ answerId, wordLimit, reviewed = [], reviewedPath = '', strings = english }: Props) {
  const { comments: t, lang } = strings;
  const SendForReview = SEND_FORMS[lang];
  const id = useId();
  const [comments, setComments] = useState<StoredComment[]>([]);
  const [text, setText] = useState('');
  const [image, setImage] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState('');
  const [submitPending, setSubmitPending] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const sendForReview = useRef<((form: HTMLFormElement) => Promise<void>) | null>(null);
  const { records, refresh } = useSentAnswers(comments.flatMap((c) => (c.submissionId ? [c.submissionId] : [])));
  useAnswerOutbox(refresh);

  useEffect(() => setComments(readComments(browserStorage(), answerId)), [answerId]);

  // What the visitor typed or picked before React took over is taken over here; a Post Comment
  // tapped meanwhile was held (PendingTaps.astro) and posts once that is in (and the image ready).
  useEffect(() => {
    if (textArea.current?.value) setText(textArea.current.value);
    const file = fileInput.current?.files?.[0];
    if (file) void attach(file);
    const tap = takePendingTap(textArea.current);
    if (tap === SUBMIT_TAP) setSubmitPending(true);
    if (tap === REVIEW_TAP) setReviewing(true);
  }, []);
  useEffect(() => {
    if (!submitPending || preparing) return;
    setSubmitPending(false);
    textArea.current?.form?.requestSubmit();
  }, [submitPending, preparing]);

  const clearImage = () => {
    setImage(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  async function attach(file: File) {
    setError('');
    setPreparing(true);
    try {
      setImage(await imageForStorage(file));
    } catch {
      clearImage();
      setError(t.badImage);
    } finally {
      setPreparing(false);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void attach(file);
    else setImage(undefined);
  }

  /** Lists the student's copy of an answer sent for review; why it could not be stored, or ''. */
  const postSent = useCallback(
    (submissionId: string) => {
      const typed = textArea.current?.value ?? '';
      const next = [
        ...readComments(browserStorage(), answerId),
        newComment(typed, undefined, new Date(), submissionId),
      ];
      const failure = saveComments(browserStorage(), answerId, next);
      if (failure) return t[FAILURE_TEXT[failure]];
      setComments(next);
      return '';
    },
    [answerId, t],
  );
  const unpostSent = useCallback(
    (submissionId: string) => {
      const next = readComments(browserStorage(), answerId).filter((c) => c.submissionId !== submissionId);
      saveComments(browserStorage(), answerId, next);
      setComments(next);
    },
    [answerId],
  );
  const sentDone = useCallback(() => {
    setText('');
    clearImage();
    setError('');
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reviewing) return void sendForReview.current?.(event.currentTarget);
    if (preparing) return;
    // The box's own value: text filled in while React was taking the box over may not have reached `text`.
    const typed = textArea.current?.value ?? text;
    setText(typed);
    if (!canPost(typed, image)) {
      setError(t.empty);
      textArea.current?.focus();
      return;
    }
    const next = [...comments, newComment(typed, image, new Date())];
    const failure = saveComments(browserStorage(), answerId, next);
    if (failure) return setError(t[FAILURE_TEXT[failure]]);
    setComments(next);
    setText('');
    clearImage();
    setError('');
  }

  const newestFirst = [...comments].reverse();
  const words = countWords(text);

  return (
    <div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="card p-4 sm:p-5"
        aria-label={t.formLabel}
        // Session analytics (Microsoft Clarity, when switched on) never records what is typed here.
        data-clarity-mask="true"
      >
        <label htmlFor={`${id}-text`} className="field-label">
          {t.yourComment}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textArea}
          name="comment"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.placeholder}
          className="field resize-y"
          aria-describedby={[error && `${id}-error`, wordLimit && `${id}-words`].filter(Boolean).join(' ') || undefined}
        />
        {wordLimit && (
          <p
            id={`${id}-words`}
            className={`mt-1 text-right text-sm ${words > wordLimit ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
          >
            {fill(t.words, { count: words, limit: wordLimit })}
          </p>
        )}
        {image && !reviewing && (
          <div className="mt-3 flex items-start gap-3">
            <img
              src={image}
              alt={t.previewAlt}
              className="h-20 w-auto max-w-40 rounded-lg border border-slate-200 object-cover"
            />
            <button type="button" onClick={clearImage} className="btn-outline px-3 py-1.5">
              <X size={16} aria-hidden="true" />
              {t.removeImage}
            </button>
          </div>
        )}
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {error}
          </p>
        )}
        {reviewing ? (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-600">{t.sendForReview}…</p>}>
            <SendForReview
              questionId={answerId}
              lang={lang}
              textArea={textArea}
              image={image}
              photoAlt={t.photoAlt}
              submitRef={sendForReview}
              post={postSent}
              unpost={unpostSent}
              done={sentDone}
              changed={refresh}
              close={() => setReviewing(false)}
            />
          </Suspense>
        ) : (
          <div className="mt-3 grid gap-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
            <label className="btn-outline cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-500">
              <ImagePlus size={18} aria-hidden="true" />
              {preparing ? t.preparingImage : image ? t.changeImage : t.attachImage}
              <input ref={fileInput} type="file" name="image" accept="image/*" onChange={onFile} className="sr-only" />
            </label>
            <div className="grid gap-3 sm:flex">
              <button
                type="button"
                className="btn-outline"
                onClick={() => setReviewing(true)}
                data-pending-tap={REVIEW_TAP}
              >
                {t.sendForReview}
              </button>
              <button type="submit" className="btn-primary" disabled={preparing} data-pending-tap={SUBMIT_TAP}>
                <Send size={16} aria-hidden="true" />
                {t.post}
              </button>
            </div>
          </div>
        )}
      </form>

      <h3 className="mt-8 flex items-center gap-2 text-lg">
        <MessageSquare size={20} aria-hidden="true" className="text-brand-600" />
        {comments.length === 1 ? t.one : fill(t.many, { count: comments.length })}
      </h3>
      {comments.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-4 space-y-4" aria-label={t.listLabel}>
          {newestFirst.map((comment, index) => {
            const sent = comment.submissionId;
            const record = sent ? records.get(sent) : undefined;
            const status = sent && answerStatus(sent, reviewed, record);
            return (
              <li key={`${comment.timestamp}-${index}`} className="flex gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
                  aria-hidden="true"
                >
                  <UserRound size={20} />
                </span>
                <div className="min-w-0 flex-1 rounded-2xl bg-slate-50 px-4 py-3">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold text-brand-900">{comment.user}</span>
                    <time dateTime={comment.timestamp} className="text-slate-500">
                      {formatTime(comment.timestamp, lang)}
                    </time>
                  </p>
                  {comment.text && (
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{comment.text}</p>
                  )}
                  {comment.image && (
                    <img
                      src={comment.image}
                      alt={fill(t.imageAlt, { user: comment.user })}
                      loading="lazy"
                      className="mt-2 max-h-80 w-auto max-w-full rounded-lg border border-slate-200"
                    />
                  )}
                  {record?.payload.photos.map((photo, i) => (
                    <img
                      key={i}
                      src={photoUrl(photo)}
                      alt={fill(t.photoAlt, { number: i + 1 })}
                      loading="lazy"
                      className="mt-2 max-h-80 w-auto max-w-full rounded-lg border border-slate-200"
                    />
                  ))}
                  {status && <StatusLine status={status} t={t} href={`${reviewedPath}#reviewed-${sent}`} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export default withErrorBoundary(CommentBox);
