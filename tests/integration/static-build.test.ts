/**
 * The public build does not change with the editor preview server: the test build (dist/, made by
 * `npm run build:test`) is compared, file for file by digest (scripts/dist-digest.mjs), with a
 * build of a copy of this project from which the preview server is taken out — its live
 * collections, its routes, middleware and script, its integration — with the same variables. The
 * static build also holds no server code and none of the preview server's attributes or scripts.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDigests } from '../../scripts/dist-digest.mjs';
import { assertBuilt, distDir, htmlFiles, readDist } from '../support/dist';
import { CAPTURE_PORT, SITE_PORT } from '../support/env';

const run = promisify(execFile);

/** What `npm run build:test` sets (package.json). */
const TEST_BUILD_ENV = {
  PUBLIC_SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  PUBLIC_ENQUIRY_ENDPOINT: `http://127.0.0.1:${CAPTURE_PORT}/enquiry`,
  PUBLIC_GTM_ID: 'GTM-TEST123',
  PUBLIC_RECAPTCHA_SITE_KEY: 'test-recaptcha-site-key',
};
const PREVIEW_SERVER_FILES = ['src/live.config.ts', 'src/preview', 'src/integrations/preview-server.ts'];

let work: string;

beforeAll(async () => {
  assertBuilt();
  // Outside node_modules, which Tailwind does not scan for classes and Node does not strip types in.
  work = mkdtempSync(join(tmpdir(), 'static-build-'));
  const root = join(work, 'site');
  for (const entry of readdirSync('.')) {
    if (['node_modules', '.git', '.astro'].includes(entry) || entry.startsWith('dist') || resolve(entry) === distDir)
      continue;
    cpSync(entry, join(root, entry), { recursive: true });
  }
  // The project's packages, but a cache of its own (node_modules/.astro): nothing is copied from
  // an earlier build but the encoded pictures.
  mkdirSync(join(root, 'node_modules'));
  for (const entry of readdirSync('node_modules')) {
    if (entry !== '.astro' && entry !== '.cache')
      symlinkSync(resolve('node_modules', entry), join(root, 'node_modules', entry));
  }
  const images = resolve('node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, join(root, 'node_modules/.astro/assets'), { recursive: true });
  for (const path of PREVIEW_SERVER_FILES) rmSync(join(root, path), { recursive: true });
  const config = join(root, 'astro.config.mjs');
  const without = readFileSync(config, 'utf8')
    .replace(/^import previewServer from .*\n/m, '')
    .replace('previewServer()', '');
  expect(without).not.toContain('previewServer');
  writeFileSync(config, without);
  // As `npm run build:test` builds dist/: its variables and Astro's command line. Not the test
  // process's environment, which vitest fills with MODE, DEV, PROD, NODE_ENV=test and the like.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...TEST_BUILD_ENV };
  await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', join(work, 'dist')], {
    cwd: root,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
}, 400_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the public build', () => {
  it('is the same, file for file, as a build without the preview server', () => {
    expect(fileDigests(distDir)).toEqual(fileDigests(join(work, 'dist')));
  });

  it('holds no server code and nothing of the preview server', () => {
    const files = readdirSync(distDir, { recursive: true }).map(String);
    expect(files.filter((f) => /^(server|preview)(\/|$)|\.mjs$/.test(f))).toEqual([]);
    const marked = htmlFiles().filter((f) => /data-contentful-|data-live-/.test(readDist(f)));
    expect(marked).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js')).filter((f) => readDist(f).includes('live-preview-sdk'));
    expect(scripts).toEqual([]);
  });
});
