/**
 * One question of the quiz (QuizRunner.tsx): its options as radios and, once the quiz is
 * submitted, the right answer, the visitor's wrong one and the explanation. Memoised: the quiz
 * renders again at each tick of its clock and at every answer, and re-rendering all its questions
 * each time took the answer tap's processing to 46 ms on a phone at 4× CPU (bench:inp, 2026-11-26).
 */
import { memo } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Filled } from '@/islands/filled';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/template';
import { optionLetter } from '@/lib/quiz/quiz-scoring';
import type { QuizQuestion } from '@/lib/content/quizzes';

interface Props {
  question: QuizQuestion;
  /** Its place in the quiz, from 0. */
  index: number;
  /** The name of its radio group, unique on the page. */
  name: string;
  /** The option checked, or null. */
  given: number | null;
  /** Whether the quiz has been submitted: the answers and explanation show. */
  submitted: boolean;
  /** Whether the options are closed (submitted, except on UPSC). */
  locked: boolean;
  /** Called with the question's index and the option's when the visitor checks one. */
  onChoose: (question: number, option: number) => void;
  /** The quiz's strings in the page's language. */
  strings: Dictionary['quiz'];
}

const verdictTone = { correct: 'text-green-800', incorrect: 'text-red-700', unanswered: 'text-slate-900' } as const;

function QuizQuestionCard({ question: q, index: qi, name, given, submitted, locked, onChoose, strings: t }: Props) {
  const verdict: keyof typeof verdictTone | null = !submitted
    ? null
    : given === null
      ? 'unanswered'
      : given === q.correctAnswer
        ? 'correct'
        : 'incorrect';
  return (
    <li className="card p-4 sm:p-6" data-testid="quiz-question">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">
          <span className="mr-1 text-brand-700">
            <Filled template={t.questionNumber} values={{ number: qi + 1 }} />
          </span>{' '}
          {q.question}
        </legend>
        {q.questionImage && (
          <img
            src={q.questionImage}
            alt={fill(t.figureAlt, { number: qi + 1 })}
            loading="lazy"
            decoding="async"
            className="mt-3 aspect-video w-full max-w-md rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
        )}
        <div className={`mt-4 grid gap-2 ${q.options.some((o) => o.imageUrl) ? 'grid-cols-2 sm:grid-cols-4' : ''}`}>
          {q.options.map((option, oi) => {
            const isRight = submitted && oi === q.correctAnswer;
            const isWrongPick = submitted && oi === given && given !== q.correctAnswer;
            return (
              <label
                key={oi}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-default ${
                  isRight
                    ? 'border-green-600 bg-green-50!'
                    : isWrongPick
                      ? 'border-red-500 bg-red-50!'
                      : 'border-slate-200 hover:border-brand-300'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={oi}
                  data-question={qi}
                  checked={given === oi}
                  disabled={locked}
                  onChange={() => onChoose(qi, oi)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span className="grid gap-2">
                  <span>
                    <span className="font-semibold text-brand-800">{optionLetter(oi)}.</span> {option.text}
                  </span>
                  {option.imageUrl && (
                    <img
                      src={option.imageUrl}
                      alt={option.imageAlt ?? (option.text ? '' : fill(t.optionAlt, { letter: optionLetter(oi) }))}
                      loading="lazy"
                      decoding="async"
                      className="aspect-3/2 w-full rounded-md border border-slate-200 bg-white object-contain"
                    />
                  )}
                  {isRight && (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
                      <CircleCheck size={16} aria-hidden="true" />
                      {t.correctAnswer}
                    </span>
                  )}
                  {isWrongPick && (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-700">
                      <CircleX size={16} aria-hidden="true" />
                      {t.yourAnswer}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {verdict && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="quiz-review">
          <p className={`font-semibold ${verdictTone[verdict]}`}>{t.verdict[verdict]}</p>
          {q.explanation && (
            <p className="mt-1">
              <span className="font-semibold">{t.explanation}</span> {q.explanation}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

export default memo(QuizQuestionCard);
