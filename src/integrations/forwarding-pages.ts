/**
 * Writes the forwarding pages the routes asked for (src/lib/content/forwarding.ts) once the site is built.
 * Listed after the critical-CSS step (which notes the noindex pages for the sitemap) and the search
 * index in astro.config.mjs, so neither reads them; not being Astro's pages, they are in no sitemap.
 * Each carries the site's Content-Security-Policy without hashes: it has no inline script or style.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FORWARDING_FILE, inShard, type Shard } from './shards.ts';
import { forwardingHtml, forwardingPages, resetForwardingPages } from '../lib/content/forwarding.ts';
import { withPageHashes } from '../lib/page/csp.ts';

const POLICY = /<meta http-equiv="content-security-policy" content="[^"]*">/;

/** How many pages are written at once. */
const BATCH = 64;

/**
 * `written` gets each page's SHA-256 (path under the site → hash), for the build's digest. A shard of
 * a split build (src/integrations/shards.ts) writes only its own, and lists them in the cacheDir for the merge.
 */
export default function forwardingPagesIntegration({
  written = new Map<string, string>(),
  shard = undefined as Shard | undefined,
} = {}): AstroIntegration {
  let site = new URL('http://localhost/');
  let cacheDir = new URL('file:///');
  return {
    name: 'forwarding-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = new URL(config.site);
        cacheDir = config.cacheDir;
        resetForwardingPages();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const pages = forwardingPages().filter(({ from }) => inShard(from, shard));
        // None asked for: nothing to write, unless a shard's (empty) list for the merge.
        if (pages.length === 0 && !shard) return;
        const mine = new Map<string, string>();
        // Every page of the site has the same policy before its hashes (src/lib/page/csp.ts); a
        // shard's site may not hold the 404 page.
        const sample = existsSync(join(root, '404.html'))
          ? '404.html'
          : (await readdir(root, { recursive: true })).find((file) => file.endsWith('.html'));
        const policy = sample ? (POLICY.exec(await readFile(join(root, sample), 'utf8'))?.[0] ?? '') : '';
        const head = withPageHashes(policy);
        for (let i = 0; i < pages.length; i += BATCH) {
          await Promise.all(
            pages.slice(i, i + BATCH).map(async (page) => {
              const file = join(root, page.from, 'index.html');
              const html = forwardingHtml(page, site, head);
              await mkdir(dirname(file), { recursive: true });
              await writeFile(file, html);
              mine.set(relative(root, file).split(sep).join('/'), createHash('sha256').update(html).digest('hex'));
            }),
          );
        }
        for (const [path, hash] of mine) written.set(path, hash);
        if (shard) await writeFile(new URL(FORWARDING_FILE, cacheDir), JSON.stringify(Object.fromEntries(mine)));
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`Wrote ${pages.length} forwarding pages in ${seconds} s`);
      },
    },
  };
}
