/**
 * The hourly run's check (scripts/skip-check.mjs) against the content-layer cache of a real
 * `astro build` of the fixture site from the fake Contentful: with nothing changed it asks the
 * Sync API once and says "unchanged"; an edited entry, another commit or an undeployed build
 * mean "build", and so does the turn of an India month or year (the magazine links and the
 * footer's © year the deployed pages show), at a simulated clock.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContentful } from '../support/fake-contentful.mjs';
import { checkForChanges, recordBuild, syncPositions } from '../../scripts/skip-check.mjs';

const ROOT = resolve('tests/fixtures/contentful/site');
const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');
const SNAPSHOT = JSON.parse(readFileSync('tests/fixtures/contentful/space.json', 'utf8'));
const TOKEN = 'cf-delivery-token-0123456789';
const COMMIT = 'a'.repeat(40);
const DIGEST = 'b'.repeat(64);
/** The build started at 23:30 on 30 November in India; the hourly runs below come after it. */
const BUILT_AT = '2026-11-30T18:00:00Z';
const SAME_MONTH = new Date('2026-11-30T18:20:00Z'); // 23:50 IST, 30 November
const NEXT_MONTH = new Date('2026-11-30T18:40:00Z'); // 00:10 IST, 1 December (still 30 November in UTC)
const VARS = ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_HOST', 'CONTENTFUL_INSECURE'];

let cf: Awaited<ReturnType<typeof startFakeContentful>>;
let work: string;
let env: Record<string, string>;
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));

beforeAll(async () => {
  cf = await startFakeContentful({ snapshot: structuredClone(SNAPSHOT), accessToken: TOKEN });
  work = mkdtempSync(join(tmpdir(), 'skip-check-'));
  env = {
    CONTENTFUL_SPACE_ID: cf.space,
    CONTENTFUL_ACCESS_TOKEN: TOKEN,
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
    GITHUB_SHA: COMMIT,
  };
  Object.assign(process.env, env);
  for (const v of ['CONTENT_SNAPSHOT', 'CONTENT_STRICT']) delete process.env[v];
  await build({ root: ROOT, outDir: join(work, 'dist'), cacheDir: join(work, 'cache'), logLevel: 'silent' });
  recordBuild({ env: { ...env, DIGEST, BUILT_AT }, cacheDir: join(work, 'cache') });
  writeFileSync(join(work, 'deployed'), `${DIGEST}\n`);
}, 120_000);
afterAll(async () => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
  await cf.close();
  rmSync(work, { recursive: true, force: true });
});

const check = (overrides: Record<string, string> = {}, now = SAME_MONTH) =>
  checkForChanges({
    env: { ...env, ...overrides },
    cacheDir: join(work, 'cache'),
    deployedDigestFile: join(work, 'deployed'),
    now,
  });

/** Sync requests made by `run`, as 'initial' or 'token'. */
async function syncsDuring<T>(run: () => Promise<T>) {
  const before = cf.syncRequests().length;
  const result = await run();
  const syncs = cf.syncRequests().slice(before);
  return {
    result,
    syncs: syncs.map((r: { query: Record<string, string> }) => (r.query.initial ? 'initial' : 'token')),
  };
}

describe('the hourly check', () => {
  it('finds every collection of the built store at one sync token from the fake space', () => {
    const positions = syncPositions(readFileSync(join(work, 'cache/data-store.json'), 'utf8'));
    expect(positions.map((p) => p.collection).sort()).toEqual([
      'answerSubmission',
      'blogPost',
      'currentAffairsPdf',
      'currentAffairsQuiz',
      'mainsAnswerWriting',
      'quiz',
    ]);
    expect(new Set(positions.map((p) => p.syncToken)).size).toBe(1);
  });

  it('makes one Sync API request and finds nothing to build when nothing changed', async () => {
    const { result, syncs } = await syncsDuring(() => check());
    expect(result).toEqual({
      changed: false,
      reason: 'neither the code nor the content changed since the deployed build',
    });
    expect(syncs).toEqual(['token']);
  });

  it('builds after another commit, or when the last build was not deployed, without asking Contentful', async () => {
    const { result, syncs } = await syncsDuring(() => check({ GITHUB_SHA: 'c'.repeat(40) }));
    expect(result).toEqual({ changed: true, reason: `the code changed (cached build: ${COMMIT})` });
    writeFileSync(join(work, 'deployed'), 'an older digest\n');
    const undeployed = await syncsDuring(() => check());
    writeFileSync(join(work, 'deployed'), `${DIGEST}\n`);
    expect(undeployed.result).toEqual({ changed: true, reason: 'the last build is not the deployed site' });
    expect([...syncs, ...undeployed.syncs]).toEqual([]);
  });

  it('records the India month the build started in', () => {
    const record = JSON.parse(readFileSync(join(work, 'cache/last-build.json'), 'utf8'));
    expect(record).toEqual({ commit: COMMIT, digest: DIGEST, month: '2026-11' });
  });

  it.each([
    ['a new India month', NEXT_MONTH, '2026-12'],
    ['a new India year', new Date('2026-12-31T18:31:00Z'), '2027-01'],
  ])('builds at %s without asking Contentful, though nothing else changed', async (_, now, month) => {
    const { result, syncs } = await syncsDuring(() => check({}, now));
    expect(result).toEqual({
      changed: true,
      reason: `the India month changed (the deployed site shows 2026-11, today is ${month})`,
    });
    expect(syncs).toEqual([]);
  });

  it('builds when the space is another one or the token is refused', async () => {
    expect((await check({ CONTENTFUL_SPACE_ID: 'other-space' })).reason).toBe(
      'the cache is from another space or host',
    );
    expect(await check({ CONTENTFUL_ACCESS_TOKEN: 'wrong-token' })).toEqual({
      changed: true,
      reason: 'the Sync API answered 401',
    });
  });

  it('builds when an entry was edited since the cached token', async () => {
    const post = SNAPSHOT.entries.find((e: any) => e.sys.contentType.sys.id === 'blogPost');
    cf.edit({ id: post.sys.id, fields: { title: 'An edited title' } });
    const { result, syncs } = await syncsDuring(() => check());
    expect(result).toEqual({ changed: true, reason: 'the content changed' });
    expect(syncs).toEqual(['token']);
  });
});
