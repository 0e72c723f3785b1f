/** Reading the built site in dist/ (or E2E_DIST): which file serves a URL path, and gzip sizes. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath as fileForPathIn } from '../../scripts/static-host.mjs';
import { DIST } from './env';

export const distDir = resolve(DIST);

/** The file the static host serves for a URL path, or null when there is none. */
export const fileForPath = (urlPath: string): string | null => fileForPathIn(distDir, urlPath);

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** Every HTML file in the build, as paths relative to dist/. */
export function htmlFiles(dir = distDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(join(dir, entry.name), rel);
    return entry.name.endsWith('.html') ? [rel] : [];
  });
}

export const readDist = (rel: string) => readFileSync(join(distDir, rel), 'utf8');

export function assertBuilt() {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}: run \`npm run build:test\` first.`);
  }
}
