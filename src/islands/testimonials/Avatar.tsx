import type { ResponsiveImage } from './types';

interface Props {
  /** The student's portrait; without one the placeholder shows. */
  photo?: ResponsiveImage;
  /** URL of the placeholder avatar. */
  placeholder: string;
  /** Load at once (the static Featured section near the top) instead of when scrolled near. */
  eager?: boolean;
}

/**
 * A round portrait next to the student's name (so its alt text is empty). A photo that fails to
 * load swaps to the placeholder through `data-fallback-src`, which the shell's script handles for
 * every image on the page, also for failures before the island hydrates.
 */
export default function Avatar({ photo, placeholder, eager = false }: Props) {
  return (
    <img
      src={photo?.src ?? placeholder}
      srcSet={photo?.srcset}
      width={48}
      height={48}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback-src={photo ? placeholder : undefined}
      className="size-12 shrink-0 rounded-full bg-slate-200 object-cover ring-2 ring-white"
    />
  );
}
