/**
 * A space shaped like real ones (tests/fixtures/contentful/references.json): author, category and
 * tags as references, a UPSC quiz whose questions and options are entries three levels deep, rich
 * text with every node type, pictures on the three Contentful image hosts and another one, drafts,
 * fields the site does not use and entries in no section. A real `astro build` of the site from the
 * file: its pages and content-report.json/.md. Then the same space live from the fake Contentful
 * to the fixture site, twice with one cache: a delta in which only a tag and a question change
 * reaches the article and the quiz that link them.
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

const SNAPSHOT = 'tests/fixtures/contentful/references.json';
const work = contentTestFolder('cf-references-');

const readReport = (dir: string) => JSON.parse(readFileSync(join(dir, 'content-report.json'), 'utf8')) as ContentReport;
const rows = (report: ContentReport) =>
  report.collections.flatMap((c) => c.rows.map((r) => `${r.kind}: ${r.contentType} ${r.id} ${r.field} — ${r.reason}`));

describe('the site built from a real-world-shaped export', () => {
  let dist: string;
  const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
  const has = (path: string) => existsSync(join(dist, path, 'index.html'));

  beforeAll(async () => {
    dist = join(work(), 'site');
    if (existsSync('node_modules/.astro/assets')) {
      cpSync('node_modules/.astro/assets', join(work(), 'site-cache/assets'), { recursive: true });
    }
    Object.assign(process.env, { CONTENT_SNAPSHOT: SNAPSHOT, CONTENT_REPORT_DIR: work() });
    await build({ root: resolve('.'), outDir: dist, cacheDir: join(work(), 'site-cache'), logLevel: 'silent' });
    delete process.env.CONTENT_SNAPSHOT;
  }, 600_000);

  it('reads author, category and tags references as their labels, leaving out the draft tag', () => {
    const html = page('courses/upsc/current-affairs/union-budget-2025');
    expect(html).toContain('Asha Rao');
    expect(html).not.toContain('Senior editor');
    expect(html).toContain('>#Economy</li><li');
    expect(html).toContain('>#Budget</li></ul>');
    expect(html).not.toContain('Fiscal policy');
    expect(html).toContain('"keywords":"Economy, Budget"');
  });

  it('renders the rich text whole: one h1, tables in a scrolling box, embeds as pictures, links and labels', () => {
    const html = page('courses/upsc/current-affairs/union-budget-2025');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h2>Budget 2025 at a glance</h2>');
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>');
    expect(html).toMatch(
      /<img src="https:\/\/images\.eu\.ctfassets\.net\/refs0fixture\/pic-eu\/2c3d\/gst\.jpg\?w=1280&amp;fm=webp&amp;q=75" srcset="[^"]+ 400w, [^"]+ 1280w"[^>]* alt="Members of the GST council around a table" width="3000" height="2000" loading="lazy"/,
    );
    expect(html).toContain('>Budget speech</a></p>');
    expect(html).toContain(
      '<a href="/courses/appsc-groups/current-affairs/gst-council-explainer/">the EU-hosted explainer</a>',
    );
    expect(html).toContain(
      '<p><a href="/courses/upsc/current-affairs-quiz/parliament-entries/">Parliament quiz from entries</a></p>',
    );
    expect(html).toContain('Tagged Economy — full text');
    expect(html).not.toContain('javascript:');
  });

  it('asks the Images API of every Contentful host for resized pictures, og:image a 1200 px JPEG', () => {
    const legacy = page('courses/upsc/current-affairs/union-budget-2025');
    expect(legacy).toContain(
      '<meta property="og:image" content="https://images.contentful.com/refs0fixture/pic-legacy/0a1b/budget.jpg?w=1200&amp;h=630&amp;fit=fill&amp;fm=jpg&amp;q=80">',
    );
    // The featured image, eager and first: a 1280 px WebP from the legacy host, not the 15.7 MB original.
    expect(legacy).toMatch(
      /<img src="https:\/\/images\.contentful\.com\/refs0fixture\/pic-legacy\/0a1b\/budget\.jpg\?w=1280&amp;fm=webp&amp;q=75" srcset="[^"]+"[^>]*fetchpriority="high"/,
    );
    expect(legacy).toContain(
      '"image":["https://images.contentful.com/refs0fixture/pic-legacy/0a1b/budget.jpg?w=1200&h=630',
    );
    expect(legacy).not.toMatch(/budget\.jpg["\s]/);
    const eu = page('courses/appsc-groups/current-affairs/gst-council-explainer');
    expect(eu).toContain('https://images.eu.ctfassets.net/refs0fixture/pic-eu/2c3d/gst.jpg?w=1200&amp;h=630');
    const other = page('courses/tgpsc-groups/current-affairs/monsoon-outlook');
    expect(other).toContain('src="https://cdn.example.org/monsoon.jpg"');
  });

  it('builds the quiz from question and option entries, and no page for drafts or entries in no section', () => {
    const html = page('courses/upsc/current-affairs-quiz/parliament-entries');
    expect(html).toMatch(/2 questions/);
    expect(html).toContain('Which option shows the Lok Sabha chamber?');
    expect(html).toContain('https://images.ctfassets.net/refs0fixture/pic-option/6a7b/green.jpg');
    expect(html).not.toContain('A draft question');
    expect(page('courses/appsc-groups/current-affairs-quiz/appsc-entries')).toContain('Amaravati');
    expect(has('courses/upsc/current-affairs/draft-article')).toBe(false);
    expect(has('courses/upsc/current-affairs/no-section')).toBe(false);
    const mains = page('courses/tgpsc-groups/mains-answer-writing/mains-refs');
    expect(mains).toContain('href="https://prsindia.org/budget"');
  });

  it('reports drafts, entries in no section, unused fields, references and the big picture elsewhere', () => {
    const report = readReport(work());
    expect(rows(report)).toEqual([
      'draft: answerSubmission answer-draft-refs (entry) — draft, not published',
      'field dropped: blogPost art-refs tags — links to an entry that is unpublished, missing or has no file',
      'field dropped: blogPost art-refs content — embeds an entry with no name, title or label, so nothing is shown for it',
      'warning: blogPost art-other featuredImage — a 3.1 MB picture on a host that cannot resize it is used as it is; upload it to Contentful or make it smaller than 200 KB',
      'no section: blogPost art-nosection page — names no exam ("upsc", "appsc", "tgpsc") and the category is not current affairs: no page shows it',
      'draft: blogPost art-draft (entry) — draft, not published',
      'no section: currentAffairsQuiz caq-nosection exam — not "appsc" or "tgpsc": no quiz list shows it',
      'field dropped: quiz quiz-entries questions — links to an entry that is unpublished, missing or has no file',
    ]);
    // Every entry of the export: the site's eleven and the 17 it reads through links (4 drafts in all, as the build log counts them).
    expect(report.totals).toMatchObject({
      received: 28,
      shown: 7,
      noSection: 2,
      leftOut: 0,
      drafts: 4,
      linked: 15,
      notUsed: 0,
      warnings: 1,
    });
    expect(report.totals.referencesUnresolved).toBe(2);
    expect(
      report.collections.find((c) => c.contentType === 'blogPost')?.unusedFields.map((u) => `${u.field} ${u.entries}`),
    ).toEqual(['body 2', 'heroImage 1']);
    const md = readFileSync(join(work(), 'content-report.md'), 'utf8');
    expect(md).toContain(
      '7 entries shown, 2 in no section, 0 left out, 4 drafts not published, 15 entries read through links (category 2, link 1, note 1, person 1, quizOption 5, quizQuestion 3, tag 2),',
    );
    expect(md).toContain(
      '| blogPost | body | 2 | not shown on the site; rename it to content if it is the body of the article |',
    );
  });
});

describe('the same space live: a delta where only a referenced tag and question change', () => {
  it('updates the article and the quiz that link them', async () => {
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    const dir = join(work(), 'live');
    const site = await liveFixtureSite(snapshot, 10, dir);
    const { cf } = site;
    try {
      const once = async () => {
        await site.build();
        return site.shown<Record<string, { id: string; tags?: string[]; questions?: string[] }[]>>();
      };
      const find = (shown: Awaited<ReturnType<typeof once>>, type: string, id: string) =>
        shown[type].find((e) => e.id === id);

      const first = await once();
      expect(find(first, 'blogPost', 'art-refs')?.tags).toEqual(['Economy', 'Budget']);
      expect(find(first, 'mainsAnswerWriting', 'mains-refs')?.tags).toEqual(['Economy']);
      expect(find(first, 'quiz', 'quiz-entries')?.questions?.[0]).toBe('Which option shows the Lok Sabha chamber?');

      cf.resetRequests();
      cf.edit({ id: 'tag-economy', fields: { name: 'Indian Economy' } });
      cf.edit({ id: 'q1', fields: { question: 'Which picture shows the Lok Sabha?' } });
      const second = await once();
      expect(
        cf.syncRequests().map((r: { query: Record<string, string> }) => (r.query.initial ? 'initial' : 'token')),
      ).toEqual(['token']);
      expect(find(second, 'blogPost', 'art-refs')?.tags).toEqual(['Indian Economy', 'Budget']);
      expect(find(second, 'mainsAnswerWriting', 'mains-refs')?.tags).toEqual(['Indian Economy']);
      expect(find(second, 'quiz', 'quiz-entries')?.questions).toEqual([
        'Which picture shows the Lok Sabha?',
        'Which house is the Council of States?',
      ]);
    } finally {
      await cf.close();
    }
  }, 300_000);
});
