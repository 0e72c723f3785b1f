/**
 * The reviewed answers a mains answer page shows (issue 47): students' answers sent for review,
 * once a mentor has written a review and published them. Build time (and the preview server).
 */
import type { Document } from '@contentful/rich-text-types';
import type { Lang } from '../../i18n';
import type { AnswerSubmission } from '../../schemas/answer-submission';
import { richTextToPlain } from './plain-text';

/** An answer with its entry id (the loader's key). */
export interface ReviewedAnswer {
  id: string;
  data: AnswerSubmission;
}

/**
 * The answers to `questionId` that carry a review: those written in `lang` first, then the other
 * language's, each group newest first (ties by id, so a list never changes between builds).
 */
export const reviewedAnswersOf = (all: ReviewedAnswer[], questionId: string, lang: Lang): ReviewedAnswer[] =>
  all
    .filter((a) => a.data.question === questionId && a.data.review)
    .sort(
      (a, b) =>
        Number(b.data.language === lang) - Number(a.data.language === lang) ||
        b.data.submittedAt.getTime() - a.data.submittedAt.getTime() ||
        a.id.localeCompare(b.id),
    );

/** The content report's reason for a published answer the site does not show (docs/editors.md). */
export function whyAnswerNotShown(data: Record<string, unknown>): { field: string; reason: string } | undefined {
  if (!data.question) return { field: 'question', reason: 'links to no published mains answer: not shown' };
  if (!data.review) return { field: 'review', reason: 'no review written: not shown' };
  return undefined;
}

/** How the content report counts the reviewed answers shown: per question (the loader's `countShown`). */
export const reviewedByQuestion = {
  heading: 'Reviewed answers shown, by question',
  column: 'Question',
  key: (data: Record<string, unknown>) => (typeof data.question === 'string' ? data.question : undefined),
};

/**
 * The marks and word limit a question states in its own words, as editors write them in English or
 * Telugu: "(15 marks, 250 words)", "(15 మార్కులు, 250 పదాలు)". Either is undefined when the question
 * does not say it.
 */
export function questionLimits(question: Document | undefined): { marks?: number; words?: number } {
  const words = richTextToPlain(question);
  const number = (unit: RegExp) => {
    const match = new RegExp(`(\\d+)\\s*(?:${unit.source})`, 'i').exec(words);
    return match ? Number(match[1]) : undefined;
  };
  return { marks: number(/marks?\b|మార్కు/), words: number(/words?\b|పదా/) };
}

/** A student's plain text as paragraphs (blank lines between them), each line kept. */
export const paragraphsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
