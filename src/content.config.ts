/**
 * Content collections: one per Contentful content type (spec document 2 §3), all loaded by the
 * Contentful loader from the live space, a CONTENT_SNAPSHOT file or the demo snapshot
 * (DESIGN.md "Content source"). Imports are relative so test fixture sites can re-export this file.
 */
import { defineCollection } from 'astro:content';
import { contentfulLoader, type ContentfulLoaderOptions } from './loaders/contentful';
import { BlogPostSchema } from './schemas/blog-post';
import { CurrentAffairsPdfSchema } from './schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from './schemas/current-affairs-quiz';
import { MainsAnswerSchema } from './schemas/mains-answer';
import { QuizSchema } from './schemas/quiz';
import { type Sectioned, whyInNoSection } from './lib/sections';

/** A collection of a content type; the content report names its entries that are in no section. */
const contentful = (contentType: string, schema: ContentfulLoaderOptions['schema']) =>
  defineCollection({
    loader: contentfulLoader({
      contentType,
      schema,
      whyNoPage: (data) => whyInNoSection(contentType, data as Sectioned),
    }),
  });

export const collections = {
  blogPost: contentful('blogPost', BlogPostSchema),
  mainsAnswerWriting: contentful('mainsAnswerWriting', MainsAnswerSchema),
  currentAffairsPdf: contentful('currentAffairsPdf', CurrentAffairsPdfSchema),
  quiz: contentful('quiz', QuizSchema),
  currentAffairsQuiz: contentful('currentAffairsQuiz', CurrentAffairsQuizSchema),
};
