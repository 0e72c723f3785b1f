/**
 * Paint from the HTML alone: once Astro has written the site, every page gets inline the rules of
 * the site's stylesheets that its shown elements use (beasties, which matches the selectors against
 * the page without a browser; the `:where(…)` rules it cannot match go by the classes they name;
 * closed menus and dialogs do not count), without `:hover` rules, with the theme's values written
 * in and minus the custom properties they never read, and its stylesheets load without blocking
 * rendering (src/lib/critical-css.ts). Its largest picture is preloaded from the head
 * (src/lib/image-preload.ts), its stylesheets are linked after its first paint
 * (src/lib/after-first-paint.ts) and its own module scripts asked for at low priority
 * (src/lib/script-priority.ts). Then the page's Content-Security-Policy lists exactly
 * the hashes of the inline scripts and styles it carries (src/lib/csp.ts). Its inline icons lose
 * what an HTML page does not need (src/lib/inline-svg.ts).
 *
 * Pages and stylesheets are read and written as latin1: one character per byte of their UTF-8, which
 * the markup, selectors and CSS here need no more than (class names are ASCII), written back
 * byte for byte. Read as UTF-8, one non-latin1 character (an em dash) makes a page a two-byte
 * string: at 80 KB a page, each copy of it went to V8's large-object space, and the step took twice
 * the CPU (1,755 pages: 13 s → 8 s).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import {
  dropHoverRules,
  dropUnreadCustomProperties,
  extractionKey,
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
import { staticImports, withLowPriorityScripts } from '../lib/script-priority.ts';

const LATIN1 = 'latin1';
/** How many pages are read, worked on and written at once. */
const PAGES_AT_ONCE = 16;

export default function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const site = fileURLToPath(dir);
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
        /** One page, rewritten in place (a redirect page has no stylesheet and is left alone). */
        const page = async (file: string) => {
          const path = join(site, file);
          const html = withLowPriorityScripts(
            withImagePreload(compactInlineSvg(await readFile(path, LATIN1))),
            importsOf,
          );
          if (!html.includes('rel="stylesheet"')) return; // Astro's redirect pages
          // Only what the first paint shows: not the inside of closed menus, dialogs and details.
          const rendered = renderedHtml(html);
          const linked = where.filter(({ link }) => html.includes(link));
          const shape = `${linked.map(({ link }) => link).join(' ')}\n${keyOf(rendered)}`;
          const css = found.get(shape) ?? rulesOf(rendered, linked);
          found.set(shape, css);
          const pageStyles = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g)?.join('') ?? '';
          const key = `${css}\n${pageStyles}`;
          let critical = pruned.get(key);
          if (critical === undefined) {
            const compact = unwrapPropertyFallbacks(inlineThemeValues(dropHoverRules(css)));
            pruned.set(key, (critical = dropUnreadCustomProperties(compact, pageStyles)));
          }
          await writeFile(path, withPageHashes(inlineCriticalCss(html, critical), LATIN1), LATIN1);
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
        logger.info(`Inlined the critical CSS of ${pages} pages (${pruned.size} distinct) in ${seconds} s`);
      },
    },
  };
}
