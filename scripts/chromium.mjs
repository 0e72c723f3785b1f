// The system Chromium every browser run here uses (browser tests, Lighthouse): no browser download.
// Without the networking flags it stalls on a closed network (update checks, sync, field trials).

/** The binary: CHROMIUM_PATH, else Debian's chromium package (scripts/ensure-chromium.mjs installs it). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless run on a machine with no GPU, no sandbox and no network but 127.0.0.1. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
