// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { indexableSitemap } from './src/integrations/sitemap.ts';
import pagefindIndex from './src/integrations/pagefind.ts';
import contentReport from './src/integrations/content-report.ts';
import forwardingPages from './src/integrations/forwarding-pages.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import siteFiles from './src/integrations/site-files.ts';
import criticalCss from './src/integrations/critical-css.ts';
import pictures from './src/integrations/pictures.ts';
import previewServer from './src/integrations/preview-server.ts';
import { buildPart, shardMerge } from './src/integrations/shards.ts';
import { loadEnv } from 'vite';
import { cspConfig } from './src/lib/page/csp.ts';

/**
 * The file name of a client entry: a component's script `Foo.astro_astro_type_script_index_0_lang`
 * is `Foo` (its second script `Foo-1`), made file-safe as Astro does (other entries keep their name).
 * @param {string} name
 */
const scriptName = (name) =>
  name
    .replace(/\.astro_astro_type_script_index_(\d+)_lang$/, (_, i) => (i === '0' ? '' : `-${i}`))
    .replace(/[^\w.\-/]/g, '_');

/**
 * `client:interaction` (src/directives/interaction.ts): hydrate an island when the visitor first uses it.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)),
      }),
  },
};

/** The PUBLIC_* settings of this build (the environment or .env). */
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');

/**
 * PREVIEW_SERVER=true builds the editor preview server (`npm run preview:live`, docs/preview.md)
 * instead of the site: every page rendered on request by Astro's Node adapter into dist-preview/,
 * with content from the Preview API. Without it (every other build) the site is fully static: no
 * adapter, no server code, none of the preview server's routes or scripts.
 */
const serverMode = process.env.PREVIEW_SERVER === 'true';

// What the steps after the build know of the files they checked or wrote (path → SHA-256), so that
// the build's digest, in the service worker, and its list of files read only the others.
/** @type {Map<string, string>} */
const known = new Map();
// BUILD_SHARD: one shard of a build split across machines, or their merge (src/integrations/shards.ts).
const part = buildPart();
const shard = part && 'shard' in part ? part.shard : undefined;
const search = pagefindIndex({ known });
const [searchIndex, searchIndexWritten] = search.integrations;
const sitemap = indexableSitemap();
// The critical-CSS step checks the pages after the build: the sitemap and the search index note what
// they need of each, read from the pages rendered in this build, kept in the cacheDir for the others.
/** @type {import('./src/integrations/critical-css.ts').PageReader<undefined>} */
const pageDigests = { name: 'digest', read: () => undefined, note: (file, _, sha256) => known.set(file, sha256) };
const critical = criticalCss({ readers: [sitemap.reader, search.reader, pageDigests] });

// /sw.js with the shell's file list and the enquiries' Background Sync queue (not in editor preview builds)
const worker = serviceWorker({
  enquiryEndpoint: env.PUBLIC_ENQUIRY_ENDPOINT,
  oneSignal: Boolean(env.PUBLIC_ONESIGNAL_APP_ID),
  known,
});
/** The steps that need the whole site: a shard of a split build leaves them to the merge. */
const wholeSite = new Set([searchIndex, ...sitemap.integrations, searchIndexWritten, worker]);

/** The site's build, in order (a shard's without the whole-site steps). */
const siteSteps = () => [
  react(),
  // The site search index, started once the pages are written: it runs while the steps up to
  // searchIndexWritten do.
  searchIndex,
  interactionDirective,
  // The site's pictures encoded at the lowest priority while the pages render; each page is
  // finished by the critical-CSS step before Astro writes it.
  pictures({ finishPage: critical.finishPage, shard }),
  // Each page inlines the CSS its elements use; the stylesheet loads without blocking rendering.
  // After the build it checks the pages rendered, and notes for the sitemap the ones marked noindex.
  critical.integration,
  // The sitemap lists every page whose HTML is not marked noindex; none in an editor preview build.
  ...sitemap.integrations,
  searchIndexWritten, // waits for the search index
  forwardingPages({ written: known, shard }), // id → slug forwarding pages, after the critical-CSS step and the search index
  worker,
  siteFiles({ known }), // every file of the site with its hash, in the cacheDir: the deploy's digest and token check
  contentReport(), // content-report.json/.md and the build log's last line on content
];

/**
 * The merge of a split build's shards (their outputs in `from`): the steps that come after rendering,
 * in the same order, run by scripts/merge-shards.mjs. The first links the shards' files in.
 * @param {string} from
 */
const mergeSteps = (from) => {
  const [merged, forwarding] = shardMerge({ from, known });
  return [
    merged,
    searchIndex,
    critical.integration,
    ...sitemap.integrations,
    searchIndexWritten,
    forwarding,
    worker,
    siteFiles({ known }),
  ];
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  output: serverMode ? 'server' : 'static',
  ...(serverMode && { adapter: node({ mode: 'standalone' }), outDir: './dist-preview' }),
  // Content-Security-Policy meta tag per page: Astro hashes its scripts and styles; src/lib/page/csp.ts
  // allows only the services this build is configured with (PUBLIC_* from the environment or .env).
  security: { csp: cspConfig(env) },
  // No Markdown is rendered (content is rich text); Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  trailingSlash: 'ignore',
  // A page whose route gives it a cacheKey (src/lib/content/page-key.ts) is rendered again only when its key
  // or its code changed; otherwise last build's HTML is copied from the cacheDir.
  experimental: { incrementalBuild: true },
  // Pages rendered at once: one renders while others are written (to dist/ and the cacheDir's copy)
  // or copied; one at a time, the build waited on the disk a third of its rendering time. 2k
  // articles, every page rendered, five runs each: 8.2 s (7.3–9.3) at 16 against 9.9 s (9.1–12.3)
  // at 4; 32 gained nothing more.
  build: { concurrency: 16 },
  // EAMCET (the AP/TS engineering entrance) is taught inside the IIT-JEE MPC programme; the footer's
  // EAMCET link lands there. A static redirect page (meta refresh + canonical) is generated.
  redirects: { '/courses/eamcet': '/courses/iit?program=mpc' },
  integrations: serverMode
    ? [react(), interactionDirective, previewServer()]
    : part && 'merge' in part
      ? mergeSteps(part.merge)
      : siteSteps().filter((step) => !shard || !wholeSite.has(step)),
  vite: {
    plugins: [tailwindcss()],
    build: {
      // Astro inlines a script under 4 KB that imports nothing. These are not needed to paint, so
      // they stay out of the first round trip (an article's or a list's first page with its inline
      // CSS ≤ 14 KB: DESIGN.md, budgets.spec.ts) and load as files at low priority: "Save for
      // offline" and page 1's redirect of old `?page=N` links (234 bytes of gzip on every list's
      // first page, for a link from the old app now and then). Anything else: Vite's default.
      assetsInlineLimit: (file) => (/SaveOffline|PageQueryRedirect/.test(file) ? false : undefined),
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A component's script is `EnquiryQueue.[hash].js`, not Astro's
              // `EnquiryQueue.astro_astro_type_script_index_0_lang.[hash].js`: every page names eight
              // or so of them, and an article's HTML has 14 KB (gzip) for all it carries.
              entryFileNames: ({ name }) => `_astro/${scriptName(name)}.[hash].js`,
              // The shell's one script (ShellScripts.astro), which every page loads, takes in the
              // modules it imports: a page's own script or island that shares one (timing, storage,
              // analytics) imports it from that file, already loaded, not from a chunk of its own
              // (every page asked for three such chunks, 0.1–0.7 KB each).
              codeSplitting: {
                groups: [{ name: 'ShellScripts', test: /ShellScripts\.astro\?astro&type=script/ }],
              },
            },
          },
        },
      },
    },
  },
});
