/**
 * The embedded demo snapshot (src/content/demo/space.json) loads whole: every entry of every type
 * is stored, and once more as `te-IN/<id>` when it has a Telugu title (the Telugu texts of
 * scripts/demo-content/data/te-IN/: 12 UPSC, 10 APPSC and 9 TGPSC articles, 4 mains answers, 3
 * quizzes, 2 PDFs). Its only problems are the two it has on purpose, so that a demo build shows a content
 * report: a PDF linking a file-less asset (the PDF page's "PDF URL is not available" case) and an
 * unfinished question in the Draft UPSC quiz. CONTENT_STRICT=true fails on exactly those.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentSchemaError, loadCollection } from '@/loaders/contentful';
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

const TELUGU: Record<string, number> = {
  blogPost: 31,
  mainsAnswerWriting: 4,
  currentAffairsPdf: 2,
  quiz: 1,
  currentAffairsQuiz: 2,
};

const DELIBERATE: Record<string, string[]> = {
  currentAffairsPdf: ['pdfFile: links to an asset that is unpublished, missing or has no file'],
  quiz: ['questions[7]: options: fewer than 2 items'],
};

describe('the demo snapshot', () => {
  it.each([
    ['blogPost', BlogPostSchema],
    ['mainsAnswerWriting', MainsAnswerSchema],
    ['currentAffairsPdf', CurrentAffairsPdfSchema],
    ['quiz', QuizSchema],
    ['currentAffairsQuiz', CurrentAffairsQuizSchema],
  ] as const)('stores every %s entry, with only the deliberate problems', async (contentType, schema) => {
    const fake = fakeContext(contentType, schema);
    await loadCollection(fake.ctx, { contentType, schema, env: {} });
    expect(count(contentType)).toBeGreaterThan(0);
    const ids = [...fake.entries.keys()];
    expect(ids.filter((id) => !id.includes('/'))).toHaveLength(count(contentType));
    expect(ids.filter((id) => id.startsWith('te-IN/'))).toHaveLength(TELUGU[contentType]);
    expect(ids).toHaveLength(count(contentType) + TELUGU[contentType]);
    const records = JSON.parse(fake.meta.get('problems') ?? '{}') as Record<
      string,
      { problems: { field: string; reason: string }[] }
    >;
    const problems = Object.entries(records).flatMap(([id, r]) =>
      r.problems.map((p) => `${id.startsWith('te-IN/') ? 'te-IN ' : ''}${p.field}: ${p.reason}`),
    );
    expect(problems).toEqual(DELIBERATE[contentType] ?? []);
  });

  it('fails with CONTENT_STRICT=true on the deliberate problems', async () => {
    const fake = fakeContext('quiz', QuizSchema);
    const run = loadCollection(fake.ctx, { contentType: 'quiz', schema: QuizSchema, env: { CONTENT_STRICT: 'true' } });
    await expect(run).rejects.toThrow(ContentSchemaError);
    await expect(run).rejects.toThrow(/field "questions\[7\]": options: fewer than 2 items/);
  });
});
