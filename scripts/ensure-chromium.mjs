#!/usr/bin/env node
// Finds the system Chromium the browser tests drive (no browser download): CHROMIUM_PATH, then
// /usr/bin/chromium; when neither exists and we run as root, installs Debian's `chromium` package.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      "Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.",
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (!existsSync('/usr/bin/chromium')) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
console.log('Chromium: /usr/bin/chromium');
