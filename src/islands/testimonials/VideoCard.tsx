import { Play } from 'lucide-react';
import Achievement from './Achievement';
import CourseTag from './CourseTag';
import type { VideoView } from './types';

interface Props {
  /** The video testimonial. */
  testimonial: VideoView;
  /** Opens the player; gets the button so focus can return to it. */
  onPlay: (video: VideoView, button: HTMLButtonElement) => void;
}

/** A video testimonial: thumbnail with its duration and a play button; nothing loads from YouTube. */
export default function VideoCard({ testimonial: t, onPlay }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden card">
      <button
        type="button"
        aria-label={`Play video: ${t.name} (${t.duration})`}
        onClick={(e) => onPlay(t, e.currentTarget)}
        className="group relative block aspect-video w-full overflow-hidden bg-slate-900"
      >
        <img
          src={t.thumbnail.src}
          srcSet={t.thumbnail.srcset}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={t.thumbnail.width}
          height={t.thumbnail.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute inset-0 bg-linear-to-t from-slate-950/60 via-transparent to-transparent" />
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand-800 shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110">
            <Play size={28} aria-hidden="true" className="ml-1 fill-current" />
          </span>
        </span>
        <span className="absolute right-3 bottom-3 rounded-md bg-slate-950/80 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
          {t.duration}
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CourseTag testimonial={t} />
        <p>
          <span className="block text-lg font-semibold text-brand-900">{t.name}</span>
          <span className="block text-sm text-slate-600">{t.role}</span>
        </p>
        {t.achievement && <Achievement text={t.achievement} />}
        {t.content && <p className="text-sm leading-relaxed text-slate-600">{t.content}</p>}
      </div>
    </article>
  );
}
