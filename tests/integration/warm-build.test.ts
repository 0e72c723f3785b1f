/**
 * A warm build (the last build's cacheDir: its content layer, pages and notes) makes the same site
 * as a cold one, byte for byte, after each of the three kinds of edit a publish brings: an
 * archived article's title (so the search archive is built again), a tag shared by many articles
 * (which pagefind does not read: the archive is reused) and a new article (which moves every list
 * page and the related articles of many). Each warm build reads only what it rendered and says so. A small synthetic space (scripts/synthetic-site.mjs) on the fake
 * Contentful, with a third of its articles moved two years back, into the search archive.
 */
import { spawnSync } from 'node:child_process';
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

const SHARDS = 2;

/** The line a build logs after checking its pages: how many it read, how many were noted before. */
const checked = (log: string) => {
  const [, read, noted] = /pages checked after the build: (\d+) read, (\d+) noted when rendered/.exec(log) ?? [];
  return { read: Number(read), noted: Number(noted) };
};

/**
 * The same build split in SHARDS shards (BUILD_SHARD, src/integrations/shards.ts), one after
 * another, each with its own cacheDir and output folder as on its own runner, then merged
 * (scripts/merge-shards.mjs) into `name` with the merge's own cacheDir: the merge's log and the files' digests.
 */
async function shardedBuild(name: string) {
  const shards = join(work, 'shards');
  rmSync(shards, { recursive: true, force: true });
  const rendered: number[] = [];
  for (let i = 1; i <= SHARDS; i++) {
    const dist = join(work, `shard-${i}`);
    const cache = join(work, `shard-${i}-cache`);
    rmSync(dist, { recursive: true, force: true });
    const shard = { ...env, BUILD_SHARD: `${i}/${SHARDS}` };
    const { log } = await buildOnce({ snapshot: undefined, outDir: dist, cacheDir: cache, env: shard });
    rendered.push(checked(log).read);
    const pack = ['pack', join(shards, `${i}`), '--dist', dist, '--cache', cache];
    expect(spawnSync(process.execPath, ['scripts/merge-shards.mjs', ...pack]).status).toBe(0);
  }
  const merge = ['merge', shards, '--dist', join(work, name), '--cache', join(work, 'merge-cache')];
  const { status, stdout, stderr } = spawnSync(process.execPath, ['scripts/merge-shards.mjs', ...merge], {
    encoding: 'utf8',
  });
  expect(stderr).toBe('');
  expect(status).toBe(0);
  return { log: stdout, files: fileDigests(join(work, name)), rendered };
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

it('a build split in shards and merged writes the same files as the single build, byte for byte', async () => {
  const merged = await shardedBuild('merged');
  expect(merged.files).toEqual(fileDigests(join(work, 'deployed')));
  // Each shard rendered a share of the pages, and the merge read none of them again.
  const pages = merged.rendered.reduce((a, b) => a + b);
  for (const share of merged.rendered) expect(share).toBeLessThan(pages * 0.7);
  expect(merged.log).toMatch(new RegExp(`Merged ${SHARDS} shards in [\\d.]+ s: \\d+ files linked`));
  expect(merged.log).toMatch(/pages checked after the build: 0 read/);
  expect(merged.log).toMatch(/Linked [1-9]\d* forwarding pages from the shards/);
  rmSync(join(work, 'merged'), { recursive: true, force: true });
}, 300_000);
afterAll(async () => {
  await cf?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.each([
  {
    // post-3 is archived (every third article is).
    edit: "an archived article's title",
    change: () => cf.edit({ id: 'post-3', fields: { title: 'Repo rate held at 6.5 per cent' } }),
    archive: 'rebuilt',
    sharded: false,
  },
  {
    // "monsoon" is on a twenty-sixth of the articles.
    edit: 'a tag shared by many articles',
    change: () => cf.edit({ id: 'post-3', fields: { tags: ['monsoon', 'reservoir'] } }),
    archive: 'reused',
    sharded: false,
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
    // The shards' builds are warm too: each from its own cacheDir of the first split build.
    sharded: true,
  },
])('after $edit', ({ change, archive, sharded }) => {
  let warm: Awaited<ReturnType<typeof build>>;
  let cold: Awaited<ReturnType<typeof build>>;
  let merged: Awaited<ReturnType<typeof shardedBuild>> | undefined;
  beforeAll(async () => {
    change();
    warm = await build('cache', 'warm');
    cold = await build('cold-cache', 'cold');
    if (sharded) merged = await shardedBuild('merged');
  }, 400_000);
  afterAll(() => {
    for (const name of ['warm', 'cold', 'cold-cache', 'merged'])
      rmSync(join(work, name), { recursive: true, force: true });
  });

  it.runIf(sharded)('split in shards, each warm, and merged: the same files as a cold build, byte for byte', () => {
    expect(merged!.files).toEqual(cold.files);
    // Each shard rendered only what changed in its share.
    expect(merged!.rendered.reduce((a, b) => a + b)).toBeLessThan(checked(cold.log).read / 2);
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
