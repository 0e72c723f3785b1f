/**
 * The loader's fixture site (tests/fixtures/contentful/site) as a live build: the fake Contentful
 * serves `snapshot`, the environment points the loader at it, the content report goes to `dir`,
 * and `shown()` reads back the entries the site's page lists, by content type.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeContentful } from './fake-contentful.mjs';
import contentReport from '../../src/integrations/content-report';

const { build } = (await import(
  pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
)) as typeof import('astro');

const TOKEN = 'token-0123456789abcdef';

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
  return {
    cf,
    build: () =>
      build({
        root: resolve('tests/fixtures/contentful/site'),
        outDir: join(dir, 'dist'),
        cacheDir: join(dir, 'cache'),
        logLevel: 'silent',
        integrations: [contentReport()],
      }),
    shown: <T>() =>
      JSON.parse(
        /<pre id="content">([^<]*)<\/pre>/
          .exec(readFileSync(join(dir, 'dist/index.html'), 'utf8'))![1]
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&'),
      ) as T,
  };
}
