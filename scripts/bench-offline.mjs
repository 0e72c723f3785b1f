// Repeat-visit benchmark (issue 12): LCP of an article on simulated slow 4G, first visit and repeat
// visit with the service worker, and for comparison a repeat visit with the browser's HTTP cache only
// (worker blocked). Throttling is the DevTools protocol's, with Lighthouse's mobile numbers: 150 ms
// RTT, 1.6 Mbps down, 750 kbps up; each run measures without CPU slowdown (the network throttling
// the 0.8 s target names) and with Lighthouse's 4×. The worker's own fetches (network-first pages)
// are throttled too: Chromium applies a page's network conditions only to the page's requests, so
// the worker's target gets them as well.
//
//   npm run bench:offline [-- --dist DIR] [--runs N] [--cpu 1,4 (CPU slowdowns)]
//
// Serves DIR (default dist/, built with `npm run build` or `build:test`) on 127.0.0.1 like the static
// host (scripts/lighthouse/serve.mjs: gzip, max-age=600). A benchmark, not a test: it exits 0.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { serve } from './lighthouse/serve.mjs';

const ARTICLE = '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/';
const TARGET_S = 0.8;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1,4' },
  },
});
const dist = resolve(values.dist);
const slowdowns = values.cpu.split(',').map(Number);
if (!existsSync(join(dist, ARTICLE, 'index.html')) || !existsSync(join(dist, 'sw.js'))) {
  console.error(`No built site with ${ARTICLE} and sw.js in ${dist}: run \`npm run build\` first (or pass --dist).`);
  process.exit(1);
}

/** Throttles a page (network and CPU). */
async function throttlePage(context, page, cpu) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Throttles the network of every service worker target of the browser (through the browser session). */
async function throttleWorkers(browser) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  for (const target of targetInfos.filter((t) => t.type === 'service_worker')) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let id = 0;
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ]) {
      const message = JSON.stringify({ id: ++id, method, params });
      await session.send('Target.sendMessageToTarget', { sessionId, message });
    }
  }
}

/** Opens the article in a new throttled tab and returns its LCP in seconds. */
async function visit(context, url, cpu) {
  const page = await context.newPage();
  await throttlePage(context, page, cpu);
  await page.goto(url, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise((done) =>
        new PerformanceObserver((list) => done(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  return { page, lcp: lcp / 1000 };
}

async function newContext(browser, serviceWorkers) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  return context;
}

async function run(browser, url, cpu) {
  // With the worker: first visit, wait until it has stored the page, then a fresh tab.
  const context = await newContext(browser, 'allow');
  const first = await visit(context, url, cpu);
  await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await first.page.waitForFunction(async (href) => Boolean(await caches.match(href, { ignoreVary: true })), url, {
    timeout: 60_000,
  });
  await first.page.close();
  await throttleWorkers(browser);
  const repeat = await visit(context, url, cpu);
  await context.close();

  // Without it: the same two visits, the browser's HTTP cache only.
  const plain = await newContext(browser, 'block');
  await (await visit(plain, url, cpu)).page.close();
  const httpCache = await visit(plain, url, cpu);
  await plain.close();
  return { first: first.lcp, repeat: repeat.lcp, httpCache: httpCache.lcp };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const site = await serve(dist, 0);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const runs = new Map(slowdowns.map((cpu) => [cpu, []]));
  for (let i = 0; i < Number(values.runs); i++) {
    for (const cpu of slowdowns) {
      runs.get(cpu).push(await run(browser, `${site.origin}${ARTICLE}`, cpu));
      const figures = Object.entries(runs.get(cpu).at(-1)).map(([k, v]) => `${k} ${v.toFixed(2)} s`);
      console.log(`run ${i + 1}, ${cpu}× CPU: ${figures.join(', ')}`);
    }
  }
  for (const [cpu, measured] of runs) {
    const row = (label, key) => `${label.padEnd(34)} ${median(measured.map((r) => r[key])).toFixed(2)} s`;
    const repeat = median(measured.map((r) => r.repeat));
    console.log(
      `\nArticle LCP, simulated slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and ${cpu}× CPU slowdown,` +
        ` ${PHONE.viewport.width}×${PHONE.viewport.height} phone, median of ${measured.length}:\n` +
        `${row('first visit', 'first')}\n` +
        `${row('repeat visit, service worker', 'repeat')}  (target ≤ ${TARGET_S} s: ${repeat <= TARGET_S ? 'met' : 'missed'})\n` +
        `${row('repeat visit, HTTP cache only', 'httpCache')}`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
