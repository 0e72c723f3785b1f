/**
 * Astro writes its island runtime (the `<astro-island>` element, 4.4 KB, ≈ 1.8 KB of gzip) inline
 * before a page's first island. A mains answer's only island is its comment box, hydrated when it
 * comes into view (`client:visible`), far below the first screen: the runtime was an eighth of the
 * page's gzip, and it took the page past what one round trip carries (16.0 KB, where ≈ 14.3 KB
 * fits; Lighthouse's FCP 1.27 × the anchor post's, 2026-11-24). As a file loaded with the page, it
 * would be JS before a tap (the mains answer's 4.6 KB would be 6.5 KB, budget 5 KB).
 *
 * So on a page whose islands all wait to be seen, the runtime is a file (RUNTIME_FILE), and a
 * small inline script loads it once one of them comes within LEAD of the screen; the island's own
 * `client:visible` then hydrates it when it is on screen, as before. A page with an island that
 * hydrates at load, at idle or on first use keeps the runtime inline.
 *
 * src/integrations/critical-css.ts runs it on every built page and writes the file. Imported by
 * astro.config.mjs through the integration, so relative imports only.
 */
import { createHash } from 'node:crypto';
import runtime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** How far below the screen an island asks for the runtime, so that it is there when the island is. */
const LEAD = '400px';
const ISLAND_CLIENT = /<astro-island\b[^>]*?\sclient="([^"]*)"/g;

/** The runtime's text, and its file (under the site's root), named by its content like Vite's. */
export const RUNTIME = runtime;
export const RUNTIME_FILE = `/_astro/astro-island.${createHash('sha256').update(runtime).digest('base64url').slice(0, 8)}.js`;
/** The runtime as Astro writes it into a page. */
const INLINE = `<script>${runtime}</script>`;
/** What replaces it: asks for RUNTIME_FILE once an island's first element comes within LEAD of the screen. */
const LOADER =
  `<script>addEventListener('DOMContentLoaded',()=>{const o=new IntersectionObserver(e=>{if(e.some(x=>x.isIntersecting)){` +
  `o.disconnect();document.head.append(Object.assign(document.createElement('script'),{src:'${RUNTIME_FILE}'}))}},` +
  `{rootMargin:'${LEAD}'});for(const i of document.querySelectorAll('astro-island'))for(const c of i.children)o.observe(c)})</script>`;

/**
 * `html` with Astro's inline island runtime replaced by a script that loads RUNTIME_FILE when an
 * island's first element comes within LEAD of the screen: on a page whose every island is
 * `client:visible`. Any other page is returned unchanged.
 */
export function withRuntimeOnSight(html: string): string {
  const at = html.indexOf(INLINE);
  if (at < 0) return html;
  // From the runtime on: it comes before the first island.
  const rest = html.slice(at + INLINE.length);
  const clients = Array.from(rest.matchAll(ISLAND_CLIENT), (m) => m[1]);
  if (clients.length === 0 || clients.some((client) => client !== 'visible')) return html;
  return html.slice(0, at) + LOADER + rest;
}

/** The style Astro writes with the runtime, before the first island: in the body. */
const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

/**
 * `html` with Astro's island style (`astro-island{display:contents}` …) moved from before its first
 * island into the head, before the first stylesheet (where the inline CSS joins it): a `<style>` in
 * the body that is not the first child of its parent is an error for the Nu HTML Checker (three
 * course pages had one, 2026-11-26). The style applies before any island is parsed either way.
 */
export function withIslandStyleInHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < 0 || at < headEnd) return html;
  const link = html.slice(0, headEnd).search(/<link\b[^>]*\brel="stylesheet"/);
  const to = link < 0 ? headEnd : link;
  return html.slice(0, to) + ISLAND_STYLE + html.slice(to, at) + html.slice(at + ISLAND_STYLE.length);
}
