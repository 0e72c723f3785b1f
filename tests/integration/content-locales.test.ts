/**
 * Content in two locales through real `astro build`s of the loader's fixture site
 * (tests/fixtures/contentful/site), which prints the English entries and the Telugu copies as the
 * site's language filter reads them. First the demo space from its file: its Telugu texts
 * (scripts/demo-content/data/te-IN/) make exactly 31 articles, 4 mains answers, 3 quizzes and 2 PDFs,
 * and the English entries are the ones an English-only loader stored. Then a real-space-shaped
 * export (tests/fixtures/contentful/references.json) given a te-IN locale with no fallback, served
 * live by the fake Contentful: a Telugu copy has only its own values, and what it lacks is reported
 * with its locale.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTestFolder, fixtureShown, liveFixtureSite } from '../support/fixture-site';
import contentReport from '../../src/integrations/content-report';
import type { ContentReport } from '../../src/loaders/contentful/report';

const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');

const work = contentTestFolder('cf-locales-');

interface Shown {
  id: string;
  title?: string;
  slug?: string;
  image?: string;
  tags?: string[];
  questions?: string[];
}
type Collections = Record<string, Shown[]>;
type Printed = Collections & { te: Collections };

const printed = (dir: string) => fixtureShown<Printed>(dir);
const readReport = (dir: string) => JSON.parse(readFileSync(join(dir, 'content-report.json'), 'utf8')) as ContentReport;
const count = (collections: Collections) =>
  Object.fromEntries(Object.entries(collections).map(([name, list]) => [name, list.length]));

describe('the demo space in two locales', () => {
  const dir = () => join(work(), 'demo');
  const demo = JSON.parse(readFileSync('src/content/demo/space.json', 'utf8')) as {
    entries: { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, object> }[];
  };

  beforeAll(async () => {
    Object.assign(process.env, { CONTENT_SNAPSHOT: resolve('src/content/demo/space.json'), CONTENT_REPORT_DIR: dir() });
    await build({
      root: resolve('tests/fixtures/contentful/site'),
      outDir: join(dir(), 'dist'),
      cacheDir: join(dir(), 'cache'),
      logLevel: 'silent',
      integrations: [contentReport()],
    });
    delete process.env.CONTENT_SNAPSHOT;
  }, 300_000);

  it('has a Telugu copy of every entry with a Telugu title: 31 articles, 4 mains answers, 3 quizzes, 2 PDFs', () => {
    const { te, ...english } = printed(dir());
    expect(count(te)).toEqual({
      blogPost: 31,
      mainsAnswerWriting: 4,
      currentAffairsPdf: 2,
      quiz: 1,
      currentAffairsQuiz: 2,
    });
    const telugu = demo.entries
      .filter((e) => 'te-IN' in ((e.fields.title ?? {}) as object))
      .map((e) => `te-IN/${e.sys.id}`);
    expect(
      Object.values(te)
        .flatMap((list) => list.map((e) => e.id))
        .sort(),
    ).toEqual(telugu.sort());
    // The English entries are every entry of the space, each once, under its own id.
    expect(
      Object.values(english)
        .flatMap((list) => list.map((e) => e.id))
        .sort(),
    ).toEqual(
      demo.entries
        .filter((e) =>
          ['blogPost', 'mainsAnswerWriting', 'currentAffairsPdf', 'quiz', 'currentAffairsQuiz'].includes(
            e.sys.contentType.sys.id,
          ),
        )
        .map((e) => e.sys.id)
        .sort(),
    );
  });

  it('gives a copy its Telugu texts and the English entry its English ones, sharing slug and picture', () => {
    const { te, blogPost } = printed(dir());
    const copy = te.blogPost.find((e) => e.slug === 'constitution-day-preamble-and-basic-structure')!;
    const english = blogPost.find((e) => `te-IN/${e.id}` === copy.id)!;
    expect(copy.title).toBe('రాజ్యాంగ దినోత్సవం: ప్రవేశిక, 42వ సవరణ, మౌలిక స్వరూప సిద్ధాంతం');
    expect(english.title).not.toMatch(/[\u0C00-\u0C7F]/);
    expect(copy.image).toBe(english.image);
    const quiz = te.currentAffairsQuiz[0];
    expect(quiz.questions?.every((q) => /[\u0C00-\u0C7F]/.test(q))).toBe(true);
  });

  it('counts the Telugu pages per content type in the report and its summary line', () => {
    const report = readReport(dir());
    expect(report.totals.pages).toEqual({ 'te-IN': 40 });
    expect(Object.fromEntries(report.collections.map((c) => [c.contentType, c.pages['te-IN']]))).toEqual({
      answerSubmission: 0, // students' answers are not localized: each is in the language it was written in
      blogPost: 31,
      currentAffairsPdf: 2,
      currentAffairsQuiz: 2,
      mainsAnswerWriting: 4,
      quiz: 1,
    });
    const md = readFileSync(join(dir(), 'content-report.md'), 'utf8');
    expect(md).toContain(
      '172 entries shown and 40 in te-IN (blogPost 31, currentAffairsPdf 2, currentAffairsQuiz 2, mainsAnswerWriting 4, quiz 1), 4 in no section',
    );
    // The demo's two deliberate problems are in English entries; no Telugu copy adds one.
    expect(report.collections.flatMap((c) => c.rows).filter((r) => r.locale !== 'en-US')).toEqual([]);
  });
});

describe('a real-space-shaped export whose te-IN locale has no fallback, live', () => {
  const te = (value: unknown) => ({ 'te-IN': value });
  /** references.json with a te-IN locale (fallbackCode null) and Telugu values on some entries. */
  function snapshot() {
    const space = JSON.parse(readFileSync('tests/fixtures/contentful/references.json', 'utf8'));
    space.locales.push({ name: 'Telugu (India)', code: 'te-IN', fallbackCode: null, default: false });
    const entry = (id: string) => space.entries.find((e: { sys: { id: string } }) => e.sys.id === id);
    const add = (id: string, fields: Record<string, unknown>) => {
      for (const [name, value] of Object.entries(fields))
        entry(id).fields[name] = { ...entry(id).fields[name], ...te(value) };
    };
    // Telugu title, slug, page and tags of its own; no picture in Telugu (an optional field missing).
    add('art-refs', {
      title: 'కేంద్ర బడ్జెట్ 2025: ఏం మారుతుంది',
      slug: 'union-budget-2025',
      page: ['upsc'],
      tags: [entry('art-refs').fields.tags['en-US'][0]],
    });
    add('tag-economy', { name: 'ఆర్థిక వ్యవస్థ' });
    // Only a Telugu title: with no fallback it has no slug and no exam in Telugu.
    add('art-other', { title: 'రుతుపవనాల అంచనా' });
    return space;
  }

  it('stores each copy with only its own values and reports what it lacks with its locale', async () => {
    const dir = join(work(), 'live');
    const site = await liveFixtureSite(snapshot(), 10, dir);
    try {
      await site.build();
      const shown = site.shown<Printed>();
      expect(shown.te.blogPost).toEqual([
        { id: 'te-IN/art-other', title: 'రుతుపవనాల అంచనా', slug: 'art-other', tags: [] },
        {
          id: 'te-IN/art-refs',
          title: 'కేంద్ర బడ్జెట్ 2025: ఏం మారుతుంది',
          slug: 'union-budget-2025',
          tags: ['ఆర్థిక వ్యవస్థ'],
        },
      ]);
      const english = shown.blogPost.find((e) => e.id === 'art-refs')!;
      expect(english).toMatchObject({ title: 'Union Budget 2025: what changes', slug: 'union-budget-2025' });
      expect(english.tags).toEqual(['Economy', 'Budget']);
      expect(english.image).toBeDefined();

      const report = readReport(dir);
      const rows = report.collections
        .flatMap((c) => c.rows)
        .filter((r) => r.locale === 'te-IN')
        .map((r) => `${r.kind}: ${r.contentType} ${r.id} ${r.field} — ${r.reason}`);
      expect(rows).toEqual([
        'no section: blogPost art-other page — names no exam ("upsc", "appsc", "tgpsc") and the category is not current affairs: no page shows it',
        'address changed: blogPost art-other slug — missing; the address is the entry id',
      ]);
      expect(report.totals.pages).toEqual({ 'te-IN': 1 });
      const md = readFileSync(join(dir, 'content-report.md'), 'utf8');
      expect(md).toMatch(
        /\| blogPost \| \[art-other\]\(https:\/\/app\.contentful\.com\/[^)]+\/entries\/art-other\) \| te-IN \| రుతుపవనాల అంచనా \| slug \|/,
      );
    } finally {
      await site.cf.close();
    }
  }, 300_000);
});
