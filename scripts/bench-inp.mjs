#!/usr/bin/env node
/**
 * Taps answered at once (issue 34): Interaction to Next Paint of the taps a visitor makes most, on
 * a production build, with 4× CPU slowdown and slow 4G (the DevTools protocol's, Lighthouse's
 * mobile numbers). Each interaction's latency is what the browser's Event Timing API reports for
 * it (the API web-vitals reads INP from): from the tap to the next paint after its handlers, split
 * into input delay (the main thread busy when the tap came), processing (the handlers) and
 * presentation (style, layout and paint up to the frame). Interactions:
 *
 *   quiz, first tap      an answer tapped as soon as it is on screen, while the quiz is still hydrating
 *   quiz, answer tap     another answer, once the quiz has hydrated
 *   menu                 the header's Menu button on a phone (an article)
 *   contact dialog       Call us on a wider screen (the floating button opens the Contact Us dialog)
 *   enquiry form         a tap into the name field and a letter typed (/register, once hydrated)
 *
 *   npm run bench:inp                         # build into a temp dir, 3 runs, medians
 *   npm run bench:inp -- --dist DIR --runs 5  # that build (built there if empty)
 *   npm run bench:inp -- --quiz /courses/…/   # another quiz (default: the demo's UPSC monthly quiz)
 *   npm run bench:inp -- --contend            # with one core kept busy meanwhile (scripts/contend.mjs)
 *
 * Targets: every interaction ≤ 200 ms, the quiz's answer taps ≤ 100 ms. An interaction faster
 * than 16 ms is not reported by the API and shows as "< 16". A benchmark, not a test: exits 0.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { contend } from './contend.mjs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { benchPages } from './lighthouse/pages.mjs';
import { serve } from './lighthouse/serve.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, hasTouch: true };

/** Collects the page's interactions from the Event Timing API (at least 16 ms, its floor). */
const OBSERVE = () => {
  const seen = (window.__interactions = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      seen.push({
        id: e.interactionId,
        type: e.name,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        presentation: e.startTime + e.duration - e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The longest event of the interactions since `from` (an index into the page's list): INP's figure. */
async function worstSince(page, from) {
  // Event Timing entries come after the frame they wait for is presented.
  await page.waitForTimeout(1000);
  const entries = await page.evaluate((from) => window.__interactions.slice(from), from);
  return entries.reduce((worst, e) => (e.duration > (worst?.duration ?? 0) ? e : worst), undefined);
}

const count = (page) => page.evaluate(() => window.__interactions.length);

/** The quiz's answer taps and the shell's controls, each `(page, origin, paths) => latency | undefined`. */
const INTERACTIONS = [
  {
    key: 'quiz, first tap (hydrating)',
    device: PHONE,
    target: 100,
    async run(page, origin, paths) {
      await page.goto(`${origin}${paths.quiz}`, { waitUntil: 'commit' });
      const answer = page.getByTestId('quiz-question').first().locator('label').nth(1);
      await answer.waitFor({ state: 'visible', timeout: 60_000 });
      const hydrating = await page.locator('astro-island[component-url*="QuizRunner"][ssr]').count();
      const from = await count(page);
      await answer.tap();
      return { ...(await worstSince(page, from)), note: hydrating ? 'tapped before hydration' : 'already hydrated' };
    },
  },
  {
    key: 'quiz, answer tap',
    device: PHONE,
    target: 100,
    async run(page, origin, paths) {
      await page.goto(`${origin}${paths.quiz}`, { waitUntil: 'load' });
      await page.locator('astro-island[component-url*="QuizRunner"]:not([ssr])').waitFor({ state: 'attached' });
      await page.waitForTimeout(1000);
      const answer = page.getByTestId('quiz-question').nth(1).locator('label').nth(2);
      await answer.scrollIntoViewIfNeeded();
      const from = await count(page);
      await answer.tap();
      return worstSince(page, from);
    },
  },
  {
    key: 'menu',
    device: PHONE,
    target: 200,
    async run(page, origin, paths) {
      await page.goto(`${origin}${paths.article}`, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      const from = await count(page);
      await page.getByRole('button', { name: 'Menu' }).tap();
      return worstSince(page, from);
    },
  },
  {
    key: 'contact dialog',
    device: TABLET,
    target: 200,
    async run(page, origin, paths) {
      await page.goto(`${origin}${paths.article}`, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      const from = await count(page);
      await page.getByTestId('floating-buttons').getByRole('button', { name: 'Call us' }).tap();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
      return worstSince(page, from);
    },
  },
  {
    key: 'enquiry form',
    device: PHONE,
    target: 200,
    async run(page, origin) {
      await page.goto(`${origin}/register`, { waitUntil: 'load' });
      await page.locator('astro-island[component-url*="EnquiryForm"]:not([ssr])').waitFor({ state: 'attached' });
      await page.waitForTimeout(1000);
      const from = await count(page);
      const field = page.getByRole('main').getByRole('textbox').first();
      await field.tap();
      await page.keyboard.type('A');
      return worstSince(page, from);
    },
  },
];

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    // A quiz of the demo content that is open (a quiz dated later shows no questions yet).
    contend: { type: 'boolean' },
    quiz: { type: 'string', default: '/courses/upsc/current-affairs-quiz/upsc-monthly-quiz-2026-10/' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const { dist, pages } = benchPages({ given: values.dist, name: 'bench-inp-dist', only: ['article'] });
const paths = { quiz: values.quiz, article: pages[0]?.path };
const server = await serve(dist, 0);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const background = contend(process.argv);
const loadBefore = load();
/** @type {Map<string, any[]>} */
const results = new Map(INTERACTIONS.map((i) => [i.key, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const interaction of INTERACTIONS) {
      const context = await browser.newContext(interaction.device);
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) || 4 });
      const result = (await interaction.run(page, server.origin, paths)) ?? {};
      await context.close();
      results.get(interaction.key).push(result);
      const ms = result.duration === undefined ? '< 16 ms' : `${Math.round(result.duration)} ms`;
      console.log(`run ${run}/${runs} ${interaction.key}: ${ms} ${result.note ?? ''}; load average ${load()}`);
    }
  }
} finally {
  background.stop();
  await browser.close();
  await server.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpu = cpus();
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu[0]?.model ?? 'CPU'}, ${cpu.length} cores; ` +
    `load average (1/5/15 min) ${loadBefore} at the start, ${load()} at the end; ${background.label}.\n` +
    `Chromium ${browser.version()}, ${values.cpu ?? 4}× CPU, slow 4G; phone ${PHONE.viewport.width}×${PHONE.viewport.height}` +
    ` (the contact dialog: ${TABLET.viewport.width}×${TABLET.viewport.height}). Medians of ${runs} run(s), ms; "< 16": below the API's floor.\n`,
);
console.log('| interaction | INP | input delay | processing | presentation | target | |');
console.log('|---|---|---|---|---|---|---|');
for (const interaction of INTERACTIONS) {
  const measured = results.get(interaction.key);
  const figure = (key) => {
    const xs = measured.map((r) => r[key] ?? 0);
    return xs.every((x) => x === 0) ? '< 16' : String(Math.round(median(xs)));
  };
  const inp = median(measured.map((r) => r.duration ?? 0));
  console.log(
    `| ${interaction.key} | ${figure('duration')} | ${figure('inputDelay')} | ${figure('processing')} | ` +
      `${figure('presentation')} | ≤ ${interaction.target} | ${inp <= interaction.target ? 'met' : 'missed'} |`,
  );
}
