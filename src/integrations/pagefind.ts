/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, into
 * `{outDir}/pagefind/` — whatever the output directory (`npm run build`, `build:test --outDir …`).
 * Only pages marked `data-pagefind-body` are indexed (articles, mains answers, quizzes: see
 * `src/lib/search.ts`). A failed index fails the build: a deploy never ships a broken search.
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

const fail = (step: string, errors: string[]) => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

async function indexSite(site: string, logger: AstroIntegrationLogger) {
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) return fail('start', errors);
    const added = await index.addDirectory({ path: site });
    if (added.errors.length > 0) fail('index the site', added.errors);
    const outputPath = join(site, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) fail('write the index', written.errors);
    // addDirectory counts every HTML file it read; the entry file has the pages actually indexed.
    const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
    const pages = Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    logger.info(`Indexed ${pages} of ${added.page_count} pages for search in ${seconds} s`);
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
