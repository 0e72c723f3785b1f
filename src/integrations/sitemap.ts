/**
 * The sitemap, in agreement with the pages themselves: every built page is listed unless its own
 * HTML says `<meta name="robots" content="noindex…">` (the developer check page, the id → slug
 * forwarding pages, redirects, 404 …) or names another page canonical (an article or mains answer
 * in several sections: its copies name the first section's page). The pages are the one source of
 * truth: each is read after the build, before @astrojs/sitemap writes the files. An editor preview
 * build writes no sitemap at all.
 */
import path from 'node:path';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isPreviewBuild } from '../lib/preview';

/**
 * What a page's head tells search engines: whether a robots meta tag says `noindex`, and the path of
 * its canonical link without a trailing slash (`https://site/a/b/` → `/a/b`). Only the head is read.
 */
export function indexingOf(html: string): { noindex: boolean; canonical?: string } {
  const end = html.search(/<\/head>|<body/i);
  const head = end < 0 ? html : html.slice(0, end);
  const noindex = (head.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname=["']?robots\b/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );
  const link = (head.match(/<link\b[^>]*>/gi) ?? []).find((tag) => /\brel=["']?canonical\b/i.test(tag));
  const href = link && /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
  return { noindex, canonical: href ? new URL(href, 'https://site.invalid').pathname.replace(/\/$/, '') : undefined };
}

/** The path a file in dist/ is served at, without a trailing slash: `about/index.html` → `/about`. */
export const servedPath = (file: string) =>
  `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$|\.html$/, '').replace(/\/$/, '');

/**
 * The sitemap, and what it leaves out: `notePage` is given every built page's HTML by the step that
 * reads them all after the build (src/integrations/critical-css.ts), which comes before the sitemap
 * in astro.config.mjs. A scan of its own read the 17k pages of a 10k-article site once more (3 s).
 */
export function indexableSitemap(): {
  notePage: (file: string, html: string) => void;
  integrations: AstroIntegration[];
} {
  // No sitemap, so nothing to leave out of it.
  if (isPreviewBuild()) return { notePage: () => {}, integrations: [] };
  const left = new Set<string>();
  const filter = (page: string) => !left.has(new URL(page).pathname.replace(/\/$/, ''));
  return {
    notePage: (file, html) => {
      const path = servedPath(file);
      const { noindex, canonical = path } = indexingOf(html);
      if (noindex || canonical !== path) left.add(path);
    },
    integrations: [sitemap({ filter })],
  };
}
