/**
 * Live collections for the editor preview server (`npm run preview:live`): the content types of
 * src/content.config.ts with the same schemas, read on request from Contentful's Preview API
 * (src/loaders/contentful/live-loader.ts). Pages reach them only through src/lib/content/content.ts; the
 * static build never reads them. A live collection's name is its build-time collection's with
 * `Preview` after it (Astro keeps the two apart). Imports are relative, as in content.config.ts.
 */
import { defineLiveCollection } from 'astro:content';
import { contentfulLiveLoader } from './loaders/contentful/live-loader';
import { BlogPostSchema } from './schemas/blog-post';
import { CurrentAffairsPdfSchema } from './schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from './schemas/current-affairs-quiz';
import { MainsAnswerSchema } from './schemas/mains-answer';
import { QuizSchema } from './schemas/quiz';
import { AnswerSubmissionSchema } from './schemas/answer-submission';

const schemas = {
  blogPost: BlogPostSchema,
  mainsAnswerWriting: MainsAnswerSchema,
  currentAffairsPdf: CurrentAffairsPdfSchema,
  quiz: QuizSchema,
  currentAffairsQuiz: CurrentAffairsQuizSchema,
  answerSubmission: AnswerSubmissionSchema,
};
const siteTypes = new Set(Object.keys(schemas));

export const collections = Object.fromEntries(
  Object.entries(schemas).map(([contentType, schema]) => [
    `${contentType}Preview`,
    defineLiveCollection({ loader: contentfulLiveLoader({ contentType, schema, siteTypes }) }),
  ]),
);
