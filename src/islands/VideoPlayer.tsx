/**
 * The modal YouTube player for static video cards (spec document 1 §2 "video lectures grid with
 * YouTube modal player"). The cards are server-rendered HTML passed in as children; each play
 * control is a link to the video on YouTube carrying `data-video-id` and `data-video-title`
 * (optionally `data-video-detail`). Without JS the link opens YouTube in a new tab; once this
 * island has hydrated, a click opens the player instead. Nothing loads from YouTube before a play:
 * the iframe (youtube-nocookie) exists only while the dialog is open.
 *
 * Any page can use it: `<VideoPlayer client:visible course="neet"><a data-video-id="…" …>…</a></VideoPlayer>`.
 */
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { withErrorBoundary } from './ErrorBoundary';
import VideoDialog, { type PlayingVideo } from './testimonials/VideoDialog';
import { track } from '@/lib/tags/analytics';

interface Props {
  /** The static cards (Astro children) with their play links. */
  children?: ReactNode;
  /** The page's course id, for the video_play analytics event. */
  course?: string;
}

function VideoPlayer({ children, course }: Props) {
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-video-id]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const { videoId, videoTitle = '', videoDetail } = link.dataset;
    if (!videoId) return;
    event.preventDefault();
    trigger.current = link;
    setPlaying({ videoId, title: videoTitle, detail: videoDetail, frameTitle: `${videoTitle}: video` });
    track('video_play', { video_id: videoId, video_title: videoTitle, course, location: 'course_page' });
  };

  const closed = () => {
    setPlaying(null);
    trigger.current?.focus();
  };

  return (
    <div onClick={onClick}>
      {children}
      <VideoDialog video={playing} onClose={closed} />
    </div>
  );
}

export default withErrorBoundary(VideoPlayer);
