/**
 * Every reason and note the content report gives, made the way the loader makes it, and the row of
 * docs/editors.md ("What each reason and note means") that tells an editor how to fix it: a reason
 * the docs do not explain is a hint that leads nowhere.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitEntry, loadCollection } from '@/loaders/contentful';
import { oversizedPictures, siteType, tolerate, unusedFieldNote, type Tolerated } from '@/loaders/contentful/problems';
import { collectReport, recordCollection, recordSpace, resetContentReport } from '@/loaders/contentful/report';
import { whyInNoSection } from '@/lib/content/sections';
import { BlogPostSchema } from '@/schemas/blog-post';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';
import { fakeContext } from './fake-context';

/** What tolerating an entry reported, whether it kept the entry or left it out. */
const problemsOf = (t: Tolerated) => ('problems' in t ? t.problems : t.leftOut);

/** The first cells of the reasons table in docs/editors.md, as patterns (`…` stands for a value). */
const explained = (() => {
  const docs = readFileSync('docs/editors.md', 'utf8');
  const table = docs.slice(docs.indexOf('| reason in the report'));
  const cells = [...table.matchAll(/^\| (.+?) +\|/gm)].map((m) => m[1]).slice(2);
  return cells.map(
    (cell) =>
      new RegExp(
        `^${cell
          .replace(/`/g, '')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/…/g, '.+')}$`,
      ),
  );
})();

/** Whether docs/editors.md explains a reason (one about a part of a quiz question names the part first: "options: …"). */
const isExplained = (reason: string) =>
  explained.some((pattern) => pattern.test(reason) || pattern.test(reason.replace(/^[\w.[\]]+: /, '')));

const post = { title: 'An article', slug: 'an-article' };
const fitted = async (schema: Parameters<typeof fitEntry>[0], data: Record<string, unknown>, id = 'e1') => {
  const fit = await fitEntry(schema, id, data, [], async (input) => schema.parse(input) as Record<string, unknown>);
  return 'leftOut' in fit ? fit.leftOut : fit.problems;
};
const reasons = (problems: { reason: string }[]) => problems.map((p) => p.reason);
const doc = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});
const link = (linkType: 'Asset' | 'Entry', id: string) => ({ sys: { type: 'Link', linkType, id } });
const entry = (id: string, contentType: string, fields: Record<string, unknown>, published = true) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: contentType } },
    createdAt: `2026-10-0${id.length % 9}T00:00:00Z`,
    ...(published && { publishedVersion: 1 }),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
});

/** The rows a file build of one blogPost collection gives for a space with links that lead nowhere, too deep or to nothing to show. */
async function linkReasons(): Promise<string[]> {
  const space = {
    locales: [{ code: 'en-US', default: true }],
    assets: [],
    entries: [
      entry('nolabel', 'note', { body: 'no name' }),
      entry('group', 'group', { logo: link('Asset', 'logo') }),
      entry('company', 'company', { name: 'Acme', group: link('Entry', 'group') }),
      entry('person', 'person', { name: 'Meera', company: link('Entry', 'company') }),
      entry('first', 'blogPost', { ...post, page: ['upsc'] }),
      entry('second', 'blogPost', {
        ...post,
        page: ['upsc'],
        featuredImage: link('Asset', 'gone'),
        tags: [link('Entry', 'gone-tag'), link('Entry', 'nolabel')],
        author: link('Entry', 'person'),
        content: {
          nodeType: 'document',
          data: {},
          content: [{ nodeType: 'embedded-entry-block', data: { target: link('Entry', 'nolabel') }, content: [] }],
        },
      }),
      entry('draft', 'blogPost', post, false),
    ],
  };
  const path = join(mkdtempSync(join(tmpdir(), 'cf-reasons-')), 'space.json');
  writeFileSync(path, JSON.stringify(space));
  resetContentReport();
  const fake = fakeContext('blogPost', BlogPostSchema);
  await loadCollection(fake.ctx, { contentType: 'blogPost', schema: BlogPostSchema, env: { CONTENT_SNAPSHOT: path } });
  return collectReport().collections[0].rows.map((r) => r.reason);
}

/** The notes of the report's tables of unused fields, other content types and other languages. */
function notes(): string[] {
  resetContentReport();
  recordSpace({
    types: {
      post: { entries: 2, drafts: 0, fields: ['title', 'slug', 'body'] },
      recipe: { entries: 1, drafts: 0, fields: ['title', 'calories'] },
      tag: { entries: 1, drafts: 0, fields: ['name'] },
      blogpost: { entries: 1, drafts: 0, fields: ['title'] },
    },
    telugu: 'te-IN',
    typeMap: { article: 'blogpost' },
  });
  recordCollection('blogPost', 'file', {
    locale: 'en-US',
    stored: 1,
    records: {
      a: { unused: ['body', 'calories'], problems: [] },
      'es/a': { unbuilt: true, problems: [] },
      'te/a': { unbuilt: true, problems: [] },
    },
    unusedNote: unusedFieldNote(BlogPostSchema),
    linked: new Map([['t', 'tag']]),
    site: siteType('blogPost', BlogPostSchema),
  });
  const report = collectReport();
  return [
    ...report.collections[0].unusedFields.map((u) => u.note),
    ...report.otherTypes.map((o) => o.note),
    ...report.otherLocales.map((l) => l.note),
  ];
}

const question = (q: Record<string, unknown>) => ({ ...post, questions: [q] });

/** Each reason, and how the loader comes to give it. */
const CASES: [string, () => Promise<string[]> | string[], string[]][] = [
  [
    'an article without a title',
    () => fitted(BlogPostSchema, { slug: 'x' }).then(reasons),
    ['missing; the entry cannot have a page without it'],
  ],
  [
    'a mains answer with neither title nor question',
    () => fitted(MainsAnswerSchema, {}).then(reasons),
    ['needs a title or a question; the entry cannot have a page without it'],
  ],
  [
    'a title that is only spaces',
    () => fitted(BlogPostSchema, { ...post, title: '  ' }).then(reasons),
    ['empty; the entry cannot have a page without it'],
  ],
  ['an empty tag', () => fitted(BlogPostSchema, { ...post, tags: ['a', ' '] }).then(reasons), ['empty']],
  [
    'a date that is no date',
    () => fitted(BlogPostSchema, { ...post, publishDate: 'soon' }).then(reasons),
    ['not a date'],
  ],
  [
    'a quiz type the site does not know',
    () => fitted(QuizSchema, { ...post, quizType: 'Weekly' }).then(reasons),
    ['not one of Daily, Monthly, Previous Years'],
  ],
  ['a number where text goes', () => fitted(BlogPostSchema, { ...post, summary: 5 }).then(reasons), ['not a string']],
  ['a text where a list goes', () => fitted(QuizSchema, { ...post, questions: 5 }).then(reasons), ['not an array']],
  [
    'rich text in a title-like field',
    () => fitted(BlogPostSchema, { ...post, author: doc('Meera') }).then(reasons),
    ['rich text where the site expects plain text'],
  ],
  [
    'a source that is no web address',
    () => fitted(BlogPostSchema, { ...post, sourceUrl: 'ftp://x' }).then(reasons),
    ['must be a web address starting with https:// or http://'],
  ],
  [
    'a picture address that cannot be opened',
    () => fitted(BlogPostSchema, { ...post, featuredImage: 'pictures/x.jpg' }).then(reasons),
    ['must be a web address or a path starting with /'],
  ],
  [
    'links that lead nowhere, too deep, or to nothing to show; a draft; a slug taken',
    linkReasons,
    [
      'links to an asset that is unpublished, missing or has no file',
      'links to an entry that is unpublished, missing or has no file',
      'deeper than 3 levels: not followed',
      'embeds an entry with no name, title or label, so nothing is shown for it',
      'links to an entry with no name, title or label',
      'the address is taken by entry "first" ("An article"); this entry\'s address is its id',
      'draft, not published',
    ],
  ],
  [
    'HTML in a Markdown body',
    () => fitted(BlogPostSchema, { ...post, content: 'Text <iframe src="x"></iframe>' }).then(reasons),
    ['HTML inside Markdown is not shown; write it as Markdown'],
  ],
  [
    'an article whose text is only in its description',
    () => fitted(BlogPostSchema, { ...post, description: 'The whole article.' }).then(reasons),
    ['used as the article text, as content is empty'],
  ],
  [
    'an article with a description and a text but no summary',
    () => fitted(BlogPostSchema, { ...post, description: 'Lead.', content: 'Text.' }).then(reasons),
    ['used as the summary, as summary is empty'],
  ],
  [
    'a big picture on another host',
    () =>
      reasons(
        oversizedPictures({
          featuredImage: { url: 'https://x.example/a.jpg', contentType: 'image/jpeg', size: 3_100_000 },
        }),
      ),
    [
      'a 3.1 MB picture on a host that cannot resize it is used as it is; upload it to Contentful or make it smaller than 200 KB',
    ],
  ],
  [
    'a quiz question with one option, one whose answer key points past its options, one with an empty option',
    () =>
      reasons([
        ...problemsOf(tolerate(QuizSchema, question({ question: 'Q', options: ['A'] }))),
        ...problemsOf(tolerate(QuizSchema, question({ question: 'Q', options: ['A', 'B'], correctAnswer: 2 }))),
        ...problemsOf(tolerate(QuizSchema, question({ question: 'Q', options: ['A', { text: '' }] }))),
      ] as { reason: string }[]),
    [
      'options: fewer than 2 items',
      'correctAnswer: correctAnswer points past the last option',
      'options.1: an option needs a text or an imageUrl',
    ],
  ],
  [
    'slugs: none, untidy, nothing usable',
    async () =>
      reasons([
        ...(await fitted(BlogPostSchema, { title: 'T' })),
        ...(await fitted(BlogPostSchema, { title: 'T', slug: 'Monsoon Session!' })),
        ...(await fitted(BlogPostSchema, { title: 'T', slug: 'తెలుగు' })),
      ]),
    [
      'missing; the address is the entry id',
      'not fit for an address; the address is "monsoon-session"',
      'nothing in it is fit for an address; the address is the entry id',
    ],
  ],
  [
    'entries in no section',
    () =>
      [
        whyInNoSection('blogPost', { page: [] }),
        whyInNoSection('quiz', { page: ['appsc'], status: 'Published' }),
        whyInNoSection('quiz', { page: ['upsc'], status: 'Draft' }),
        whyInNoSection('currentAffairsQuiz', { exam: 'upsc' }),
      ].map((why) => why!.reason),
    [
      'names no exam ("upsc", "appsc", "tgpsc") and the category is not current affairs: no page shows it',
      'has no "upsc": no quiz list shows it',
      'not "Published": the quiz is hidden',
      'not "appsc" or "tgpsc": no quiz list shows it',
    ],
  ],
  [
    'the notes on unused fields, other content types and other languages',
    notes,
    [
      'not shown on the site; rename it to content if it is the body of the article',
      'not shown on the site',
      'CONTENT_TYPE_MAP reads entries as blogpost, which is not a content type the site reads (blogPost)',
      'looks like a current affairs article: rename the type to blogPost, or set CONTENT_TYPE_MAP=post:blogPost',
      'not used by the site: no page shows its entries and no entry the site shows links to them',
      "read through links: the site's entries link to 1 of its 1 entry",
      '1 entry with a title of its own, no pages in this language: the site builds English and Telugu (te-IN; set CONTENT_LOCALE_TE=te if your space calls it te)',
      '1 entry with a title of its own, no pages in this language: set CONTENT_LOCALE_TE=te to build them as the Telugu pages',
    ],
  ],
];

describe('every reason the content report gives leads somewhere', () => {
  it.each(CASES)('%s', async (_, make, expected) => {
    const made = await make();
    expect(made).toEqual(expected);
    expect(made.filter((reason) => !isExplained(reason))).toEqual([]);
  });

  it('reads the docs table (a reason the docs do not have is not explained)', () => {
    expect(explained.length).toBeGreaterThan(30);
    expect(isExplained('a reason nobody wrote down')).toBe(false);
  });
});
