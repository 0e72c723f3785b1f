/**
 * The search index runs while the build's other steps do: the first integration starts it and
 * returns, the second waits for it, and a failed index fails the build there. It comes in two
 * parts by the entries' months (src/lib/search/search-parts.ts). pagefind's own binary, on a small site in
 * a temporary folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import pagefindIndex from '../../../src/integrations/pagefind.ts';

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

const PAGE = (title: string, body: string, month?: string) =>
  `<!DOCTYPE html><html lang="en"${month ? ` data-search-month="${month}"` : ''}><head><title>${title}</title></head>` +
  `<body><main data-pagefind-body><h1>${title}</h1><p>${body}</p></main></body></html>`;

let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'pagefind-'));
  write('repo-rate/index.html', PAGE('Repo rate', 'The monetary policy committee held the repo rate.'));
  write('about/index.html', '<!DOCTYPE html><html lang="en"><body><h1>About</h1></body></html>');
});
afterEach(() => {
  startFails.now = false;
  rmSync(site, { recursive: true, force: true });
});

/** Both integrations' build-done hooks, as Astro calls them, and the critical-CSS step's read of every page between them. */
function hooks(dir: string) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const {
    integrations: [start, written],
    notePage,
  } = pagefindIndex();
  const call = (integration: typeof start) =>
    (integration.hooks['astro:build:done'] as (o: object) => unknown)({ dir: pathToFileURL(`${dir}/`), logger });
  const readAll = () =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .forEach((file) => notePage(file, readFileSync(join(dir, file), 'latin1')));
  return { start: () => call(start), written: () => (readAll(), call(written)), logged };
}

it('starts the index and returns at once; the second step waits for it, and it holds the marked pages', async () => {
  const { start, written, logged } = hooks(site);
  await start();
  expect(existsSync(join(site, 'pagefind', 'pagefind-entry.json'))).toBe(false);
  await written();
  const entry = JSON.parse(readFileSync(join(site, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(entry.languages.en.page_count).toBe(1);
  // An empty part is still a part a search can load (and find nothing in).
  const archive = JSON.parse(readFileSync(join(site, 'pagefind', 'archive', 'pagefind-entry.json'), 'utf8'));
  expect(archive.languages).toEqual({});
  expect(existsSync(join(site, 'pagefind', 'archive', 'pagefind.js'))).toBe(true);
  expect(logged).toEqual([
    expect.stringMatching(/^Indexed 1 of 2 pages for search \(1 recent, 0 archive\) in [\d.]+ s$/),
  ]);
});

/** The pages in one part of the index, by address: read from its fragments (gzip, after a signature). */
const urlsIn = (dir: string): { url: string; meta: { title?: string } }[] =>
  readdirSync(join(dir, 'fragment'))
    .map((file) =>
      JSON.parse(
        gunzipSync(readFileSync(join(dir, 'fragment', file)))
          .toString()
          .replace(/^pagefind_dcd/, ''),
      ),
    )
    .sort((a, b) => a.url.localeCompare(b.url));

it('indexes the last 12 months and undated pages first, older ones in the archive', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T06:00:00Z') });
  try {
    write('last-month/index.html', PAGE('Monsoon session', 'Parliament met.', '202610'));
    write('window-start/index.html', PAGE('December', 'The first month of the window.', '202512'));
    write('before-window/index.html', PAGE('November', 'The month before the window.', '202511'));
    write('old/index.html', PAGE('Old', 'An article from long ago.', '201901'));
    write(
      'te/monsoon/index.html',
      '<!DOCTYPE html><html lang="te-IN" data-search-month="202611"><head><title>రుతుపవనాలు</title></head>' +
        '<body><main data-pagefind-body><h1 data-pagefind-meta="title">రుతుపవనాలు</h1><p>వర్షాలు</p></main></body></html>',
    );
    const { start, written, logged } = hooks(site);
    await start();
    await written();
    expect(urlsIn(join(site, 'pagefind')).map((p) => p.url)).toEqual([
      '/last-month/',
      '/repo-rate/',
      '/te/monsoon/',
      '/window-start/',
    ]);
    expect(urlsIn(join(site, 'pagefind', 'archive')).map((p) => p.url)).toEqual(['/before-window/', '/old/']);
    // Handed to pagefind as text: the Telugu page keeps its language and its words.
    const telugu = urlsIn(join(site, 'pagefind')).find((p) => p.url === '/te/monsoon/');
    expect(telugu?.meta.title).toBe('రుతుపవనాలు');
    expect(
      readdirSync(join(site, 'pagefind')).some((f) => /^pagefind\.te-in_.*\.pf_meta$|^pagefind\.te_/.test(f)),
    ).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/^Indexed 6 of \d+ pages for search \(4 recent, 2 archive\) in /)]);
  } finally {
    vi.useRealTimers();
  }
});

it('fails the build where it is waited for when pagefind cannot start', async () => {
  startFails.now = true;
  const { start, written } = hooks(site);
  await start();
  await expect(written()).rejects.toThrow('pagefind could not start:\nno pagefind binary for this platform');
});
