/**
 * What a video card needs from a YouTube link (spec document 1 §7): the video id for the player,
 * a canonical watch link for visitors without JS, and YouTube's thumbnail — only for standard
 * 11-character ids, as the spec says; other ids get no remote picture.
 */
import { thumbnailUrl, youtubeVideoId } from './youtube';

export interface VideoLinks {
  /** The id the modal player embeds; null when the link is not a YouTube video. */
  videoId: string | null;
  /** Where the card links without JS. */
  watchUrl: string;
  /** YouTube's thumbnail, when the id has one. */
  thumbnail: string | null;
}

export function videoLinks(link: string): VideoLinks {
  const videoId = youtubeVideoId(link);
  if (!videoId) return { videoId: null, watchUrl: link.trim(), thumbnail: null };
  return {
    videoId,
    watchUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
    thumbnail: thumbnailUrl(videoId),
  };
}
