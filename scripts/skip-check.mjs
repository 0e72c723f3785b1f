#!/usr/bin/env node
/**
 * Cheap hourly deploys (.github/workflows/deploy.yml). Two commands:
 *
 *   node scripts/skip-check.mjs record   after a build: writes node_modules/.astro/last-build.json
 *                                        ({ commit: GITHUB_SHA, digest: DIGEST, month }) into the
 *                                        content cache; `month` is the India month (`YYYY-MM`) the
 *                                        build started in (BUILT_AT, else now): what its pages show
 *   node scripts/skip-check.mjs check    on a scheduled run, before anything is installed: prints
 *                                        changed=true|false (to GITHUB_OUTPUT when set) and why
 *
 * `check` says "unchanged" only when all of these hold: the cached build was made from this commit,
 * its site is the deployed one (its digest is in .deployed-digest), India's month and year are still
 * the ones that site shows (the "last 12 months" magazine links, the footer's ©), every collection in the cached
 * content-layer store (data-store.json) is at the same sync token from this space, and one Sync API
 * request from that token returns nothing. Anything else — no cache, a refused token, a network
 * error — means "build": skipping is only ever an optimisation. Node built-ins only (no npm install).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { liveSpace } from '../src/loaders/contentful/live-space.mjs';

const CACHE_DIR = 'node_modules/.astro';
const RECORD = 'last-build.json';

/**
 * `get(path…)` over a devalue-flattened store (Astro writes data-store.json with devalue.stringify:
 * a JSON array whose first item is the root and whose Maps are ["Map", keyIndex, valueIndex, …]).
 */
function flattenedMaps(text) {
  const items = JSON.parse(text);
  const entries = (node) => {
    if (!Array.isArray(node) || node[0] !== 'Map') return [];
    const pairs = [];
    for (let i = 1; i < node.length; i += 2) pairs.push([items[node[i]], items[node[i + 1]]]);
    return pairs;
  };
  return { root: items[0], entries };
}

/** Each collection's saved Sync API position: `[{ collection, source, syncToken }]`. */
export function syncPositions(storeText) {
  const { root, entries } = flattenedMaps(storeText);
  return entries(root)
    .filter(([key]) => typeof key === 'string' && key.startsWith('meta:') && key !== 'meta::meta')
    .map(([key, meta]) => {
      const values = Object.fromEntries(entries(meta));
      return { collection: key.slice('meta:'.length), source: values.source, syncToken: values.syncToken };
    });
}

/** The live source as the loader names it (its `key`), and its sync URL. */
function liveSource(env) {
  const live = liveSpace(env);
  if (!live) return undefined;
  const { space, environment, insecure, host, accessToken: token, key } = live;
  return {
    token,
    key,
    syncUrl: `${insecure ? 'http' : 'https'}://${host}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/sync`,
  };
}

/** The India calendar month of a moment, `YYYY-MM` (the site's dates are India dates: src/lib/dates.ts). */
export const indiaMonthOf = (/** @type {Date} */ date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(date);

const readText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * Whether this scheduled run has anything to build: `{ changed, reason }`.
 * `storeDir`: where the content-layer store is, when not in `cacheDir` beside the record (a build
 * split in shards: the first shard's cacheDir).
 * @param {{ env?: Record<string, string | undefined>, cacheDir?: string, storeDir?: string,
 *   deployedDigestFile?: string, fetch?: typeof fetch, now?: Date }} options
 */
export async function checkForChanges({
  env = process.env,
  cacheDir = CACHE_DIR,
  storeDir = cacheDir,
  deployedDigestFile = '.deployed-digest',
  fetch: get = fetch,
  now = new Date(),
} = {}) {
  const build = (reason) => ({ changed: true, reason });
  const source = liveSource(env);
  if (!source) return build('the Contentful secrets are not set');
  const recordText = readText(join(cacheDir, RECORD));
  if (!recordText) return build('no record of an earlier build in the content cache');
  const record = JSON.parse(recordText);
  if (record.commit !== env.GITHUB_SHA) return build(`the code changed (cached build: ${record.commit})`);
  if (record.digest !== readText(deployedDigestFile)?.trim()) return build('the last build is not the deployed site');
  const month = indiaMonthOf(now);
  if (record.month !== month)
    return build(`the India month changed (the deployed site shows ${record.month}, today is ${month})`);
  const storeText = readText(join(storeDir, 'data-store.json'));
  if (!storeText) return build('no content-layer store in the cache');
  const positions = syncPositions(storeText);
  const tokens = new Set(positions.map((p) => p.syncToken));
  const [syncToken] = tokens;
  if (positions.length === 0 || tokens.size !== 1 || typeof syncToken !== 'string')
    return build('the cached collections are not at one sync token');
  if (positions.some((p) => p.source !== source.key)) return build('the cache is from another space or host');

  let response;
  try {
    response = await get(`${source.syncUrl}?sync_token=${encodeURIComponent(syncToken)}`, {
      headers: { Authorization: `Bearer ${source.token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return build(`the Sync API could not be reached (${error.message})`);
  }
  if (!response.ok) return build(`the Sync API answered ${response.status}`);
  const page = await response.json();
  if (page.items?.length || page.nextPageUrl) return build('the content changed');
  return { changed: false, reason: 'neither the code nor the content changed since the deployed build' };
}

/**
 * Writes what the build in `cacheDir` was made from, so the next scheduled run can compare: the
 * commit, the site digest and the India month its pages show (that of BUILT_AT, when the build
 * started: a build that runs across midnight at a month's end shows the month it started in).
 */
export function recordBuild({ env = process.env, cacheDir = CACHE_DIR } = {}) {
  if (!env.GITHUB_SHA || !env.DIGEST) throw new Error('record needs GITHUB_SHA and DIGEST (the site digest).');
  const builtAt = env.BUILT_AT ? new Date(env.BUILT_AT) : new Date();
  if (Number.isNaN(builtAt.getTime())) throw new Error(`BUILT_AT is not a date: ${env.BUILT_AT}`);
  const record = { commit: env.GITHUB_SHA, digest: env.DIGEST, month: indiaMonthOf(builtAt) };
  writeFileSync(join(cacheDir, RECORD), `${JSON.stringify(record)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'record') {
    recordBuild();
  } else if (command === 'check') {
    const { changed, reason } = await checkForChanges();
    console.log(changed ? `Building: ${reason}.` : `::notice::Nothing to build: ${reason}.`);
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `changed=${changed}\n`);
    else console.log(`changed=${changed}`);
  } else {
    console.error('Usage: node scripts/skip-check.mjs record | check');
    process.exit(2);
  }
}
