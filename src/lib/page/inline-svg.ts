/**
 * Smaller icons in the built pages (src/integrations/critical-css.ts runs it on every page), for
 * the first round trip (DESIGN.md: an article with its inline CSS ≤ 14 KB gzip).
 *
 * The drawing of each icon lives in one sprite file, not in every page: a page's ~50 icons carried
 * about 1 KB of gzip of paths (an article 14.0 KB → 12.9 KB, a Telugu article 16.7 → 15.7, a
 * mains answer 14.4 → 13.4). The sprite holds every icon the site's Astro components import
 * (`@lucide/astro/icons/<name>` anywhere under src/: the imports are the one list, read at the start
 * of each build), drawn from @lucide/astro's own icon data; an icon outside a React island whose
 * inside is one of them keeps its `<svg>` tag (size, classes, `aria-hidden`, data attributes) and
 * gets instead of its paths `<use href="/_astro/icons.<hash>.svg#<name>"/>`. The paths drawn
 * through `<use>` take their stroke and colour from the `<svg>` (inherited, so `currentColor`, the
 * classes and `svg.icon` below draw them as before). An icon drawn by @lucide/astro that the sprite
 * lacks (imported otherwise, or given children) fails the build: it would go on carrying its paths
 * unnoticed. React islands keep their lucide-react icons inline: React hydrates that markup and
 * would find other children than it rendered.
 *
 * The sprite is named by its content, like Vite's files, so the host caches it for a year
 * (public/_headers, /_astro/*) and the service worker stores it with the shell (`_astro/*.svg`,
 * src/integrations/service-worker.ts). Astro's incremental build copies unchanged pages from its
 * cacheDir, each naming the sprite of the build that rendered it: the sprite's name goes into the
 * digest that decides whether the copies may be used (critical-css.ts, `astro:build:start`), so a
 * new sprite (an icon added or dropped, a new @lucide/astro) renders every page again and no page
 * names a sprite the build did not write. It is written in every build (`astro:build:done`).
 * In `astro dev` and the editor preview server, where this step does not run, icons are drawn inline.
 *
 * Each icon's start tag loses what an HTML page does not need: @lucide/astro writes on every icon an
 * `xmlns` (an `<svg>` in HTML is SVG anyway) and the classes `lucide lucide-<name>`, which nothing on
 * the site looks up. Classes given to the icon stay. Its stroke attributes, the same on every icon
 * the site draws with Lucide's defaults, go too, for the class `icon`: the rule `svg.icon` in
 * src/styles/global.css (base layer, so utilities still win, as they did over the attributes)
 * draws the same. A class of its own, not Lucide's `lucide`: a rule on that would also beat the
 * attributes of an icon drawn otherwise where this step does not run (`astro dev`, React islands).
 * Such an icon keeps its attributes.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** An icon as @lucide/astro's data gives it: its name, its square size and its elements. */
export interface IconData {
  name: string;
  size: number;
  node: [tag: string, attributes: Record<string, string | number>][];
}

/** The sprite: its address under the site's root, its text, and the id of each icon by its inside. */
export interface IconSprite {
  file: string;
  svg: string;
  ids: ReadonlyMap<string, string>;
}

/** An icon's elements as Astro writes them (Lucide's Icon.astro): the key to find it in a page. */
const inside = ({ node }: IconData) =>
  node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
      return `<${tag}${written.join('')}></${tag}>`;
    })
    .join('');

/** The sprite of these icons, one `<symbol>` each, in the order of their names. */
export function iconSprite(icons: readonly IconData[]): IconSprite {
  const sorted = [...icons].sort((a, b) => (a.name < b.name ? -1 : 1));
  const symbols = sorted.map(
    (icon) => `<symbol id="${icon.name}" viewBox="0 0 ${icon.size} ${icon.size}">${inside(icon)}</symbol>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { file: `/_astro/icons.${hash}.svg`, svg, ids: new Map(sorted.map((icon) => [inside(icon), icon.name])) };
}

const LUCIDE_IMPORT = /['"]@lucide\/astro\/icons\/([\w-]+)['"]/g;
const SOURCE_FILE = /\.(?:astro|[cm]?[jt]sx?)$/;
/** How @lucide/astro's module for one icon holds its data (`src/icons/<name>.ts`). */
const ICON_DATA = /const iconData: LucideIconData = (\{.*\});/;

/** The sprite of the icons imported from `@lucide/astro/icons/` under the project's src/. */
export async function spriteOfSource(root: URL): Promise<IconSprite> {
  const src = fileURLToPath(new URL('src/', root));
  const files = (await readdir(src, { recursive: true })).filter((file) => SOURCE_FILE.test(file));
  const names = new Set<string>();
  for (const file of files)
    for (const [, name] of (await readFile(join(src, file), 'utf8')).matchAll(LUCIDE_IMPORT)) names.add(name);
  const icons = await Promise.all(
    [...names].map(async (name) => {
      const module = new URL(`node_modules/@lucide/astro/src/icons/${name}.ts`, root);
      const data = ICON_DATA.exec(await readFile(module, 'utf8'))?.[1];
      if (data === undefined) throw new Error(`No icon data in ${fileURLToPath(module)} (a new @lucide/astro layout?)`);
      return JSON.parse(data) as IconData;
    }),
  );
  return iconSprite(icons);
}

const SVG_START = /<svg\b[^>]*>/g;
const SVG = /(<svg\b[^>]*>)([\s\S]*?)<\/svg>/g;
const ISLAND_EDGE = /<astro-island\b|<\/astro-island>/g;
const LUCIDE_ICON = /\sclass="(?:[^"]*\s)?lucide[\s"]/;
const LUCIDE_CLASS = /^lucide(?:-[\w-]+)?$/;
/** Lucide's default drawing attributes, as @lucide/astro writes them; src/styles/global.css's `svg.icon`. */
const LUCIDE_STROKE =
  ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** Each distinct start tag done once: a page's icons are mostly the shell's, the same on every page. */
const compacted = new Map<string, string>();

/** `html` with its icons drawn from `sprite` (outside React islands) and their start tags compacted. */
export function compactInlineSvg(html: string, sprite: IconSprite): string {
  return outsideIslands(html, (part) =>
    part.replace(SVG, (svg, start: string, body: string) => useSprite(svg, start, body, sprite)),
  ).replace(SVG_START, (tag) => {
    let done = compacted.get(tag);
    if (done === undefined) compacted.set(tag, (done = compactTag(tag)));
    return done;
  });
}

function useSprite(svg: string, start: string, body: string, sprite: IconSprite): string {
  const id = sprite.ids.get(body);
  if (id !== undefined) return `${start}<use href="${sprite.file}#${id}"/></svg>`;
  if (LUCIDE_ICON.test(start))
    throw new Error(
      `An icon drawn by @lucide/astro that the icon sprite lacks: ${start} (import each icon as ` +
        `'@lucide/astro/icons/<name>', without children; src/lib/page/inline-svg.ts)`,
    );
  return svg;
}

/** `html` with `edit` applied to what lies outside its `<astro-island>` elements. */
function outsideIslands(html: string, edit: (part: string) => string): string {
  let done = '';
  let from = 0;
  let depth = 0;
  for (const { 0: edge, index } of html.matchAll(ISLAND_EDGE)) {
    if (edge !== '</astro-island>') {
      if (depth++ === 0) [done, from] = [done + edit(html.slice(from, index)), index];
    } else if (depth > 0 && --depth === 0) {
      const end = index + edge.length;
      [done, from] = [done + html.slice(from, end), end];
    }
  }
  return done + (depth === 0 ? edit(html.slice(from)) : html.slice(from));
}

function compactTag(svg: string): string {
  let tag = svg.replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '');
  const styled = tag.includes(LUCIDE_STROKE) && LUCIDE_ICON.test(tag);
  if (styled) tag = tag.replace(LUCIDE_STROKE, '');
  return tag.replace(/\sclass="([^"]*)"/, (_, classes: string) => {
    const kept = classes.split(/\s+/).filter((c) => c && !LUCIDE_CLASS.test(c));
    if (styled) kept.unshift('icon');
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
