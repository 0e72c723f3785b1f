/**
 * The `cacheKey` a route gives each of its paths in getStaticPaths, for Astro's incremental build
 * (`experimental.incrementalBuild` in astro.config.mjs). Astro renders a keyed page again only when
 * its key or its code (a hash of the page's module graph) changed; otherwise it copies the page's
 * HTML of the last build from its cacheDir (node_modules/.astro, which the deploy workflow keeps).
 * So the key names everything else the page shows: its props, each content entry in them by the
 * digest the content loader gave its data, the footer's (India) year, whether this is an editor preview, and
 * the PUBLIC_* settings. A route whose pages read content while rendering, not from their props, must
 * not give one.
 */
import { createHash } from 'node:crypto';
import { indiaMonth } from '../dates';
import { isPreviewBuild } from './preview';

/** A content entry as getCollection returns it: stored with a digest of its data. */
interface StoredEntry {
  collection: string;
  id: string;
  digest: string;
}

const isStoredEntry = (value: unknown): value is StoredEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredEntry).collection === 'string' &&
  typeof (value as StoredEntry).id === 'string' &&
  typeof (value as StoredEntry).digest === 'string';

/** What every page shows from the build itself rather than from its props. */
export interface BuildInputs {
  year: number;
  preview: boolean;
  settings: Record<string, unknown>;
}

const publicSettings = (): Record<string, unknown> =>
  Object.fromEntries(Object.entries(import.meta.env ?? {}).filter(([name]) => name.startsWith('PUBLIC_')));

/** The key of a page with these props. */
export function pageKey(
  props: object,
  build: BuildInputs = { year: indiaMonth(new Date()).year, preview: isPreviewBuild(), settings: publicSettings() },
): string {
  const json = JSON.stringify([props, build], (_, value: unknown) =>
    isStoredEntry(value) ? `${value.collection}/${value.id}@${value.digest}` : value,
  );
  return createHash('sha256').update(json).digest('base64url');
}

/**
 * A path for getStaticPaths with its key made from the props it passes, so a prop cannot be left
 * out of the key.
 */
export const keyedPath = <Props extends object>(params: Record<string, string | undefined>, props: Props) => ({
  params,
  props,
  cacheKey: pageKey(props),
});
