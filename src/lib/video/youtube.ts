/**
 * YouTube links (spec document 1 §7): any link form an editor pastes becomes a video id, an embed
 * link for the modal player and, for ids of the standard 11 characters, a thumbnail.
 */

// Ids are URL-safe base64; anything else in the id position is not a video link we can embed.
const VIDEO_ID = /^[A-Za-z0-9_-]+$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const PATH_FORMS = /^\/(?:embed|shorts|live|v)\/([^/]+)/;

/** The video id of a watch, youtu.be, shorts, live or embed link; null for anything else. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(?:www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player, started at once (it opens on the visitor's play click). */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/** YouTube's own thumbnail; only standard 11-character ids have one (the spec's rule). */
export function thumbnailUrl(id: string): string | null {
  return id.length === 11 && VIDEO_ID.test(id) ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}
