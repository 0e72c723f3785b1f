/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, into
 * `{outDir}/pagefind/` — whatever the output directory (`npm run build`, `build:test --outDir …`).
 * Only pages marked `data-pagefind-body` are indexed (articles, mains answers, quizzes: see
 * `src/lib/search.ts`). A failed index fails the build: a deploy never ships a broken search.
 *
 * pagefind reads each page's copy, not the page: `keepPage` is given every page as it renders and
 * writes what pagefind needs of it (`searchCopy`, a third of the page) under Astro's cacheDir, so a
 * page Astro copies from its last build finds its copy from then too. After the build, copies of
 * pages that are gone are removed, and `notePage` (every built page, from the critical-CSS step's
 * read) checks that the copies are exactly the marked pages: if not, they are copied again from the
 * site and indexed again, with a warning. At 10k articles pagefind takes about half the time it
 * took on the pages themselves (README, "Build throughput").
 *
 * Two integrations: the first starts the index, in pagefind's own process, and returns; the steps
 * listed between the two run meanwhile (the critical-CSS step's read of every page, the sitemap),
 * and the second waits for it. A step that adds pages comes after the second.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { isMarkedForSearch, searchCopy } from '../lib/search.ts';

const LATIN1 = 'latin1';
/** The pages' copies for pagefind, in Astro's cacheDir (kept between builds, as Astro's own copies). */
const COPIES = 'search-pages/';

const fail = (step: string, errors: string[]): never => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

/** The file Astro writes a page to, under the output directory: `/a/b/` → `a/b/index.html`. */
export const pageFile = (pathname: string) => {
  const path = decodeURI(pathname).replace(/^\/+|\/+$/g, '');
  return path.endsWith('.html') ? path : join(path, 'index.html');
};

const htmlFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));

/** An index of every copy in `copies`, in pagefind's process. */
async function indexCopies(copies: string) {
  const { index, errors } = await pagefind.createIndex();
  if (!index) return fail('start', errors);
  const added = await index.addDirectory({ path: copies });
  if (added.errors.length > 0) fail('index the site', added.errors);
  return index;
}

/**
 * The search index: `start` begins it, `written` waits for it and writes it. `keepPage` gets each
 * page as it renders (its path, as requested, and its HTML as written); `notePage` every page of
 * the built site (its file under the output directory, and its HTML).
 */
export default function pagefindIndex(): {
  start: AstroIntegration;
  written: AstroIntegration;
  keepPage: (pathname: string, html: string) => void;
  notePage: (file: string, html: string) => void;
} {
  let copies = '';
  /** Folders made for copies in this build. */
  const made = new Set<string>();
  /** The built pages marked for search, by file. */
  const marked = new Set<string>();
  let started = 0;
  let built = 0;
  let indexing: Promise<{ index: pagefind.PagefindIndex; copied: Set<string> }> | undefined;

  /** `file`'s copy, from `html`; none for a page pagefind leaves out. */
  const keep = (file: string, html: string) => {
    const path = join(copies, file);
    const copy = searchCopy(html);
    if (copy === undefined) return rmSync(path, { force: true });
    const dir = dirname(path);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    writeFileSync(path, copy, LATIN1);
  };

  const start: AstroIntegration = {
    name: 'pagefind-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        copies = fileURLToPath(new URL(COPIES, config.cacheDir));
      },
      'astro:build:done': async ({ dir }) => {
        started = performance.now();
        const pages = new Set(await htmlFiles(fileURLToPath(dir)));
        built = pages.size;
        await mkdir(copies, { recursive: true });
        const gone = (await htmlFiles(copies)).filter((file) => !pages.has(file));
        // With their folders, once empty (a folder that still holds something stays).
        await Promise.all(gone.map((file) => rm(join(copies, file))));
        await Promise.all(gone.map((file) => rmdir(dirname(join(copies, file))).catch(() => {})));
        const copied = new Set(await htmlFiles(copies));
        indexing = indexCopies(copies).then((index) => ({ index, copied }));
        // Its failure is reported where it is waited for, not as an unhandled rejection meanwhile.
        indexing.catch(() => {});
      },
    },
  };

  const written: AstroIntegration = {
    name: 'pagefind-index-written',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        try {
          let { index, copied } = await indexing!;
          const missing = [...marked].filter((file) => !copied.has(file));
          const extra = [...copied].filter((file) => !marked.has(file));
          if (missing.length > 0 || extra.length > 0) {
            logger.warn(
              `The search copies did not match the built pages (${missing.length} missing, ${extra.length} ` +
                `not marked for search, e.g. ${[...missing, ...extra].slice(0, 3).join(', ')}): copied again and indexed again`,
            );
            await Promise.all(extra.map((file) => rm(join(copies, file))));
            for (const file of missing) keep(file, await readFile(join(site, file), LATIN1));
            await index.deleteIndex();
            index = await indexCopies(copies);
          }
          const outputPath = join(site, 'pagefind');
          const files = await index.writeFiles({ outputPath });
          if (files.errors.length > 0) fail('write the index', files.errors);
          const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
          const pages = Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
          const seconds = ((performance.now() - started) / 1000).toFixed(2);
          logger.info(`Indexed ${pages} of ${built} pages for search in ${seconds} s`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };

  return {
    start,
    written,
    keepPage: (pathname, html) => keep(pageFile(pathname), html),
    notePage: (file, html) => {
      if (isMarkedForSearch(html)) marked.add(file);
    },
  };
}
