/**
 * A build split across machines (the deploy's matrix: .github/workflows/deploy.yml, docs/operations.md).
 * `BUILD_SHARD=i/n` builds shard i of n: the prerenderer (src/integrations/pictures.ts) renders only
 * the paths whose hash falls in it, the forwarding pages likewise, and the steps that need the whole
 * site (the sitemap, the search index, the service worker) are left out. Each shard keeps its own
 * cacheDir, and a path's shard never changes, so each one's incremental build stays warm.
 *
 * `BUILD_SHARD=merge` with `SHARDS_DIR` (a folder of the shards' outputs, each its `dist/` and what
 * the merge needs of its cacheDir in `cache/`, as `packShard` leaves them) is the merge:
 * scripts/merge-shards.mjs runs astro.config.mjs's steps for it without Astro, as Astro runs them
 * after rendering. The first
 * links every shard's files into the site (a file that several shards wrote must be the same in
 * each) and joins their page notes in the cacheDir, so the critical-CSS step reads no page again and
 * the sitemap and the search index are made from them as after a single build; the forwarding
 * pages are linked in at their place in the order, after the search index. The merged site is the
 * single build's, byte for byte (tests/integration/warm-build.test.ts).
 */
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SITE_FILES } from '../../scripts/dist-digest.mjs';
import { DEFERRED_DIR, NOTES_FILE } from './critical-css.ts';
import { linkFiles } from './pagefind.ts';

/** One shard of a split build: `index` from 0. */
export type Shard = { index: number; count: number };

/** What `BUILD_SHARD` asks for: a shard, the merge (of the shards in `from`), or the whole site in one build. */
export type BuildPart = { shard: Shard } | { merge: string } | undefined;

/** The forwarding pages a shard wrote (path under the site → SHA-256), in its cacheDir. */
export const FORWARDING_FILE = 'forwarding-pages.json';

export function buildPart(env: Record<string, string | undefined> = process.env): BuildPart {
  const value = env.BUILD_SHARD?.trim();
  if (!value) return undefined;
  if (value === 'merge') {
    const from = env.SHARDS_DIR?.trim();
    if (!from) throw new Error('BUILD_SHARD=merge needs SHARDS_DIR, the folder of the shards’ outputs');
    return { merge: from };
  }
  const [, i, n] = /^(\d+)\/(\d+)$/.exec(value) ?? [];
  if (!i || Number(i) < 1 || Number(i) > Number(n))
    throw new Error(`BUILD_SHARD=${value}: expected i/n with 1 ≤ i ≤ n (as 2/4), or merge`);
  return { shard: { index: Number(i) - 1, count: Number(n) } };
}

/** Whether the page or file at `path` is built by `shard` (every path is, without one). */
export const inShard = (path: string, shard: Shard | undefined) =>
  !shard || createHash('sha256').update(path).digest().readUInt32BE(0) % shard.count === shard.index;

/** The pictures a shard's pages used (`picturesOfShard`), in its cacheDir. */
export const SHARD_PICTURES = 'shard-pictures.json';
/** What the merge needs of a shard's cacheDir. */
const SHARD_FILES = [NOTES_FILE, SITE_FILES, FORWARDING_FILE, SHARD_PICTURES, DEFERRED_DIR];

type ShardPictures = { transformed: Record<string, string>; referenced: string[] };

/**
 * The pictures the pages of a shard's build used, once they are rendered (or copied: Astro replays
 * what a copied page used): each original it transformed (its file in the site → its source) and
 * the sources it used as they are. After the pages, Astro removes from the site each original that
 * was transformed and not used as it is; a shard sees only its own pages, so it keeps an original
 * its pages did not use at all, and the merge removes it when the whole site would have.
 */
export function picturesOfShard(): ShardPictures {
  const { staticImages = new Map(), referencedImages = new Set<string>() } = globalThis.astroAsset ?? {};
  const transformed = [...staticImages].flatMap(([file, { originalSrcPath }]) =>
    originalSrcPath ? [[file.replace(/^\//, ''), originalSrcPath] as const] : [],
  );
  return { transformed: Object.fromEntries(transformed), referenced: [...referencedImages] };
}

/**
 * A shard's output, for the merge: its site (`dist`, moved) and what the merge needs of its cacheDir
 * (`cache`), in `out/`.
 */
export async function packShard({ dist, cacheDir, out }: { dist: string; cacheDir: string; out: string }) {
  await mkdir(join(out, 'cache'), { recursive: true });
  await rename(dist, join(out, 'dist'));
  for (const name of SHARD_FILES) await cp(join(cacheDir, name), join(out, 'cache', name), { recursive: true });
}

/** A shard's list of its files (scripts/dist-digest.mjs, writeSiteFiles): path → SHA-256. */
async function shardFiles(cache: string): Promise<Map<string, string>> {
  const { files }: { files: [string, string, number][] } = JSON.parse(await readFile(join(cache, SITE_FILES), 'utf8'));
  return new Map(files.map(([path, hash]) => [path, hash]));
}

/** The files of `files` (path → the shard folder holding it) linked into `site`, each shard's at once. */
async function linkFromShards(files: Map<string, string>, site: string) {
  const byShard = Map.groupBy(files, ([, shard]) => shard);
  for (const [shard, paths] of byShard)
    await linkFiles(
      join(shard, 'dist'),
      site,
      paths.map(([path]) => path),
    );
}

/**
 * The merge's two steps (see above). `known` gets every file's SHA-256 from the shards' lists, for
 * the service worker's digest and the merged site's list (site-files.ts), which so read no page.
 */
export function shardMerge({ from, known }: { from: string; known: Map<string, string> }): AstroIntegration[] {
  let cacheDir = '';
  /** The forwarding pages: path under the site → the shard folder holding it. */
  const forwarding = new Map<string, string>();
  const configDone = ({ config }: { config: { cacheDir: URL } }) => {
    cacheDir = fileURLToPath(config.cacheDir);
  };
  return [
    {
      name: 'shard-merge',
      hooks: {
        'astro:config:done': configDone,
        'astro:build:done': async ({ dir, logger }) => {
          const started = performance.now();
          const site = fileURLToPath(dir);
          const shards = (await readdir(from)).sort().map((name) => join(from, name));
          /** Each file's SHA-256 and the shard it is linked from; a file several shards wrote, the first. */
          const files = new Map<string, { hash: string; shard: string }>();
          const notes: Record<string, unknown> = {};
          const sheets = join(cacheDir, DEFERRED_DIR);
          await mkdir(sheets, { recursive: true });
          let shared = 0;
          const pictures: ShardPictures[] = [];
          for (const shard of shards) {
            const cache = join(shard, 'cache');
            const written: Record<string, string> = JSON.parse(await readFile(join(cache, FORWARDING_FILE), 'utf8'));
            for (const [path, hash] of await shardFiles(cache)) {
              const first = files.get(path);
              if (first && first.hash !== hash)
                throw new Error(`Shards ${first.shard} and ${shard} wrote different files at ${path}`);
              if (first) shared++;
              else files.set(path, { hash, shard });
              if (path in written) forwarding.set(path, shard);
            }
            Object.assign(notes, JSON.parse(await readFile(join(cache, NOTES_FILE), 'utf8')));
            pictures.push(JSON.parse(await readFile(join(cache, SHARD_PICTURES), 'utf8')));
            const made = await readdir(join(cache, DEFERRED_DIR));
            await Promise.all(made.map((name) => copyFile(join(cache, DEFERRED_DIR, name), join(sheets, name))));
          }
          // The originals the whole site transformed and never used as they are (picturesOfShard).
          const used = new Set(pictures.flatMap(({ referenced }) => referenced));
          for (const { transformed } of pictures)
            for (const [file, source] of Object.entries(transformed)) if (!used.has(source)) files.delete(file);
          const linked = new Map(
            [...files].filter(([path]) => !forwarding.has(path)).map(([path, { shard }]) => [path, shard]),
          );
          await linkFromShards(linked, site);
          for (const [path, { hash }] of files) known.set(path, hash);
          await writeFile(join(cacheDir, NOTES_FILE), JSON.stringify(notes));
          const seconds = ((performance.now() - started) / 1000).toFixed(2);
          logger.info(
            `Merged ${shards.length} shards in ${seconds} s: ${linked.size} files linked ` +
              `(${shared} written by more than one shard, the same in each), ${Object.keys(notes).length} pages noted`,
          );
        },
      },
    },
    {
      name: 'shard-merge-forwarding-pages',
      hooks: {
        'astro:build:done': async ({ dir, logger }) => {
          await linkFromShards(forwarding, fileURLToPath(dir));
          logger.info(`Linked ${forwarding.size} forwarding pages from the shards`);
        },
      },
    },
  ];
}
