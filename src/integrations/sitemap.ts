/**
 * The sitemap, in agreement with the pages themselves: every built page is listed unless its own
 * HTML says `<meta name="robots" content="noindex…">` (the developer check page, the id → slug
 * forwarding pages, redirects, 404 …). The pages are the one source of truth: each is read after the
 * build, before @astrojs/sitemap writes the files. An editor preview build writes no sitemap at all.
 */
import path from 'node:path';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isPreviewBuild } from '../lib/preview';

/** Whether a page's head carries a robots meta tag with `noindex`. */
export function isNoindexHtml(html: string): boolean {
  const end = html.search(/<\/head>|<body/i);
  const head = end < 0 ? html : html.slice(0, end);
  return (head.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname=["']?robots\b/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );
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
  const noindex = new Set<string>();
  const filter = (page: string) => !noindex.has(new URL(page).pathname.replace(/\/$/, ''));
  return {
    notePage: (file, html) => {
      if (isNoindexHtml(html)) noindex.add(servedPath(file));
    },
    integrations: [sitemap({ filter })],
  };
}
