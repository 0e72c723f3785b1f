/**
 * The visitor's last result per quiz, kept in their browser (beyond the old site): the quiz page
 * shows it before a new attempt. Stored under `quiz_result:{exam}:{slug}`.
 */
import { parseJsonObject } from '@/lib/json';
import type { QuizResult } from '@/lib/quiz/quiz-scoring';

export interface LastResult extends QuizResult {
  /** The visitor's local calendar day the attempt was finished, YYYY-MM-DD. */
  day: string;
}

/** Storage key of one quiz's last result. */
export const lastResultKey = (exam: string, slug: string) => `quiz_result:${exam}:${slug}`;

const COUNTS = ['score', 'maxScore', 'correct', 'incorrect', 'unanswered', 'total'] as const;

/** The stored result, or null when it is missing or not in the expected shape. */
export function parseLastResult(raw: string | null): LastResult | null {
  const record = parseJsonObject(raw);
  if (!record) return null;
  if (!COUNTS.every((key) => typeof record[key] === 'number' && Number.isFinite(record[key]))) return null;
  if (typeof record.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(record.day)) return null;
  return record as unknown as LastResult;
}
