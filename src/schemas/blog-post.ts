/** Current-affairs article (Contentful content type `blogPost`), spec document 2 §3. */
import { z } from 'astro/zod';
import {
  AssetSchema,
  examKeys,
  labelOf,
  labels,
  publishDate,
  richText,
  slug,
  systemDates,
  text,
  webUrl,
} from './shared';

export const BlogPostSchema = z
  .object({
    title: z.string().trim().min(1).describe('Headline of the article, shown on the list and as the page heading.'),
    slug: slug.describe('Last part of the article address, e.g. "rbi-repo-rate-cut"; unique among articles.'),
    summary: z.string().optional().describe('Two-line teaser on the list and the lead paragraph on the article page.'),
    description: z.string().optional().describe('Search-engine description; the summary is used when empty.'),
    category: text
      .optional()
      .describe(
        'Subject, e.g. "Current Affairs", "Polity", "Economy", "Environment", "State Affairs" (or a link to a category entry).',
      ),
    tags: labels.describe(
      'Keywords shown as chips under the title (or links to tag entries); "No tags" is shown when empty.',
    ),
    publishDate: publishDate.optional().describe('Date of the article; lists are ordered newest first (undated last).'),
    featuredImage: AssetSchema.optional().describe('Picture at the top of the article and on social shares.'),
    content: richText.optional().describe('Body of the article (rich text, may embed images and links).'),
    author: text
      .optional()
      .describe('Writer shown under the article (or a link to a person entry); the academy name when empty.'),
    sourceUrl: z
      .preprocess(labelOf, webUrl)
      .optional()
      .describe('Link to the original news source ("Read Original Source").'),
    page: examKeys.describe('Exam sections the article appears in: "upsc", "appsc", "tgpsc".'),
    ...systemDates,
  })
  .describe('a current affairs article');

export type BlogPost = z.infer<typeof BlogPostSchema>;
