/**
 * Paint from the HTML alone: every page Astro renders gets inline, before Astro writes it, the rules
 * of the site's stylesheets that its shown elements use (beasties, which matches the selectors
 * against the page without a browser; the `:where(…)` rules it cannot match go by the classes they
 * name; closed menus and dialogs do not count), without the rules of states only the visitor brings
 * (`:hover`, `:focus` …), with the theme's values written in and minus the custom properties they
 * never read; its stylesheets are kept for browsers without scripts only (src/lib/page/critical-css.ts),
 * and after its first paint it links its own deferred stylesheet (src/lib/page/after-first-paint.ts):
 * the rules it can use that its inline CSS does not hold, one file for each kind of page, written
 * into the cacheDir and from there into the site (src/lib/page/deferred-css.ts). Its largest
 * picture is preloaded from the head (src/lib/page/image-preload.ts) and its own module scripts asked for at low
 * priority (src/lib/page/script-priority.ts). Then the page's Content-Security-Policy lists exactly the
 * hashes of the inline scripts and styles it carries (src/lib/page/csp.ts). Its icons are drawn from one
 * sprite file, written after the build, and lose what an HTML page does not need
 * (src/lib/page/inline-svg.ts: the sprite's name is part of the code digest below, so no page copied
 * from the cacheDir names another sprite); Astro's island style goes into the head and its island
 * runtime waits for an island to come near the screen where every island does
 * (src/lib/page/island-runtime.ts), and the script that keeps taps made before an island hydrates goes
 * from pages without one (src/lib/browser/pending-taps.ts).
 *
 * Each page is done as Astro's prerenderer returns it (`finishPage`, called by the wrapper in
 * src/integrations/pictures.ts: Astro takes one prerenderer), so Astro writes the finished page once,
 * and its copy for the incremental build is the finished page too: the next build restores a page
 * already done. Done after Astro had written the site instead, each page was read, written, renamed
 * and written again as Astro's copy: at 10k articles that took 30–39 s after rendering, beside the
 * search index; now rendering takes 8–29 s longer (the work is on Astro's main thread), and the
 * whole cold build about 10 s less (docs/performance.md). When this step's code changes
 * (src/integrations, src/lib) or the build's configuration does (astro.config.mjs: how scripts
 * are bundled, which Astro's manifest does not see), the build starts without Astro's manifest, so
 * every page is rendered again. After the build each page rendered in this build is read once and
 * checked: a page that links a stylesheet without its critical CSS, or has anything after its
 * `</html>` (afterDocumentEnd), fails the build. What the later steps need of it (`PageReader`: the
 * sitemap's noindex list, the search index's parts) and its SHA-256 are noted then and kept in the
 * cacheDir, so a page Astro copies in a later build is not read again: a warm build of a 10k-article
 * site read all 17k pages for these (3–4 s) where now it reads the few it rendered.
 *
 * Pages and stylesheets are handled as latin1: one character per byte of their UTF-8, which the
 * markup, selectors and CSS here need no more than (class names are ASCII), written back byte for
 * byte. As UTF-8, one non-latin1 character (an em dash) makes a page a two-byte string: at 80 KB a
 * page, each copy of it went to V8's large-object space, and the step took twice the CPU (1,755
 * pages: 13 s → 8 s).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { distDigest } from '../../scripts/dist-digest.mjs';
import {
  afterDocumentEnd,
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
} from '../lib/page/critical-css.ts';
import { withPageHashes } from '../lib/page/csp.ts';
import {
  DEFERRED_PREFIX,
  pageRules,
  stylesheetClasses,
  usableClasses,
  withoutPropertyRegistrations,
} from '../lib/page/deferred-css.ts';
import { withImagePreload } from '../lib/page/image-preload.ts';
import { compactInlineSvg, spriteOfSource, type IconSprite } from '../lib/page/inline-svg.ts';
import { RUNTIME, RUNTIME_FILE, withIslandStyleInHead, withRuntimeOnSight } from '../lib/page/island-runtime.ts';
import { withPendingTapsWhereUsed } from '../lib/browser/pending-taps.ts';
import { staticImports, withLowPriorityScripts } from '../lib/page/script-priority.ts';

const LATIN1 = 'latin1';
/** How many pages are read at once after the build. */
const PAGES_AT_ONCE = 16;
/** What this step's code was in the build that filled Astro's cache, in the cacheDir. */
const CODE_FILE = 'critical-css-code.sha256';
/** Astro's incremental build manifest, in the cacheDir: without it, every page is rendered. */
const ASTRO_MANIFEST = 'incremental-build.json';
/** The pages' deferred stylesheets of this build and earlier ones, in the cacheDir: pages restored from it link them. */
export const DEFERRED_DIR = 'deferred-css/';
/** What was noted of each page after the build that rendered it, in the cacheDir (PageReader). */
export const NOTES_FILE = 'page-notes.json';

/**
 * A page's address and its file alike: `/a/b/` and `a/b/index.html` give `a/b`, `/404` and `404.html`
 * give `404`, the home page's the empty string.
 */
const pageKey = (path: string) => path.replace(/(^|\/)index\.html$|\.html$/, '').replace(/^\/+|\/+$/g, '');

/**
 * The work every page gets, with the site's stylesheets and scripts as they are in `site` (read
 * once, when this is called), its icons drawn from `sprite`. `finish` returns a page done, or
 * undefined for one without a stylesheet (Astro's redirect pages); `distinct` says how many
 * different inline styles it made.
 */
export async function pageFinisher(site: string, sprite: IconSprite) {
  const files = await readdir(site, { recursive: true });
  const href = (file: string) => `/${file.split(sep).join('/')}`;
  const stylesheets = await Promise.all(
    files
      .filter((file) => file.endsWith('.css'))
      .map(async (file) => ({ href: href(file), css: await readFile(join(site, file), LATIN1) })),
  );
  const scripts = new Map(
    await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => [href(file), await readFile(join(site, file), LATIN1)] as const),
    ),
  );
  const imports = new Map([...scripts].map(([src, code]) => [src, staticImports(code)]));
  const importsOf = (src: string) => imports.get(src) ?? [];
  const usableOf = usableClasses(
    new Set(stylesheets.flatMap(({ css }) => [...stylesheetClasses(css)])),
    scripts,
    pageClasses,
  );
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
  /**
   * Pages of one type mostly need the same rules: each distinct result is pruned once, with the
   * page's deferred stylesheet (its file name, empty for none) made beside it.
   */
  const pruned = new Map<string, { critical: string; deferred: string }>();
  /** The stylesheets a page links, as one, with the theme's values written in: by their links. */
  const themed = new Map<string, string>();
  const themedSheet = (linked: typeof where) => {
    const key = linked.map(({ link }) => link).join(' ');
    let css = themed.get(key);
    if (css === undefined) {
      const sheets = stylesheets.filter(({ href }) => linked.some(({ link }) => link === `href="${href}"`));
      themed.set(key, (css = inlineThemeValues(sheets.map(({ css }) => css).join(''))));
    }
    return css;
  };
  /** The deferred stylesheets made: file name → CSS. */
  const deferredFiles = new Map<string, string>();
  /**
   * The page's inline CSS and its own deferred stylesheet (src/lib/page/deferred-css.ts). Tailwind's
   * `--tw-*` properties the deferred rules read get their starting values from the inline CSS (which
   * sets them on every element, as it does for its own rules): registered by the deferred sheet's
   * `@property` rules instead, they restyled every element of the page when it came (a course page,
   * 1,440 elements against 758). Only a transition between two values of such a property (a
   * gradient's colours) is lost by that: it jumps.
   */
  const prune = (css: string, focusAtLoad: boolean, pageStyles: string, linked: typeof where, usable: Set<string>) => {
    const compact = unwrapPropertyFallbacks(inlineThemeValues(dropInteractionRules(css, focusAtLoad)));
    const later = withoutPropertyRegistrations(pageRules(themedSheet(linked), usable, compact));
    const deferredCss = dropUnreadCustomProperties(later, pageStyles + compact);
    const critical = dropUnreadCustomProperties(compact, pageStyles + deferredCss);
    const deferred =
      deferredCss &&
      `${DEFERRED_PREFIX}${createHash('sha256').update(deferredCss).digest('base64url').slice(0, 10)}.css`;
    if (deferred) deferredFiles.set(deferred, deferredCss);
    return { critical, deferred };
  };
  const finish = (raw: string): string | undefined => {
    const html = withPendingTapsWhereUsed(
      withRuntimeOnSight(
        withIslandStyleInHead(withLowPriorityScripts(withImagePreload(compactInlineSvg(raw, sprite)), importsOf)),
      ),
    );
    if (!html.includes('rel="stylesheet"')) return undefined;
    // Only what the first paint shows: not the inside of closed menus, dialogs and details.
    const rendered = renderedHtml(html);
    const linked = where.filter(({ link }) => html.includes(link));
    const shape = `${linked.map(({ link }) => link).join(' ')}\n${keyOf(rendered)}`;
    const css = found.get(shape) ?? rulesOf(rendered, linked);
    found.set(shape, css);
    const pageStyles = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g)?.join('') ?? '';
    const focusAtLoad = /\sautofocus\b/i.test(rendered);
    const usable = usableOf(html);
    const key = `${focusAtLoad}\n${css}\n${pageStyles}\n${shape.split('\n')[0]}\n${[...usable].sort().join(' ')}`;
    let done = pruned.get(key);
    if (done === undefined) pruned.set(key, (done = prune(css, focusAtLoad, pageStyles, linked, usable)));
    return withPageHashes(inlineCriticalCss(html, done.critical, done.deferred && `/_astro/${done.deferred}`), LATIN1);
  };
  return { finish, distinct: () => pruned.size, deferredFiles };
}

/**
 * A later step that needs something of every built page (the sitemap's noindex list, the search
 * index's parts): `read` takes it from a page's HTML when the page is read after the build, and
 * what it returns is kept in the cacheDir's notes for the builds that copy the page instead of
 * rendering it; `note` is given every page's, with the SHA-256 of its file, in the order of their
 * paths (under the output directory).
 */
export interface PageReader<T = unknown> {
  /** Its key in the notes. */
  name: string;
  read(file: string, html: string): T;
  note(file: string, read: T, sha256: string): void;
}

/** What the notes file keeps of a page. */
interface PageNotes {
  sha256: string;
  /** It carries its critical CSS (a page without a stylesheet does not). */
  inlined: boolean;
  /** What each reader took of it, by the reader's name. */
  read: Record<string, unknown>;
}

/** `finishPage` goes to the prerenderer's wrapper (astro.config.mjs); `readers` are given every page after the build. */
export default function criticalCss({ readers = [] }: { readers?: PageReader[] } = {}) {
  let root = new URL('file:///');
  let cacheDir = new URL('file:///');
  let site = '';
  /** The icon sprite of this build's source, read once (at the build's start). */
  let sprite: Promise<IconSprite> | undefined;
  const spriteOf = () => (sprite ??= spriteOfSource(root));
  /** Made at the first page: by then Astro has written the stylesheets and scripts. */
  let finisher: ReturnType<typeof pageFinisher> | undefined;
  let done = 0;
  /** The pages rendered in this build (`pageKey`): the others were copied by Astro from the cacheDir. */
  const rendered = new Set<string>();
  /** A page as Astro's prerenderer returns it for `url`, done; a redirect or what is not HTML as it is. */
  const finishPage = async (response: Response, url: URL): Promise<Response> => {
    rendered.add(pageKey(decodeURI(url.pathname)));
    const redirect = response.status >= 300 && response.status < 400;
    if (redirect || !response.headers.get('content-type')?.startsWith('text/html')) return response;
    const raw = Buffer.from(await response.arrayBuffer()).toString(LATIN1);
    const html = (await (finisher ??= spriteOf().then((icons) => pageFinisher(site, icons)))).finish(raw);
    if (html !== undefined) done++;
    return new Response(Buffer.from(html ?? raw, LATIN1), { status: response.status, headers: response.headers });
  };
  const integration: AstroIntegration = {
    name: 'critical-css',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        cacheDir = config.cacheDir;
        site = fileURLToPath(config.outDir);
      },
      'astro:build:start': async ({ logger }) => {
        rendered.clear();
        const digest = [
          ...['src/integrations/', 'src/lib/'].map((dir) => distDigest(fileURLToPath(new URL(dir, root)))),
          createHash('sha256')
            .update(await readFile(new URL('astro.config.mjs', root)))
            .digest('hex'),
          // A page copied from the cacheDir names the icon sprite it was rendered with.
          (await spriteOf()).file,
        ].join(' ');
        const codeFile = new URL(CODE_FILE, cacheDir);
        if ((await readFile(codeFile, 'utf8').catch(() => '')) === digest) return;
        // Astro's copies were done by other code, or by none: render every page again.
        await rm(new URL(ASTRO_MANIFEST, cacheDir), { force: true });
        await rm(new URL(DEFERRED_DIR, cacheDir), { recursive: true, force: true });
        await mkdir(cacheDir, { recursive: true });
        await writeFile(codeFile, digest);
        logger.info('The critical-CSS code is new: every page is rendered');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const built = fileURLToPath(dir);
        // Written in every build: pages done in an earlier one may load them.
        const icons = await spriteOf();
        await writeFile(join(built, RUNTIME_FILE), RUNTIME);
        await writeFile(join(built, icons.file), icons.svg);
        // The deferred stylesheets made now join those of earlier builds, and all go out with the site.
        const deferredDir = fileURLToPath(new URL(DEFERRED_DIR, cacheDir));
        await mkdir(deferredDir, { recursive: true });
        const made = finisher ? (await finisher).deferredFiles : new Map<string, string>();
        await Promise.all([...made].map(([name, css]) => writeFile(join(deferredDir, name), css, LATIN1)));
        const sheets = await readdir(deferredDir);
        await Promise.all(sheets.map((name) => copyFile(join(deferredDir, name), join(built, '_astro', name))));
        // The pages Astro copied from the cacheDir were read and checked when they were rendered:
        // what the readers took of them then is in the notes file. Only the pages rendered in this
        // build (finishPage saw them) or not yet noted are read.
        const notesFile = new URL(NOTES_FILE, cacheDir);
        const earlier: Record<string, PageNotes> = JSON.parse(await readFile(notesFile, 'utf8').catch(() => '{}'));
        const notes: Record<string, PageNotes> = {};
        let read = 0;
        const missed: string[] = [];
        const trailing: string[] = [];
        const page = async (file: string) => {
          const noted = earlier[file];
          if (noted && !rendered.has(pageKey(file))) {
            notes[file] = noted;
            return;
          }
          const bytes = await readFile(join(built, file));
          const html = bytes.toString(LATIN1);
          read++;
          const inlined = hasInlinedCss(html);
          if (!inlined && html.includes('rel="stylesheet"')) missed.push(file);
          if (afterDocumentEnd(html)) trailing.push(file);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          notes[file] = { sha256, inlined, read: Object.fromEntries(readers.map((r) => [r.name, r.read(file, html)])) };
        };
        // Several pages at once (10k articles, every page read: 17k pages in 3–4 s).
        const queue = (await readdir(built, { recursive: true })).filter((f) => f.endsWith('.html'));
        const reader = async () => {
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) await page(file);
        };
        await Promise.all(Array.from({ length: PAGES_AT_ONCE }, reader));
        if (missed.length > 0)
          throw new Error(
            `${missed.length} pages link a stylesheet without their critical CSS (not rendered through ` +
              `the prerenderer that calls finishPage, astro.config.mjs): ${missed.slice(0, 5).join(', ')}`,
          );
        if (trailing.length > 0)
          throw new Error(
            `${trailing.length} pages have markup after </html> (a <script> after the page's layout ` +
              `element instead of inside it): ${trailing.slice(0, 5).join(', ')}`,
          );
        // Sorted, so that the readers see the pages in the same order whatever was rendered.
        const files = Object.keys(notes).sort();
        for (const file of files) for (const r of readers) r.note(file, notes[file].read[r.name], notes[file].sha256);
        await writeFile(notesFile, JSON.stringify(notes));
        const inlined = files.filter((file) => notes[file].inlined).length;
        const distinct = finisher ? (await finisher).distinct() : 0;
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(
          `Inlined the critical CSS of ${done} pages while they rendered (${distinct} distinct), ` +
            `${inlined - done} done in an earlier build; ${made.size} deferred stylesheets made, ${sheets.length} in all; ` +
            `pages checked after the build: ${read} read, ${files.length - read} noted when rendered, in ${seconds} s`,
        );
      },
    },
  };
  return { integration, finishPage };
}
