#!/usr/bin/env node
/**
 * Search on a slow phone (issue 34): opens /search/ of a built site on slow 4G (the DevTools
 * protocol's, Lighthouse's mobile numbers: 150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU,
 * types a word as a visitor does (the box is focused, which starts loading the search code, then
 * the word is typed; the search runs when the typing pauses), and prints the time from the last
 * key to the first result on screen (and from the focus), with every file pagefind fetched for it and its size on the wire.
 *
 *   npm run bench:search -- --dist DIR [--word monsoon] [--cpu 4]
 *
 * bench:build runs it on the largest site it builds. A benchmark, not a test: it exits 0.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { serve } from './lighthouse/serve.mjs';
import { fileForPath } from './static-host.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The time from focusing the search box of `dist`'s /search/ to its first result, and what was
 * fetched for it: `{ ms, fetched: [{ path, bytes }] }`.
 */
export async function searchFirstResult(dist, { word = 'monsoon', cpu = 4 } = {}) {
  const server = await serve(dist, 0);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext(PHONE);
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${server.origin}/search/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Dedicated workers' requests (pagefind's) are reported as the page's.
    /** @type {string[]} */
    const fetched = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    const box = page.getByRole('searchbox');
    const started = Date.now();
    await box.focus();
    // Typed, as a visitor does: the search runs once the typing pauses (search-client.ts).
    await box.pressSequentially(word);
    const typed = Date.now();
    await page.locator('[data-search-list] li').first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - typed;
    const fromFocus = Date.now() - started;
    await page.waitForTimeout(200);
    // Sizes on the wire as the server sends them: gzip for text, pagefind's files as they are (compressed).
    const bytes = (path) => {
      const file = fileForPath(dist, path);
      if (!file) return 0;
      const body = readFileSync(file);
      return /\.(js|json|css|html|svg)$/.test(file) ? gzipSync(body).length : body.length;
    };
    return { ms, fromFocus, word, fetched: [...new Set(fetched)].map((path) => ({ path, bytes: bytes(path) })) };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The figures as lines of text. */
export function searchReport({ ms, fromFocus, word, fetched }, dist) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
  return [
    `Search of ${dist} for “${word}”: first result ${ms} ms after the last key (${fromFocus} ms after the box was focused; ` +
      `slow 4G, 4× CPU; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}); ${fetched.length} files, ${kb(total)} on the wire:`,
    ...fetched.map((f) => `  ${kb(f.bytes).padStart(9)}  ${f.path}`),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, word: { type: 'string' }, cpu: { type: 'string' } },
  });
  const result = await searchFirstResult(values.dist, { word: values.word, cpu: Number(values.cpu ?? 4) });
  console.log(searchReport(result, values.dist).join('\n'));
}
