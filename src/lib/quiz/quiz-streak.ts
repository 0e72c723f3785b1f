/**
 * The daily-quiz streak the APPSC and TGPSC pages show on their quiz button ("Streak: N days").
 * The quiz runner records it when a quiz is finished (any quiz, any section) in the shared
 * `quizStreak` store, kept in localStorage under `quiz_streak` as `{ days, lastDate }`, lastDate
 * being the India calendar day (YYYY-MM-DD) of their latest finished quiz; a streak is only
 * current while that day is today or yesterday.
 */

import { isoDay, isoDayBefore } from '@/lib/dates';
import { parseJsonObject } from '@/lib/json';
import { persistentAtom } from '@/lib/browser/persistent-atom';
import { fill } from '@/i18n/template';
export const QUIZ_STREAK_KEY = 'quiz_streak';

export interface QuizStreak {
  /** Consecutive days with a quiz finished, ending on lastDate. */
  days: number;
  /** The India calendar day of the latest quiz, YYYY-MM-DD. */
  lastDate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The India calendar day of a moment as YYYY-MM-DD (the streak counts India's days, as every date of the site). */
export const localDateKey = isoDay;

/** The stored streak, or null when it is missing or not in the expected shape. */
export function parseStreak(raw: string | null): QuizStreak | null {
  const record = parseJsonObject(raw);
  if (!record) return null;
  const { days, lastDate } = record;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) return null;
  if (typeof lastDate !== 'string' || !DATE.test(lastDate)) return null;
  return { days, lastDate };
}

/** Days in the current streak: 0 when nothing usable is stored or the last quiz was before yesterday. */
export function currentStreakDays(streak: QuizStreak | null, now: Date): number {
  if (!streak) return 0;
  const running = streak.lastDate === localDateKey(now) || streak.lastDate === isoDayBefore(now);
  return running ? streak.days : 0;
}

/** The badge text, "Streak: 1 day", "Streak: 12 days", in the words of the page (its dictionary's `groups.streak`). */
export function streakLabel(days: number, words: { one: string; many: string }): string {
  return fill(days === 1 ? words.one : words.many, { days });
}

/**
 * The streak after finishing a quiz at `now`: unchanged on a day already counted, one more the day
 * after lastDate, otherwise a new streak of 1 (a lapsed, broken or future-dated one starts over).
 */
export function streakAfterQuiz(streak: QuizStreak | null, now: Date): QuizStreak {
  const today = localDateKey(now);
  if (streak && streak.days > 0 && streak.lastDate === today) return streak;
  const running = currentStreakDays(streak, now);
  return { days: running + 1, lastDate: today };
}

const persisted = persistentAtom(QUIZ_STREAK_KEY, parseStreak);
/** The stored streak (null when none), shared by the quiz runner and the streak badges. */
export const quizStreak = persisted.store;

/** Records a quiz finished at `now` in the shared streak (and in storage, when it allows). */
export const recordFinishedQuiz = (now: Date): void => void persisted.save(streakAfterQuiz(persisted.reload(), now));
