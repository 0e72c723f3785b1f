/**
 * The sitemap, in agreement with the pages themselves: every built page is listed unless its own
 * HTML says `<meta name="robots" content="noindex…">` (the developer check page, the id → slug
 * forwarding pages, redirects, 404 …) or names another page canonical (an article or mains answer
 * in several sections: its copies name the first section's page). The pages are the one source of
 * truth: each is read after the build that rendered it, before @astrojs/sitemap writes the files. A page in two
 * languages lists its counterpart as its head does (`<link rel="alternate" hreflang>`, both ways
 * and x-default: src/components/i18n/LanguageAlternates.astro). An editor preview build writes no
 * sitemap at all.
 */
import path from 'node:path';
import sitemap, { type LinkItem } from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isPreviewBuild } from '../lib/content/preview';
import type { PageReader } from './critical-css.ts';

/** What the sitemap needs of a page: left out, or listed with its language alternates. */
type Indexing = { left: boolean; alternates?: LinkItem[] };

/**
 * What a page's head tells search engines: whether a robots meta tag says `noindex`, the path of
 * its canonical link without a trailing slash (`https://site/a/b/` → `/a/b`), and its language
 * alternates. Only the head is read.
 */
export function indexingOf(html: string): { noindex: boolean; canonical?: string; alternates: LinkItem[] } {
  const end = html.search(/<\/head>|<body/i);
  const head = end < 0 ? html : html.slice(0, end);
  const noindex = (head.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname=["']?robots\b/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );
  const links = head.match(/<link\b[^>]*>/gi) ?? [];
  const hrefOf = (tag: string) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
  const link = links.find((tag) => /\brel=["']?canonical\b/i.test(tag));
  const href = link && hrefOf(link);
  const alternates = links.flatMap((tag) => {
    const lang = /\bhreflang=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const url = hrefOf(tag);
    return /\brel=["']?alternate\b/i.test(tag) && lang && url ? [{ lang, url }] : [];
  });
  return {
    noindex,
    canonical: href ? new URL(href, 'https://site.invalid').pathname.replace(/\/$/, '') : undefined,
    alternates,
  };
}

/** The path a file in dist/ is served at, without a trailing slash: `about/index.html` → `/about`. */
export const servedPath = (file: string) =>
  `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$|\.html$/, '').replace(/\/$/, '');

/**
 * The sitemap, and what it leaves out: `reader` is given every built page by the step that checks
 * them after the build (src/integrations/critical-css.ts), which comes before the sitemap in
 * astro.config.mjs: it reads the pages rendered in this build and keeps what this notes of the
 * others from the build that rendered them. A scan of its own read the 17k pages of a 10k-article
 * site once more (3 s).
 */
export function indexableSitemap(): { reader: PageReader<Indexing>; integrations: AstroIntegration[] } {
  /** The pages to list, by served path: each with its language alternates, if it has any. */
  const listed = new Map<string, LinkItem[] | undefined>();
  const reader: PageReader<Indexing> = {
    name: 'sitemap',
    read: (file, html) => {
      const path = servedPath(file);
      const { noindex, canonical = path, alternates } = indexingOf(html);
      if (noindex || canonical !== path) return { left: true };
      return alternates.length > 0 ? { left: false, alternates } : { left: false };
    },
    note: (file, { left, alternates }) => {
      if (!left) listed.set(servedPath(file), alternates);
    },
  };
  // No sitemap, so nothing to leave out of it.
  if (isPreviewBuild()) return { reader, integrations: [] };
  const pathOf = (page: string) => new URL(page).pathname.replace(/\/$/, '');
  const inner = sitemap({
    filter: (page) => listed.has(pathOf(page)),
    serialize: (item) => {
      const links = listed.get(pathOf(item.url));
      return links ? { ...item, links } : item;
    },
  });
  const done = inner.hooks['astro:build:done']!;
  // The pages are those the reader was given, not Astro's list: the merge of a split build
  // (src/integrations/shards.ts) renders none.
  const pages = () => [...listed.keys()].map((path) => ({ pathname: path === '' ? '' : `${path.slice(1)}/` }));
  return {
    reader,
    integrations: [
      { ...inner, hooks: { ...inner.hooks, 'astro:build:done': (options) => done({ ...options, pages: pages() }) } },
    ],
  };
}
