/**
 * What the testimonials island and its cards receive: the data module's testimonials with the
 * course title resolved and every image turned into a responsive rendition at build time.
 */

/** A responsive image prepared with getImage() in the page. */
export interface ResponsiveImage {
  /** Fallback URL for browsers without srcset. */
  src: string;
  /** `srcset` attribute (widths or densities). */
  srcset: string;
  /** Intrinsic width, so the browser reserves the box. */
  width: number;
  /** Intrinsic height. */
  height: number;
}

interface ViewBase {
  id: string;
  name: string;
  role: string;
  /** The course id (the filter's value) and its catalogue title (the button's label). */
  course: { id: string; title: string };
  year: number;
  achievement?: string;
}

export type TextView = ViewBase & { type: 'text'; content: string; photo?: ResponsiveImage };
export type ImageView = ViewBase & { type: 'image'; content?: string; photo: ResponsiveImage };
export type VideoView = ViewBase & {
  type: 'video';
  content?: string;
  thumbnail: ResponsiveImage;
  /** YouTube video id; the embed link is made when the player opens. */
  videoId: string;
  duration: string;
};
export type TestimonialView = TextView | ImageView | VideoView;
