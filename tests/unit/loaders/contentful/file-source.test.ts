/**
 * The loader on a snapshot file (CONTENT_SNAPSHOT and the demo fallback), through a fake
 * LoaderContext: flattening, link resolution, schema failures, digests and removals.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { ContentSchemaError, ContentSnapshotError, loadCollection } from '@/loaders/contentful';
import { collectReport, resetContentReport } from '@/loaders/contentful/report';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from '@/schemas/current-affairs-quiz';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';
import { fakeContext, type StoredEntry } from './fake-context';

const FIXTURE = resolve('tests/fixtures/contentful/space.json');

function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cf-snapshot-'));
  cpSync(FIXTURE, join(dir, 'space.json'));
  return join(dir, 'space.json');
}

const env = (path: string, extra: Record<string, string> = {}) => ({ CONTENT_SNAPSHOT: path, ...extra });

async function load(
  contentType: string,
  schema: Parameters<typeof fakeContext>[1],
  path = FIXTURE,
  state = {},
  extra = {},
) {
  const fake = fakeContext(contentType, schema, state);
  await loadCollection(fake.ctx, { contentType, schema, env: env(path, extra) });
  return fake;
}

const data = (entries: Map<string, StoredEntry>, id: string) => entries.get(id)?.data as Record<string, any>;

describe('a snapshot file', () => {
  it('stores published entries of the collection type, flattened to the default locale', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    expect([...entries.keys()].sort()).toEqual([
      'post-forest',
      'post-no-slug',
      'post-repo',
      'post-unpublished-image',
      'te-IN/post-repo', // the one with a Telugu title
    ]);
    const post = data(entries, 'post-repo');
    expect(post.title).toBe('RBI cuts the repo rate by 25 basis points');
    expect(post.tags).toEqual(['RBI', 'Monetary Policy']);
    expect(post.page).toEqual(['upsc', 'appsc']);
    expect(post.publishDate).toEqual(new Date('2025-03-10'));
    expect(post.createdAt).toEqual(new Date('2025-03-10T06:00:00.000Z'));
    expect(post.sourceUrl).toBe('https://www.rbi.org.in/press');
  });

  it('resolves the featured image to an https asset with its size and alt text', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'post-repo').featuredImage).toEqual({
      url: 'https://images.ctfassets.net/space/img-repo/abc/rbi.jpg',
      title: 'RBI building',
      description: 'RBI building (alt)',
      width: 1200,
      height: 675,
      contentType: 'image/jpeg',
      fileName: 'rbi.jpg',
      size: 1000,
    });
  });

  it('fills in rich-text links: embedded assets and entry hyperlinks', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    const [paragraph, embedded] = data(entries, 'post-repo').content.content;
    expect(paragraph.content[1].data.target).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'post-forest', contentType: { sys: { id: 'blogPost' } } },
      fields: {
        title: 'India State of Forest Report 2025',
        slug: 'isfr-2025',
        page: ['tgpsc'],
        category: 'Environment',
        label: 'India State of Forest Report 2025',
      },
    });
    expect(embedded.data.target.fields.file).toMatchObject({
      url: 'https://images.ctfassets.net/space/img-repo/abc/rbi.jpg',
      details: { image: { width: 1200, height: 675 } },
    });
  });

  it('keeps an entry whose image is unpublished, without the image, and says so once', async () => {
    const { entries, warnings } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'post-unpublished-image').featuredImage).toBeUndefined();
    expect(warnings.filter((w) => w.includes('post-unpublished-image'))).toEqual([
      'blogPost entry "post-unpublished-image" ("Article whose image is not published") is kept with changes: field "featuredImage": links to an asset that is unpublished, missing or has no file.',
    ]);
  });

  it('shows an article without a slug at its id, with one warning', async () => {
    const { entries, warnings } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'post-no-slug')).toMatchObject({ title: 'An article without a slug', slug: 'post-no-slug' });
    expect(warnings.filter((w) => w.includes('post-no-slug'))).toEqual([
      'blogPost entry "post-no-slug" ("An article without a slug") is kept with changes: field "slug": missing; the address is the entry id.',
    ]);
  });

  it('drops a bad quiz question and keeps the quiz, naming the question', async () => {
    const { entries, warnings } = await load('quiz', QuizSchema);
    expect([...entries.keys()].sort()).toEqual(['quiz-1', 'quiz-bad']);
    expect(data(entries, 'quiz-bad').questions).toEqual([]);
    expect(warnings).toEqual([
      'quiz entry "quiz-bad" ("Quiz with a wrong answer key") is kept with changes: field "questions[0]": correctAnswer: correctAnswer points past the last option.',
    ]);
  });

  it('with CONTENT_STRICT=true fails the collection instead, listing every misfit', async () => {
    const fake = fakeContext('blogPost', BlogPostSchema);
    const run = loadCollection(fake.ctx, {
      contentType: 'blogPost',
      schema: BlogPostSchema,
      env: env(FIXTURE, { CONTENT_STRICT: 'true' }),
    });
    await expect(run).rejects.toThrow(ContentSchemaError);
    await expect(run).rejects.toThrow(
      'CONTENT_STRICT=true and 2 blogPost entry parts do not fit the schema:\nChanged blogPost entry "post-no-slug": field "slug": missing; the address is the entry id\nChanged blogPost entry "post-unpublished-image": field "featuredImage": links to an asset that is unpublished, missing or has no file',
    );
  });

  it('turns a single pdfFile link into a list and drops unpublished files from a list', async () => {
    const { entries, warnings } = await load('currentAffairsPdf', CurrentAffairsPdfSchema);
    expect(data(entries, 'pdf-single').pdfFile.map((a: { url: string }) => a.url)).toEqual([
      'https://assets.ctfassets.net/space/pdf-march/ghi/march.pdf',
    ]);
    expect(data(entries, 'pdf-single').thumbnail.url).toBe(
      'https://images.ctfassets.net/space/img-cover/def/cover.png',
    );
    expect(data(entries, 'pdf-list').pdfFile.map((a: { url: string }) => a.url)).toEqual([
      'https://assets.ctfassets.net/space/pdf-march/ghi/march.pdf',
      '/demo-assets/march-2.pdf',
    ]);
    expect(warnings).toEqual([
      expect.stringContaining(
        '"pdf-list" ("March 2025 in two parts") is kept with changes: field "pdfFile": links to an asset',
      ),
    ]);
  });

  it('reads mains answers, UPSC quizzes and APPSC/TGPSC quizzes', async () => {
    const mains = data((await load('mainsAnswerWriting', MainsAnswerSchema)).entries, 'mains-1');
    expect(mains.sourceUrl).toEqual(['https://gstcouncil.gov.in', 'https://pib.gov.in/release']);
    expect(mains.question.nodeType).toBe('document');
    const quiz = data((await load('quiz', QuizSchema)).entries, 'quiz-1');
    expect(quiz.questions[1]).toEqual({
      question: 'Which map shows forest cover?',
      questionImage: 'https://images.ctfassets.net/space/q/map.png',
      correctAnswer: 0,
      options: [{ text: 'Map A' }, { imageUrl: 'https://images.ctfassets.net/space/q/b.png', imageAlt: 'Map B' }],
    });
    expect(quiz.year).toBeNull();
    const caq = data((await load('currentAffairsQuiz', CurrentAffairsQuizSchema)).entries, 'caq-1');
    expect(caq).toMatchObject({
      exam: 'appsc',
      quizType: 'Daily',
      questions: [{ options: ['Amaravati', 'Hyderabad'], correctAnswer: 0 }],
    });
  });

  it('parses nothing again on a rebuild with the cache, and removes what left the snapshot', async () => {
    const path = copyFixture();
    const state = { entries: new Map<string, StoredEntry>(), meta: new Map<string, string>() };
    await load('blogPost', BlogPostSchema, path, state);
    const again = await load('blogPost', BlogPostSchema, path, state);
    expect(again.parsed()).toBe(0);
    expect(again.warnings).toEqual([]); // said once; the report keeps saying it (see the report tests)

    const snapshot = JSON.parse(readFileSync(path, 'utf8'));
    snapshot.entries = snapshot.entries.filter((e: { sys: { id: string } }) => e.sys.id !== 'post-forest');
    snapshot.entries.find((e: { sys: { id: string } }) => e.sys.id === 'post-unpublished-image').fields.title['en-US'] =
      'Edited title';
    writeFileSync(path, JSON.stringify(snapshot));
    const third = await load('blogPost', BlogPostSchema, path, state);
    // the edited entry and the one whose rich-text link to post-forest lost its target, in both its locales
    expect(third.parsed()).toBe(3);
    expect(state.entries.has('post-forest')).toBe(false);
    expect(data(state.entries, 'post-unpublished-image').title).toBe('Edited title');
    expect(data(state.entries, 'post-repo').content.content[0].content[1].data.target).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'post-forest' },
    });
  });

  it('parses everything again when the schema changed since the cached build', async () => {
    const state = { entries: new Map<string, StoredEntry>(), meta: new Map<string, string>() };
    await load('blogPost', BlogPostSchema, FIXTURE, state);
    const changed = BlogPostSchema.extend({ readingMinutes: z.number().default(3).describe('Minutes to read.') });
    const again = await load('blogPost', changed, FIXTURE, state);
    expect(again.parsed()).toBe(5); // three stored entries, the misfit and the Telugu copy
    expect(data(state.entries, 'post-repo').readingMinutes).toBe(3);
  });

  it('fails with a clear message when the demo snapshot is missing', async () => {
    const fake = fakeContext('blogPost', BlogPostSchema);
    (fake.ctx.config as { root: URL }).root = new URL('file:///nonexistent-project/');
    const run = loadCollection(fake.ctx, { contentType: 'blogPost', schema: BlogPostSchema, env: {} });
    await expect(run).rejects.toThrow(ContentSnapshotError);
    await expect(run).rejects.toThrow(
      'Content snapshot src/content/demo/space.json could not be read (no such file). The demo snapshot ships with the repo: restore it, or set CONTENT_SNAPSHOT to an export file, or CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN for the live space.',
    );
  });

  it.each([
    ['not JSON', '{', /is not valid JSON/],
    ['no entries list', '{"items": []}', /has no "entries" list, so it is not a space export/],
  ])('rejects a snapshot that is %s', async (_, text, message) => {
    const path = copyFixture();
    writeFileSync(path, text);
    const fake = fakeContext('blogPost', BlogPostSchema);
    await expect(
      loadCollection(fake.ctx, { contentType: 'blogPost', schema: BlogPostSchema, env: env(path) }),
    ).rejects.toThrow(message);
  });
});

describe('addresses and problems across builds (tests/fixtures/contentful/tolerance.json)', () => {
  const TOLERANCE = resolve('tests/fixtures/contentful/tolerance.json');

  it('moves the later of two entries with one slug to its id, and back when the other goes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cf-tolerance-'));
    const path = join(dir, 'space.json');
    cpSync(TOLERANCE, path);
    const state = { entries: new Map<string, StoredEntry>(), meta: new Map<string, string>() };
    await load('blogPost', BlogPostSchema, path, state);
    expect(data(state.entries, 'twin-early').slug).toBe('repo-rate');
    expect(data(state.entries, 'twin-late').slug).toBe('twin-late');
    const records = () => JSON.parse(state.meta.get('problems')!) as Record<string, { problems: { field: string }[] }>;
    expect(records()['twin-late'].problems.map((p) => p.field)).toEqual(['slug']);

    const again = await load('blogPost', BlogPostSchema, path, state);
    // Unchanged entries are not parsed (or warned about) again; the left-out one and the moved one are.
    expect(again.parsed()).toBe(2);
    expect(Object.keys(records()).sort()).toEqual([
      'ist-midnight',
      'messy-slug',
      'no-slug',
      'no-title',
      'twin-late',
      'wrong-date',
    ]);

    const snapshot = JSON.parse(readFileSync(path, 'utf8'));
    snapshot.entries = snapshot.entries.filter((e: { sys: { id: string } }) => e.sys.id !== 'twin-early');
    writeFileSync(path, JSON.stringify(snapshot));
    await load('blogPost', BlogPostSchema, path, state);
    expect(data(state.entries, 'twin-late').slug).toBe('repo-rate');
    expect(records()['twin-late']).toBeUndefined();
  });
});

describe('a real-world-shaped export', () => {
  const en = (value: unknown) => ({ 'en-US': value });
  const sys = (id: string, contentType: string, published = true) => ({
    id,
    type: 'Entry',
    contentType: { sys: { id: contentType } },
    ...(published && { publishedVersion: 3 }),
  });
  const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });
  const snapshot = {
    contentTypes: [{ sys: { id: 'category' }, displayField: 'heading' }],
    locales: [{ code: 'en-US', default: true }],
    entries: [
      {
        sys: sys('post', 'blogPost'),
        fields: {
          title: en('Budget 2025'),
          slug: en('budget-2025'),
          page: en(['upsc']),
          author: en(link('Entry', 'person')),
          category: en(link('Entry', 'cat')),
          tags: en([link('Entry', 'tag'), link('Entry', 'tag-draft')]),
          body: en({ nodeType: 'document', data: {}, content: [] }),
        },
      },
      { sys: sys('draft-post', 'blogPost', false), fields: { title: en('Never published'), slug: en('never') } },
      { sys: sys('person', 'person'), fields: { name: en('Asha Rao'), title: en('Senior editor') } },
      { sys: sys('cat', 'category'), fields: { heading: en('Economy') } },
      { sys: sys('tag', 'tag'), fields: { label: en('Budget') } },
      { sys: sys('tag-draft', 'tag', false), fields: { label: en('Fiscal') } },
    ],
    assets: [],
  };

  async function loadExport(extra: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'cf-export-'));
    const path = join(dir, 'export.json');
    writeFileSync(path, JSON.stringify(snapshot));
    resetContentReport();
    const fake = await load('blogPost', BlogPostSchema, path, {}, extra);
    return { ...fake, report: collectReport() };
  }

  it('reads author, category and tags links as the labels of their entries (name, label, display field)', async () => {
    const { entries } = await loadExport();
    expect(data(entries, 'post')).toMatchObject({ author: 'Asha Rao', category: 'Economy', tags: ['Budget'] });
  });

  it('leaves drafts out of a public build and counts them; an editor preview shows them', async () => {
    const { entries, report } = await loadExport();
    expect([...entries.keys()]).toEqual(['post']);
    const blog = report.collections[0];
    expect(blog).toMatchObject({ received: 2, shown: 1, drafts: 1, referencesFollowed: 3, referencesUnresolved: 1 });
    expect(blog.rows.map((r) => `${r.kind} ${r.id} ${r.field}: ${r.reason}`)).toEqual([
      'field dropped post tags: links to an entry that is unpublished, missing or has no file',
      'draft draft-post (entry): draft, not published',
    ]);
    expect(blog.unusedFields).toEqual([
      {
        field: 'body',
        entries: 1,
        note: 'not shown on the site; rename it to content if it is the body of the article',
      },
    ]);
    const preview = await loadExport({ CONTENTFUL_PREVIEW: 'true' });
    expect([...preview.entries.keys()].sort()).toEqual(['draft-post', 'post']);
    expect(data(preview.entries, 'post').tags).toEqual(['Budget', 'Fiscal']);
  });

  it('counts every entry read and every draft as the build log does, the other content types among them', async () => {
    const { infos, report } = await loadExport();
    expect(infos[0]).toMatch(/^Read 4 entries \(2 drafts left out\) and 0 assets from /);
    expect(report.totals).toMatchObject({ received: 6, drafts: 2, shown: 1, linked: 3, notUsed: 0 });
    expect(report.otherTypes.map((o) => `${o.contentType} ${o.received} ${o.drafts}: ${o.note}`)).toEqual([
      "category 1 0: read through links: the site's entries link to 1 of its 1 entry",
      "person 1 0: read through links: the site's entries link to 1 of its 1 entry",
      "tag 2 1: read through links: the site's entries link to 1 of its 1 entry",
    ]);
  });

  it('reads a content type as the site’s with CONTENT_TYPE_MAP, and says a malformed map is one', async () => {
    const article = {
      ...snapshot,
      entries: snapshot.entries.map((e) => (e.sys.id === 'post' ? { ...e, sys: sys('post', 'article') } : e)),
    };
    const dir = mkdtempSync(join(tmpdir(), 'cf-map-'));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(article));
    resetContentReport();
    const unmapped = await load('blogPost', BlogPostSchema, join(dir, 'export.json'));
    expect(unmapped.entries.size).toBe(0);
    expect(collectReport().otherTypes.find((o) => o.contentType === 'article')?.notUsed).toBe(1);
    resetContentReport();
    const mapped = await load(
      'blogPost',
      BlogPostSchema,
      join(dir, 'export.json'),
      {},
      { CONTENT_TYPE_MAP: 'article:blogPost' },
    );
    expect(data(mapped.entries, 'post')).toMatchObject({ title: 'Budget 2025', author: 'Asha Rao' });
    expect(collectReport().typeMap).toEqual({ article: 'blogPost' });
    await expect(
      load('blogPost', BlogPostSchema, join(dir, 'export.json'), {}, { CONTENT_TYPE_MAP: 'article=blogPost' }),
    ).rejects.toThrow(
      'CONTENT_TYPE_MAP must be pairs of content type ids like post:blogPost, separated by commas; got "article=blogPost".',
    );
  });
});
