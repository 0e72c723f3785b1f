/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, into
 * `{outDir}/pagefind/` and `{outDir}/pagefind/archive/` — whatever the output directory (`npm run
 * build`, `build:test --outDir …`): two parts by the entries' months, each read from the whole site
 * by pagefind with its own root selector (src/lib/search-parts.ts). Only pages marked
 * `data-pagefind-body` are indexed (articles, mains answers, quizzes: see `src/lib/search.ts`).
 * A failed index fails the build: a deploy never ships a broken search.
 *
 * Two integrations: the first starts the index, in pagefind's own process, and returns; the steps
 * listed between the two run meanwhile (the critical-CSS step's read of every page, the sitemap),
 * and the second waits for it. At 10k articles the index takes 18–19 s of a cold build and is what
 * the build waits for after rendering (docs/performance.md). The pages it reads are final:
 * the critical-CSS step does each before Astro writes it. A step that adds pages comes after the
 * second: pagefind lists the site's files as it starts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { searchParts, searchRootSelectors } from '../lib/search-parts.ts';

const fail = (step: string, errors: string[]) => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

/** One part of the index (src/lib/search-parts.ts): the pages whose `<html>` matches `rootSelector`. */
async function indexPart(site: string, path: string, rootSelector: string) {
  const { index, errors } = await pagefind.createIndex({ rootSelector });
  if (!index) return fail('start', errors);
  const added = await index.addDirectory({ path: site });
  if (added.errors.length > 0) fail('index the site', added.errors);
  const outputPath = join(site, path);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) fail('write the index', written.errors);
  // addDirectory counts every HTML file it read; the entry file has the pages actually indexed.
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
  const indexed = Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
  return { indexed, read: added.page_count };
}

async function indexSite(site: string, logger: AstroIntegrationLogger) {
  const started = performance.now();
  const selectors = searchRootSelectors(new Date());
  try {
    const counts = await Promise.all(searchParts.map(({ part, path }) => indexPart(site, path, selectors[part])));
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const indexed = counts.reduce((n, c) => n + c.indexed, 0);
    const parts = searchParts.map(({ part }, i) => `${counts[i].indexed} ${part}`).join(', ');
    logger.info(`Indexed ${indexed} of ${counts[0].read} pages for search (${parts}) in ${seconds} s`);
  } finally {
    await pagefind.close();
  }
}

/** The search index: started by the first integration, waited for by the second. */
export default function pagefindIndex(): [AstroIntegration, AstroIntegration] {
  let indexing: Promise<void> | undefined;
  return [
    {
      name: 'pagefind-index',
      hooks: {
        'astro:build:done': ({ dir, logger }) => {
          indexing = indexSite(fileURLToPath(dir), logger);
          // Its failure is reported where it is waited for, not as an unhandled rejection meanwhile.
          indexing.catch(() => {});
        },
      },
    },
    {
      name: 'pagefind-index-written',
      hooks: {
        'astro:build:done': async () => {
          await indexing;
        },
      },
    },
  ];
}
