/** Timings from the spec (document 1 §9), shared by scripts and islands. */
export const COPY_TICK_MS = 2000;
export const SCROLL_DELAY_MS = 100;
export const SCROLL_BAR_THRESHOLD_PX = 300;
export const SCROLL_DEBOUNCE_MS = 16;
export const HERO_INTERVAL_MS = 3000;
export const HERO_FADE_MS = 3000;
export const NOT_FOUND_REDIRECT_S = 5;
/** Stats band: counts from 0 to each target in 2000 ms over 60 steps once 10 % of it is visible. */
export const STATS_COUNT_MS = 2000;
export const STATS_COUNT_STEPS = 60;
export const STATS_VISIBLE_RATIO = 0.1;
/** Faculty carousel autoplay delay; card carousels run from 768 px up (a stacked list below). */
export const FACULTY_AUTOPLAY_MS = 1800;
export const CAROUSEL_MIN_WIDTH_PX = 768;

/** How long the page waits for an idle moment after load before doing the deferred work anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `run` once the page is usable: after the load event, at the browser's next idle moment (or
 * after IDLE_TIMEOUT_MS at the latest). Third-party tags (the tag manager, Google Ads, Clarity,
 * OneSignal) start at the same moment, never before the first paint, from the consent bar's inline
 * script (lib/tags/consent.ts, which repeats these few lines: it runs before any bundle). Here, not in a module of its own: every page
 * loads this one already (the shell's scripts), and a chunk more would cost the lightest pages their
 * JS budget.
 */
export function whenUsable(run: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 1);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Runs `callback` once scrolling has paused for SCROLL_DEBOUNCE_MS (a listener that never blocks scrolling). */
export function whenScrollPauses(callback: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(callback, SCROLL_DEBOUNCE_MS);
    },
    { passive: true },
  );
}
