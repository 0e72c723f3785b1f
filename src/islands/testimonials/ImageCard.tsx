import Achievement from './Achievement';
import CourseTag from './CourseTag';
import type { ImageView } from './types';

interface Props {
  /** The photo testimonial. */
  testimonial: ImageView;
  /** URL of the placeholder avatar, shown if the photo fails to load. */
  placeholder: string;
  /** Load the photo at once (Featured section). */
  eager?: boolean;
}

/** A success story led by the student's photo. */
export default function ImageCard({ testimonial: t, placeholder, eager = false }: Props) {
  return (
    <figure className="flex h-full flex-col overflow-hidden card">
      <img
        src={t.photo.src}
        srcSet={t.photo.srcset}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        width={t.photo.width}
        height={t.photo.height}
        alt={`${t.name}, ${t.role}`}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-fallback-src={placeholder}
        className="aspect-[4/3] w-full bg-slate-200 object-cover object-top"
      />
      <figcaption className="flex flex-1 flex-col gap-3 p-6">
        <CourseTag testimonial={t} />
        <span>
          <span className="block text-lg font-semibold text-brand-900">{t.name}</span>
          <span className="block text-sm text-slate-600">{t.role}</span>
        </span>
        {t.achievement && <Achievement text={t.achievement} />}
        {t.content && <q className="leading-relaxed text-slate-700">{t.content}</q>}
      </figcaption>
    </figure>
  );
}
