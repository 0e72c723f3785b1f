#!/usr/bin/env node
/**
 * A digest of a built site: SHA-256 over the list of every file's SHA-256 and path (relative,
 * `/`-separated, sorted by path). Two builds of the same code and content give the same digest, so
 * the deploy workflow compares it with the digest of the last deployed build and skips an
 * unchanged site.
 *
 * The build knows most of its files' hashes already (the pages from when they were rendered, the
 * search archive from when it was made, what it wrote): its last step lists them all in the
 * cacheDir (`site-files.json`, `writeSiteFiles`). A file the list holds with its size, and not
 * changed since the list was written, is not read again; any other file is (a site without a list
 * is read whole).
 *
 *   node scripts/dist-digest.mjs dist           prints the digest (how many files it read: on stderr)
 *   node scripts/dist-digest.mjs dist --files   prints the list (`sha256  path` a line) to diff two builds
 *   --cache DIR                                 the build's cacheDir (default node_modules/.astro)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const sha256 = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('hex');

/** The build's list of its files, in its cacheDir. */
export const SITE_FILES = 'site-files.json';

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
function filesUnder(dir) {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!paths.length) throw new Error(`${dir} holds no files: build the site first.`);
  return paths;
}

/**
 * One `sha256  path` line per file under `dir`, sorted by path (the `sha256sum` format). A file in
 * `known` (path as listed → its SHA-256, from the step that wrote it) is not read again; the files
 * read are added to `known` when it is a Map, for a later step.
 * @param {string} dir
 * @param {ReadonlyMap<string, string> | Map<string, string>} [known]
 * @param {{ read: number }} [count] counts the files read
 */
export function fileDigests(dir, known = new Map(), count = { read: 0 }) {
  return filesUnder(dir).map((path) => {
    let hash = known.get(path);
    if (hash === undefined) {
      hash = sha256(readFileSync(join(dir, path)));
      count.read++;
      if (known instanceof Map) known.set(path, hash);
    }
    return `${hash}  ${path}`;
  });
}

/**
 * The digest of the whole tree under `dir` (64 hex characters).
 * @param {string} dir
 * @param {ReadonlyMap<string, string>} [known]
 * @param {{ read: number }} [count]
 */
export const distDigest = (dir, known, count) => sha256(fileDigests(dir, known, count).join('\n'));

/**
 * The build's last step: lists every file under `dir` with its SHA-256 and size in
 * `{cacheDir}/site-files.json`, reading only the files `known` does not hold. Returns how many it read.
 * @param {string} dir
 * @param {string} cacheDir
 * @param {ReadonlyMap<string, string>} known
 */
export function writeSiteFiles(dir, cacheDir, known) {
  const count = { read: 0 };
  const files = fileDigests(dir, known, count).map((line) => {
    const path = line.slice(66);
    return [path, line.slice(0, 64), statSync(join(dir, path)).size];
  });
  writeFileSync(join(cacheDir, SITE_FILES), JSON.stringify({ dir, files }));
  return count.read;
}

/**
 * The SHA-256 of each file under `dir` as the build listed it (`writeSiteFiles`), for the files
 * that have not changed since: the same size, and not modified after the list was written. Empty
 * when there is no list, or it is of another directory.
 * @param {string} dir
 * @param {string} cacheDir
 * @returns {Map<string, string>}
 */
export function listedFiles(dir, cacheDir) {
  const file = join(cacheDir, SITE_FILES);
  let listed;
  let written;
  try {
    listed = JSON.parse(readFileSync(file, 'utf8'));
    written = statSync(file).mtimeMs;
  } catch {
    return new Map();
  }
  if (relative(listed.dir, dir) !== '') return new Map();
  const known = new Map();
  for (const [path, hash, size] of listed.files) {
    const now = statSync(join(dir, path), { throwIfNoEntry: false });
    if (now && now.size === size && now.mtimeMs <= written) known.set(path, hash);
  }
  return known;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { files: { type: 'boolean', default: false }, cache: { type: 'string', default: 'node_modules/.astro' } },
  });
  const [dir = 'dist'] = positionals;
  try {
    const known = listedFiles(dir, values.cache);
    const count = { read: 0 };
    const lines = fileDigests(dir, known, count);
    console.log(values.files ? lines.join('\n') : sha256(lines.join('\n')));
    console.error(
      `dist-digest: ${lines.length} files, ${count.read} read (the build's list in ${values.cache} held the others)`,
    );
  } catch (error) {
    console.error(`dist-digest: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
