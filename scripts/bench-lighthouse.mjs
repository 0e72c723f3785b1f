#!/usr/bin/env node
/**
 * Performance report (issue 5): Lighthouse, mobile with its default simulated slow-4G throttling,
 * performance category only, on each page type of a production build served like a static host
 * (scripts/lighthouse/serve.mjs: gzip, 404.html). Prints a table with the score, FCP, LCP, TBT, CLS,
 * Speed Index, transferred KB and request count against the target (100 on content pages, 95 on home
 * and course pages), then what held back every page that missed. Always exits 0 unless it cannot run:
 * it is a benchmark, not a test.
 *
 *   npm run bench:lighthouse                          # build into a temp dir, median of 3 runs per page
 *   npm run bench:lighthouse -- --dist /tmp/site      # measure that build (builds into it if empty)
 *   npm run bench:lighthouse -- --runs 1              # one run per page (quicker, noisier)
 *   npm run bench:lighthouse -- --only home,article   # some pages (keys as printed)
 *   npm run bench:lighthouse -- --save /tmp/lhr       # also write every run's Lighthouse JSON there
 *
 * The build has the third-party services off (PUBLIC_GTM_ID, PUBLIC_RECAPTCHA_SITE_KEY and
 * PUBLIC_ENQUIRY_ENDPOINT removed from its environment) and Chromium resolves no host but 127.0.0.1.
 * Chromium: $CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { explain, formatTable, medianRun, passes, summarize } from './lighthouse/report.mjs';
import { serve } from './lighthouse/serve.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
/** @param {string} name @param {string} [fallback] */
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const only = option('only')
  ?.split(',')
  .map((s) => s.trim());
const save = option('save');
const CONTENT = 100;
const SHOP_WINDOW = 95;

// Course pages: one per page layout (see src/pages/courses/).
const COURSE_LAYOUTS = [
  'upsc',
  'appsc-tgpsc',
  'appsc-groups',
  'iit',
  'inter-ias',
  'degree-college',
  'degree-ias',
  'clat',
  'bank-ssc',
  '6th-to-10th-foundation',
];

/**
 * Page types. `from` takes the first entry its list page links to, so any content source works.
 * @type {{ key: string, target: number, path?: string, from?: string, status?: number, optional?: boolean }[]}
 */
const PAGES = [
  { key: 'home', path: '/', target: SHOP_WINDOW },
  ...COURSE_LAYOUTS.map((id) => ({ key: `course ${id}`, path: `/courses/${id}`, target: SHOP_WINDOW })),
  { key: 'about', path: '/about', target: CONTENT },
  { key: 'contact', path: '/contact', target: CONTENT },
  { key: 'current-affairs list', path: '/courses/upsc/current-affairs/', target: CONTENT },
  { key: 'article', from: '/courses/upsc/current-affairs/', target: CONTENT },
  { key: 'mains list', path: '/courses/upsc/mains-answer-writing/', target: CONTENT },
  { key: 'mains answer', from: '/courses/upsc/mains-answer-writing/', target: CONTENT },
  { key: 'quiz list', path: '/courses/upsc/current-affairs-quiz/', target: CONTENT },
  { key: 'quiz page', from: '/courses/upsc/current-affairs-quiz/', target: CONTENT },
  { key: 'PDFs page', path: '/courses/upsc/current-affairs-pdfs/', target: CONTENT },
  { key: 'search', path: '/search/', target: CONTENT, optional: true },
  { key: '404', path: '/no-such-page', status: 404, target: CONTENT },
];

/** @param {string} dist @param {string} path */
const builtFile = (dist, path) => [join(dist, path, 'index.html'), join(dist, `${path}.html`)].find(existsSync);

/**
 * The first entry a list page links to: `<list>/<one segment>/`, not a paging, filter or feed link.
 * @param {string} dist @param {string} list
 */
function firstEntry(dist, list) {
  const file = builtFile(dist, list);
  const html = file ? readFileSync(file, 'utf8') : '';
  for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) {
    const rest = href.startsWith(list) ? href.slice(list.length).replace(/\/$/, '') : '';
    if (rest && !rest.includes('/') && !/^(page|type|rss\.xml)$/.test(rest)) return href;
  }
  return undefined;
}

function build(dist) {
  const env = { ...process.env };
  for (const name of ['PUBLIC_GTM_ID', 'PUBLIC_RECAPTCHA_SITE_KEY', 'PUBLIC_ENQUIRY_ENDPOINT']) delete env[name];
  console.log(`Building the site into ${dist} (third-party services off) …`);
  const result = spawnSync('npm', ['run', 'build', '--', '--outDir', dist], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

async function main() {
  const given = option('dist');
  const dist = resolve(given ?? join(tmpdir(), 'bench-lighthouse-dist'));
  if (!given || !existsSync(join(dist, 'index.html'))) build(dist);
  if (readFileSync(join(dist, 'index.html'), 'utf8').includes('googletagmanager')) {
    console.log('Note: this build has a tag manager configured; Chromium cannot reach it (127.0.0.1 only).');
  }

  const pages = [];
  for (const page of PAGES) {
    if (only && !only.includes(page.key)) continue;
    const path = page.path ?? firstEntry(dist, /** @type {string} */ (page.from));
    if (!path || (page.status !== 404 && !builtFile(dist, path))) {
      if (!page.optional || only) console.log(`Skipping ${page.key}: not in the build.`);
      continue;
    }
    pages.push({ ...page, path });
  }

  const server = await serve(dist, Number(option('port', '0')));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  // chrome-launcher ends Chromium on Ctrl-C; do the same when the benchmark is terminated.
  process.once('SIGTERM', () => {
    chrome.kill();
    process.exit(143);
  });
  if (save) mkdirSync(save, { recursive: true });

  const rows = [];
  const misses = [];
  let settings;
  try {
    for (const page of pages) {
      const lhrs = [];
      for (let run = 1; run <= runs; run++) {
        const flags = {
          port: chrome.port,
          output: /** @type {'json'} */ ('json'),
          logLevel: /** @type {'error'} */ ('error'),
          onlyCategories: ['performance'],
          // The 404 page is measured as served: with its 404 status.
          ignoreStatusCode: page.status === 404,
        };
        const result = await lighthouse(`${server.origin}${page.path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (save) writeFileSync(join(save, `${page.key.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr));
        lhrs.push(lhr);
        settings ??= lhr;
      }
      const lhr = medianRun(lhrs);
      const row = summarize(page.key, page.target, lhr);
      const scores = lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100));
      const indexes = lhrs.map((l) => Math.round(l.environment.benchmarkIndex));
      console.log(`${page.key} (${page.path}): score ${scores.join(', ')}; CPU benchmark index ${indexes.join(', ')}`);
      rows.push(row);
      if (!passes(row)) misses.push({ row, path: page.path, lines: explain(lhr) });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  if (!settings) return;

  const s = settings.configSettings;
  const t = s.throttling;
  console.log(
    [
      '',
      `Lighthouse ${settings.lighthouseVersion}, ${settings.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, performance category only.`,
      `Form factor ${s.formFactor}: ${s.screenEmulation.width}×${s.screenEmulation.height} at DPR ${s.screenEmulation.deviceScaleFactor}.`,
      `Throttling ${s.throttlingMethod} (Lighthouse's default mobile "slow 4G"): RTT ${t.rttMs} ms, ` +
        `${t.throughputKbps} Kbps down, ${t.uploadThroughputKbps} Kbps up, CPU ${t.cpuSlowdownMultiplier}× slowdown.`,
      `Host CPU benchmark index per run above: Lighthouse calibrates its 4× slowdown for an index above 1000; a lower`,
      `one (a slow or busy machine: other builds and tests running) inflates TBT and lowers scores. Re-run misses.`,
      `Served by a local static server with gzip; no network beyond 127.0.0.1, third-party services off.`,
      `${runs === 1 ? 'One run' : `Median of ${runs} runs`} per page. KB = bytes transferred.`,
      '',
      formatTable(rows),
      '',
      misses.length ? `${misses.length} page(s) below target:` : 'Every page reached its target.',
    ].join('\n'),
  );
  for (const { row, path, lines } of misses) {
    console.log(`\n${row.page} (${path}): ${row.score} < ${row.target}`);
    for (const line of lines) console.log(`  - ${line}`);
  }
}

main().catch((error) => {
  console.error(`bench:lighthouse: ${error.message}`);
  process.exit(1);
});
