/** Timings from the spec (document 1 §9), shared by scripts and islands. */
export const COPY_TICK_MS = 2000;
export const SCROLL_DELAY_MS = 100;
export const SCROLL_BAR_THRESHOLD_PX = 300;
export const SCROLL_DEBOUNCE_MS = 16;
export const HERO_INTERVAL_MS = 3000;
export const HERO_FADE_MS = 3000;
export const NOT_FOUND_REDIRECT_S = 5;
