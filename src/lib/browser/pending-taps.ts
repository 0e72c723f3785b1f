/**
 * Taps that land before an island has hydrated (on a slow phone that can take seconds). A control
 * marked `data-pending-tap="value"` inside an island that is still server HTML (`astro-island[ssr]`)
 * leaves its value on the island, the last tap winning; the island takes it over when it mounts
 * (src/islands/pending-tap.ts). A submit button's tap (or Enter in its form) does not submit the
 * server HTML's form natively, which would put the visitor's details in a GET address: the island
 * submits once it has mounted. Inline in the head (src/components/common/PendingTaps.astro) and a
 * few lines, so it works before any script has loaded; once an island has hydrated, React handles
 * its taps itself.
 *
 * Imported by astro.config.mjs through src/integrations/critical-css.ts: no imports.
 */
export const PENDING_TAPS =
  "addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('[data-pending-tap]')," +
  "i=c&&c.closest('astro-island[ssr]');if(i){i.setAttribute('data-pending-tap',c.dataset.pendingTap);" +
  "if(c.type=='submit')e.preventDefault()}},true)";

/** The script as PendingTaps.astro writes it into a page. */
const INLINE = `<script>${PENDING_TAPS}</script>`;

/**
 * `html` without the script when no control of it waits for an island (lists, articles, about …):
 * 261 bytes, 130 of gzip, in the page's first round trip. Run on every built page by
 * src/integrations/critical-css.ts, before the page's policy lists its inline scripts' hashes.
 */
export const withPendingTapsWhereUsed = (html: string): string =>
  html.includes(' data-pending-tap="') ? html : html.replace(INLINE, '');
