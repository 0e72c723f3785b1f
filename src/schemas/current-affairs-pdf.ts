/** Downloadable current-affairs PDF (Contentful content type `currentAffairsPdf`), spec document 2 §3. */
import { z } from 'astro/zod';
import { AssetSchema, examKeys, publishDate, systemDates, text } from './shared';

export const CurrentAffairsPdfSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .describe('Name of the PDF on its card, e.g. "Monthly Current Affairs — March 2025".'),
    category: text.optional().describe('Group in the category dropdown, e.g. "Monthly", "Weekly", "Yojana".'),
    publishDate: publishDate.optional().describe('Date of the issue.'),
    page: examKeys.describe('Exam sections the PDF appears in: "upsc", "appsc", "tgpsc".'),
    pdfFile: z
      .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(AssetSchema))
      .default([])
      .describe('The PDF file(s); the first one opens after the download form. Older entries link one file.'),
    thumbnail: AssetSchema.optional().describe('Cover picture on the card.'),
    ...systemDates,
  })
  .describe('a current affairs PDF');

export type CurrentAffairsPdf = z.infer<typeof CurrentAffairsPdfSchema>;
