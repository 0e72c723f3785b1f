/**
 * A student's answer sent for review (Contentful content type `answerSubmission`): created as a
 * draft by the academy's endpoint when a student sends it from a mains answer page, reviewed and
 * published by a mentor (docs/editors.md "Reviewing answers"). The site reads published ones only.
 */
import { z } from 'astro/zod';
import { AssetSchema, isLinkedEntry, richText, systemDates, text } from './shared';

export const AnswerSubmissionSchema = z
  .object({
    question: z
      .preprocess((value) => (isLinkedEntry(value) ? value.id : value), z.string().min(1))
      .optional()
      .describe('The mains answer entry (mainsAnswerWriting) the answer is written for.'),
    name: text.pipe(z.string().min(1)).describe('The name the student asked to be shown with the answer.'),
    text: z.string().trim().optional().describe('The typed answer, plain text (shown as the student wrote it).'),
    photos: z
      .array(AssetSchema)
      .default([])
      .describe('Photos of a handwritten answer, at most 3, made small on the student’s phone.'),
    language: z.enum(['en', 'te']).default('en').describe('The language the student wrote in: "en" or "te".'),
    submissionId: z.string().trim().min(1).describe('The id the student’s device gave the answer (never sent twice).'),
    submittedAt: z.coerce.date().describe('When the student sent it.'),
    review: richText.optional().describe('The mentor’s review (rich text); the answer is shown once it has one.'),
    score: z.number().nonnegative().optional().describe('The mentor’s score, out of the question’s marks.'),
    reviewer: text.optional().describe('The mentor’s name, shown as "Reviewed by …".'),
    ...systemDates,
  })
  .refine((entry) => entry.text || entry.photos.length > 0, { message: 'has neither text nor photos', path: ['text'] })
  .describe('an answer sent for review');

export type AnswerSubmission = z.infer<typeof AnswerSubmissionSchema>;
