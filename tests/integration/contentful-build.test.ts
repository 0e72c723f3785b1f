/**
 * Real `astro build`s of a fixture site (tests/fixtures/contentful/site, which loads the site's
 * own content config) against the fake Contentful: a full build, an incremental rebuild from the
 * cached content layer that renders again only the pages whose entries changed, a 429 waited out, a
 * lasting 500 failing the build, and no token in dist.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeContentful } from '../support/fake-contentful.mjs';
import { findTokenLeaks } from '../../scripts/assert-no-token.mjs';

const ROOT = resolve('tests/fixtures/contentful/site');
// Astro's own entry point: the vitest config (getViteConfig) aliases the bare 'astro' import.
const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');
const SNAPSHOT = JSON.parse(readFileSync('tests/fixtures/contentful/space.json', 'utf8'));
const TOKEN = 'cf-delivery-token-that-must-not-leak-0123456789';
const VARS = [
  'CONTENTFUL_SPACE_ID',
  'CONTENTFUL_ACCESS_TOKEN',
  'CONTENTFUL_HOST',
  'CONTENTFUL_INSECURE',
  'CONTENTFUL_RETRY_LIMIT',
  'CONTENT_SNAPSHOT',
  'CONTENT_STRICT',
  'FIXTURE_RUN',
];

type Fake = Awaited<ReturnType<typeof startFakeContentful>>;
let cf: Fake;
let work: string;
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));

/** One build of the fixture site into `work`, with the content-layer cache in `work/cache`. */
async function buildSite(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: cf.space,
    CONTENTFUL_ACCESS_TOKEN: TOKEN,
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
    ...extra,
  });
  await build({
    root: ROOT,
    outDir: join(work, 'dist'),
    cacheDir: join(work, 'cache'),
    logLevel: 'silent',
    experimental: { incrementalBuild: true }, // as astro.config.mjs
  });
}

/** An article's page (the fixture's posts/[id]): its title, and the FIXTURE_RUN of the build that rendered it. */
function postPage(id: string) {
  const file = join(work, 'dist/posts', id, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return { title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1], run: /<p id="run">([^<]*)<\/p>/.exec(html)?.[1] };
}

/** What the fixture page printed: per collection, ids, titles, slugs and featured image urls (English; the Telugu copies under `te`). */
type Printed = Record<string, { id: string; title: string; slug?: string; image?: string }[]>;
function built(): Printed & { te: Printed } {
  const html = readFileSync(join(work, 'dist/index.html'), 'utf8');
  const json = /<pre id="content">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
  return JSON.parse(json.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
}

const syncs = () =>
  cf.syncRequests().map((r: { query: Record<string, string> }) => (r.query.initial ? 'initial' : 'token'));

beforeAll(() => {
  for (const v of VARS) delete process.env[v];
});
afterAll(() => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
});
beforeEach(async () => {
  cf = await startFakeContentful({ snapshot: structuredClone(SNAPSHOT), accessToken: TOKEN, pageSize: 4 });
  work = mkdtempSync(join(tmpdir(), 'cf-build-'));
});
afterEach(async () => {
  await cf.close();
  rmSync(work, { recursive: true, force: true });
});

describe('astro build from a Contentful space', () => {
  it('builds everything, then rebuilds from only the changes', async () => {
    await buildSite({ FIXTURE_RUN: 'first' });
    expect(syncs()).toEqual(['initial', 'token', 'token', 'token']);
    const first = built();
    expect(first.blogPost.map((p) => p.title)).toEqual([
      'India State of Forest Report 2025',
      'An article without a slug',
      'RBI cuts the repo rate by 25 basis points',
      'Article whose image is not published',
    ]);
    expect(first.blogPost[2].image).toBe('https://images.ctfassets.net/space/img-repo/abc/rbi.jpg');
    expect(first.quiz.map((q) => q.id)).toEqual(['quiz-1', 'quiz-bad']);
    expect(first.currentAffairsPdf).toHaveLength(2);
    expect(first.mainsAnswerWriting).toHaveLength(1);
    expect(first.currentAffairsQuiz).toHaveLength(1);
    // post-repo's Telugu title makes a Telugu copy beside it, read through te-IN's fallback (en-US)
    expect(first.te.blogPost).toEqual([
      expect.objectContaining({ id: 'te-IN/post-repo', title: 'ఆర్బీఐ రెపో రేటు తగ్గింపు', image: first.blogPost[2].image }),
    ]);

    cf.resetRequests();
    cf.edit({ id: 'post-repo', fields: { title: 'RBI holds the repo rate' } });
    cf.remove('post-forest');
    await buildSite({ FIXTURE_RUN: 'second' });
    expect(syncs()).toEqual(['token']);
    const second = built();
    expect(second.blogPost.map((p) => p.title)).toEqual([
      'An article without a slug',
      'RBI holds the repo rate',
      'Article whose image is not published',
    ]);
    expect(second.blogPost[1].image).toBe('https://images.ctfassets.net/space/img-repo/abc/rbi.jpg');
    expect(second.quiz.map((q) => q.id)).toEqual(['quiz-1', 'quiz-bad']);
    expect(second.te.blogPost.map((p) => p.title)).toEqual(['ఆర్బీఐ రెపో రేటు తగ్గింపు']); // its own title, not the edit
    // Only the edited article's page is rendered again; the others are last build's HTML.
    expect(postPage('post-repo')).toEqual({ title: 'RBI holds the repo rate', run: 'second' });
    expect(postPage('post-no-slug')).toMatchObject({ run: 'first' });
    expect(postPage('post-unpublished-image')).toMatchObject({ run: 'first' });
    expect(postPage('post-forest')).toBeUndefined();

    // The deploy workflow's check (scripts/assert-no-token.mjs), over the site and the cached content layer.
    const leaks = ['dist', 'cache'].flatMap((dir) =>
      findTokenLeaks(join(work, dir), { CONTENTFUL_ACCESS_TOKEN: TOKEN }),
    );
    expect(leaks).toEqual([]);
  }, 120_000);

  it('waits out a 429 and builds', async () => {
    cf.fault({ path: '/sync', status: 429, resetSeconds: 1 });
    await buildSite();
    expect(syncs().slice(0, 2)).toEqual(['initial', 'initial']);
    expect(built().blogPost).toHaveLength(4);
  }, 120_000);

  it('fails the build with one clear message when the space keeps answering 500', async () => {
    cf.fault({ path: '/sync', status: 500, times: 100 });
    await expect(buildSite({ CONTENTFUL_RETRY_LIMIT: '1' })).rejects.toThrow(
      `Contentful sync failed: http://${cf.host} answered 500 after 1 retry. Check CONTENTFUL_SPACE_ID ("test-space") and CONTENTFUL_ENVIRONMENT ("master"), the token, and https://www.contentfulstatus.com.`,
    );
    expect(readdirSync(work)).not.toContain('dist');
  }, 120_000);
});
