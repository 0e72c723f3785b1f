/**
 * Builds the site search index with pagefind's Node API once Astro has written the site, in two
 * parts (src/lib/search/search-parts.ts) — whatever the output directory (`npm run build`, `build:test
 * --outDir …`): `{outDir}/pagefind/archive/` read by pagefind from the whole site with the
 * archive's root selector, started as soon as the pages are written, and `{outDir}/pagefind/`, the
 * pages of the last 12 months and undated ones, noted (`reader`) as the critical-CSS step checks
 * the pages after the build, then read by pagefind from a folder of links to them alone: reading
 * the whole site a second time for them (a second root selector) doubled pagefind's work (10k
 * articles: 51–56 CPU s for both parts against 22–26 for one index). Only pages marked
 * `data-pagefind-body` are indexed (articles, mains answers, quizzes: see `src/lib/search/search.ts`).
 * A failed index fails the build: a deploy never ships a broken search.
 *
 * Two integrations: the first starts the archive (when it has to be built: below), in pagefind's
 * own process, and returns; the steps listed between the two run meanwhile (the critical-CSS
 * step's check of the pages, the sitemap),
 * and the second indexes the recent pages and waits for both. At 10k articles the index is what the
 * build waits for after rendering (docs/performance.md). The pages it reads are final: the
 * critical-CSS step does each before Astro writes it. A step that adds pages comes after the
 * second: pagefind lists the site's files as it starts.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import {
  archiveRootSelector,
  firstRecentMonth,
  inRecentPart,
  searchableOf,
  searchedContent,
  searchParts,
  type Searchable,
} from '../lib/search/search-parts.ts';
import type { PageReader } from './critical-css.ts';

const fail = (step: string, errors: string[]) => {
  throw new Error(`pagefind could not ${step}:\n${errors.join('\n')}`);
};

/** The pages a part written into `dir` holds (its entry file's count, all languages). */
async function pagesIn(dir: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'));
  return Object.values<{ page_count: number }>(entry.languages).reduce((n, l) => n + l.page_count, 0);
}

/** Writes a part's index into `{site}{path}`; the pages it holds. */
async function writePart(index: pagefind.PagefindIndex, site: string, path: string): Promise<number> {
  const outputPath = join(site, path);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) fail('write the index', written.errors);
  return pagesIn(outputPath);
}

const start = async (options?: pagefind.PagefindServiceConfig) => {
  const { index, errors } = await pagefind.createIndex(options);
  return index ?? fail('start', errors);
};

/** The archive part as the last build wrote it, in the cacheDir, and what it was made from. */
const ARCHIVE_COPY = 'search-archive/';
const ARCHIVE_RECORD = 'search-archive.json';
/** The SHA-256 of each file of that copy (path under the part → hash), for the build's digest and list. */
const ARCHIVE_FILES = 'search-archive-files.json';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Each file under `dir` (path relative to it, `/`-separated) → its SHA-256. */
async function hashesUnder(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const hashes = new Map<string, string>();
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    hashes.set(relative(dir, path).split(sep).join('/'), sha256(await readFile(path)));
  }
  return hashes;
}

/**
 * `files` (paths under `from`) linked under `to`, in the same folders; copied where a link cannot be
 * made (another disk). Linking the archive part's 48k files of a 50k-article site into a warm
 * build takes a fraction of copying them; Astro empties the site's folder before each build by
 * removing its files, which leaves the cacheDir's copy as it is.
 */
export async function linkFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const dir of new Set(files.map((file) => dirname(join(to, file))))) await mkdir(dir, { recursive: true });
  await Promise.all(
    files.map((file) => link(join(from, file), join(to, file)).catch(() => copyFile(join(from, file), join(to, file)))),
  );
}

/** What the search index notes of a page: with, for an indexed one, the SHA-256 of what pagefind reads of it. */
type Noted = Searchable & { searched?: string };

/**
 * The search index (src/lib/search/search-parts.ts). The recent part is read by pagefind, in every
 * build, from the pages `reader` was given (the critical-CSS step's notes of every page), linked
 * into a folder beside the site. The archive part is the same as the last build's when its pages
 * are (the same addresses, and what pagefind reads of each the same: `searchedContent`), pagefind
 * and this code too: then the last build's copy in
 * the cacheDir is put in place, and a warm build does not read the site for it (10k articles: 27
 * CPU s). Otherwise pagefind reads the whole site with the archive's root selector: at once, in
 * the first integration, when there is no copy to reuse (a cold build); in the second, once the
 * pages are known, when there is one. Either way the part written is kept for the next build,
 * with its files' hashes: `known` gets them (path under the site → SHA-256), so the build's digest
 * and list of files (scripts/dist-digest.mjs) do not read a reused archive again.
 */
export default function pagefindIndex({ known = new Map<string, string>() } = {}): {
  integrations: [AstroIntegration, AstroIntegration];
  reader: PageReader<Noted>;
} {
  const first = firstRecentMonth(new Date());
  const selector = archiveRootSelector(first);
  const recent: string[] = [];
  /** The archive's pages (the SHA-256 of what pagefind reads of each, by path): what the part is made from, beside `made`. */
  const archived: Record<string, string> = {};
  const [recentPath, archivePath] = searchParts;
  let root = new URL('file:///');
  let cacheDir = new URL('file:///');
  let started = 0;
  let archive: Promise<number> | undefined;
  const buildArchive = (site: string) => {
    const part = (async () => {
      const index = await start({ rootSelector: selector });
      const added = await index.addDirectory({ path: site });
      if (added.errors.length > 0) fail('index the site', added.errors);
      return writePart(index, site, archivePath);
    })();
    // Its failure is reported where it is waited for, not as an unhandled rejection meanwhile.
    part.catch(() => {});
    return part;
  };
  /** What else the archive part depends on: its selector, pagefind's version (the lockfile) and this code. */
  const made = async () =>
    [
      selector,
      sha256(await readFile(new URL('package-lock.json', root)).catch(() => '')),
      sha256(await readFile(fileURLToPath(import.meta.url))),
    ].join(' ');
  return {
    reader: {
      name: 'search',
      read: (_, html) => {
        const page = searchableOf(html);
        return page.indexed ? { ...page, searched: sha256(searchedContent(html)) } : page;
      },
      note: (file, page) => {
        if (inRecentPart(page, first)) recent.push(file);
        else if (page.searched) archived[file] = page.searched;
      },
    },
    integrations: [
      {
        name: 'pagefind-index',
        hooks: {
          'astro:config:done': ({ config }) => {
            root = config.root;
            cacheDir = config.cacheDir;
          },
          'astro:build:done': async ({ dir }) => {
            started = performance.now();
            const hasCopy = await readFile(new URL(ARCHIVE_RECORD, cacheDir)).then(
              () => true,
              () => false,
            );
            if (!hasCopy) archive = buildArchive(fileURLToPath(dir));
          },
        },
      },
      {
        name: 'pagefind-index-written',
        hooks: {
          'astro:build:done': async ({ dir, logger }) => {
            const site = fileURLToPath(dir);
            const copy = fileURLToPath(new URL(ARCHIVE_COPY, cacheDir));
            const recordFile = new URL(ARCHIVE_RECORD, cacheDir);
            const record = JSON.stringify({ made: await made(), pages: archived });
            const filesRecord = new URL(ARCHIVE_FILES, cacheDir);
            const copied: Record<string, string> | null = JSON.parse(
              await readFile(filesRecord, 'utf8').catch(() => 'null'),
            );
            const part = join(site, archivePath);
            const reused =
              !archive &&
              copied !== null &&
              (await readFile(recordFile, 'utf8').catch(() => '')) === record &&
              (await linkFiles(copy, part, Object.keys(copied)).then(
                () => true,
                // What was linked before the failure goes: the part is written again in full.
                () => rm(part, { recursive: true, force: true }).then(() => false),
              ));
            if (!reused) archive ??= buildArchive(site);
            // The recent pages, linked (not copied) into a folder of their own beside the site, for
            // pagefind to read as it reads a site (not sent through its pipe one by one): at 10k
            // articles their 1,680 pages cost it 2 CPU s, the whole site read again 26.
            const pages = await mkdtemp(join(dirname(site), '.search-recent-'));
            try {
              await linkFiles(site, pages, recent);
              const index = await start();
              const added = await index.addDirectory({ path: pages });
              if (added.errors.length > 0) fail('index the recent pages', added.errors);
              const inRecent = await writePart(index, site, recentPath);
              const inArchive = reused ? await pagesIn(part) : await archive!;
              const files = reused ? copied! : Object.fromEntries(await hashesUnder(part));
              if (!reused) {
                await rm(copy, { recursive: true, force: true });
                await linkFiles(part, copy, Object.keys(files));
                await writeFile(filesRecord, JSON.stringify(files));
                await writeFile(recordFile, record);
              }
              const under = archivePath.slice(1);
              for (const [path, hash] of Object.entries(files)) known.set(`${under}${path}`, hash);
              const seconds = ((performance.now() - started) / 1000).toFixed(2);
              logger.info(
                `Indexed ${inRecent + inArchive} pages for search in ${seconds} s: archive ` +
                  `${reused ? 'reused' : 'rebuilt'} (${inArchive} pages), recent ${inRecent} pages`,
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
