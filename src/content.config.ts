/**
 * Content collections: one per Contentful content type (spec document 2 §3), all loaded by the
 * Contentful loader from the live space, a CONTENT_SNAPSHOT file or the demo snapshot
 * (DESIGN.md "Content source"). Imports are relative so test fixture sites can re-export this file.
 */
import { defineCollection } from 'astro:content';
import { contentfulLoader } from './loaders/contentful';
import { BlogPostSchema } from './schemas/blog-post';
import { CurrentAffairsPdfSchema } from './schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from './schemas/current-affairs-quiz';
import { MainsAnswerSchema } from './schemas/mains-answer';
import { QuizSchema } from './schemas/quiz';
import { AnswerSubmissionSchema } from './schemas/answer-submission';
import { type Sectioned, whyInNoSection } from './lib/content/sections';
import { reviewedByQuestion, whyAnswerNotShown } from './lib/content/reviewed-answers';

/** The content report names the entries that are in no section (no page shows them). */
const whyNoPage = (contentType: string, data: Record<string, unknown>) =>
  whyInNoSection(contentType, data as Sectioned);

export const collections = {
  blogPost: defineCollection({
    loader: contentfulLoader({ contentType: 'blogPost', schema: BlogPostSchema, whyNoPage }),
  }),
  mainsAnswerWriting: defineCollection({
    loader: contentfulLoader({ contentType: 'mainsAnswerWriting', schema: MainsAnswerSchema, whyNoPage }),
  }),
  currentAffairsPdf: defineCollection({
    loader: contentfulLoader({ contentType: 'currentAffairsPdf', schema: CurrentAffairsPdfSchema, whyNoPage }),
  }),
  quiz: defineCollection({ loader: contentfulLoader({ contentType: 'quiz', schema: QuizSchema, whyNoPage }) }),
  currentAffairsQuiz: defineCollection({
    loader: contentfulLoader({ contentType: 'currentAffairsQuiz', schema: CurrentAffairsQuizSchema, whyNoPage }),
  }),
  answerSubmission: defineCollection({
    loader: contentfulLoader({
      contentType: 'answerSubmission',
      schema: AnswerSubmissionSchema,
      whyNoPage: (_, data) => whyAnswerNotShown(data),
      countShown: reviewedByQuestion,
    }),
  }),
};
