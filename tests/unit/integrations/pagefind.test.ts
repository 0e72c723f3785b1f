/**
 * The search index runs while the build's other steps do: the first integration starts it and
 * returns, the second waits for it, and a failed index fails the build there. pagefind's own
 * binary, on a small site in a temporary folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

const PAGE = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head>` +
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

/** Both integrations' build-done hooks, as Astro calls them; what they logged. */
function hooks(dir: string) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const [start, written] = pagefindIndex();
  const call = (integration: typeof start) =>
    (integration.hooks['astro:build:done'] as (o: object) => unknown)({ dir: pathToFileURL(`${dir}/`), logger });
  return { start: () => call(start), written: () => call(written), logged };
}

it('starts the index and returns at once; the second step waits for it, and it holds the marked pages', async () => {
  const { start, written, logged } = hooks(site);
  await start();
  expect(existsSync(join(site, 'pagefind', 'pagefind-entry.json'))).toBe(false);
  await written();
  const entry = JSON.parse(readFileSync(join(site, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(entry.languages.en.page_count).toBe(1);
  expect(logged).toEqual([expect.stringMatching(/^Indexed 1 of 2 pages for search in [\d.]+ s$/)]);
});

it('fails the build where it is waited for when pagefind cannot start', async () => {
  startFails.now = true;
  const { start, written } = hooks(site);
  await start();
  await expect(written()).rejects.toThrow('pagefind could not start:\nno pagefind binary for this platform');
});
