/**
 * The search index runs while the build's other steps do: the first integration starts it and
 * returns, the second waits for it, and a failed index fails the build there. It comes in two
 * parts by the entries' months (src/lib/search/search-parts.ts); the archive part is the last build's
 * again when none of its pages changed. pagefind's own binary, on a small site in a temporary folder
 * with a cacheDir beside it.
 */
import { createHash } from 'node:crypto';
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

let work: string;
let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'pagefind-'));
  site = join(work, 'dist');
  write('repo-rate/index.html', PAGE('Repo rate', 'The monetary policy committee held the repo rate.'));
  write('about/index.html', '<!DOCTYPE html><html lang="en"><body><h1>About</h1></body></html>');
});
afterEach(() => {
  startFails.now = false;
  rmSync(work, { recursive: true, force: true });
});

/**
 * Both integrations' hooks, as Astro calls them, and between the two build-done hooks the
 * critical-CSS step giving the reader every page (here each read: what it noted is the same).
 */
function hooks(dir: string) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const {
    integrations: [start, written],
    reader,
  } = pagefindIndex();
  (start.hooks['astro:config:done'] as (o: object) => void)({
    config: { root: pathToFileURL(`${work}/`), cacheDir: pathToFileURL(`${work}/cache/`) },
  });
  const call = (integration: typeof start) =>
    (integration.hooks['astro:build:done'] as (o: object) => unknown)({ dir: pathToFileURL(`${dir}/`), logger });
  const readAll = () =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .sort()
      .forEach((file) => {
        const page = readFileSync(join(dir, file));
        reader.note(file, reader.read(file, page.toString('latin1')), createHash('sha256').update(page).digest('hex'));
      });
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
    expect.stringMatching(/^Indexed 1 pages for search in [\d.]+ s: archive rebuilt \(0 pages\), recent 1 pages$/),
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
    expect(logged).toEqual([
      expect.stringMatching(/^Indexed 6 pages for search in [\d.]+ s: archive rebuilt \(2 pages\), recent 4 pages$/),
    ]);
  } finally {
    vi.useRealTimers();
  }
});

it("puts the last build's archive part in place when none of its pages changed, and builds it again when one did", async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T06:00:00Z') });
  try {
    write('old/index.html', PAGE('Old', 'An article from long ago.', '201901'));
    write('older/index.html', PAGE('Older', 'An article from longer ago.', '201801'));
    /** A build into a fresh output folder (as the deploy's), the cacheDir kept: what it logged. */
    const buildOnce = async () => {
      rmSync(join(site, 'pagefind'), { recursive: true, force: true });
      const { start, written, logged } = hooks(site);
      await start();
      await written();
      return logged;
    };
    expect(await buildOnce()).toEqual([expect.stringMatching(/archive rebuilt \(2 pages\), recent 1 pages$/)]);
    // An archived page whose related articles changed (outside what pagefind reads): still the same.
    write(
      'old/index.html',
      PAGE('Old', 'An article from long ago.', '201901').replace('</main>', '</main><aside>Related: Repo rate</aside>'),
    );
    expect(await buildOnce()).toEqual([expect.stringMatching(/archive reused \(2 pages\), recent 1 pages$/)]);
    // A recent page edited: the archive is the last build's, file for file.
    const archive = () =>
      readdirSync(join(site, 'pagefind', 'archive'), { recursive: true })
        .map(String)
        .sort();
    const before = archive();
    write('repo-rate/index.html', PAGE('Repo rate cut', 'The committee cut the repo rate.'));
    expect(await buildOnce()).toEqual([expect.stringMatching(/archive reused \(2 pages\), recent 1 pages$/)]);
    expect(archive()).toEqual(before);
    expect(urlsIn(join(site, 'pagefind', 'archive')).map((p) => p.meta.title)).toEqual(['Old', 'Older']);
    // An archived page edited, then one gone: built again from the pages as they are.
    write('old/index.html', PAGE('Old, corrected', 'An article from long ago.', '201901'));
    expect(await buildOnce()).toEqual([expect.stringMatching(/archive rebuilt \(2 pages\), recent 1 pages$/)]);
    expect(urlsIn(join(site, 'pagefind', 'archive')).map((p) => p.meta.title)).toEqual(['Old, corrected', 'Older']);
    rmSync(join(site, 'older'), { recursive: true });
    expect(await buildOnce()).toEqual([expect.stringMatching(/archive rebuilt \(1 pages\), recent 1 pages$/)]);
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
