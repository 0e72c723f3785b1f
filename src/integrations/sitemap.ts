/**
 * The sitemap, in agreement with the pages themselves: every built page is listed unless its own
 * HTML says `<meta name="robots" content="noindex…">` (the developer check page, the id → slug
 * forwarding pages, redirects, 404 …). The pages are the one source of truth; a scan of `dist/` runs
 * just before @astrojs/sitemap writes the files. An editor preview build writes no sitemap at all.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** How many files the scan reads at once. */
const SCAN_BATCH = 64;

/** The scan and the sitemap, in that order (Astro runs build-done hooks one after the other). */
export function indexableSitemap(): AstroIntegration[] {
  if (isPreviewBuild()) return [];
  const noindex = new Set<string>();
  const scan: AstroIntegration = {
    name: 'noindex-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        // Many reads at a time: one after the other, a 10k-article site's 30k files took 30 s. As latin1
        // (a character per byte; the tag is ASCII): a UTF-8 read makes most pages two-byte strings.
        for (let i = 0; i < files.length; i += SCAN_BATCH) {
          await Promise.all(
            files.slice(i, i + SCAN_BATCH).map(async (file) => {
              if (isNoindexHtml(await readFile(path.join(root, file), 'latin1'))) noindex.add(servedPath(file));
            }),
          );
        }
      },
    },
  };
  const filter = (page: string) => !noindex.has(new URL(page).pathname.replace(/\/$/, ''));
  return [scan, sitemap({ filter })];
}
