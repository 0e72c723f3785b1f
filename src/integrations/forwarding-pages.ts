/**
 * Writes the forwarding pages the routes asked for (src/lib/content/forwarding.ts) once the site is built.
 * Listed after the critical-CSS step (which notes the noindex pages for the sitemap) and the search
 * index in astro.config.mjs, so neither reads them; not being Astro's pages, they are in no sitemap.
 * Each carries the site's Content-Security-Policy without hashes: it has no inline script or style.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { forwardingHtml, forwardingPages, resetForwardingPages } from '../lib/content/forwarding.ts';
import { withPageHashes } from '../lib/page/csp.ts';

const POLICY = /<meta http-equiv="content-security-policy" content="[^"]*">/;

/** How many pages are written at once. */
const BATCH = 64;

/** `written` gets each page's SHA-256 (path under the site → hash), for the build's digest. */
export default function forwardingPagesIntegration({ written = new Map<string, string>() } = {}): AstroIntegration {
  let site = new URL('http://localhost/');
  return {
    name: 'forwarding-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = new URL(config.site);
        resetForwardingPages();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const pages = forwardingPages();
        if (pages.length === 0) return;
        // Every page of the site has the same policy before its hashes (src/lib/page/csp.ts).
        const policy = POLICY.exec(await readFile(join(root, '404.html'), 'utf8'))?.[0] ?? '';
        const head = withPageHashes(policy);
        for (let i = 0; i < pages.length; i += BATCH) {
          await Promise.all(
            pages.slice(i, i + BATCH).map(async (page) => {
              const file = join(root, page.from, 'index.html');
              const html = forwardingHtml(page, site, head);
              await mkdir(dirname(file), { recursive: true });
              await writeFile(file, html);
              written.set(relative(root, file).split(sep).join('/'), createHash('sha256').update(html).digest('hex'));
            }),
          );
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`Wrote ${pages.length} forwarding pages in ${seconds} s`);
      },
    },
  };
}
