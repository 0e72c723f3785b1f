/**
 * Editor preview builds: a build reading draft content (Contentful's Preview API) must never pass for
 * the public site. It is one when `CONTENTFUL_PREVIEW=true` or when `CONTENTFUL_HOST` is a Contentful
 * preview host (`preview.contentful.com`, `preview.eu.contentful.com`). Such a build marks every page
 * noindex, shows the preview banner, disallows everything in robots.txt and writes no sitemap.
 */

/** The variables that decide it; `process.env` at build time. */
export type PreviewEnv = Partial<Record<'CONTENTFUL_PREVIEW' | 'CONTENTFUL_HOST', string>>;

const previewHost = /^preview\.([a-z]+\.)?contentful\.com(:\d+)?$/i;

/** Whether this build shows draft content to editors. */
export const isPreviewBuild = (env: PreviewEnv = process.env): boolean =>
  env.CONTENTFUL_PREVIEW === 'true' || previewHost.test(env.CONTENTFUL_HOST?.trim() ?? '');
