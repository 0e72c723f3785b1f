/**
 * Writes the service worker (`/sw.js`) once Astro has written the site: esbuild bundles
 * src/service-worker/sw.ts with its Workbox modules, then workbox-build's injectManifest puts the
 * shell's file list with revisions into it. The shell is the font, the logos, the app icons and
 * manifest, and the /offline/ page (English and Telugu) with its scripts and stylesheet — not the
 * pages themselves, nor their stylesheets (each kind of page has its own, src/lib/page/deferred-css.ts),
 * which are stored as they are opened. The worker carries the digest of the build (the deploy's
 * scripts/dist-digest.mjs), so a new build is a new worker and it knows which page copies are its
 * own. An editor preview build gets no worker (src/lib/content/preview.ts).
 */
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { distDigest } from '../../scripts/dist-digest.mjs';
import { LANGS, localePath } from '../i18n/lang.ts';
import { OFFLINE_PATH } from '../lib/offline/offline-copies.ts';
import { isPreviewBuild } from '../lib/content/preview.ts';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url));
const SHELL = [
  '_astro/inter-*.woff2', // the Telugu font is stored when a Telugu page first asks for it
  '_astro/*.svg',
  'favicon.svg',
  'icons/*.png',
  'manifest.webmanifest',
];
/** The offline page of each language, as files under the site directory (`offline/index.html` …). */
const OFFLINE_PAGES = LANGS.map((lang) => `${localePath(lang, OFFLINE_PATH).slice(1)}index.html`);

/**
 * The /_astro/ scripts a page loads, with the modules they import, and the stylesheet it links after
 * its first paint, as paths under the site directory.
 */
export async function filesOf(site: string, page: string): Promise<string[]> {
  const html = await readFile(join(site, page), 'utf8');
  const stylesheets = [...html.matchAll(/"href":"\/(_astro\/[^"]+\.css)"/g)].map((m) => m[1]);
  const queue = [...html.matchAll(/src="\/(_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
  const found = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = await readFile(join(site, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`_astro/${m[1]}`);
  }
  return [...stylesheets, ...found];
}

interface Options {
  /** The build's PUBLIC_ENQUIRY_ENDPOINT: where the worker's Background Sync queue sends enquiries. */
  enquiryEndpoint?: string;
  /** Push notifications are on (PUBLIC_ONESIGNAL_APP_ID): the worker imports OneSignal's. */
  oneSignal?: boolean;
  /**
   * The SHA-256 of the files the steps before it wrote or checked (path under the site → hash):
   * the build's digest reads only the others (at 10k articles, 33k files of which 17k are pages),
   * and adds them, for the build's list of its files (site-files.ts).
   */
  known?: Map<string, string>;
}

export default function serviceWorker({
  enquiryEndpoint = '',
  oneSignal = false,
  known = new Map(),
}: Options = {}): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (isPreviewBuild()) return logger.info('Editor preview build: no service worker');
        const site = fileURLToPath(dir);
        const bundled = join(tmpdir(), `sw-${process.pid}-${Date.now()}.js`);
        const digest = { read: 0 };
        try {
          await build({
            entryPoints: [SOURCE],
            outfile: bundled,
            bundle: true,
            format: 'iife',
            minify: true,
            target: 'es2022',
            // The build's digest (before sw.js exists): its page copies are served at once.
            define: {
              'process.env.NODE_ENV': '"production"',
              __BUILD__: JSON.stringify(distDigest(site, known, digest)),
              __ENQUIRY_ENDPOINT__: JSON.stringify(enquiryEndpoint),
              __ONESIGNAL__: JSON.stringify(oneSignal),
            },
            logLevel: 'warning',
          });
          // Loaded here, not with the config: workbox-build (Babel, Rollup) took ~0.6 s of every build's start.
          // Node's require: the config's dynamic imports go through Vite's module runner, closed by now.
          const { injectManifest } = createRequire(import.meta.url)('workbox-build') as typeof import('workbox-build');
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(site, 'sw.js'),
            globDirectory: site,
            globPatterns: [
              ...new Set([
                ...SHELL,
                ...OFFLINE_PAGES,
                ...(await Promise.all(OFFLINE_PAGES.map((page) => filesOf(site, page)))).flat(),
              ]),
            ],
            modifyURLPrefix: { '': '/' },
            // Hashed names change with their content: no revision needed.
            dontCacheBustURLsMatching: /^\/?_astro\//,
            // The offline page is asked for as /offline/ (/te/offline/).
            manifestTransforms: [
              async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/index\.html$/, '') })) }),
            ],
          });
          for (const warning of warnings) logger.warn(warning);
          logger.info(
            `Service worker: ${count} shell files precached (${(size / 1024).toFixed(1)} KB); ` +
              `the build's digest read ${digest.read} files, the others known`,
          );
        } finally {
          await rm(bundled, { force: true });
        }
      },
    },
  };
}
