#!/usr/bin/env node
/**
 * A digest of a built site: SHA-256 over the list of every file's SHA-256 and path (relative,
 * `/`-separated, sorted by path). Two builds of the same code and content give the same digest, so
 * the deploy workflow compares it with the digest of the last deployed build and skips an
 * unchanged site.
 *
 *   node scripts/dist-digest.mjs dist           prints the digest
 *   node scripts/dist-digest.mjs dist --files   prints the list (`sha256  path` a line) to diff two builds
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const sha256 = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('hex');

/**
 * One `sha256  path` line per file under `dir`, sorted by path (the `sha256sum` format). A file in
 * `known` (path as listed → its SHA-256, from the step that wrote it) is not read again.
 * @param {string} dir
 * @param {ReadonlyMap<string, string>} [known]
 */
export function fileDigests(dir, known = new Map()) {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!paths.length) throw new Error(`${dir} holds no files: build the site first.`);
  return paths.map((path) => `${known.get(path) ?? sha256(readFileSync(join(dir, path)))}  ${path}`);
}

/**
 * The digest of the whole tree under `dir` (64 hex characters).
 * @param {string} dir
 * @param {ReadonlyMap<string, string>} [known]
 */
export const distDigest = (dir, known) => sha256(fileDigests(dir, known).join('\n'));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'dist', flag] = process.argv.slice(2);
  try {
    console.log(flag === '--files' ? fileDigests(dir).join('\n') : distDigest(dir));
  } catch (error) {
    console.error(`dist-digest: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
