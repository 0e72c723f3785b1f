/**
 * Pages that only forward an old address to an entry's page (an article's `…/{id}/` to its
 * `…/{slug}/`). Astro does not render them: a route registers each one while it lists its paths, and
 * src/integrations/forwarding-pages.ts writes them from this plain template once the rest of the
 * build is done (after the critical-CSS step and the search index, which so never read them). At 10k
 * articles they are half the site's HTML files; rendered by Astro, a third of its rendering time.
 * The registry lives on `globalThis` because the pages and the integration are loaded by different
 * module graphs of the same build process.
 */
import { LOCALE, dictionary, type Lang } from '../../i18n';
import { escapeHtml } from '../html';

/**
 * One forwarding page: its address, where it sends the visitor, the title of the page there, and
 * the page search engines are to index when that is not `to` (an entry in several sections names
 * its first section's page, so the canonical link never points at a page that names another).
 */
export interface Forwarding {
  from: string;
  to: string;
  canonical?: string;
  title: string;
  /** The language of the page it forwards to; English when absent. */
  lang?: Lang;
}

const REGISTRY = Symbol.for('academy.forwardingPages');
const registry = (): Map<string, Forwarding> =>
  ((globalThis as { [REGISTRY]?: Map<string, Forwarding> })[REGISTRY] ??= new Map());

/** Asks for a forwarding page at `from` (a route's getStaticPaths calls this once per address). */
export const forward = (page: Forwarding) => void registry().set(page.from, page);

/** The pages asked for since the last reset. */
export const forwardingPages = (): Forwarding[] => [...registry().values()];

/** Starts a build with none (a process may run several builds, as the integration tests do). */
export const resetForwardingPages = () => registry().clear();

/**
 * The page: sends the visitor on at once (meta refresh, no script needed), tells search engines which
 * address is the real one (canonical, noindex) and links there for a browser that does not follow.
 * `head` goes last into the head: the site's Content-Security-Policy meta tag.
 */
export function forwardingHtml({ to, canonical = to, title, lang = 'en' }: Forwarding, site: URL, head = ''): string {
  const href = escapeHtml(to);
  const name = escapeHtml(title);
  return (
    `<!DOCTYPE html><html lang="${LOCALE[lang]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(new URL(canonical, site).href)}">` +
    `<meta http-equiv="refresh" content="0;url=${href}">${head}</head>` +
    `<body><p>${dictionary(lang).content.articleMoved} <a href="${href}">${name}</a>.</p></body></html>`
  );
}
