#!/usr/bin/env node
/**
 * Performance report: Lighthouse, mobile with its default simulated slow-4G throttling, performance
 * category only, on each page type of a production build and, in the same run, on the anchor build
 * (Astro's own blog starter, ../shared/anchors/astro-blog-example/: its home, list and post), both
 * served like a static host (scripts/lighthouse/serve.mjs: gzip, 404.html). Machines here are
 * noisy, so only figures from one run compare: runs go round all pages in turn, and each page's
 * figures are medians. Prints a Markdown table of score, FCP, LCP, TBT, CLS, transferred KB and
 * requests, our pages' FCP and LCP as ratios of the anchor page each is paired with, and the targets
 * each page misses (scripts/lighthouse/report.mjs), then what held back every page that missed.
 * Always exits 0 unless it cannot run: it is a benchmark, not a test.
 *
 *   npm run bench:lighthouse                          # build into a temp dir, median of 3 runs per page
 *   npm run bench:lighthouse -- --dist /tmp/site      # measure that build (builds into it if empty)
 *   npm run bench:lighthouse -- --runs 1              # one run per page (quicker, noisier)
 *   npm run bench:lighthouse -- --only home,article   # some pages (keys as printed); anchors always
 *   npm run bench:lighthouse -- --no-anchor           # without the anchor pages
 *   npm run bench:lighthouse -- --save /tmp/lhr       # also write every run's Lighthouse JSON there
 *
 * The build has the third-party services off (PUBLIC_GTM_ID, PUBLIC_RECAPTCHA_SITE_KEY and
 * PUBLIC_ENQUIRY_ENDPOINT removed from its environment) and Chromium resolves no host but 127.0.0.1.
 * Chromium: $CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { explain, formatTable, medianRow, medianRun, misses, summarize } from './lighthouse/report.mjs';
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
const withAnchor = !argv.includes('--no-anchor');

/** The anchor build (see its README): the dist of Astro's blog starter, beside the repository. */
const ANCHOR_DIST = resolve(ROOT, '../shared/anchors/astro-blog-example');
const ANCHOR_PAGES = [
  { key: 'home', path: '/' },
  { key: 'list', path: '/blog/' },
  { key: 'post', path: '/blog/first-post/' },
];

// Targets (issue 10): content pages score 100 and paint within FCP_FACTOR of the anchor post;
// articles and answers show their largest element no later than the post, lists than the list.
/** @type {import('./lighthouse/report.mjs').Targets} */
const CONTENT = { score: 100, vs: 'post', fcpVs: 'post' };
/** @type {import('./lighthouse/report.mjs').Targets} */
const SHOP_WINDOW = { score: 98, vs: 'home' };
const ENTRY = { ...CONTENT, lcpVs: 'post' };
const LIST = { ...CONTENT, vs: 'list', lcpVs: 'list' };

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
 * @type {{ key: string, targets: import('./lighthouse/report.mjs').Targets, path?: string, from?: string, status?: number, optional?: boolean }[]}
 */
const PAGES = [
  { key: 'home', path: '/', targets: { ...SHOP_WINDOW, lcpMax: 1600 } },
  ...COURSE_LAYOUTS.map((id) => ({ key: `course ${id}`, path: `/courses/${id}`, targets: SHOP_WINDOW })),
  { key: 'about', path: '/about', targets: CONTENT },
  { key: 'contact', path: '/contact', targets: CONTENT },
  { key: 'current-affairs list', path: '/courses/upsc/current-affairs/', targets: LIST },
  { key: 'article', from: '/courses/upsc/current-affairs/', targets: ENTRY },
  { key: 'mains list', path: '/courses/upsc/mains-answer-writing/', targets: LIST },
  { key: 'mains answer', from: '/courses/upsc/mains-answer-writing/', targets: ENTRY },
  { key: 'quiz list', path: '/courses/upsc/current-affairs-quiz/', targets: LIST },
  { key: 'quiz page', from: '/courses/upsc/current-affairs-quiz/', targets: CONTENT },
  { key: 'PDFs page', path: '/courses/upsc/current-affairs-pdfs/', targets: CONTENT },
  { key: 'search', path: '/search/', targets: CONTENT, optional: true },
  { key: '404', path: '/no-such-page', status: 404, targets: CONTENT },
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
  if (withAnchor && !existsSync(join(ANCHOR_DIST, 'index.html'))) {
    throw new Error(
      `no anchor build at ${ANCHOR_DIST} (the dist of Astro's blog starter; see ../shared/anchors/README.md). ` +
        'Put it there, or measure without it: --no-anchor.',
    );
  }

  const server = await serve(dist, Number(option('port', '0')));
  const anchorServer = withAnchor ? await serve(ANCHOR_DIST, 0) : undefined;
  const targets = [
    ...pages.map((page) => ({ ...page, name: page.key, origin: server.origin })),
    ...(anchorServer
      ? ANCHOR_PAGES.map((page) => ({ ...page, name: `anchor ${page.key}`, origin: anchorServer.origin }))
      : []),
  ];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  const loadBefore = load();
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

  /** @type {Map<string, any[]>} Lighthouse results per page, in run order. */
  const results = new Map(targets.map((t) => [t.name, []]));
  let settings;
  try {
    // Run by run over every page, so a busy spell of the machine weighs on all pages alike.
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const flags = {
          port: chrome.port,
          output: /** @type {'json'} */ ('json'),
          logLevel: /** @type {'error'} */ ('error'),
          onlyCategories: ['performance'],
          // The 404 page is measured as served: with its 404 status.
          ignoreStatusCode: 'status' in target && target.status === 404,
          // Every run a first visit: Lighthouse clears the HTTP cache but by default keeps local
          // storage, where a page notes that the web font is cached (src/components/shell/FontFace.astro).
          clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
        };
        const result = await lighthouse(`${target.origin}${target.path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (save) writeFileSync(join(save, `${target.name.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr));
        results.get(target.name)?.push(lhr);
        settings ??= lhr;
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const index = Math.round(lhr.environment.benchmarkIndex);
        console.log(`run ${run}/${runs} ${target.name} (${target.path}): score ${score}; CPU benchmark index ${index}`);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    await anchorServer?.close();
  }
  if (!settings) return;

  const rowOf = (/** @type {string} */ name, /** @type {any} */ targets) =>
    medianRow((results.get(name) ?? []).map((lhr) => summarize(name, targets, lhr)));
  const anchors = new Map(
    ANCHOR_PAGES.filter(() => anchorServer).map((a) => [a.key, rowOf(`anchor ${a.key}`, { score: 100 })]),
  );
  const rows = pages.map((page) => rowOf(page.key, page.targets));
  const missed = rows.filter((row) => misses(row, anchors).length > 0);

  const s = settings.configSettings;
  const t = s.throttling;
  const cpu = cpus();
  console.log(
    [
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu[0]?.model ?? 'CPU'}, ${cpu.length} cores;` +
        ` load average (1/5/15 min) ${loadBefore} at the start, ${load()} at the end.`,
      `Lighthouse ${settings.lighthouseVersion}, ${settings.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, performance category only.`,
      `Form factor ${s.formFactor}: ${s.screenEmulation.width}×${s.screenEmulation.height} at DPR ${s.screenEmulation.deviceScaleFactor}.`,
      `Throttling ${s.throttlingMethod} (Lighthouse's default mobile "slow 4G"): RTT ${t.rttMs} ms, ` +
        `${t.throughputKbps} Kbps down, ${t.uploadThroughputKbps} Kbps up, CPU ${t.cpuSlowdownMultiplier}× slowdown.`,
      `Host CPU benchmark index per run above: Lighthouse calibrates its 4× slowdown for an index above 1000; a lower`,
      `one (a slow or busy machine: other builds and tests running) inflates TBT and lowers scores. Re-run misses.`,
      `Served by a local static server with gzip; no network beyond 127.0.0.1, third-party services off.`,
      `${runs === 1 ? 'One run' : `Medians of ${runs} runs`} per page. KB = bytes transferred. FCP × and LCP × are ratios`,
      `to the anchor page in "vs" (Astro's blog starter, ${anchors.size ? 'measured in this run' : 'not measured: --no-anchor'}).`,
      '',
      formatTable(rows, anchors),
      '',
      missed.length ? `${missed.length} page(s) missed a target:` : 'Every page met its targets.',
    ].join('\n'),
  );
  for (const row of missed) {
    const page = pages.find((p) => p.key === row.page);
    const lhr = medianRun(results.get(row.page) ?? []);
    console.log(`\n${row.page} (${page?.path}): ${misses(row, anchors).join(', ')}`);
    for (const line of explain(lhr)) console.log(`  - ${line}`);
  }
}

main().catch((error) => {
  console.error(`bench:lighthouse: ${error.message}`);
  process.exit(1);
});
