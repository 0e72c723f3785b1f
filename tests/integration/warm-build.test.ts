/**
 * A warm build (the last build's cacheDir: its content layer, pages and notes) makes the same site
 * as a cold one, byte for byte, after each of the three kinds of edit a publish brings: an
 * archived article's title (so the search archive is built again), a tag shared by many articles
 * (which pagefind does not read: the archive is reused) and a new article (which moves every list
 * page and the related articles of many). Each warm build reads only what it rendered and says so. A small synthetic space (scripts/synthetic-site.mjs) on the fake
 * Contentful, with a third of its articles moved two years back, into the search archive.
 */
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContentful } from '../support/fake-contentful.mjs';
import { fileDigests, listedFiles } from '../../scripts/dist-digest.mjs';
import { buildOnce, syntheticSpace } from '../../scripts/synthetic-site.mjs';

const ARTICLES = 150;
const L = 'en-US';

/** The synthetic space, every third article two years older. */
function space() {
  const snapshot = syntheticSpace(ARTICLES);
  snapshot.entries.forEach((entry, i) => {
    if (i % 3 === 0) entry.fields.publishDate[L] = entry.fields.publishDate[L].replace(/^2026/, '2024');
  });
  return snapshot;
}

let cf: Awaited<ReturnType<typeof startFakeContentful>>;
let work: string;
let env: Record<string, string>;
/** Every build writes here (Astro's incremental build keeps the output folder's path), then it is moved aside. */
const outDir = () => join(work, 'dist');

/**
 * A build into a fresh output folder with `cache` as its cacheDir: its log, its files' digests,
 * and the same as the build listed them in the cacheDir, with how many files that list left unread.
 */
async function build(cache: string, name: string) {
  rmSync(outDir(), { recursive: true, force: true });
  // From the fake Contentful (env), not a snapshot file.
  const { log } = await buildOnce({ snapshot: undefined, outDir: outDir(), cacheDir: join(work, cache), env });
  const count = { read: 0 };
  const listed = fileDigests(outDir(), listedFiles(outDir(), join(work, cache)), count);
  renameSync(outDir(), join(work, name));
  return { log, files: fileDigests(join(work, name)), listed, unlisted: count.read };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'warm-build-'));
  cf = await startFakeContentful({ snapshot: space(), pageSize: 1000 });
  env = {
    CONTENTFUL_SPACE_ID: 'test-space',
    CONTENTFUL_ACCESS_TOKEN: 'test-delivery-token',
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
    CONTENT_REPORT_DIR: work,
  };
  const { log } = await build('cache', 'deployed');
  expect(log).toMatch(/archive rebuilt \(\d+ pages\), recent \d+ pages/);
}, 300_000);
afterAll(async () => {
  await cf?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The line a build logs after checking its pages: how many it read, how many were noted before. */
const checked = (log: string) => {
  const [, read, noted] = /pages checked after the build: (\d+) read, (\d+) noted when rendered/.exec(log) ?? [];
  return { read: Number(read), noted: Number(noted) };
};

describe.each([
  {
    // post-3 is archived (every third article is).
    edit: "an archived article's title",
    change: () => cf.edit({ id: 'post-3', fields: { title: 'Repo rate held at 6.5 per cent' } }),
    archive: 'rebuilt',
  },
  {
    // "monsoon" is on a twenty-sixth of the articles.
    edit: 'a tag shared by many articles',
    change: () => cf.edit({ id: 'post-3', fields: { tags: ['monsoon', 'reservoir'] } }),
    archive: 'reused',
  },
  {
    edit: 'a new article',
    change: () => {
      const first = space().entries[1];
      cf.edit({
        id: 'post-new',
        contentType: 'blogPost',
        fields: {
          ...Object.fromEntries(Object.entries(first.fields).map(([k, v]) => [k, (v as Record<string, unknown>)[L]])),
          title: 'Monsoon session of Parliament opens',
          slug: 'monsoon-session-opens',
          publishDate: '2026-11-02',
        },
      });
    },
    archive: 'reused',
  },
])('after $edit', ({ change, archive }) => {
  let warm: Awaited<ReturnType<typeof build>>;
  let cold: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    change();
    warm = await build('cache', 'warm');
    cold = await build('cold-cache', 'cold');
  }, 300_000);
  afterAll(() => {
    for (const name of ['warm', 'cold', 'cold-cache']) rmSync(join(work, name), { recursive: true, force: true });
  });

  it('the warm build writes the same files as a cold build, byte for byte', () => {
    expect(warm.files.length).toBeGreaterThan(ARTICLES);
    expect(warm.files).toEqual(cold.files);
  });

  it("lists every file it wrote with its hash, for the deploy's digest and token check", () => {
    expect(warm.listed).toEqual(warm.files);
    expect(warm.unlisted).toBe(0);
  });

  it('reads only the pages it rendered, and says what the search index did', () => {
    const pages = checked(cold.log);
    expect(pages.noted).toBe(0);
    const { read, noted } = checked(warm.log);
    expect(read + noted).toBe(pages.read);
    expect(read).toBeLessThan(pages.read / 2);
    expect(warm.log).toMatch(new RegExp(`archive ${archive} \\(\\d+ pages\\), recent \\d+ pages`));
  });
});
