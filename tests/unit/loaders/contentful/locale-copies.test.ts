/**
 * Entries in other locales: the loader stores `te-IN/<id>` beside `<id>` for each entry with a title
 * (a mains answer without one: a question) of its own in te-IN, its fields and links read through
 * te-IN's fallback chain; addresses are settled per locale; the report names each row's locale.
 * A locale the site has no pages in (hi-IN) is counted, not stored; a space whose Telugu locale is
 * `te` has it built with CONTENT_LOCALE_TE=te. From a snapshot file (a full read), live from the
 * fake Contentful (deltas), and on the preview server (the live loader).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCollection } from '@/loaders/contentful';
import { contentfulLiveLoader } from '@/loaders/contentful/live-loader';
import { collectReport, reportMarkdown, resetContentReport, summaryLine } from '@/loaders/contentful/report';
import { BlogPostSchema } from '@/schemas/blog-post';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { startFakeContentful } from '../../../support/fake-contentful.mjs';
import { fakeContext, type StoredEntry } from './fake-context';

const link = (linkType: 'Asset' | 'Entry', id: string) => ({ sys: { type: 'Link', linkType, id } });
const sys = (id: string, contentType: string, createdAt = '2026-10-01T00:00:00Z') => ({
  id,
  type: 'Entry',
  contentType: { sys: { id: contentType } },
  createdAt,
  publishedVersion: 2,
});
const doc = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});

/** A space with en-US, te-IN (falling back to en-US) and hi-IN (no fallback). */
const space = () => ({
  locales: [
    { code: 'en-US', default: true, fallbackCode: null },
    { code: 'te-IN', default: false, fallbackCode: 'en-US' },
    { code: 'hi-IN', default: false, fallbackCode: null },
  ],
  contentTypes: [],
  assets: [
    {
      sys: { id: 'img', type: 'Asset', publishedVersion: 1 },
      fields: {
        title: { 'en-US': 'RBI building', 'te-IN': 'ఆర్బీఐ భవనం' },
        description: { 'en-US': 'The RBI building in Mumbai' },
        file: { 'en-US': { url: '//images.ctfassets.net/s/img/rbi.jpg', contentType: 'image/jpeg' } },
      },
    },
  ],
  entries: [
    { sys: sys('tag', 'tag'), fields: { name: { 'en-US': 'Economy', 'te-IN': 'ఆర్థిక వ్యవస్థ' } } },
    {
      sys: sys('post-a', 'blogPost', '2026-10-01T00:00:00Z'),
      fields: {
        title: { 'en-US': 'Repo rate', 'te-IN': 'రెపో రేటు', 'hi-IN': 'रेपो दर' },
        slug: { 'en-US': 'repo-rate', 'te-IN': 'shared' },
        summary: { 'en-US': 'In English only' },
        page: { 'en-US': ['upsc'] },
        featuredImage: { 'en-US': link('Asset', 'img') },
        tags: { 'en-US': [link('Entry', 'tag')] },
      },
    },
    {
      sys: sys('post-english', 'blogPost', '2026-10-02T00:00:00Z'),
      fields: { title: { 'en-US': 'English only', 'te-IN': '  ' }, slug: { 'en-US': 'shared' } },
    },
    {
      sys: sys('post-late', 'blogPost', '2026-10-03T00:00:00Z'),
      fields: {
        title: { 'en-US': 'Late', 'te-IN': 'ఆలస్యం' },
        slug: { 'en-US': 'late', 'te-IN': 'shared' },
        featuredImage: { 'en-US': link('Asset', 'img'), 'te-IN': link('Asset', 'gone') },
      },
    },
    {
      sys: sys('mains-question', 'mainsAnswerWriting'),
      fields: { question: { 'en-US': doc('Discuss.'), 'te-IN': doc('చర్చించండి.') } },
    },
    {
      sys: sys('mains-titled', 'mainsAnswerWriting'),
      fields: { title: { 'en-US': 'Titled' }, question: { 'en-US': doc('Q'), 'te-IN': doc('ప్ర') } },
    },
  ],
});

const data = (entries: Map<string, StoredEntry>, id: string) => entries.get(id)?.data as Record<string, any>;

describe('entries in other locales, from a snapshot file', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'cf-locales-')), 'space.json');
  writeFileSync(path, JSON.stringify(space()));

  async function load(
    contentType: string,
    schema: typeof BlogPostSchema | typeof MainsAnswerSchema,
    file = path,
    env: Record<string, string> = {},
  ) {
    const fake = fakeContext(contentType, schema);
    await loadCollection(fake.ctx, { contentType, schema, env: { CONTENT_SNAPSHOT: file, ...env } });
    return fake;
  }

  it.each([
    ['blogPost', ['post-a', 'post-english', 'post-late', 'te-IN/post-a', 'te-IN/post-late']],
    ['mainsAnswerWriting', ['mains-question', 'mains-titled', 'te-IN/mains-question']],
  ])('makes a copy only where the page-naming field has a value of its own: %s', async (type, ids) => {
    const { entries } = await load(type, type === 'blogPost' ? BlogPostSchema : MainsAnswerSchema);
    expect([...entries.keys()].sort()).toEqual(ids);
  });

  it('keeps the default-locale entry as it was', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'post-a')).toMatchObject({
      title: 'Repo rate',
      slug: 'repo-rate',
      summary: 'In English only',
      tags: ['Economy'],
      featuredImage: { title: 'RBI building', description: 'The RBI building in Mumbai' },
    });
  });

  it('reads a copy through its fallback chain, links resolved in its locale', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'te-IN/post-a')).toMatchObject({
      title: 'రెపో రేటు',
      summary: 'In English only', // falls back to en-US
      page: ['upsc'],
      tags: ['ఆర్థిక వ్యవస్థ'], // the tag's own Telugu name
      featuredImage: {
        url: 'https://images.ctfassets.net/s/img/rbi.jpg',
        title: 'ఆర్బీఐ భవనం',
        description: 'The RBI building in Mumbai',
      },
    });
    // hi-IN: the site has no Hindi pages, so its title is counted, not stored
    expect(entries.has('hi-IN/post-a')).toBe(false);
  });

  it('builds the Telugu pages from a space whose Telugu locale is `te` with CONTENT_LOCALE_TE=te', async () => {
    const te = JSON.parse(JSON.stringify(space()).replaceAll('"te-IN"', '"te"'));
    const file = join(mkdtempSync(join(tmpdir(), 'cf-locales-te-')), 'space.json');
    writeFileSync(file, JSON.stringify(te));
    resetContentReport();
    const without = await load('blogPost', BlogPostSchema, file);
    expect([...without.entries.keys()].filter((id) => id.includes('/'))).toEqual([]);
    expect(collectReport().otherLocales.map((l) => `${l.code}: ${l.note}`)).toEqual([
      'hi-IN: 1 entry with a title of its own, no pages in this language: the site builds English and Telugu (te-IN; set CONTENT_LOCALE_TE=te if your space calls it te)',
      'te: 2 entries with a title of their own, no pages in this language: set CONTENT_LOCALE_TE=te to build them as the Telugu pages',
    ]);
    resetContentReport();
    const { entries } = await load('blogPost', BlogPostSchema, file, { CONTENT_LOCALE_TE: 'te' });
    expect(data(entries, 'te-IN/post-a')).toMatchObject({ title: 'రెపో రేటు', tags: ['ఆర్థిక వ్యవస్థ'] });
    const report = collectReport();
    expect(report.totals.pages).toEqual({ te: 2 });
    expect(report.otherLocales.map((l) => l.code)).toEqual(['hi-IN']);
    // Rows name the space's locale: the one the editor switches the entry editor to.
    expect(report.collections[0].rows.filter((r) => r.locale === 'te').map((r) => r.field)).toEqual([
      'featuredImage',
      'slug',
    ]);
  });

  it('settles addresses per locale: a copy competes only with copies of its locale', async () => {
    const { entries } = await load('blogPost', BlogPostSchema);
    expect(data(entries, 'post-english').slug).toBe('shared'); // English: nobody else asks for it
    expect(data(entries, 'te-IN/post-a').slug).toBe('shared'); // Telugu: the earlier of two
    expect(data(entries, 'te-IN/post-late').slug).toBe('post-late');
  });

  it('reports a copy’s problems with its locale, and counts each locale’s pages', async () => {
    resetContentReport();
    await load('blogPost', BlogPostSchema);
    await load('mainsAnswerWriting', MainsAnswerSchema);
    const report = collectReport();
    const rows = report.collections.flatMap((c) =>
      c.rows.map((r) => `${r.contentType} ${r.id} ${r.locale} ${r.field}: ${r.reason}`),
    );
    expect(rows).toEqual([
      'blogPost post-late te-IN featuredImage: links to an asset that is unpublished, missing or has no file',
      'blogPost post-late te-IN slug: the address is taken by entry "post-a" ("రెపో రేటు"); this entry\'s address is its id',
    ]);
    expect(report.totals.shown).toBe(5);
    expect(report.totals.pages).toEqual({ 'te-IN': 3 });
    expect(report.otherLocales).toMatchObject([{ code: 'hi-IN', entries: 1, types: { blogPost: 1 } }]);
    const md = reportMarkdown(report);
    expect(md).toContain('| Warnings | References followed | Unresolved | Pages in te-IN |');
    expect(md).toMatch(/^\| blogPost \|( \d+ \|){12} 2 \|$/m);
    expect(md).toContain('| blogPost | post-late | te-IN | ఆలస్యం | featuredImage | asset gone |');
    expect(md).toContain('| hi-IN | 1 | blogPost 1 |');
    expect(summaryLine(report)).toBe(
      'Content: 5 entries shown and 3 in te-IN (blogPost 2, mainsAnswerWriting 1), 0 in no section, 0 left out, 0 drafts not published, 1 entry read through links (tag 1), 1 entry in languages the site has no pages in (hi-IN 1), 1 field dropped, 1 address changed, 0 unused fields, 5 references followed (1 unresolved) — see content-report.md',
    );
  });
});

describe('entries in other locales, live (deltas)', () => {
  type Fake = Awaited<ReturnType<typeof startFakeContentful>>;
  let cf: Fake;
  const state = () => ({ entries: new Map<string, StoredEntry>(), meta: new Map<string, string>() });
  let cache: ReturnType<typeof state>;

  beforeEach(async () => {
    cf = await startFakeContentful({ snapshot: space() });
    cache = state();
  });
  afterEach(() => cf.close());

  const build = async () => {
    const fake = fakeContext('blogPost', BlogPostSchema, cache);
    const env = {
      CONTENTFUL_SPACE_ID: cf.space,
      CONTENTFUL_ACCESS_TOKEN: cf.accessToken,
      CONTENTFUL_HOST: cf.host,
      CONTENTFUL_INSECURE: 'true',
    };
    await loadCollection(fake.ctx, { contentType: 'blogPost', schema: BlogPostSchema, env });
    return fake;
  };
  const ids = () => [...cache.entries.keys()].sort();

  it('removes every copy of a deleted entry', async () => {
    await build();
    cf.remove('post-a');
    await build();
    expect(ids()).toEqual(['post-english', 'post-late', 'te-IN/post-late']);
  });

  it('makes a copy when a title is translated, and drops it when the translation goes', async () => {
    await build();
    cf.edit({ id: 'post-english', fields: { title: 'ఇంగ్లిష్ మాత్రమే కాదు' }, locale: 'te-IN' });
    await build();
    expect(data(cache.entries, 'te-IN/post-english').title).toBe('ఇంగ్లిష్ మాత్రమే కాదు');
    cf.edit({ id: 'post-english', fields: { title: null }, locale: 'te-IN' });
    await build();
    expect(cache.entries.has('te-IN/post-english')).toBe(false);
  });

  it('re-renders every copy of an unchanged entry whose asset or linked entry changed', async () => {
    await build();
    cf.edit({ id: 'img', type: 'Asset', fields: { title: 'కొత్త శీర్షిక' }, locale: 'te-IN' });
    cf.edit({ id: 'tag', fields: { name: 'Economics' } });
    const fake = await build();
    expect(data(cache.entries, 'te-IN/post-a').featuredImage.title).toBe('కొత్త శీర్షిక');
    expect(data(cache.entries, 'post-a').featuredImage.title).toBe('RBI building');
    expect(data(cache.entries, 'post-a').tags).toEqual(['Economics']);
    expect(data(cache.entries, 'te-IN/post-a').tags).toEqual(['ఆర్థిక వ్యవస్థ']);
    expect(fake.infos.join('\n')).toMatch(/Synced changes/);
  });
});

describe('entries in other locales, on the preview server (live loader)', () => {
  let cf: Awaited<ReturnType<typeof startFakeContentful>>;
  const loader = () =>
    contentfulLiveLoader({
      contentType: 'blogPost',
      schema: BlogPostSchema,
      siteTypes: new Set(['blogPost', 'mainsAnswerWriting']),
      env: {
        CONTENTFUL_SPACE_ID: cf.space,
        CONTENTFUL_PREVIEW_TOKEN: cf.accessToken,
        CONTENTFUL_HOST: cf.host,
        CONTENTFUL_INSECURE: 'true',
      },
    });
  type Listed = { entries?: { id: string; data: Record<string, any> }[]; error?: Error };
  const list = async (filter: { fresh?: string; reload?: boolean }) =>
    (await loader().loadCollection({ filter } as never)) as Listed;

  beforeAll(async () => {
    cf = await startFakeContentful({ snapshot: space() });
  });
  afterAll(() => cf.close());

  it('lists the copies as the build stores them, addresses settled per locale', async () => {
    const { entries, error } = await list({ reload: true });
    expect(error).toBeUndefined();
    const slugs = Object.fromEntries(entries!.map((e) => [e.id, e.data.slug]));
    expect(slugs).toEqual({
      'post-a': 'repo-rate',
      'post-english': 'shared',
      'post-late': 'late',
      'te-IN/post-a': 'shared',
      'te-IN/post-late': 'post-late',
    });
    expect(entries!.find((e) => e.id === 'te-IN/post-a')!.data).toMatchObject({
      title: 'రెపో రేటు',
      summary: 'In English only',
      tags: ['ఆర్థిక వ్యవస్థ'],
      featuredImage: { title: 'ఆర్బీఐ భవనం' },
    });
  });

  it('reads an entry afresh in every locale, by its id or its copy’s', async () => {
    cf.edit({ id: 'post-a', fields: { title: 'రెపో రేటు యథాతథం' }, locale: 'te-IN' });
    const { entries } = await list({ fresh: 'te-IN/post-a' });
    expect(entries!.find((e) => e.id === 'te-IN/post-a')!.data.title).toBe('రెపో రేటు యథాతథం');
    expect(entries!.filter((e) => e.id.endsWith('/post-a') || e.id === 'post-a')).toHaveLength(2);
    const one = (await loader().loadEntry({ filter: { id: 'te-IN/post-a' } } as never)) as { id: string };
    expect(one.id).toBe('te-IN/post-a');
  });
});
