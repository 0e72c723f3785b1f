/**
 * Paint from the HTML alone: once Astro has written the site, every page gets inline the rules of
 * the site's stylesheets that its shown elements use (beasties, which matches the selectors against
 * the page without a browser; the `:where(…)` rules it cannot match go by the classes they name;
 * closed menus and dialogs do not count), without the rules of states only the visitor brings
 * (`:hover`, `:focus` …), with the theme's values written in and minus the custom properties they
 * never read, and its stylesheets load without blocking rendering (src/lib/critical-css.ts). Its
 * largest picture is preloaded from the head (src/lib/image-preload.ts), its stylesheets are linked
 * after its first paint (src/lib/after-first-paint.ts) and its own module scripts asked for at low
 * priority (src/lib/script-priority.ts). Then the page's Content-Security-Policy lists exactly the
 * hashes of the inline scripts and styles it carries (src/lib/csp.ts). Its inline icons lose what an
 * HTML page does not need (src/lib/inline-svg.ts); Astro's island runtime waits for an island to
 * come near the screen where every island does (src/lib/island-runtime.ts), and the script that
 * keeps taps made before an island hydrates goes from pages without one (src/lib/pending-taps.ts).
 *
 * Pages and stylesheets are read and written as latin1: one character per byte of their UTF-8, which
 * the markup, selectors and CSS here need no more than (class names are ASCII), written back
 * byte for byte. Read as UTF-8, one non-latin1 character (an em dash) makes a page a two-byte
 * string: at 80 KB a page, each copy of it went to V8's large-object space, and the step took twice
 * the CPU (1,755 pages: 13 s → 8 s).
 *
 * With Astro's incremental build, a page it did not render again is its copy from the last build,
 * kept in `{cacheDir}/dist/`. That copy is replaced by this step's result (the same bytes, written
 * a second time: keepInCache), so the next build restores a page already done and this step leaves
 * it as it is. At 10k articles: 17,283 such pages are read in 4–5 s, against 19–26 s to do them
 * again. When this step's code changes (src/integrations, src/lib), the build starts without
 * Astro's manifest, so every page is rendered again.
 */
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { distDigest } from '../../scripts/dist-digest.mjs';
import {
  dropInteractionRules,
  dropUnreadCustomProperties,
  extractionKey,
  hasInlinedCss,
  inlineCriticalCss,
  inlineThemeValues,
  pageClasses,
  renderedHtml,
  selectorAttributes,
  unwrapPropertyFallbacks,
  whereRules,
} from '../lib/critical-css.ts';
import { withPageHashes } from '../lib/csp.ts';
import { withImagePreload } from '../lib/image-preload.ts';
import { compactInlineSvg } from '../lib/inline-svg.ts';
import { RUNTIME, RUNTIME_FILE, withRuntimeOnSight } from '../lib/island-runtime.ts';
import { withPendingTapsWhereUsed } from '../lib/pending-taps.ts';
import { staticImports, withLowPriorityScripts } from '../lib/script-priority.ts';

const LATIN1 = 'latin1';
/** How many pages are read, worked on and written at once. */
const PAGES_AT_ONCE = 16;
/** What this step's code was in the build that filled Astro's cache, in the cacheDir. */
const CODE_FILE = 'critical-css-code.sha256';
/** Astro's incremental build manifest, in the cacheDir: without it, every page is rendered. */
const ASTRO_MANIFEST = 'incremental-build.json';

/**
 * Astro's copy of a page, `cached`, replaced by a file of its own with the page's bytes, `html`:
 * when Astro keeps one, which it does for a page with a cacheKey. A build that stops between the two
 * steps leaves no copy, and Astro renders that page again.
 *
 * Not a hard link to the page (tried, 0.8 s instead of 1.6–6 s for 17k pages): Astro writes a page
 * it renders again into its copy in place, so a build into another outDir with the same cacheDir
 * (`npm run build` after `npm run build:test`, the Lighthouse bench's build) rewrote the pages of
 * the first one through the link, without their inline CSS and CSP hashes. The unlink also parts a
 * copy from a page an older build linked it to.
 */
async function keepInCache(cached: string, html: string) {
  try {
    await unlink(cached);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await writeFile(cached, html, LATIN1);
}

/**
 * `notePage` gets every built page's path (under the output directory) and HTML as read: the
 * sitemap's noindex list (src/integrations/sitemap.ts) comes from it, without reading them again.
 */
export default function criticalCss({
  notePage = () => {},
}: { notePage?: (file: string, html: string) => void } = {}): AstroIntegration {
  let root = new URL('file:///');
  let cacheDir = new URL('file:///');
  return {
    name: 'critical-css',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        cacheDir = config.cacheDir;
      },
      'astro:build:start': async ({ logger }) => {
        const digest = ['src/integrations/', 'src/lib/']
          .map((dir) => distDigest(fileURLToPath(new URL(dir, root))))
          .join(' ');
        const codeFile = new URL(CODE_FILE, cacheDir);
        if ((await readFile(codeFile, 'utf8').catch(() => '')) === digest) return;
        // Astro's copies were done by other code, or by none: render every page again.
        await rm(new URL(ASTRO_MANIFEST, cacheDir), { force: true });
        await mkdir(cacheDir, { recursive: true });
        await writeFile(codeFile, digest);
        logger.info('The critical-CSS code is new: every page is rendered');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const site = fileURLToPath(dir);
        // Written in every build: pages done in an earlier one may load it.
        await writeFile(join(site, RUNTIME_FILE), RUNTIME);
        const files = await readdir(site, { recursive: true });
        const href = (file: string) => `/${file.split(sep).join('/')}`;
        const stylesheets = await Promise.all(
          files
            .filter((file) => file.endsWith('.css'))
            .map(async (file) => ({ href: href(file), css: await readFile(join(site, file), LATIN1) })),
        );
        const imports = new Map(
          await Promise.all(
            files
              .filter((file) => file.endsWith('.js'))
              .map(async (file) => [href(file), staticImports(await readFile(join(site, file), LATIN1))] as const),
          ),
        );
        const importsOf = (src: string) => imports.get(src) ?? [];
        const sheets = stylesheets.map(({ href, css }) => compileSheet(css, { href }));
        const where = stylesheets.map(({ href, css }) => ({ link: `href="${href}"`, rules: whereRules(css) }));
        // Fonts: declared by every page's head script (src/components/shell/FontFace.astro). beasties' own cache
        // keeps the rules found for each set of tags, classes, ids and attributes (at 1k articles 9.5 →
        // 6.7 CPU s), but finding that set scans the whole page, which was still half of this step: a
        // cheaper key of what the scan reads (extractionKey) skips it for every page after the first
        // of its kind. The text counts only for fonts split by unicode-range.
        const processor = createProcessor(sheets, { fonts: false });
        const keyOf = extractionKey(
          stylesheets.flatMap(({ css }) => [...selectorAttributes(css)]),
          stylesheets.some(({ css }) => css.includes('unicode-range')),
        );
        /** The rules beasties finds for a page, and the `:where(` rules it cannot match (whereRules). */
        const rulesOf = (rendered: string, linked: typeof where) => {
          const classes = pageClasses(rendered);
          const extracted = processor.extract(rendered).css;
          const missed = linked.flatMap(({ rules }) =>
            rules.filter((r) => r.classes.every((c) => classes.has(c)) && !extracted.includes(r.rule)),
          );
          return extracted + missed.map((rule) => rule.css).join('');
        };
        /** The rules of each kind of page: by the stylesheets it links and its extractionKey. */
        const found = new Map<string, string>();
        // Pages of one type mostly need the same rules: prune each distinct result once.
        const pruned = new Map<string, string>();
        let pages = 0;
        let kept = 0;
        const astroCopies = fileURLToPath(new URL('dist/', cacheDir));
        /**
         * One page, rewritten in place; left alone when it is done already (Astro's copy from the
         * last build) or has no stylesheet (Astro's redirect pages).
         */
        const page = async (file: string) => {
          const path = join(site, file);
          const raw = await readFile(path, LATIN1);
          notePage(file, raw);
          if (hasInlinedCss(raw)) return void kept++;
          const html = withPendingTapsWhereUsed(
            withRuntimeOnSight(withLowPriorityScripts(withImagePreload(compactInlineSvg(raw)), importsOf)),
          );
          if (!html.includes('rel="stylesheet"')) return;
          // Only what the first paint shows: not the inside of closed menus, dialogs and details.
          const rendered = renderedHtml(html);
          const linked = where.filter(({ link }) => html.includes(link));
          const shape = `${linked.map(({ link }) => link).join(' ')}\n${keyOf(rendered)}`;
          const css = found.get(shape) ?? rulesOf(rendered, linked);
          found.set(shape, css);
          const pageStyles = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g)?.join('') ?? '';
          const focusAtLoad = /\sautofocus\b/i.test(rendered);
          const key = `${focusAtLoad}\n${css}\n${pageStyles}`;
          let critical = pruned.get(key);
          if (critical === undefined) {
            const compact = unwrapPropertyFallbacks(inlineThemeValues(dropInteractionRules(css, focusAtLoad)));
            pruned.set(key, (critical = dropUnreadCustomProperties(compact, pageStyles)));
          }
          const done = withPageHashes(inlineCriticalCss(html, critical), LATIN1);
          // In one rename: the search index reads the pages meanwhile (src/integrations/pagefind.ts).
          await writeFile(`${path}.new`, done, LATIN1);
          await rename(`${path}.new`, path);
          await keepInCache(join(astroCopies, file), done);
          pages++;
        };
        // Several pages at once: one is worked on while others are read or written (10k articles:
        // 26 → 18 s for 17k pages, one at a time against 16).
        const queue = files.filter((f) => f.endsWith('.html'));
        const worker = async () => {
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) await page(file);
        };
        await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(
          `Inlined the critical CSS of ${pages} pages (${pruned.size} distinct), ${kept} done in an earlier build, in ${seconds} s`,
        );
      },
    },
  };
}
