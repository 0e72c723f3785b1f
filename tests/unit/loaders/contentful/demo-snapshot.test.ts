/**
 * The embedded demo snapshot (src/content/demo/space.json) fits every schema: with
 * CONTENT_STRICT=true every entry of every type is stored and none is left out. (Warnings about
 * links to a file-less asset are allowed: the demo has one on purpose, for the PDF page's
 * "PDF URL is not available" case.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCollection } from '@/loaders/contentful';
import { DEMO_SNAPSHOT } from '@/loaders/contentful/source';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from '@/schemas/current-affairs-quiz';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';
import { fakeContext } from './fake-context';

const demo = JSON.parse(readFileSync(DEMO_SNAPSHOT, 'utf8')) as {
  entries: { sys: { contentType: { sys: { id: string } } } }[];
};
const count = (type: string) => demo.entries.filter((e) => e.sys.contentType.sys.id === type).length;

describe('the demo snapshot', () => {
  it.each([
    ['blogPost', BlogPostSchema],
    ['mainsAnswerWriting', MainsAnswerSchema],
    ['currentAffairsPdf', CurrentAffairsPdfSchema],
    ['quiz', QuizSchema],
    ['currentAffairsQuiz', CurrentAffairsQuizSchema],
  ] as const)('stores every %s entry with CONTENT_STRICT=true', async (contentType, schema) => {
    const fake = fakeContext(contentType, schema);
    await loadCollection(fake.ctx, { contentType, schema, env: { CONTENT_STRICT: 'true' } });
    expect(count(contentType)).toBeGreaterThan(0);
    expect(fake.entries.size).toBe(count(contentType));
    expect(fake.warnings.filter((w) => !w.includes('links to what is unpublished or has no file'))).toEqual([]);
  });
});
