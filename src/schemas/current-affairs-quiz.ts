/** APPSC / TGPSC quiz (Contentful content type `currentAffairsQuiz`), spec document 2 §3. */
import { z } from 'astro/zod';
import { isLinkedEntry, publishDate, slug, systemDates, text } from './shared';
import { optionOf, questionOf, unwrapQuestions } from './quiz';

/** An option as plain text: an option entry gives its text (else its label). */
const optionText = (value: unknown): unknown =>
  isLinkedEntry(value) ? (optionOf(value) as { text?: unknown }).text : value;

export const CurrentAffairsQuizQuestionSchema = z
  .object({
    question: z.string().trim().min(1).describe('The question text.'),
    explanation: z.string().optional().describe('Why the answer is right, shown after the quiz is submitted.'),
    correctAnswer: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe('Position of the right option, counting from 0 (0 = A, 1 = B, …).'),
    options: z
      .array(z.preprocess(optionText, z.string().trim().min(1)))
      .min(2)
      .describe('The answer options as plain text (or option entries), labelled A, B, C ….'),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    message: 'correctAnswer points past the last option',
    path: ['correctAnswer'],
  });

export const CurrentAffairsQuizSchema = z
  .object({
    title: z.string().trim().min(1).describe('Name of the quiz on the list and the quiz page.'),
    slug: slug.describe('Last part of the quiz address, e.g. "appsc-daily-2025-03-14"; unique among quizzes.'),
    description: z.string().optional().describe('One or two sentences about the quiz.'),
    publishDate: publishDate.optional().describe('Date of the quiz; lists are ordered newest first.'),
    quizType: z
      .enum(['Daily', 'Monthly', 'Previous'])
      .default('Daily')
      .describe('Filter group: "Daily", "Monthly" or "Previous" (previous-year papers).'),
    exam: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        z.enum(['appsc', 'tgpsc']),
      )
      .optional()
      .describe('Which exam section lists the quiz: "appsc" or "tgpsc"; none lists it nowhere.'),
    subject: text.optional().describe('Subject, e.g. "Indian Polity", "AP Economy".'),
    year: z.number().int().nullable().default(null).describe('Exam year for previous papers; empty otherwise.'),
    questions: z
      .preprocess(unwrapQuestions, z.array(z.preprocess(questionOf, CurrentAffairsQuizQuestionSchema)))
      .default([])
      .describe(
        'The questions: a JSON list, or links to question entries; 60 seconds each. A quiz without questions is listed nowhere and has no page.',
      ),
    ...systemDates,
  })
  .describe('an APPSC or TGPSC quiz');

export type CurrentAffairsQuizQuestion = z.infer<typeof CurrentAffairsQuizQuestionSchema>;
export type CurrentAffairsQuiz = z.infer<typeof CurrentAffairsQuizSchema>;
