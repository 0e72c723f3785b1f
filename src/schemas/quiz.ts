/** UPSC quiz (Contentful content type `quiz`), spec document 2 §3 "Quiz" and "Quiz question". */
import { z } from 'astro/zod';
import { assetUrl, examKeys, fileUrl, isLinkedEntry, publishDate, slug, systemDates, text } from './shared';

/**
 * An option entry read as an option: its `text` (else its label), its picture from `image` (an
 * asset) and the picture's alt text from `imageAlt`, else the asset's description, else its title.
 */
export function optionOf(value: unknown): unknown {
  if (!isLinkedEntry(value)) return value;
  const { fields } = value;
  const picture = (fields.image ?? fields.imageUrl) as { description?: string; title?: string } | undefined;
  const alt = fields.imageAlt ?? picture?.description ?? picture?.title;
  return {
    ...((fields.text ?? value.label) !== undefined && { text: fields.text ?? value.label }),
    ...(picture && { imageUrl: assetUrl(picture) }),
    ...(alt !== undefined && { imageAlt: alt }),
  };
}

/** A question entry read as a question of the JSON list: its `question` field, else its label. */
export const questionOf = (value: unknown): unknown =>
  isLinkedEntry(value) ? { ...value.fields, question: value.fields.question ?? value.label } : value;

/** An answer option: text, a picture, or both. A plain string is read as the text; an option entry as optionOf says. */
export const QuizOptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { text: value } : optionOf(value)),
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
    questionImage: z
      .preprocess(assetUrl, fileUrl)
      .optional()
      .describe('Picture shown with the question (an address, or an asset in a question entry).'),
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

export const QuizSchema = z
  .object({
    title: z.string().trim().min(1).describe('Name of the quiz on the list and the quiz page.'),
    slug: slug.describe('Last part of the quiz address, e.g. "daily-quiz-2025-03-14"; unique among quizzes.'),
    description: z.string().optional().describe('One or two sentences about the quiz.'),
    publishDate: publishDate.optional().describe('Date of the quiz; lists are ordered newest first.'),
    quizType: z
      .enum(['Daily', 'Monthly', 'Previous Years'])
      .default('Daily')
      .describe('Filter group: "Daily", "Monthly" or "Previous Years".'),
    subject: text.optional().describe('Subject, e.g. "Polity", "History".'),
    year: z.number().int().nullable().default(null).describe('Exam year for previous-year papers; empty otherwise.'),
    status: z
      .enum(['Published', 'Draft'])
      .optional()
      .describe('Only quizzes marked "Published" are listed; "Draft" hides the quiz.'),
    page: examKeys.describe('Exam sections the quiz appears in, normally ["upsc"].'),
    questions: z
      .preprocess(unwrapQuestions, z.array(z.preprocess(questionOf, QuizQuestionSchema)))
      .default([])
      .describe(
        'The questions: a JSON list, or links to question entries (whose options may be option entries); 60 seconds each. A quiz without questions is listed nowhere and has no page.',
      ),
    ...systemDates,
  })
  .describe('a UPSC quiz');

export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type Quiz = z.infer<typeof QuizSchema>;
