import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { embedUrl } from '@/lib/video/youtube';

/** What the player shows: the video and the texts that name it. */
export interface PlayingVideo {
  /** YouTube video id. */
  videoId: string;
  /** The dialog's heading (a person's name, a lecture title). */
  title: string;
  /** Shown after the heading in lighter text, e.g. the course. */
  detail?: string;
  /** The iframe's accessible title. */
  frameTitle: string;
}

interface Props {
  /** The video to play; null keeps the dialog closed and holds no player. */
  video: PlayingVideo | null;
  /** Runs once the dialog has closed (close button, backdrop click or Escape). */
  onClose: () => void;
}

/**
 * The modal player: a native <dialog> opened with showModal(), so focus moves into it, stays in
 * it and Escape closes it. The YouTube iframe exists only while a video is open. Shared by the
 * testimonials grid and the course pages' VideoPlayer.
 */
export default function VideoDialog({ video, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (video && el && !el.open) el.showModal();
  }, [video]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={video ? titleId : undefined}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop (its content fills the box).
      onClick={(e) => e.target === e.currentTarget && close()}
      className="m-auto w-[min(94vw,56rem)] overflow-hidden rounded-2xl bg-slate-950 p-0 text-white shadow-2xl backdrop:bg-slate-950/80"
    >
      {video && (
        <div>
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <h2 id={titleId} className="truncate text-base font-semibold text-white">
              {video.title}
              {video.detail && <span className="font-normal text-slate-300"> · {video.detail}</span>}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close video"
              className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
            >
              <X size={22} aria-hidden="true" />
            </button>
          </div>
          <iframe
            src={embedUrl(video.videoId)}
            title={video.frameTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="block aspect-video w-full border-0 bg-black"
          />
        </div>
      )}
    </dialog>
  );
}
