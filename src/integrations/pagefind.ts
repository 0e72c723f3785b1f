/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, in two
 * parts (src/lib/search/search-parts.ts) — whatever the output directory (`npm run build`, `build:test
 * --outDir …`): `{outDir}/pagefind/archive/` read by pagefind from the whole site with the
 * archive's root selector, started as soon as the pages are written, and `{outDir}/pagefind/`, the
 * pages of the last 12 months and undated ones, noted (`notePage`) as the critical-CSS step reads
 * every page after the build, then read by pagefind from a folder of links to them alone: reading
 * the whole site a second time for them (a second root selector) doubled pagefind's work (10k
 * articles: 51–56 CPU s for both parts against 22–26 for one index). Only pages marked
 * `data-pagefind-body` are indexed (articles, mains answers, quizzes: see `src/lib/search/search.ts`).
 * A failed index fails the build: a deploy never ships a broken search.
 *
 * Two integrations: the first starts the archive, in pagefind's own process, and returns; the steps
 * listed between the two run meanwhile (the critical-CSS step's read of every page, the sitemap),
 * and the second indexes the recent pages and waits for both. At 10k articles the index is what the
 * build waits for after rendering (docs/performance.md). The pages it reads are final: the
 * critical-CSS step does each before Astro writes it. A step that adds pages comes after the
 * second: pagefind lists the site's files as it starts.
 */
import { copyFile, link, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { archiveRootSelector, firstRecentMonth, inRecentPart, searchParts } from '../lib/search/search-parts.ts';

const fail = (step: string, errors: string[]) => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

/** Writes a part's index into `{site}{path}`; the pages it holds (its entry file's count, all languages). */
async function writePart(index: pagefind.PagefindIndex, site: string, path: string): Promise<number> {
  const outputPath = join(site, path);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) fail('write the index', written.errors);
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
  return Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
}

const start = async (options?: pagefind.PagefindServiceConfig) => {
  const { index, errors } = await pagefind.createIndex(options);
  return index ?? fail('start', errors);
};

/**
 * The search index (src/lib/search/search-parts.ts): the archive part is read by pagefind from the whole
 * site as soon as it is written (the pages whose `<html>` names a month before the window); the
 * recent part from the pages `notePage` was given as the critical-CSS step read them all, once
 * that is done, linked into a folder beside the site. The first integration starts the archive and
 * returns, the second indexes the recent pages and waits for both.
 */
export default function pagefindIndex(): {
  integrations: [AstroIntegration, AstroIntegration];
  notePage: (file: string, html: string) => void;
} {
  const first = firstRecentMonth(new Date());
  const recent: string[] = [];
  const [recentPath, archivePath] = searchParts;
  let started = 0;
  let archive: Promise<{ indexed: number; read: number }> | undefined;
  return {
    notePage: (file, html) => {
      if (inRecentPart(html, first)) recent.push(file);
    },
    integrations: [
      {
        name: 'pagefind-index',
        hooks: {
          'astro:build:done': ({ dir }) => {
            started = performance.now();
            const site = fileURLToPath(dir);
            archive = (async () => {
              const index = await start({ rootSelector: archiveRootSelector(first) });
              const added = await index.addDirectory({ path: site });
              if (added.errors.length > 0) fail('index the site', added.errors);
              return { indexed: await writePart(index, site, archivePath), read: added.page_count };
            })();
            // Its failure is reported where it is waited for, not as an unhandled rejection meanwhile.
            archive.catch(() => {});
          },
        },
      },
      {
        name: 'pagefind-index-written',
        hooks: {
          'astro:build:done': async ({ dir, logger }) => {
            const site = fileURLToPath(dir);
            // The recent pages, linked (not copied) into a folder of their own beside the site, for
            // pagefind to read as it reads a site (not sent through its pipe one by one): at 10k
            // articles their 1,680 pages cost it 2 CPU s, the whole site read again 26.
            const pages = await mkdtemp(join(dirname(site), '.search-recent-'));
            try {
              await Promise.all(
                recent.map(async (file) => {
                  await mkdir(dirname(join(pages, file)), { recursive: true });
                  await link(join(site, file), join(pages, file)).catch(() =>
                    copyFile(join(site, file), join(pages, file)),
                  );
                }),
              );
              const index = await start();
              const added = await index.addDirectory({ path: pages });
              if (added.errors.length > 0) fail('index the recent pages', added.errors);
              const inRecent = await writePart(index, site, recentPath);
              const { indexed, read } = (await archive)!;
              const seconds = ((performance.now() - started) / 1000).toFixed(2);
              logger.info(
                `Indexed ${inRecent + indexed} of ${read} pages for search (${inRecent} recent, ${indexed} archive) in ${seconds} s`,
              );
            } finally {
              await pagefind.close();
              await rm(pages, { recursive: true, force: true });
            }
          },
        },
      },
    ],
  };
}
