/** A hero slide (spec document 1 §3 "Hero slide"), as home, course and scholarship data describe theirs. */

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
