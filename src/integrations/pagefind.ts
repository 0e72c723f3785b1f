/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, into
 * `{outDir}/pagefind/` — whatever the output directory (`npm run build`, `build:test --outDir …`).
 * Only pages marked `data-pagefind-body` are indexed (articles, mains answers, quizzes: see
 * `src/lib/search.ts`). A failed index fails the build: a deploy never ships a broken search.
 *
 * Two integrations, listed around the noindex scan and the critical-CSS step in astro.config.mjs:
 * the first starts pagefind reading the pages, in its own process, and returns; the second waits
 * for it and writes the index. Pagefind reads what the critical-CSS step leaves alone (the text and
 * the `data-pagefind-*` marks), and that step replaces each page whole (a rename), so pagefind reads
 * a page either before or after, never half-written. On 2 cores, with the 17k pages of 10k articles
 * (/tmp runs of the three steps alone, one after the other against side by side): 27–29 s → 24–25 s
 * when the pages are Astro's copies done in an earlier build (a warm build), no gain when they are
 * all new (46–53 s against 51–54 s): pagefind uses 1.6 cores while it reads, and the steps beside it
 * the rest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

const fail = (step: string, errors: string[]) => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

/** The pages read into an index, or why not. */
type Reading = { index: pagefind.PagefindIndex; pageCount: number } | { error: unknown };

async function readPages(site: string): Promise<{ index: pagefind.PagefindIndex; pageCount: number }> {
  const { index, errors } = await pagefind.createIndex();
  if (!index) return fail('start', errors);
  const added = await index.addDirectory({ path: site });
  if (added.errors.length > 0) fail('index the site', added.errors);
  return { index, pageCount: added.page_count };
}

/** `[start, write]`: list `start` before the steps pagefind may read beside, `write` after them. */
export default function pagefindIndex(): [AstroIntegration, AstroIntegration] {
  let started = 0;
  let reading: Promise<Reading> | undefined;
  return [
    {
      name: 'pagefind-index-start',
      hooks: {
        'astro:build:done': ({ dir }) => {
          started = performance.now();
          // Not awaited here: caught, so a failure waits for the second hook to fail the build.
          reading = readPages(fileURLToPath(dir)).catch((error: unknown) => ({ error }));
        },
      },
    },
    {
      name: 'pagefind-index',
      hooks: {
        'astro:build:done': async ({ dir, logger }) => {
          const site = fileURLToPath(dir);
          try {
            const read = await (reading ?? readPages(site));
            if ('error' in read) throw read.error;
            const outputPath = join(site, 'pagefind');
            const written = await read.index.writeFiles({ outputPath });
            if (written.errors.length > 0) fail('write the index', written.errors);
            // addDirectory counts every HTML file it read; the entry file has the pages actually indexed.
            const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
            const pages = Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
            const seconds = ((performance.now() - started) / 1000).toFixed(2);
            logger.info(`Indexed ${pages} of ${read.pageCount} pages for search in ${seconds} s`);
          } finally {
            reading = undefined;
            await pagefind.close();
          }
        },
      },
    },
  ];
}
