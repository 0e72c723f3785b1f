/**
 * The loader's fixture site (tests/fixtures/contentful/site) as a live build: the fake Contentful
 * serves `snapshot`, the environment points the loader at it, the content report goes to `dir`,
 * and `shown()` reads back the entries the site's page lists, by content type.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startFakeContentful } from './fake-contentful.mjs';
import contentReport from '../../src/integrations/content-report';

const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');

const TOKEN = 'token-0123456789abcdef';

/** The variables that choose the content source and its report. */
const CONTENT_VARS = [
  'CONTENTFUL_SPACE_ID',
  'CONTENTFUL_ACCESS_TOKEN',
  'CONTENTFUL_HOST',
  'CONTENTFUL_INSECURE',
  'CONTENTFUL_PREVIEW',
  'CONTENT_SNAPSHOT',
  'CONTENT_STRICT',
  'CONTENT_REPORT_DIR',
  'CONTENT_TYPE_MAP',
  'CONTENT_LOCALE_TE',
];

/**
 * For a test file's builds: the content source's variables cleared before its tests and put back
 * after them, and a temporary folder (`prefix…`), removed after them. Returns the folder's path.
 */
export function contentTestFolder(prefix: string): () => string {
  const saved = Object.fromEntries(CONTENT_VARS.map((v) => [v, process.env[v]]));
  let folder = '';
  beforeAll(() => {
    for (const v of CONTENT_VARS) delete process.env[v];
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    for (const v of CONTENT_VARS) {
      if (saved[v] === undefined) delete process.env[v];
      else process.env[v] = saved[v];
    }
    rmSync(folder, { recursive: true, force: true });
  });
  return () => folder;
}

/** What the fixture site built in `dir` lists: the entries its page prints, by content type. */
export const fixtureShown = <T>(dir: string) =>
  JSON.parse(
    /<pre id="content">([^<]*)<\/pre>/
      .exec(readFileSync(join(dir, 'dist/index.html'), 'utf8'))![1]
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&'),
  ) as T;

/** Builds the fixture site into `dir` (`dir/dist`, its cache beside), with the content report. */
export const buildFixtureSite = (dir: string) =>
  build({
    root: resolve('tests/fixtures/contentful/site'),
    outDir: join(dir, 'dist'),
    cacheDir: join(dir, 'cache'),
    logLevel: 'silent',
    integrations: [contentReport()],
  });

/** Starts the fake Contentful for `snapshot` and sets the live source's variables; close `cf` after. */
export async function liveFixtureSite(
  snapshot: Parameters<typeof startFakeContentful>[0]['snapshot'],
  pageSize: number,
  dir: string,
) {
  const cf = await startFakeContentful({ snapshot, accessToken: TOKEN, pageSize });
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: cf.space,
    CONTENTFUL_ACCESS_TOKEN: TOKEN,
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
    CONTENT_REPORT_DIR: dir,
  });
  return { cf, build: () => buildFixtureSite(dir), shown: <T>() => fixtureShown<T>(dir) };
}
