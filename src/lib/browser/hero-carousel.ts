/**
 * The two decisions the hero carousel's script makes: which slide comes after a step, and whether a
 * pointer gesture was a swipe. The slides themselves are described in src/data/hero.ts.
 */

/** Horizontal travel (px) a pointer must cover, more than vertically, to count as a swipe. */
export const SWIPE_MIN_PX = 40;

/** The slide index `index` lands on in a loop of `count` slides (-1 is the last, `count` the first). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The step a gesture of (dx, dy) px asks for: a swipe left shows the next slide (1), right the previous (-1). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
