/**
 * The build's last step: lists every file of the site with its SHA-256 and size in the cacheDir
 * (`site-files.json`, scripts/dist-digest.mjs), so that the deploy's digest and token check read
 * only what changed since. The hashes come from the steps that wrote or checked the files (`known`:
 * the pages, the search archive, the forwarding pages, what the service worker's digest read); only
 * the files written after them (the worker itself) are read.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeSiteFiles } from '../../scripts/dist-digest.mjs';

export default function siteFiles({ known }: { known: ReadonlyMap<string, string> }): AstroIntegration {
  let cacheDir = new URL('file:///');
  return {
    name: 'site-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
      },
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const read = writeSiteFiles(fileURLToPath(dir), fileURLToPath(cacheDir), known);
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`Listed the site's files with their hashes in ${seconds} s: ${read} read, the others known`);
      },
    },
  };
}
