#!/usr/bin/env node
/**
 * Publish to live (issue 34): the webhook's path on this machine, against the fake Contentful
 * (tests/support/fake-contentful.mjs) serving a synthetic space of N articles (default 10,000).
 * First, untimed, what the last deploy left: a build from the whole space, its content-layer
 * cache, its record (scripts/skip-check.mjs record) and its digest as the deployed one. Then,
 * timed from the editor's publish, the deploy workflow's steps (.github/workflows/deploy.yml):
 *
 *   1. edit      an article's title changes in the space (what the editor publishes)
 *   2. check     the skip check: one Sync API request from the cached token (scripts/skip-check.mjs)
 *   3. install   the workflow's node_modules cache restored (a copy of this checkout's
 *                node_modules into an empty directory with package.json and package-lock.json),
 *                then `npm install`, which finds it complete and only checks it
 *   4. build     the warm build: the cached content layer and pages, a fresh output directory
 *   5. digest    the site's digest (scripts/dist-digest.mjs), compared with the deployed one
 *   6. served    a static server (scripts/lighthouse/serve.mjs) on the new site answers the
 *                article's address with the new title
 *
 * and prints each step's time, the total and the load average. Target (issue 34): ≤ 120 s from the
 * edit to the page served, of which the build ≤ 60 s. The upload to the host is not simulated.
 *
 *   npm run bench:publish                  # 10,000 articles
 *   npm run bench:publish -- --n 1000      # another size
 *   npm run bench:publish -- --dir /tmp/x  # work directory (default /tmp/bench-publish), kept with --keep
 *
 * A benchmark, not a test: it exits 0 unless a step fails.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeContentful } from '../tests/support/fake-contentful.mjs';
import { distDigest } from './dist-digest.mjs';
import { serve } from './lighthouse/serve.mjs';
import { checkForChanges, recordBuild } from './skip-check.mjs';
import { buildOnce, cpuSeconds, syntheticSpace } from './synthetic-site.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '10000' },
    dir: { type: 'string', default: '/tmp/bench-publish' },
    keep: { type: 'boolean', default: false },
  },
});
const n = Number(values.n);
const WORK = resolve(values.dir);
/** The article edited: the first, on the UPSC section's list (syntheticSpace). */
const ARTICLE = { id: 'post-0', path: '/courses/upsc/current-affairs/article-0/' };
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const cacheDir = join(WORK, 'cache');
const deployedDigestFile = join(WORK, '.deployed-digest');
/** The commit the workflow records and checks (GITHUB_SHA): the same in both builds, the code unchanged. */
const commit = 'bench-publish';

// Contentful's Sync API pages hold up to 1,000 items; the fake's default is small for paging tests.
const cf = await startFakeContentful({ snapshot: syntheticSpace(n), pageSize: 1000 });
const env = {
  CONTENTFUL_SPACE_ID: 'test-space',
  CONTENTFUL_ACCESS_TOKEN: 'test-delivery-token',
  CONTENTFUL_HOST: cf.host,
  CONTENTFUL_INSECURE: 'true',
  GITHUB_SHA: commit,
};
/** @type {{ step: string, seconds: number, note: string }[]} */
const steps = [];
try {
  console.log(`${n} articles on the fake Contentful at ${cf.host}; the deployed build first (not timed) …`);
  // Built where the next build writes (Astro's incremental build keeps the output folder's path),
  // then moved aside: the workflow's build starts from a fresh checkout, without dist/.
  const outDir = join(WORK, 'dist');
  const first = await buildOnce({ outDir, cacheDir, env });
  renameSync(outDir, join(WORK, 'deployed'));
  const deployed = distDigest(join(WORK, 'deployed'));
  writeFileSync(deployedDigestFile, deployed);
  recordBuild({ env: { ...env, DIGEST: deployed }, cacheDir });
  console.log(
    `  built in ${first.seconds.toFixed(0)} s (${cpuSeconds(first.usage).toFixed(0)} CPU s); load average ${load()}`,
  );

  const started = performance.now();
  let at = started;
  const step = (name, note = '') => {
    const now = performance.now();
    steps.push({ step: name, seconds: (now - at) / 1000, note: `${note}${note ? '; ' : ''}load average ${load()}` });
    console.log(`${name}: ${((now - at) / 1000).toFixed(1)} s ${note}`);
    at = now;
  };

  const title = `Edited at ${new Date().toISOString()}`;
  cf.edit({ id: ARTICLE.id, fields: { title } });
  step('edit', `"${title}" published`);

  const check = await checkForChanges({ env, cacheDir, deployedDigestFile });
  if (!check.changed) throw new Error(`the skip check found nothing to build: ${check.reason}`);
  step('skip check', `changed: ${check.reason}`);

  const install = join(WORK, 'install');
  mkdirSync(install);
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(install, file));
  cpSync(join(ROOT, 'node_modules'), join(install, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  const npm = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: install,
    encoding: 'utf8',
  });
  if (npm.status !== 0) throw new Error(`npm install failed:\n${npm.stderr.slice(-2000)}`);
  step('cached install', /(added|removed|changed|up to date)[^\n]*/.exec(npm.stdout)?.[0] ?? '');

  const warm = await buildOnce({ outDir, cacheDir, env });
  const [, rendered = '?', restored = '?'] =
    /Inlined the critical CSS of (\d+) pages .*?, (-?\d+) done in an earlier build/.exec(warm.log) ?? [];
  step('warm build', `${cpuSeconds(warm.usage).toFixed(0)} CPU s; ${rendered} pages rendered, ${restored} restored`);
  // What each step after the rendering did (pages read, search parts, files written).
  console.log(
    warm.log
      .split('\n')
      .filter((line) => /\[(critical-css|pagefind-index-written|forwarding-pages|service-worker)\]/.test(line))
      .map((line) => `  ${line}`)
      .join('\n'),
  );

  const digest = distDigest(outDir);
  step('deploy digest', digest === deployed ? 'unchanged (!)' : 'changed: deploy');

  const server = await serve(outDir, 0);
  try {
    const html = await (await fetch(`${server.origin}${ARTICLE.path}`)).text();
    if (!html.includes(title)) throw new Error(`${ARTICLE.path} does not show the new title`);
  } finally {
    await server.close();
  }
  step('served', `${ARTICLE.path} shows the new title`);

  const total = (performance.now() - started) / 1000;
  const build = steps.find((s) => s.step === 'warm build')?.seconds ?? NaN;
  const cpu = cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu[0]?.model ?? 'CPU'}, ${cpu.length} cores; ` +
      `${n} articles on the fake Contentful (127.0.0.1).\n\n| step | s | |\n|---|---|---|\n` +
      steps.map((s) => `| ${s.step} | ${s.seconds.toFixed(1)} | ${s.note} |`).join('\n') +
      `\n| **edit to served** | **${total.toFixed(1)}** | target ≤ 120 s, build ≤ 60 s: ` +
      `${total <= 120 && build <= 60 ? 'met' : 'missed'} |`,
  );
} finally {
  await cf.close();
  if (!values.keep && existsSync(WORK)) rmSync(WORK, { recursive: true, force: true });
}
