/**
 * The other half of src/lib/browser/pending-taps.ts: what a visitor tapped in an island
 * before it hydrated. An island calls this once when it mounts, with any element it rendered.
 */

/** The `data-pending-tap` of a form's or runner's submit button. */
export const SUBMIT_TAP = 'submit';

/** The value of the control tapped before hydration (its `data-pending-tap`), or null; taken only once. */
export function takePendingTap(inside: Element | null): string | null {
  const island = inside?.closest('astro-island');
  const tap = island?.getAttribute('data-pending-tap') ?? null;
  island?.removeAttribute('data-pending-tap');
  return tap;
}
