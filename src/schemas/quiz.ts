/** UPSC quiz (Contentful content type `quiz`), spec document 2 §3 "Quiz" and "Quiz question". */
import { z } from 'astro/zod';
import { examKeys, fileUrl, publishDate, slug, systemDates } from './shared';

/** An answer option: text, a picture, or both. A plain string is read as the text. */
export const QuizOptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { text: value } : value),
  z
    .object({
      text: z.string().optional().describe('Option text.'),
      imageUrl: fileUrl.optional().describe('Picture used as the option (image-type options).'),
      imageAlt: z.string().optional().describe('What the option picture shows, read out by screen readers.'),
    })
    .refine((option) => Boolean(option.text?.trim() || option.imageUrl), 'an option needs a text or an imageUrl'),
);

export const QuizQuestionSchema = z
  .object({
    question: z.string().trim().min(1).describe('The question text.'),
    explanation: z.string().optional().describe('Why the answer is right, shown after the quiz is submitted.'),
    correctAnswer: z
      .number()
      .int()
      .nonnegative()
      .default(0)
      .describe('Position of the right option, counting from 0 (0 = A, 1 = B, …).'),
    questionImage: fileUrl.optional().describe('Picture shown with the question.'),
    options: z.array(QuizOptionSchema).min(2).describe('The answer options, labelled A, B, C … in this order.'),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    message: 'correctAnswer points past the last option',
    path: ['correctAnswer'],
  });

/** Contentful's JSON field may hold the list itself or `{ "questions": [...] }`. */
export const unwrapQuestions = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && 'questions' in value
    ? (value as { questions: unknown }).questions
    : value;

export const QuizSchema = z.object({
  title: z.string().trim().min(1).describe('Name of the quiz on the list and the quiz page.'),
  slug: slug.describe('Last part of the quiz address, e.g. "daily-quiz-2025-03-14"; unique among quizzes.'),
  description: z.string().optional().describe('One or two sentences about the quiz.'),
  publishDate: publishDate.optional().describe('Date of the quiz; lists are ordered newest first.'),
  quizType: z
    .enum(['Daily', 'Monthly', 'Previous Years'])
    .default('Daily')
    .describe('Filter group: "Daily", "Monthly" or "Previous Years".'),
  subject: z.string().trim().optional().describe('Subject, e.g. "Polity", "History".'),
  year: z.number().int().nullable().default(null).describe('Exam year for previous-year papers; empty otherwise.'),
  status: z
    .enum(['Published', 'Draft'])
    .optional()
    .describe('Only quizzes marked "Published" are listed; "Draft" hides the quiz.'),
  page: examKeys.describe('Exam sections the quiz appears in, normally ["upsc"].'),
  questions: z
    .preprocess(unwrapQuestions, z.array(QuizQuestionSchema))
    .default([])
    .describe('The questions (JSON list); 60 seconds each. An empty list shows "no questions available".'),
  ...systemDates,
});

export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type Quiz = z.infer<typeof QuizSchema>;
