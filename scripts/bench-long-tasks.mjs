#!/usr/bin/env node
/**
 * Long tasks (issue 34): opens each page type of a production build (the pages bench-lighthouse
 * measures) on a phone with Lighthouse's mobile throttling done by the DevTools protocol (4× CPU
 * slowdown, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up), records a DevTools trace from the
 * navigation until the page has been idle for a while (idle-time hydration, the deferred stylesheet,
 * the web font), and lists every main-thread task over 50 ms with what it spent its time on: style
 * recalculation (and how many elements), layout, a script's evaluation or a function of it (by
 * file), HTML parsing, paint, image decoding, garbage collection … Then per page: the blocking
 * time (the sum of each task's time over 50 ms, as Total Blocking Time counts it, from the first
 * contentful paint on) and the longest task, medians of the runs.
 *
 *   npm run bench:long-tasks                          # build into a temp dir, 3 runs per page
 *   npm run bench:long-tasks -- --dist /tmp/site      # measure that build (builds into it if empty)
 *   npm run bench:long-tasks -- --only home,article   # some pages (keys as bench:lighthouse prints)
 *   npm run bench:long-tasks -- --runs 1 --cpu 4      # one run; CPU slowdown (default 4)
 *   npm run bench:long-tasks -- --save /tmp/traces    # also write every trace there (open in DevTools)
 *   npm run bench:long-tasks -- --contend             # with one core kept busy meanwhile (scripts/contend.mjs)
 *
 * A benchmark, not a test: it exits 0. DevTools throttling is applied to the real browser (not
 * simulated as Lighthouse does), so its blocking time is not Lighthouse's TBT: it names the causes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contend } from './contend.mjs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { benchPages } from './lighthouse/pages.mjs';
import { serve } from './lighthouse/serve.mjs';
import { causesOf, mainThreadOf, paintOf, tasksOf } from './trace/tasks.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A task longer than this blocks input (Total Blocking Time's threshold). */
const LONG_MS = 50;
/** How long the page must have had no network request before the trace stops. */
const QUIET_MS = 3000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
];

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    save: { type: 'string' },
    contend: { type: 'boolean' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const cpuSlowdown = Number(values.cpu) || 4;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** One traced visit: the main thread's long tasks and their causes, from the navigation on. */
async function traceVisit(browser, url, name) {
  const context = await browser.newContext({ ...PHONE });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', () => (lastRequest = Date.now()));
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  const raw = await browser.stopTracing();
  if (values.save) writeFileSync(join(values.save, `${name.replace(/\W+/g, '-')}.json`), raw);
  const trace = JSON.parse(raw.toString('utf8'));
  await context.close();
  const events = trace.traceEvents;
  const main = mainThreadOf(events, url);
  const { navigationStart, fcp } = paintOf(events, main);
  const tasks = tasksOf(events, main)
    .filter((task) => task.dur / 1000 > LONG_MS)
    .map((task) => ({
      startMs: (task.ts - navigationStart) / 1000,
      ms: task.dur / 1000,
      causes: causesOf(events, main, task, url),
    }));
  const blocking = tasks
    .filter((task) => task.startMs >= (fcp - navigationStart) / 1000)
    .reduce((sum, task) => sum + task.ms - LONG_MS, 0);
  return { tasks, blocking, fcpMs: (fcp - navigationStart) / 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

if (values.save) mkdirSync(values.save, { recursive: true });
const only = values.only?.split(',').map((s) => s.trim());
const { dist, pages } = benchPages({ given: values.dist, name: 'bench-long-tasks-dist', only });
const server = await serve(dist, 0);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const background = contend(process.argv);
const loadBefore = load();
const results = new Map(pages.map((p) => [p.key, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const visit = await traceVisit(browser, `${server.origin}${page.path}`, `${page.key}-${run}`);
      results.get(page.key).push(visit);
      console.log(
        `run ${run}/${runs} ${page.key} (${page.path}): FCP ${ms(visit.fcpMs)}, ${visit.tasks.length} tasks > ${LONG_MS} ms, ` +
          `blocking ${ms(visit.blocking)}; load average ${load()}`,
      );
      for (const task of visit.tasks) {
        console.log(`    at ${ms(task.startMs).padStart(8)}  ${ms(task.ms).padStart(7)}  ${task.causes}`);
      }
    }
  }
} finally {
  background.stop();
  await browser.close();
  await server.close();
}

const cpu = cpus();
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu[0]?.model ?? 'CPU'}, ${cpu.length} cores; ` +
    `load average (1/5/15 min) ${loadBefore} at the start, ${load()} at the end; ${background.label}.\n` +
    `Chromium ${browser.version()}, ${PHONE.viewport.width}×${PHONE.viewport.height} phone, DevTools throttling: ` +
    `${cpuSlowdown}× CPU, slow 4G. Medians of ${runs} run(s); blocking = Σ (task − ${LONG_MS} ms) from FCP on.\n`,
);
console.log(`| page | tasks > ${LONG_MS} ms | blocking | longest task | its main causes (median run) |`);
console.log('|---|---|---|---|---|');
for (const page of pages) {
  const visits = results.get(page.key);
  const mid = [...visits].sort((a, b) => a.blocking - b.blocking)[Math.floor(visits.length / 2)];
  const longest = mid.tasks.reduce((a, b) => (b.ms > (a?.ms ?? 0) ? b : a), undefined);
  console.log(
    `| ${page.key} | ${median(visits.map((v) => v.tasks.length))} | ${ms(median(visits.map((v) => v.blocking)))} | ` +
      `${longest ? ms(longest.ms) : '–'} | ${longest?.causes ?? ''} |`,
  );
}
