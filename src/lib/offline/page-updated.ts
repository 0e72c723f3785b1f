/**
 * The message the service worker sends a page it served from its stored copy when the host's page
 * turned out to be different (src/service-worker/sw.ts, src/components/shell/OfflineSupport.astro).
 * A module of its own: the page's script bundles it without the rest of the offline code.
 */
export const UPDATED_MESSAGE = 'PAGE_UPDATED';
