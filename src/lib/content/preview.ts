/**
 * Editor preview builds: a build reading draft content (Contentful's Preview API) must never pass for
 * the public site. It is one when `CONTENTFUL_PREVIEW=true` or when `CONTENTFUL_HOST` is a Contentful
 * preview host (`preview.contentful.com`, `preview.eu.contentful.com`). Such a build marks every page
 * noindex, shows the preview banner, disallows everything in robots.txt and writes no sitemap.
 */

import { splitLocaleId } from '../../loaders/contentful/locale';
import { spaceNamesFrom, TELUGU_LOCALE } from '../../loaders/contentful/source';

/** The variables that decide it; `process.env` at build time. */
export type PreviewEnv = Partial<Record<'CONTENTFUL_PREVIEW' | 'CONTENTFUL_HOST', string>>;

const previewHost = /^preview\.([a-z]+\.)?contentful\.com(:\d+)?$/i;

/** Whether this build shows draft content to editors. */
export const isPreviewBuild = (env: PreviewEnv = process.env): boolean =>
  env.CONTENTFUL_PREVIEW === 'true' || previewHost.test(env.CONTENTFUL_HOST?.trim() ?? '');

/** What the preview server's middleware puts into `Astro.locals` (src/preview/middleware.ts). */
export interface PreviewLocals {
  preview?: {
    /** The space's default locale, for the live-preview SDK and the inspector attributes. */
    locale: string;
    /** The Contentful web app origins allowed to frame the page and talk to its SDK. */
    origins: string[];
    /** When the request came (`performance.now()`): content read since then is fresh enough for it. */
    requestedAt: number;
  };
}

/** Whether a page shows drafts: every page of an editor preview build or of the preview server. */
export const showsDrafts = (locals: PreviewLocals): boolean => isPreviewBuild() || locals.preview !== undefined;

/** Attributes naming an element's entry and field for an HTML element. */
export type InspectorAttributes = Partial<Record<`data-contentful-${'entry-id' | 'field-id' | 'locale'}`, string>>;

/**
 * The attributes with which Contentful's live preview puts an "Edit" button on an element and jumps
 * to its field (inspector mode); only on the preview server, nothing in any build. `storedId` is the
 * entry as its collection keeps it: a Telugu copy (`te-IN/<id>`) opens the entry's Telugu field, in
 * the space's Telugu locale (`CONTENT_LOCALE_TE` when the space does not call it `te-IN`).
 */
export function inspect(locals: PreviewLocals, storedId: string, fieldId: string): InspectorAttributes {
  if (!locals.preview) return {};
  const { id, locale: copy } = splitLocaleId(storedId);
  // The space's own code for the Telugu locale (CONTENT_LOCALE_TE), which the copy's id does not carry.
  const locale = !copy ? locals.preview.locale : copy === TELUGU_LOCALE ? spaceNamesFrom(process.env).telugu : copy;
  return {
    'data-contentful-entry-id': id,
    'data-contentful-field-id': fieldId,
    'data-contentful-locale': locale,
  };
}
