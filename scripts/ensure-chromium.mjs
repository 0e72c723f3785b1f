#!/usr/bin/env node
// Finds the system Chromium the browser tests drive (no browser download): CHROMIUM_PATH, then
// /usr/bin/chromium; when it is missing and we run as root, installs Debian's `chromium` package.
// Without CHROMIUM_PATH it also installs Debian's `chromium-headless-shell`, which most browser tests
// drive when it is there (scripts/chromium.mjs); when that install fails they drive Chromium itself.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { HEADLESS_SHELL, chromiumPath } from './chromium.mjs';

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const hasChromium = existsSync(chromiumPath);
if (!hasChromium && !isRoot) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      "Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.",
  );
  process.exit(1);
}
const wanted = [
  ...(hasChromium ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL) || !isRoot ? [] : ['chromium-headless-shell']),
];
if (wanted.length > 0) {
  console.log(`Installing Debian's ${wanted.join(' and ')} package${wanted.length > 1 ? 's' : ''}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  try {
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', ...wanted);
  } catch (error) {
    if (!hasChromium) throw error;
    console.warn('The headless shell could not be installed: the browser tests drive Chromium itself (slower).');
  }
}
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
const shell = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL);
console.log(`Chromium: ${chromiumPath}${shell ? `; most browser tests: ${HEADLESS_SHELL}` : ''}`);
