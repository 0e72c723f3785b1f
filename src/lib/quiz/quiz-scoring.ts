/**
 * Quiz marking and time (spec document 2 §4, §9): +2 per correct answer, −0.66 per incorrect one,
 * 0 for unanswered; 60 seconds per question, shown as m:ss and highlighted at 300 seconds or less.
 */
import type { ExamKey } from '@/lib/content/sections';

/** Marks per answer, in hundredths so sums stay exact (0.66 has no exact binary fraction). */
const CORRECT_HUNDREDTHS = 200;
const INCORRECT_HUNDREDTHS = -66;

export const SECONDS_PER_QUESTION = 60;
/** The countdown badge turns to its warning colour at this many seconds left or fewer. */
export const WARNING_SECONDS = 300;

export interface QuizResult {
  /** Total marks, e.g. 6.68 (may be negative). */
  score: number;
  /** The most a visitor can get: 2 per question. */
  maxScore: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  /** Number of questions. */
  total: number;
}

/**
 * Scores an attempt. `answers[i]` is the chosen option of question i (null when unanswered);
 * `correctAnswers[i]` the right option's index.
 */
export function scoreQuiz(answers: readonly (number | null)[], correctAnswers: readonly number[]): QuizResult {
  let correct = 0;
  let incorrect = 0;
  correctAnswers.forEach((right, i) => {
    const chosen = answers[i] ?? null;
    if (chosen === null) return;
    if (chosen === right) correct += 1;
    else incorrect += 1;
  });
  const total = correctAnswers.length;
  return {
    score: (correct * CORRECT_HUNDREDTHS + incorrect * INCORRECT_HUNDREDTHS) / 100,
    maxScore: (total * CORRECT_HUNDREDTHS) / 100,
    correct,
    incorrect,
    unanswered: total - correct - incorrect,
    total,
  };
}

/** Decimals a score is shown with: 2 on UPSC, 1 on APPSC and TGPSC. */
export const scoreDecimals = (exam: ExamKey) => (exam === 'upsc' ? 2 : 1);

/** A score as shown, e.g. "6.68" (UPSC) or "6.7" (APPSC); never "-0.00". */
export function formatScore(score: number, decimals: number): string {
  const text = score.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Seconds a quiz of `questions` questions allows. */
export const quizSeconds = (questions: number) => questions * SECONDS_PER_QUESTION;

/** Remaining time as minutes:seconds, e.g. 305 → "5:05", 0 → "0:00". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Option letters: 0 → "A", 1 → "B" … (26 options would be a strange question). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
