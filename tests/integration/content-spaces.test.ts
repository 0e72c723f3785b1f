/**
 * Issue 46: spaces shaped like public `contentful space export`s (tests/fixtures/contentful/:
 * Contentful's blog starter, a marketing space, a space in three languages), built into the
 * loader's fixture site as an editor would build them, then built again after doing what the
 * content report says — renaming a field, mapping a content type, naming the Telugu locale — until
 * it says nothing more to do. Every entry read is accounted for in each report, and the last build
 * drops nothing for a field a hint renamed. The starter and the three-language space are served
 * live by the fake Contentful; the marketing space is read from its file (drafts included).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixtureSite, contentTestFolder, fixtureShown, liveFixtureSite } from '../support/fixture-site';
import type { ContentReport } from '../../src/loaders/contentful/report';
import type { Snapshot } from '../../src/loaders/contentful/types';

const work = contentTestFolder('cf-spaces-');

const readReport = (dir: string) => JSON.parse(readFileSync(join(dir, 'content-report.json'), 'utf8')) as ContentReport;
const markdown = (dir: string) => readFileSync(join(dir, 'content-report.md'), 'utf8');
const fixture = (name: string) =>
  JSON.parse(readFileSync(`tests/fixtures/contentful/${name}.json`, 'utf8')) as Snapshot;
const rows = (report: ContentReport) =>
  report.collections.flatMap((c) => c.rows.map((r) => `${r.kind}: ${r.contentType} ${r.id} ${r.field} — ${r.reason}`));

/** An article's page in the fixture site: its summary and its body as the site renders them. */
function article(dir: string, id: string) {
  const path = join(dir, 'dist/posts', id, 'index.html');
  if (!existsSync(path)) return undefined;
  const html = readFileSync(path, 'utf8');
  return {
    summary: /<p id="summary">([\s\S]*?)<\/p>/.exec(html)?.[1],
    body: /<div id="body">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '',
  };
}

/** What was done on the report's advice. */
interface Followed {
  /** `post:blogPost` for CONTENT_TYPE_MAP. */
  types: string[];
  /** `blogPost body → content`: a field renamed in every entry of the content type. */
  fields: { contentType: string; from: string; to: string }[];
  telugu?: string;
}

/**
 * Does what the report's hints say, on `snapshot` and `env`: a type "looks like" one of the site's →
 * its CONTENT_TYPE_MAP pair; an unused field "rename it to X" → renamed in every entry read as that
 * content type; a locale "set CONTENT_LOCALE_TE=te to build them" → that variable. Returns what it did.
 */
function followHints(report: ContentReport, snapshot: Snapshot, env: Record<string, string>): Followed {
  const followed: Followed = { types: [], fields: [] };
  const map = Object.fromEntries(
    (env.CONTENT_TYPE_MAP ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':')),
  );
  for (const o of report.otherTypes) {
    const pair = /CONTENT_TYPE_MAP=(\w+:\w+)/.exec(o.note)?.[1];
    if (pair) followed.types.push(pair);
  }
  for (const c of report.collections) {
    for (const u of c.unusedFields) {
      const to = /rename it to (\w+)/.exec(u.note)?.[1];
      if (!to) continue;
      followed.fields.push({ contentType: c.contentType, from: u.field, to });
      for (const entry of snapshot.entries) {
        const type = entry.sys.contentType.sys.id;
        if ((map[type] ?? type) !== c.contentType || !(u.field in entry.fields)) continue;
        entry.fields[to] = entry.fields[u.field];
        delete entry.fields[u.field];
      }
    }
  }
  for (const l of report.otherLocales) {
    const telugu = /set CONTENT_LOCALE_TE=(\S+) to build/.exec(l.note)?.[1];
    if (telugu) followed.telugu = telugu;
  }
  if (followed.types.length)
    env.CONTENT_TYPE_MAP = [...Object.entries(map).map((p) => p.join(':')), ...followed.types].join(',');
  if (followed.telugu) env.CONTENT_LOCALE_TE = followed.telugu;
  return followed;
}

const nothingFollowed = (f: Followed) => !f.types.length && !f.fields.length && !f.telugu;

/** Each table row of the report adds up: received = shown + in no section + left out + drafts + linked + type not used. */
function expectEveryEntryAccounted(report: ContentReport, read: number) {
  const t = report.totals;
  expect(t.shown + t.noSection + t.leftOut + t.drafts + t.linked + t.notUsed).toBe(t.received);
  expect(t.received).toBe(read);
}

/** Builds `snapshot` with `build`, follows the report's hints and builds again, until there is nothing to follow. */
async function untilNothingToDo(
  snapshot: Snapshot,
  build: (snapshot: Snapshot, env: Record<string, string>) => Promise<ContentReport>,
) {
  const env: Record<string, string> = {};
  const reports: ContentReport[] = [];
  const followed: Followed[] = [];
  for (let round = 0; round < 5; round++) {
    const report = await build(snapshot, env);
    reports.push(report);
    expectEveryEntryAccounted(report, snapshot.entries.length);
    const done = followHints(report, snapshot, env);
    if (nothingFollowed(done)) break;
    followed.push(done);
  }
  return { reports, followed, env };
}

/** The content source's variables a build of this file may have set, cleared before the next (CONTENT_STRICT: strictFailure). */
const clearSource = () => {
  for (const v of ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_HOST', 'CONTENTFUL_INSECURE'])
    delete process.env[v];
  for (const v of ['CONTENT_SNAPSHOT', 'CONTENT_TYPE_MAP', 'CONTENT_LOCALE_TE']) delete process.env[v];
};

/** A live build of `snapshot` from the fake Contentful into `dir`, with `env` set; its report. */
async function liveBuild(dir: string, snapshot: Snapshot, env: Record<string, string>) {
  clearSource();
  const site = await liveFixtureSite(snapshot, 10, dir);
  Object.assign(process.env, env);
  try {
    await site.build();
  } finally {
    await site.cf.close();
  }
  return readReport(dir);
}

/** A build of `snapshot` from a file (`contentful space export --include-drafts`) into `dir`; its report. */
async function fileBuild(dir: string, snapshot: Snapshot, env: Record<string, string>) {
  clearSource();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'space.json'), JSON.stringify(snapshot));
  Object.assign(process.env, { CONTENT_SNAPSHOT: join(dir, 'space.json'), CONTENT_REPORT_DIR: dir, ...env });
  await buildFixtureSite(dir);
  return readReport(dir);
}

/** The message a CONTENT_STRICT=true build of `snapshot` fails with. */
async function strictFailure(build: () => Promise<unknown>): Promise<string> {
  process.env.CONTENT_STRICT = 'true';
  try {
    await build();
  } catch (error) {
    return String((error as Error).message);
  } finally {
    delete process.env.CONTENT_STRICT;
  }
  return 'the build did not fail';
}

describe("Contentful's blog starter: a rich-text description, a Markdown body, a hero image", () => {
  it('shows the text kept in description, names the choice, and drops nothing once the rename hints are followed', async () => {
    const dir = join(work(), 'starter');
    const lines: string[] = [];
    const pages: ReturnType<typeof article>[] = [];
    const { reports, followed } = await untilNothingToDo(fixture('starter-blog'), async (snapshot, env) => {
      const report = await liveBuild(dir, snapshot, env);
      lines.push(markdown(dir).split('\n')[2]);
      pages.push(article(dir, 'static-sites-are-great'));
      return report;
    });
    const [first, last] = [reports[0], reports.at(-1)!];

    // First build: the description is the article's text, and the report says so; body and heroImage have hints.
    expect(lines[0]).toBe(
      'Content: 0 entries shown, 3 in no section, 0 left out, 0 drafts not published, 1 entry read through links (person 1), 0 fields dropped, 3 warnings, 2 unused fields, 9 references followed (0 unresolved).',
    );
    expect(rows(first).filter((r) => r.startsWith('warning'))).toEqual([
      'warning: blogPost static-sites-are-great description — used as the article text, as content is empty',
      'warning: blogPost hello-world description — used as the article text, as content is empty',
      'warning: blogPost automate-with-webhooks description — used as the article text, as content is empty',
    ]);
    expect(pages[0]?.body).toBe(
      '<p>Worry less about security, caching, and talking to the server. Static sites are the new thing.</p>',
    );
    expect(first.collections.find((c) => c.contentType === 'blogPost')?.unusedFields).toEqual([
      {
        field: 'body',
        entries: 3,
        note: 'not shown on the site; rename it to content if it is the body of the article',
      },
      {
        field: 'heroImage',
        entries: 3,
        note: 'not shown on the site; rename it to featuredImage if it is the picture at the top of the article and on social shares',
      },
    ]);
    expect(first.otherTypes).toMatchObject([{ contentType: 'person', linked: 1, notUsed: 0 }]);
    // No entry has a page, so the report says nowhere that one is shown whole.
    expect(markdown(dir)).not.toContain('shown whole');

    // The hints followed: the Markdown body renders as rich text would, the picture is the featured image.
    expect(followed).toEqual([
      {
        types: [],
        fields: [
          { contentType: 'blogPost', from: 'body', to: 'content' },
          { contentType: 'blogPost', from: 'heroImage', to: 'featuredImage' },
        ],
      },
    ]);
    expect(rows(last).filter((r) => / (content|featuredImage)(\[|\.| )/.test(r))).toEqual([]);
    expect(last.totals).toMatchObject({ fieldsDropped: 0, unusedFields: 0, warnings: 3 });
    expect(rows(last).filter((r) => r.startsWith('warning'))).toEqual([
      'warning: blogPost static-sites-are-great description — used as the summary, as summary is empty',
      'warning: blogPost hello-world description — used as the summary, as summary is empty',
      'warning: blogPost automate-with-webhooks description — used as the summary, as summary is empty',
    ]);
    const page = pages.at(-1)!;
    expect(page.summary).toBe(
      'Worry less about security, caching, and talking to the server. Static sites are the new thing.',
    );
    expect(page.body).toContain('<h2>Why static</h2><p>A static site is <b>fast</b> and <i>safe</i>');
    expect(page.body).toContain('<ul><li><p>a content source</p></li>');
    expect(page.body).toContain(
      '<a href="https://jamstack.org/" target="_blank" rel="noopener noreferrer">the JAMstack guide</a>',
    );
    expect(page.body).not.toContain('href="javascript');
    expect(page.body).toContain(
      '<img src="https://images.ctfassets.net/starter0blog/hero-static/1a2b/static.jpg?w=1280&amp;fm=webp&amp;q=75"',
    );
    expect(article(dir, 'hello-world')?.body).toContain(
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tr><th><p>Step</p></th>',
    );
    expect(fixtureShown<Record<string, { id: string; image?: string }[]>>(dir).blogPost[0].image).toBe(
      'https://images.ctfassets.net/starter0blog/hero-hooks/5e6f/hooks.png',
    );
  }, 300_000);
});

describe('a marketing space: content types the site does not read, one misnamed, drafts, HTML in Markdown', () => {
  it('lists every content type with its count and a hint where one looks like the site’s, and fails a strict build', async () => {
    const dir = join(work(), 'marketing');
    const lines: string[] = [];
    const drafts = fixture('marketing-space').entries.filter((e) => !e.sys.publishedVersion).length;
    const strict: string[] = [];
    const { reports, followed } = await untilNothingToDo(fixture('marketing-space'), async (snapshot, env) => {
      strict.push(await strictFailure(() => fileBuild(`${dir}-strict`, snapshot, env)));
      const report = await fileBuild(dir, snapshot, env);
      lines.push(markdown(dir).split('\n')[2]);
      // Drafts are counted as the build log counts them ("Read 11 entries (2 drafts left out)").
      expect(report.totals.drafts).toBe(drafts);
      return report;
    });
    const [first, , last] = reports;

    // First build: nothing the site reads, and every type named, two with the hint to map them.
    expect(lines[0]).toBe(
      'Content: 0 entries shown, 0 in no section, 0 left out, 2 drafts not published, 9 entries of content types the site does not use (company 1, companyGroup 1, componentHero 1, landingPage 1, mainsAnswer 1, person 1, post 2, seo 1), 0 fields dropped, 0 unused fields, 0 references followed (0 unresolved).',
    );
    expect(
      first.otherTypes.filter((o) => o.note.startsWith('looks like')).map((o) => `${o.contentType}: ${o.note}`),
    ).toEqual([
      'mainsAnswer: looks like a mains answer: rename the type to mainsAnswerWriting, or set CONTENT_TYPE_MAP=mainsAnswer:mainsAnswerWriting',
      'post: looks like a current affairs article: rename the type to blogPost, or set CONTENT_TYPE_MAP=post:blogPost',
    ]);
    expect(markdown(dir)).not.toContain('shown whole');
    expect(strict[0]).toContain(
      'Content type post (2 entries): looks like a current affairs article: rename the type to blogPost, or set CONTENT_TYPE_MAP=post:blogPost.',
    );

    // The type map, then the field renames: the articles and the mains answer are shown.
    expect(followed.map((f) => f.types)).toEqual([['mainsAnswer:mainsAnswerWriting', 'post:blogPost'], []]);
    expect(followed[1].fields.map((f) => `${f.from} → ${f.to}`)).toEqual([
      'body → content',
      'date → publishDate',
      'image → featuredImage',
      'keywords → tags',
    ]);
    expect(last.totals).toMatchObject({ shown: 3, drafts: 2, linked: 3, notUsed: 3, unusedFields: 0 });
    expect(rows(last)).toEqual([
      'warning: blogPost post-monsoon author.company.group.logo — deeper than 3 levels: not followed',
      'field dropped: blogPost post-monsoon content — HTML inside Markdown is not shown; write it as Markdown',
      'warning: blogPost post-gst author.company.group.logo — deeper than 3 levels: not followed',
      'draft: blogPost post-draft (entry) — draft, not published',
    ]);
    const html = last.collections
      .find((c) => c.contentType === 'blogPost')
      ?.rows.find((r) => r.field === 'content')?.value;
    expect(html).toMatch(/^<iframe src="https:\/\/evil\.example\/embed"><\/iframe> <a href="https:\/\/prsindia/);
    const monsoon = article(dir, 'post-monsoon')!;
    expect(monsoon.body).toContain('<p>Parliament meets on <b>21 July</b>.</p>');
    expect(monsoon.body).toContain('<p>The bills are listed on PRS.</p>');
    expect(monsoon.body).not.toMatch(/iframe|onclick|evil\.example|<a href="https:\/\/prsindia/);
    const shown = fixtureShown<Record<string, { id: string; image?: string; tags?: string[] }[]>>(dir);
    expect(shown.blogPost.map((p) => [p.id, p.image, p.tags])).toEqual([
      ['post-gst', 'https://images.ctfassets.net/marketing0space/pic/2/gst.jpg', ['Economy']],
      ['post-monsoon', 'https://images.ctfassets.net/marketing0space/pic/1/parliament.jpg', ['Polity', 'Parliament']],
    ]);
    expect(shown.mainsAnswerWriting.map((m) => m.id)).toEqual(['mains-federalism']);
    // Still strict about the types no page shows or links to, no longer about the ones mapped;
    // and, once the articles are read, about the HTML left out of one.
    expect(strict[1]).toContain('Content type landingPage (1 entry)');
    expect(strict[1]).not.toContain('Content type post');
    expect(strict.at(-1)).toContain(
      'Changed blogPost entry "post-monsoon": field "content": HTML inside Markdown is not shown',
    );
  }, 300_000);
});

describe('a space in English, Spanish (es) and Telugu as `te`', () => {
  it('names every language it has no pages in, and builds Telugu from `te` with CONTENT_LOCALE_TE', async () => {
    const dir = join(work(), 'locales');
    const lines: string[] = [];
    const strict: string[] = [];
    const { reports, followed } = await untilNothingToDo(fixture('locales-space'), async (snapshot, env) => {
      strict.push(await strictFailure(() => liveBuild(`${dir}-strict`, snapshot, env)));
      const report = await liveBuild(dir, snapshot, env);
      lines.push(markdown(dir).split('\n')[2]);
      return report;
    });
    expect(lines).toEqual([
      'Content: 3 entries shown, 0 in no section, 0 left out, 0 drafts not published, 5 entries in languages the site has no pages in (es 3, te 2), 0 fields dropped, 0 unused fields, 0 references followed (0 unresolved).',
      'Content: 3 entries shown and 2 in te (blogPost 2), 0 in no section, 0 left out, 0 drafts not published, 3 entries in languages the site has no pages in (es 3), 0 fields dropped, 0 unused fields, 0 references followed (0 unresolved).',
    ]);
    expect(reports[0].otherLocales.map((l) => `${l.code}: ${l.note}`)).toEqual([
      'es: 3 entries with a title of their own, no pages in this language: the site builds English and Telugu (te-IN; set CONTENT_LOCALE_TE=te if your space calls it te)',
      'te: 2 entries with a title of their own, no pages in this language: set CONTENT_LOCALE_TE=te to build them as the Telugu pages',
    ]);
    expect(strict[0]).toContain('Locale es: 3 entries with a title of their own');
    expect(followed).toEqual([{ types: [], fields: [], telugu: 'te' }]);
    const { te } = fixtureShown<{ te: Record<string, { id: string; title: string }[]> }>(dir);
    expect(te.blogPost.map((p) => `${p.id}: ${p.title}`)).toEqual([
      'te-IN/monsoon-forecast: రుతుపవన అంచనా పెంపు',
      'te-IN/repo-rate: రెపో రేటును యథాతథంగా ఉంచిన ఆర్బీఐ',
    ]);
    // Spanish stays counted, never as shown: the site has no Spanish pages.
    expect(reports[1].otherLocales.map((l) => l.code)).toEqual(['es']);
    expect(strict[1]).toContain('Locale es');
  }, 300_000);
});
