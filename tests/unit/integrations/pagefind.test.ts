/**
 * The search index: made from the copies `keepPage` writes as pages render (kept in the cacheDir for
 * the next build), while the build's other steps run; the first integration starts it and returns,
 * the second waits for it, and a failed index fails the build there. pagefind's own binary, on a
 * small site in a temporary folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import pagefindIndex, { pageFile } from '../../../src/integrations/pagefind.ts';

/** pagefind as it is, unless a test makes it fail to start (as without a binary for the platform). */
const startFails = vi.hoisted(() => ({ now: false }));
vi.mock('pagefind', async (original) => {
  const actual = await original<typeof import('pagefind')>();
  return {
    ...actual,
    createIndex: async (...args: Parameters<typeof actual.createIndex>) =>
      startFails.now
        ? { index: undefined, errors: ['no pagefind binary for this platform'] }
        : actual.createIndex(...args),
  };
});

const PAGE = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><style>p{color:red}</style></head>` +
  `<body><header><a href="/">Home</a></header><main data-pagefind-body><h1>${title}</h1><p>${body}</p></main>` +
  `<script>console.log('${title}')</script></body></html>`;
const ABOUT = '<!DOCTYPE html><html lang="en"><body><h1>About</h1></body></html>';

let root: string;
let site: string;
let cache: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pagefind-'));
  site = join(root, 'dist');
  cache = join(root, 'cache');
});
afterEach(() => {
  startFails.now = false;
  rmSync(root, { recursive: true, force: true });
});

/**
 * One build as Astro runs it: `rendered` pages go through `keepPage` and are written, `restored`
 * ones are written only (Astro's copies from the last build); then the critical-CSS step's read
 * (`notePage`) between the two integrations' build-done hooks. Returns what was logged.
 */
async function build({
  rendered = {},
  restored = {},
}: {
  rendered?: Record<string, string>;
  restored?: Record<string, string>;
}) {
  rmSync(site, { recursive: true, force: true });
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(`warn: ${line}`) };
  const search = pagefindIndex();
  const hook = (integration: typeof search.start, name: string, options: object) =>
    (integration.hooks[name as 'astro:build:done'] as (o: object) => unknown)({ ...options, logger });
  await hook(search.start, 'astro:config:done', { config: { cacheDir: pathToFileURL(`${cache}/`) } });
  for (const [pathname, html] of Object.entries(rendered)) {
    search.keepPage(pathname, html);
    write(join(site, pageFile(pathname)), html);
  }
  for (const [pathname, html] of Object.entries(restored)) write(join(site, pageFile(pathname)), html);
  const done = { dir: pathToFileURL(`${site}/`) };
  await hook(search.start, 'astro:build:done', done);
  const startedOnly = existsSync(join(site, 'pagefind', 'pagefind-entry.json'));
  for (const file of readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')))
    search.notePage(file, readFileSync(join(site, file), 'latin1'));
  await hook(search.written, 'astro:build:done', done);
  return { logged, startedOnly };
}

/** The indexed pages' addresses and titles, from the fragments pagefind wrote. */
function indexed(): Record<string, string> {
  const dir = join(site, 'pagefind', 'fragment');
  const pages = readdirSync(dir).map((file) =>
    JSON.parse(
      gunzipSync(readFileSync(join(dir, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  );
  return Object.fromEntries(pages.map((page) => [page.url, page.meta.title]));
}

const copies = () =>
  readdirSync(join(cache, 'search-pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

it('starts the index and returns at once; the second step waits for it, and it holds the marked pages', async () => {
  const repo = PAGE('Repo rate', 'The monetary policy committee held the repo rate.');
  const { logged, startedOnly } = await build({ rendered: { '/repo-rate/': repo, '/about/': ABOUT } });
  expect(startedOnly).toBe(false);
  expect(indexed()).toEqual({ '/repo-rate/': 'Repo rate' });
  expect(logged).toEqual([expect.stringMatching(/^Indexed 1 of 2 pages for search in [\d.]+ s$/)]);
  // Only the marked page has a copy: its head and its marked part on, without styles and scripts.
  expect(copies()).toEqual([join('repo-rate', 'index.html')]);
  const copy = readFileSync(join(cache, 'search-pages', 'repo-rate', 'index.html'), 'utf8');
  expect(copy).toContain('<title>Repo rate</title>');
  expect(copy).toContain('<main data-pagefind-body><h1>Repo rate</h1>');
  expect(copy).not.toMatch(/<style|<script|<header/);
});

it('indexes a page copied from the last build by its copy from then, and forgets a page that is gone', async () => {
  const repo = PAGE('Repo rate', 'The monetary policy committee held the repo rate.');
  const gdp = PAGE('GDP estimate', 'The second advance estimate of GDP.');
  await build({ rendered: { '/repo-rate/': repo, '/gdp/': gdp } });
  const { logged } = await build({ restored: { '/repo-rate/': repo } });
  expect(indexed()).toEqual({ '/repo-rate/': 'Repo rate' });
  expect(copies()).toEqual([join('repo-rate', 'index.html')]);
  expect(existsSync(join(cache, 'search-pages', 'gdp'))).toBe(false);
  expect(logged).toEqual([expect.stringMatching(/^Indexed 1 of 1 pages for search in/)]);
});

it('drops the copy of a page rendered again without a marked part', async () => {
  await build({ rendered: { '/notice/': PAGE('Notice', 'Admissions open.') } });
  const { logged } = await build({ rendered: { '/notice/': ABOUT } });
  expect(copies()).toEqual([]);
  expect(logged).toEqual([expect.stringMatching(/^Indexed 0 of 1 pages for search in/)]);
});

it('copies again and indexes again, with a warning, when the copies do not match the built pages', async () => {
  const repo = PAGE('Repo rate', 'The monetary policy committee held the repo rate.');
  // A page copied from the last build with no copy, and a copy of a page that is not marked.
  const { logged } = await build({ restored: { '/repo-rate/': repo, '/about/': ABOUT } });
  expect(indexed()).toEqual({ '/repo-rate/': 'Repo rate' });
  write(join(cache, 'search-pages', 'about', 'index.html'), PAGE('Old about', 'Once marked.'));
  const again = await build({ restored: { '/repo-rate/': repo, '/about/': ABOUT } });
  expect(indexed()).toEqual({ '/repo-rate/': 'Repo rate' });
  expect(copies()).toEqual([join('repo-rate', 'index.html')]);
  expect([logged[0], again.logged[0]]).toEqual([
    expect.stringMatching(
      /^warn: The search copies did not match the built pages \(1 missing, 0 not marked .*repo-rate/,
    ),
    expect.stringMatching(/^warn: The search copies did not match the built pages \(0 missing, 1 not marked .*about/),
  ]);
});

it('fails the build where it is waited for when pagefind cannot start', async () => {
  startFails.now = true;
  await expect(build({ rendered: { '/about/': ABOUT } })).rejects.toThrow(
    'pagefind could not start:\nno pagefind binary for this platform',
  );
});

it('names the file Astro writes for a requested path', () => {
  expect(pageFile('/courses/upsc/current-affairs/repo-rate/')).toBe(
    join('courses/upsc/current-affairs/repo-rate', 'index.html'),
  );
  expect(pageFile('/about')).toBe(join('about', 'index.html'));
  expect(pageFile('/')).toBe('index.html');
  expect(pageFile('/404.html')).toBe('404.html');
  expect(pageFile('/courses/%E0%B0%85/')).toBe(join('courses/అ', 'index.html'));
});
