/** Mains answer-writing practice (Contentful content type `mainsAnswerWriting`), spec document 2 §3. */
import { z } from 'astro/zod';
import { AssetSchema, examKeys, labelOf, labels, publishDate, richText, systemDates, text, webUrl } from './shared';

export const MainsAnswerSchema = z
  .object({
    title: z.string().trim().min(1).optional().describe('Short heading of the question on the list and the page.'),
    question: richText.optional().describe('The mains question as set (rich text), shown after "Question:".'),
    modelAnswer: richText.optional().describe('The model answer (rich text), shown after "Model Answer:".'),
    excerpt: z.string().optional().describe('Teaser shown on the list.'),
    publishDate: publishDate.optional().describe('Date of the question; lists are ordered newest first.'),
    category: text
      .optional()
      .describe('GS paper or subject, e.g. "GS Paper II", "Ethics" (or a link to a category entry).'),
    tags: labels.describe('Keywords shown as chips.'),
    page: examKeys.describe('Exam sections the answer appears in: "upsc", "appsc", "tgpsc".'),
    topic: text
      .optional()
      .describe('The exam the question is set for: "UPSC" lists the answer in UPSC, as the page key "upsc" does.'),
    featuredImage: AssetSchema.optional().describe('Picture shown with the question.'),
    sourceUrl: z
      .array(z.preprocess(labelOf, webUrl))
      .default([])
      .describe('Further reading listed under "Additional Resources:", each a web address.'),
    ...systemDates,
  })
  .refine((entry) => entry.title !== undefined || entry.question !== undefined, {
    message: 'needs a title or a question',
    path: ['title'],
  })
  .describe('a mains answer');

export type MainsAnswer = z.infer<typeof MainsAnswerSchema>;
