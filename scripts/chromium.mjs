// The system Chromium every browser run here uses (browser tests, Lighthouse): no browser download.
// Without the networking flags it stalls on a closed network (update checks, sync, field trials).
import { existsSync } from 'node:fs';

/** The browser: CHROMIUM_PATH, else Debian's chromium package (scripts/ensure-chromium.mjs installs it). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's chromium-headless-shell package: the same Chromium without the browser's own UI and features. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What most browser tests drive: the headless shell when installed (Playwright's own choice for headless
 * runs), else chromiumPath. A page opens in it in a third of the time (new page and `goto` of an article:
 * 185 + 240 ms against 620 + 550 ms on the team's 2-core VM), and the suite took 14.4 min against 24.9.
 * CHROMIUM_PATH, when set, is used for everything. Tests of what only the visitor's full browser does
 * (popup blocking, installing the site) launch chromiumPath themselves.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/** Flags for a headless run on a machine with no GPU, no sandbox and no network but 127.0.0.1. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
