/**
 * The hero carousel's slide types (spec document 1 §3 "Hero slide") and the two decisions its
 * script makes: which slide comes after a step, and whether a pointer gesture was a swipe.
 */

/** A responsive image prepared at build time with getImage(). */
export interface HeroImage {
  /** URL of a mid-size rendition (also what browsers without srcset load). */
  src: string;
  /** `srcset` attribute listing the widths. */
  srcset?: string;
  /** `srcset` of the crop phones show (the frame's shape, 1× and 2×), for below `sm`. */
  phoneSrcset?: string;
  /** Intrinsic width, so the browser reserves the box before the image arrives. */
  width: number;
  /** Intrinsic height. */
  height: number;
}

/**
 * One slide. Data modules use `HeroSlide<ImageMetadata>` (an imported asset); Hero.astro turns the
 * image into a `HeroImage`.
 */
export interface HeroSlide<Img = HeroImage> {
  /** The slide picture. */
  image: Img;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Large heading on the overlay. */
  title?: string;
  /** Short line above the title. */
  subtitle?: string;
  /** A sentence or two below the title. */
  description?: string;
  /** Darken the picture and show the texts over it. */
  overlay?: boolean;
}

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
