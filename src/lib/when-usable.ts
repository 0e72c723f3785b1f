/**
 * "Once the page is usable": after the load event, at the browser's next idle moment (or after
 * IDLE_TIMEOUT_MS at the latest). Third-party tags (the tag manager, Google Ads, Clarity, OneSignal)
 * start here, never before the first paint.
 */

/** How long the page waits for an idle moment after load before doing the deferred work anyway. */
export const IDLE_TIMEOUT_MS = 3000;

export function whenUsable(run: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 1);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
