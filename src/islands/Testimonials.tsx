/**
 * The testimonials page's grid (spec document 1 §2 "Testimonials"): course filter buttons (All
 * Courses plus each course that has a testimonial) and the cards; a video card's play button opens
 * the modal player. The chosen course is kept in the address (?course=id), so a filtered view can
 * be linked to, e.g. from a course page. A filter tapped before hydration is applied when the island
 * mounts (src/components/common/PendingTaps.astro).
 */
import { useEffect, useRef, useState } from 'react';
import { withErrorBoundary } from './ErrorBoundary';
import { takePendingTap } from './pending-tap';
import ImageCard from './testimonials/ImageCard';
import TextCard from './testimonials/TextCard';
import VideoCard from './testimonials/VideoCard';
import VideoDialog from './testimonials/VideoDialog';
import type { TestimonialView, VideoView } from './testimonials/types';
import { track } from '@/lib/tags/analytics';

interface Props {
  /** Every testimonial, in display order, with images prepared at build time. */
  testimonials: TestimonialView[];
  /** URL of the placeholder avatar (no photo, or a photo that fails to load). */
  placeholder: string;
}

const ALL = 'all';
const COURSE_PARAM = 'course';

function Testimonials({ testimonials, placeholder }: Props) {
  const [course, setCourse] = useState(ALL);
  const [playing, setPlaying] = useState<VideoView | null>(null);
  const playButton = useRef<HTMLButtonElement | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Read after hydration: the server-rendered grid shows all courses, as it must without JS. A
  // filter tapped meanwhile wins over the linked one.
  useEffect(() => {
    const tapped = takePendingTap(root.current);
    if (tapped) return choose(tapped);
    const linked = new URLSearchParams(location.search).get(COURSE_PARAM);
    if (linked) setCourse(linked);
  }, []);

  const courses = [...new Map(testimonials.map((t) => [t.course.id, t.course.title])).entries()];
  const shown = course === ALL ? testimonials : testimonials.filter((t) => t.course.id === course);

  const choose = (id: string) => {
    setCourse(id);
    const url = new URL(location.href);
    if (id === ALL) url.searchParams.delete(COURSE_PARAM);
    else url.searchParams.set(COURSE_PARAM, id);
    history.replaceState(history.state, '', url);
  };

  const play = (video: VideoView, button: HTMLButtonElement) => {
    playButton.current = button;
    setPlaying(video);
    track('video_play', {
      video_id: video.videoId,
      video_title: `${video.name}: video testimonial`,
      course: video.course.id,
      location: 'testimonials',
    });
  };

  const closed = () => {
    setPlaying(null);
    playButton.current?.focus();
  };

  const filterButton = (id: string, label: string) => (
    <button
      key={id}
      type="button"
      aria-pressed={course === id}
      data-pending-tap={id}
      onClick={() => choose(id)}
      className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
    >
      {label}
    </button>
  );

  return (
    <div ref={root}>
      {/* One swipeable row on phones, wrapped rows from the sm breakpoint up. */}
      <div
        role="group"
        aria-label="Filter testimonials by course"
        className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {filterButton(ALL, 'All Courses')}
        {courses.map(([id, title]) => filterButton(id, title))}
      </div>

      {shown.length === 0 ? (
        <p
          role="status"
          className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600"
        >
          No testimonials found for the selected course.
        </p>
      ) : (
        // Masonry columns: cards of very different heights (quotes, photos, videos) leave no gaps.
        <ul className="mt-8 columns-1 gap-6 sm:columns-2 lg:columns-3" aria-label="Testimonials">
          {shown.map((t) => (
            <li key={t.id} id={t.id} className="mb-6 scroll-mt-24 break-inside-avoid">
              {t.type === 'video' ? (
                <VideoCard testimonial={t} onPlay={play} />
              ) : t.type === 'image' ? (
                <ImageCard testimonial={t} placeholder={placeholder} />
              ) : (
                <TextCard testimonial={t} placeholder={placeholder} />
              )}
            </li>
          ))}
        </ul>
      )}

      <VideoDialog
        video={
          playing && {
            videoId: playing.videoId,
            title: playing.name,
            detail: playing.course.title,
            frameTitle: `${playing.name}: video testimonial`,
          }
        }
        onClose={closed}
      />
    </div>
  );
}

export default withErrorBoundary(Testimonials);
