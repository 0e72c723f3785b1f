/**
 * Responsive sources for a content image. Contentful's Images API resizes and re-encodes on the
 * fly (`?w=…&fm=webp`), so live images get a WebP srcset without build-time processing (10k
 * articles would otherwise mean 10k downloads per build). Other addresses (the demo's
 * `/demo-assets/…`) are served as they are.
 */
import { contentfulImageUrl } from '@/loaders/contentful/image-hosts';

/** The parts of an asset an `<img>` needs. */
export interface ImageAsset {
  url: string;
  width?: number;
  height?: number;
}

export interface ImageSources {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
}

/** Widths offered to the browser; each not wider than the original. */
export const DEFAULT_WIDTHS = [400, 640, 960, 1280];

const resized = (url: string, width: number) => `${url}?w=${width}&fm=webp&q=75`;

/** `src`, `srcset` (Contentful images only) and the intrinsic size for the width/height attributes. */
export function imageSources(asset: ImageAsset, widths: readonly number[] = DEFAULT_WIDTHS): ImageSources {
  const { width, height } = asset;
  const url = contentfulImageUrl(asset.url);
  if (!url) return { src: asset.url, width, height };
  const fitting = widths.filter((w) => !width || w <= width);
  const candidates = fitting.length > 0 ? fitting : [width ?? widths[0]];
  const largest = candidates[candidates.length - 1];
  return {
    src: resized(url, largest),
    srcset: candidates.map((w) => `${resized(url, w)} ${w}w`).join(', '),
    width,
    height,
  };
}
