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
 *   npm run bench:lighthouse -- --contend             # with one core kept busy meanwhile (scripts/contend.mjs)
 *   npm run bench:lighthouse -- --save /tmp/lhr       # also write every run's Lighthouse JSON there
 *   npm run bench:lighthouse -- --dist A --compare B  # the same pages of build B too, in the same runs
 *                                                     # (rows "<page> · B"): A against B without the noise
 *                                                     # between two runs (a change on and off, as tags)
 *
 * The build has the third-party services off (PUBLIC_GTM_ID, PUBLIC_RECAPTCHA_SITE_KEY and
 * PUBLIC_ENQUIRY_ENDPOINT removed from its environment) and Chromium resolves no host but 127.0.0.1.
 * Chromium: $CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { contend } from './contend.mjs';
import { ANCHOR_DIST, ANCHOR_PAGES, benchPages } from './lighthouse/pages.mjs';
import { explain, formatTable, medianRow, medianRun, misses, summarize } from './lighthouse/report.mjs';
import { serve } from './lighthouse/serve.mjs';

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
const compare = option('compare');
const withAnchor = !argv.includes('--no-anchor');

/** Lighthouse's CPU benchmark index of every run, lowest to highest: a busy machine reads lower. */
const benchmarkIndexes = (/** @type {Map<string, any[]>} */ results) => {
  const all = [...results.values()].flat().map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  return all.length
    ? `${Math.min(...all)}–${Math.max(...all)} (median ${all.sort((x, y) => x - y)[all.length >> 1]})`
    : 'none';
};

async function main() {
  const { dist, pages } = benchPages({ given: option('dist'), name: 'bench-lighthouse-dist', only });
  if (withAnchor && !existsSync(join(ANCHOR_DIST, 'index.html'))) {
    throw new Error(
      `no anchor build at ${ANCHOR_DIST} (the dist of Astro's blog starter; see ../shared/anchors/README.md). ` +
        'Put it there, or measure without it: --no-anchor.',
    );
  }

  const server = await serve(dist, Number(option('port', '0')));
  const compareServer = compare ? await serve(compare, 0) : undefined;
  const anchorServer = withAnchor ? await serve(ANCHOR_DIST, 0) : undefined;
  // Each page of the --compare build right after the same page of this one.
  const measured = pages.flatMap((page) => [
    { ...page, origin: server.origin },
    ...(compareServer ? [{ ...page, key: `${page.key} · ${compare}`, origin: compareServer.origin }] : []),
  ]);
  const targets = [
    ...measured.map((page) => ({ ...page, name: page.key })),
    ...(anchorServer
      ? ANCHOR_PAGES.map((page) => ({ ...page, name: `anchor ${page.key}`, origin: anchorServer.origin }))
      : []),
  ];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  const background = contend(argv);
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
    background.stop();
    chrome.kill();
    await server.close();
    await compareServer?.close();
    await anchorServer?.close();
  }
  if (!settings) return;

  const rowOf = (/** @type {string} */ name, /** @type {any} */ targets) =>
    medianRow((results.get(name) ?? []).map((lhr) => summarize(name, targets, lhr)));
  const anchors = new Map(
    ANCHOR_PAGES.filter(() => anchorServer).map((a) => [a.key, rowOf(`anchor ${a.key}`, { score: 100 })]),
  );
  const rows = measured.map((page) => rowOf(page.key, page.targets));
  const missed = rows.filter((row) => misses(row, anchors).length > 0);

  const s = settings.configSettings;
  const t = s.throttling;
  const cpu = cpus();
  console.log(
    [
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu[0]?.model ?? 'CPU'}, ${cpu.length} cores;` +
        ` load average (1/5/15 min) ${loadBefore} at the start, ${load()} at the end; ${background.label}.`,
      `CPU benchmark index per run: ${benchmarkIndexes(results)}.`,
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
    const page = measured.find((p) => p.key === row.page);
    const lhr = medianRun(results.get(row.page) ?? []);
    console.log(`\n${row.page} (${page?.path}): ${misses(row, anchors).join(', ')}`);
    for (const line of explain(lhr)) console.log(`  - ${line}`);
  }
}

main().catch((error) => {
  console.error(`bench:lighthouse: ${error.message}`);
  process.exit(1);
});
