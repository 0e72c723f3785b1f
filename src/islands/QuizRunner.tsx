/**
 * A timed quiz (spec document 2 §2 "Quiz taking", §4, §9): 60 seconds per question counting down
 * as m:ss, highlighted at 300 s or less, submitted automatically at zero; options A, B, C …;
 * a result panel with +2 / −0.66 / 0 marking, the correct answers and explanations; Retake.
 * A finished attempt is remembered per quiz and counts towards the visitor's daily streak.
 * The marks always follow the checked options: on UPSC, where answers stay open after submitting,
 * a changed answer is marked (and scored on screen) again; the remembered result is the submitted one.
 * Options are plain radios, so answers checked before hydration are taken over, and so is a tap on
 * Submit Quiz (src/components/common/PendingTaps.astro).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ArrowLeft, Clock, RotateCcw, Send } from 'lucide-react';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import QuizQuestionCard from '@/islands/quiz/QuizQuestionCard';
import { SUBMIT_TAP, takePendingTap } from '@/islands/pending-tap';
import { Filled } from '@/islands/filled';
import type { IslandStrings } from '@/i18n';
import { crash } from '@/i18n/en/crash';
import { quiz } from '@/i18n/en/quiz';
import { fill } from '@/i18n/template';
import { formatLongDate } from '@/lib/dates';
import { lastResultKey, parseLastResult, type LastResult } from '@/lib/quiz/quiz-last-result';
import {
  WARNING_SECONDS,
  formatClock,
  formatScore,
  quizSeconds,
  scoreDecimals,
  scoreQuiz,
  type QuizResult,
} from '@/lib/quiz/quiz-scoring';
import { localDateKey, recordFinishedQuiz } from '@/lib/quiz/quiz-streak';
import type { QuizQuestion } from '@/lib/content/quizzes';
import { browserStorage, readItem, writeItem } from '@/lib/browser/safe-storage';
import type { ExamKey } from '@/lib/content/sections';

interface Props {
  /** Section the quiz belongs to: UPSC shows scores with 2 decimals and leaves answers open after submitting. */
  exam: ExamKey;
  /** The quiz's slug, the key of its remembered result. */
  slug: string;
  /** The questions; at least one (the page says "no questions" itself otherwise). */
  questions: QuizQuestion[];
  /** The section's quiz list, for 'Back to Quizzes'. */
  listHref: string;
  /** The page's language and its strings; English when absent. */
  strings?: IslandStrings<'quiz'>;
}

interface Submitted {
  /** Whether the clock ran out. */
  timedOut: boolean;
}

const emptyAnswers = (count: number) => Array<number | null>(count).fill(null);

const english: IslandStrings<'quiz'> = { lang: 'en', quiz, crash };

function QuizRunner({ exam, slug, questions, listHref, strings = english }: Props) {
  const { quiz: t, lang } = strings;
  const total = questions.length;
  const [answers, setAnswers] = useState(() => emptyAnswers(total));
  const [secondsLeft, setSecondsLeft] = useState(() => quizSeconds(total));
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [lastResult, setLastResult] = useState<LastResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const ids = useId();
  const decimals = scoreDecimals(exam);
  const locked = submitted !== null && exam !== 'upsc';

  // Read after hydration: the server HTML cannot know the visitor's storage.
  useEffect(() => {
    setLastResult(parseLastResult(readItem(browserStorage(), lastResultKey(exam, slug))));
  }, [exam, slug]);

  // The clock runs against a deadline, so a throttled background tab still ends on time.
  useEffect(() => {
    if (submitted) return;
    const deadline = Date.now() + quizSeconds(total) * 1000;
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(tick);
  }, [attempt, submitted, total]);

  useEffect(() => {
    if (submitted) resultHeading.current?.focus();
  }, [submitted]);

  const correctAnswers = questions.map((q) => q.correctAnswer);
  /** The marks of the answers as they are checked now (once submitted). */
  const result: QuizResult | null = submitted && scoreQuiz(answers, correctAnswers);

  const submit = (timedOut: boolean, given = answers) => {
    const now = new Date();
    const store = browserStorage();
    const last: LastResult = { ...scoreQuiz(given, correctAnswers), day: localDateKey(now) };
    writeItem(store, lastResultKey(exam, slug), JSON.stringify(last));
    recordFinishedQuiz(now);
    setSubmitted({ timedOut });
    setLastResult(last);
  };

  // What the visitor did before hydration: the radios they checked, then a tap on Submit Quiz.
  useEffect(() => {
    const checked = root.current?.querySelectorAll<HTMLInputElement>('input[type=radio]:checked') ?? [];
    const adopted = emptyAnswers(total);
    for (const input of checked) adopted[Number(input.dataset.question)] = Number(input.value);
    if (checked.length > 0) setAnswers(adopted);
    if (takePendingTap(root.current) === SUBMIT_TAP) submit(false, adopted);
    // Once, at hydration; later changes go through onChange.
  }, []);

  useEffect(() => {
    if (secondsLeft === 0 && !submitted) submit(true);
  });

  const retake = () => {
    setAnswers(emptyAnswers(total));
    setSecondsLeft(quizSeconds(total));
    setSubmitted(null);
    setAttempt((n) => n + 1);
    window.scrollTo({ top: 0 });
  };

  // The same function at every render: a question's card renders again only when its own answer
  // or the quiz's state changes, not at each tick of the clock or another question's answer.
  const choose = useCallback(
    (question: number, option: number) =>
      setAnswers((current) => current.map((value, i) => (i === question ? option : value))),
    [],
  );

  const answered = answers.filter((a) => a !== null).length;

  return (
    <div className="grid gap-6" ref={root}>
      {submitted && result ? (
        <section aria-labelledby={`${ids}-result`} className="overflow-hidden card" data-testid="quiz-result">
          <div className="bg-brand-900 px-5 py-6 text-white sm:px-8">
            <h2
              id={`${ids}-result`}
              ref={resultHeading}
              tabIndex={-1}
              className="scroll-mt-36 text-xl text-white focus:outline-none sm:text-2xl"
            >
              {t.resultTitle}
            </h2>
            {submitted.timedOut && <p className="mt-1 text-brand-100">{t.timedOut}</p>}
            <p className="mt-4 text-sm font-medium text-brand-100">{t.yourScore}</p>
            <p className="text-4xl font-bold tracking-tight" data-testid="quiz-score">
              {formatScore(result.score, decimals)}
              <span className="text-xl font-semibold text-brand-200"> / {formatScore(result.maxScore, decimals)}</span>
            </p>
          </div>
          <dl className="grid grid-cols-3 divide-x divide-slate-200 border-b border-slate-200 text-center">
            {(
              [
                [t.correct, result.correct, 'text-green-700'],
                [t.incorrect, result.incorrect, 'text-red-700'],
                [t.unanswered, result.unanswered, 'text-slate-700'],
              ] as const
            ).map(([label, count, tone]) => (
              <div key={label} className="flex flex-col-reverse px-2 py-4" data-testid="quiz-count">
                <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
                <dd className={`text-2xl font-bold ${tone}`}>{count}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-3 px-5 py-4 sm:px-8">
            <button type="button" className="btn-accent" onClick={retake}>
              <RotateCcw size={16} aria-hidden="true" />
              {t.retake}
            </button>
            <a href={listHref} className="btn-outline">
              <ArrowLeft size={16} aria-hidden="true" />
              {t.backToQuizzes}
            </a>
          </div>
        </section>
      ) : (
        // data-pagefind-ignore: the progress bar's texts are not quiz content (search excerpts).
        <div
          data-pagefind-ignore
          className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
        >
          <p className="text-sm text-slate-600">
            <Filled
              template={t.answered}
              values={{ answered: <span className="font-semibold text-brand-900">{answered}</span>, total }}
            />
          </p>
          <p
            role="timer"
            aria-label={fill(t.timeLeft, { time: formatClock(secondsLeft) })}
            data-warning={secondsLeft <= WARNING_SECONDS || undefined}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 font-mono text-base font-bold text-brand-800 tabular-nums ring-1 ring-brand-100 data-warning:bg-red-50 data-warning:text-red-700 data-warning:ring-red-200"
          >
            <Clock size={16} aria-hidden="true" />
            {formatClock(secondsLeft)}
          </p>
        </div>
      )}

      {!submitted && lastResult && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Filled
            template={t.lastAttempt}
            values={{
              score: <strong>{formatScore(lastResult.score, decimals)}</strong>,
              max: formatScore(lastResult.maxScore, decimals),
              correct: lastResult.correct,
              date: formatLongDate(new Date(lastResult.day), lang),
            }}
          />
        </p>
      )}

      <p className="text-sm text-slate-600">{t.markingNote}</p>

      <ol className="grid gap-5">
        {questions.map((q, qi) => (
          <QuizQuestionCard
            key={qi}
            question={q}
            index={qi}
            name={`${ids}-q${qi}`}
            given={answers[qi]}
            submitted={submitted !== null}
            locked={locked}
            onChoose={choose}
            strings={t}
          />
        ))}
      </ol>

      {!submitted && (
        <div
          data-pagefind-ignore
          className="flex flex-col items-start gap-3 card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
        >
          <p className="text-sm text-slate-600">{t.submitAdvice}</p>
          <button
            type="button"
            className="btn-accent px-6 py-3 text-base"
            data-pending-tap={SUBMIT_TAP}
            onClick={() => submit(false)}
          >
            <Send size={18} aria-hidden="true" />
            {t.submit}
          </button>
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(QuizRunner);
