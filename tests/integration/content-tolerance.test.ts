/**
 * Issue 9 end to end: a snapshot made for this test (tests/fixtures/contentful/tolerance.json) full
 * of entries that do not quite fit. A real `astro build` of the site from it: which pages exist,
 * what they show, what content-report.json/.md list. Then the same space served by the fake
 * Contentful to the fixture site, built twice with one content-layer cache: the rebuild (a delta
 * with no changes) reports every problem again, with links into the Contentful web app.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTestFolder, liveFixtureSite } from '../support/fixture-site';
import type { ContentReport } from '../../src/loaders/contentful/report';

const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');

const SNAPSHOT = 'tests/fixtures/contentful/tolerance.json';
const UPSC = 'courses/upsc';

/** What the report lists, one line per row, in the report's order. */
const rows = (report: ContentReport) =>
  report.collections.flatMap((c) => c.rows.map((r) => `${r.kind}: ${r.contentType} ${r.id} ${r.field} — ${r.reason}`));

const EXPECTED_ROWS = [
  'field dropped: blogPost ist-midnight featuredImage — links to an asset that is unpublished, missing or has no file',
  'field dropped: blogPost ist-midnight tags[1] — empty',
  'field dropped: blogPost ist-midnight sourceUrl — must be a web address starting with https:// or http://',
  'address changed: blogPost no-slug slug — missing; the address is the entry id',
  'address changed: blogPost messy-slug slug — not fit for an address; the address is "monsoon-session-day-1"',
  'field dropped: blogPost wrong-date publishDate — not a date',
  'left out: blogPost no-title title — missing; the entry cannot have a page without it',
  'address changed: blogPost twin-late slug — the address is taken by entry "twin-early" ("Repo rate held (first)"); this entry\'s address is its id',
  'field dropped: currentAffairsPdf pdf-nofile pdfFile — links to an asset that is unpublished, missing or has no file',
  'field dropped: mainsAnswerWriting mains-links sourceUrl[1] — must be a web address starting with https:// or http://',
  'left out: mainsAnswerWriting mains-empty title — needs a title or a question; the entry cannot have a page without it',
  'field dropped: quiz quiz-mixed quizType — not one of Daily, Monthly, Previous Years',
  'field dropped: quiz quiz-mixed questions[1] — correctAnswer: correctAnswer points past the last option',
];

const work = contentTestFolder('cf-tolerance-');

const readReport = (dir: string) => JSON.parse(readFileSync(join(dir, 'content-report.json'), 'utf8')) as ContentReport;

describe('the site built from a snapshot of entries that do not quite fit', () => {
  let dist: string;
  const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
  const has = (path: string) => existsSync(join(dist, path, 'index.html'));

  beforeAll(async () => {
    dist = join(work(), 'site');
    // The optimised images of earlier builds, so this build does not redo them.
    if (existsSync('node_modules/.astro/assets')) {
      cpSync('node_modules/.astro/assets', join(work(), 'site-cache/assets'), { recursive: true });
    }
    Object.assign(process.env, { CONTENT_SNAPSHOT: SNAPSHOT, CONTENT_REPORT_DIR: work() });
    await build({ root: resolve('.'), outDir: dist, cacheDir: join(work(), 'site-cache'), logLevel: 'silent' });
    delete process.env.CONTENT_SNAPSHOT;
  }, 600_000);

  it('shows an article published at 00:30 India time on its India date, without its bad parts', () => {
    const html = page(`${UPSC}/current-affairs/budget-session-opens`);
    // The article's own date, the first on the page (related articles come later).
    const [, day, text] = /<time datetime="([^"]+)"[^>]*>([\s\S]*?)<\/time>/.exec(html)!;
    expect(day).toBe('2025-03-10');
    expect(text).toContain('March 10, 2025');
    expect(html).toContain('"datePublished":"2025-03-10"');
    expect(html).not.toContain('Read Original Source');
    expect(html).not.toContain('ftp://');
    expect(html).toContain('>#Economy</li><li');
    expect(html).toContain('>#Parliament</li></ul>');
    expect(html).toContain('"keywords":"Economy, Parliament"');
  });

  it('gives every article a page: at its id without a slug, at its normalised slug, at its id after a collision', () => {
    expect(page(`${UPSC}/current-affairs/no-slug`)).toContain('Article without a slug');
    expect(page(`${UPSC}/current-affairs/monsoon-session-day-1`)).toContain('Monsoon session, day one');
    expect(page(`${UPSC}/current-affairs/repo-rate`)).toContain('Repo rate held (first)');
    const later = page(`${UPSC}/current-affairs/twin-late`);
    expect(later).toContain('Repo rate held (second)');
    expect(later).not.toContain('http-equiv="refresh"');
    expect(page(`${UPSC}/current-affairs/wrong-date`)).toContain('Article with a wrong date');
  });

  it('keeps every id address working: a forwarding page to the final address', () => {
    expect(page(`${UPSC}/current-affairs/messy-slug`)).toContain(
      `content="0;url=/${UPSC}/current-affairs/monsoon-session-day-1/"`,
    );
    expect(page(`${UPSC}/current-affairs/twin-early`)).toContain(`content="0;url=/${UPSC}/current-affairs/repo-rate/"`);
  });

  it('builds no page for an article without a title', () => {
    expect(has(`${UPSC}/current-affairs/no-title`)).toBe(false);
    expect(page(`${UPSC}/current-affairs`)).not.toContain('Nameless');
  });

  it('links related articles straight at their final addresses', () => {
    const html = page(`${UPSC}/current-affairs/budget-session-opens`);
    const related = html.slice(html.indexOf('id="related-title"'));
    const hrefs = [...related.matchAll(/href="(\/courses\/upsc\/current-affairs\/[^"]+\/)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(page(href.slice(1, -1))).not.toContain('http-equiv="refresh"');
    expect(hrefs).toContain(`/${UPSC}/current-affairs/monsoon-session-day-1/`);
  });

  it('keeps a mains answer with one unsafe link among its resources, showing the others', () => {
    const html = page(`${UPSC}/mains-answer-writing/mains-links`);
    expect(html).toContain('href="https://pib.gov.in/gst"');
    expect(html).toContain('href="https://prsindia.org/gst"');
    expect(html).not.toContain('javascript:');
    expect(has(`${UPSC}/mains-answer-writing/mains-empty`)).toBe(false);
  });

  it('keeps a quiz without its broken question: 2 questions, 2 minutes, listed as Daily', () => {
    const html = page(`${UPSC}/current-affairs-quiz/daily-mixed`);
    expect(html).toMatch(/2 questions/);
    expect(html).toMatch(/2 minutes/);
    expect(html).not.toContain('Broken answer key');
    expect(page(`${UPSC}/current-affairs-quiz/type/daily`)).toContain('Daily quiz with a broken question');
  });

  it('reports every left-out entry, dropped field and changed address, in content-report.json and .md', () => {
    const report = readReport(work());
    expect(rows(report)).toEqual(EXPECTED_ROWS);
    expect(report.totals).toMatchObject({
      received: 12,
      shown: 10,
      noSection: 0,
      leftOut: 2,
      drafts: 0,
      fieldsDropped: 8,
      addressesChanged: 3,
      warnings: 0,
      referencesUnresolved: 2,
      unusedFields: 0,
    });
    const blogPost = report.collections.find((c) => c.contentType === 'blogPost');
    expect(blogPost).toMatchObject({ received: 7, shown: 6, leftOut: 1, fieldsDropped: 4, addressesChanged: 3 });
    expect(report.collections.flatMap((c) => c.rows).every((r) => r.link === undefined)).toBe(true);
    const md = readFileSync(join(work(), 'content-report.md'), 'utf8');
    expect(md).toContain(
      'Content: 10 entries shown, 0 in no section, 2 left out, 0 drafts not published, 8 fields dropped, 3 addresses changed, 0 unused fields,',
    );
    expect(md).toMatch(/\| blogPost \| 7 \| 6 \| 0 \| 1 \| 0 \| 0 \| 0 \| 4 \| 3 \| 0 \| \d+ \| 1 \|/);
    expect(md).toContain(
      '| mainsAnswerWriting | mains-links | en-US | GST council reforms | sourceUrl\\[1\\] | javascript:alert(1) | must be a web address starting with https:// or http:// |',
    );
  });
});

describe('the same space live, rebuilt from the content-layer cache', () => {
  it('reports every problem again on a rebuild where nothing changed, with links into Contentful', async () => {
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    const dir = join(work(), 'live');
    const site = await liveFixtureSite(snapshot, 5, dir);
    const { cf } = site;
    try {
      const once = site.build;
      await once();
      const first = readReport(dir);
      cf.resetRequests();
      await once();
      const again = readReport(dir);
      const syncs = cf
        .syncRequests()
        .map((r: { query: Record<string, string> }) => (r.query.initial ? 'initial' : 'token'));
      expect(syncs).toEqual(['token']);
      expect(rows(again)).toEqual(EXPECTED_ROWS);
      expect(again).toEqual(first);
      const shown = site.shown<Record<string, { id: string; slug: string }[]>>();
      expect(shown.blogPost.map((p) => `${p.id} → ${p.slug}`)).toEqual([
        'ist-midnight → budget-session-opens',
        'messy-slug → monsoon-session-day-1',
        'no-slug → no-slug',
        'twin-early → repo-rate',
        'twin-late → twin-late',
        'wrong-date → wrong-date',
      ]);
      const row = again.collections.find((c) => c.contentType === 'blogPost')!.rows[0];
      expect(row.link).toBe(`https://app.contentful.com/spaces/${cf.space}/environments/master/entries/ist-midnight`);
    } finally {
      await cf.close();
    }
  }, 300_000);
});
