/**
 * An editor preview build: a real `astro build` of the site with CONTENTFUL_PREVIEW=true on the
 * embedded demo content, into a temporary folder. Every page is noindex and shows the Preview
 * banner (pages that only forward elsewhere at once show nothing, so they have no banner),
 * robots.txt disallows everything, no sitemap is written and no service worker is registered. The
 * normal test build has none of it (and has the worker).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlFiles, readDist } from '../support/dist';

// Astro's own entry point: the vitest config (getViteConfig) aliases the bare 'astro' import.
const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');

const VARS = [
  'CONTENTFUL_PREVIEW',
  'CONTENTFUL_SPACE_ID',
  'CONTENTFUL_ACCESS_TOKEN',
  'CONTENTFUL_HOST',
  'CONTENT_SNAPSHOT',
];
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const banner = (html: string) =>
  /<aside aria-label="Preview notice"[\s\S]*?Preview<\/strong> — draft content/.test(html);
const forwardsAtOnce = (html: string) => /<meta http-equiv="refresh" content="0;/.test(html);

let work: string;
let dist: string;
let pages: { file: string; html: string }[];

beforeAll(async () => {
  for (const v of VARS) delete process.env[v];
  process.env.CONTENTFUL_PREVIEW = 'true';
  work = mkdtempSync(join(tmpdir(), 'preview-build-'));
  dist = join(work, 'dist');
  // Reuse the processed images of earlier builds (a fresh cache re-encodes every picture); the
  // content layer starts empty.
  const images = resolve('node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, join(work, 'cache/assets'), { recursive: true });
  await build({ root: resolve('.'), outDir: dist, cacheDir: join(work, 'cache'), logLevel: 'silent' });
  pages = htmlFiles(dist).map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));
}, 300_000);

afterAll(() => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
  rmSync(work, { recursive: true, force: true });
});

describe('an editor preview build', () => {
  it('builds the whole site', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.map((p) => p.file)).toEqual(expect.arrayContaining(['index.html', 'courses/upsc/index.html']));
  });

  it('marks every page noindex', () => {
    expect(pages.filter((p) => !noindex(p.html)).map((p) => p.file)).toEqual([]);
  });

  it('shows the Preview banner on every page a visitor sees', () => {
    const shown = pages.filter((p) => !forwardsAtOnce(p.html));
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.filter((p) => !banner(p.html)).map((p) => p.file)).toEqual([]);
  });

  it('disallows everything in robots.txt and writes no sitemap', () => {
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    expect(existsSync(join(dist, 'sitemap-index.xml'))).toBe(false);
  });

  it('registers no service worker and offers no app install', () => {
    expect(existsSync(join(dist, 'sw.js'))).toBe(false);
    expect(pages.filter((p) => /\/sw\.js|rel="manifest"|<save-offline/.test(p.html)).map((p) => p.file)).toEqual([]);
  });
});

describe('the normal build', () => {
  beforeAll(assertBuilt);

  it('has no banner, indexable pages, a sitemap and robots.txt allowing crawling', () => {
    const html = htmlFiles().map(readDist);
    expect(html.filter(banner)).toEqual([]);
    expect(html.filter((h) => !noindex(h)).length).toBeGreaterThan(100);
    expect(readDist('robots.txt')).toMatch(/^Allow: \/$/m);
    expect(readDist('robots.txt')).not.toMatch(/^Disallow: \/$/m);
    expect(readDist('sitemap-index.xml')).toContain('<sitemap>');
  });

  it('has the service worker, registered by every page, and the app manifest', () => {
    expect(readDist('sw.js')).toContain('"url":"/offline/"');
    const shown = htmlFiles()
      .map(readDist)
      .filter((h) => !forwardsAtOnce(h));
    expect(shown.length).toBeGreaterThan(100);
    // The registration is in the shell's one script, a file every page loads.
    const registration = (h: string) => /<script[^>]* src="\/(_astro\/ShellScripts\.[\w-]+\.js)"/.exec(h)?.[1];
    expect(shown.filter((h) => !registration(h))).toEqual([]);
    const files = new Set(shown.map((h) => registration(h)!));
    const registers = (code: string) => code.includes('serviceWorker') && code.includes('/sw.js');
    expect([...files].filter((file) => !registers(readDist(file)))).toEqual([]);
    expect(shown.filter((h) => !h.includes('<link rel="manifest" href="/manifest.webmanifest">'))).toEqual([]);
  });
});
