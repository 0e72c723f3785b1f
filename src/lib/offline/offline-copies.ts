/**
 * Offline copies (issue 12): the cache names, headers and rules shared by the service worker
 * (src/service-worker/sw.ts), the "Save for offline" control and the /offline/ page. A copy of a
 * page is stored with the time it was saved; copies the visitor saved on purpose are "kept" and
 * never pushed out by newer ones.
 */
import type { offline } from '@/i18n/en/offline';

/** The texts of the /offline/ list and the banner: a language's `offline` dictionary section. */
export type OfflineStrings = typeof offline;

/** Runtime caches; every cache of this site starts with the prefix, so the worker can drop the rest. */
export const CACHE_PREFIX = 'academy-';
export const PAGES_CACHE = `${CACHE_PREFIX}pages-v1`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-v1`;
export const IMAGES_CACHE = `${CACHE_PREFIX}images-v1`;
export const SEARCH_CACHE = `${CACHE_PREFIX}search-v1`;
export const RUNTIME_CACHES = [PAGES_CACHE, ASSETS_CACHE, IMAGES_CACHE, SEARCH_CACHE];

/** The page an unsaved address shows while offline (precached). */
export const OFFLINE_PATH = '/offline/';

/** Whether a path is the offline page, in either language (`/offline/`, `/te/offline/`). */
export const isOfflinePage = (pathname: string) => pathname.endsWith(OFFLINE_PATH);

/** Response headers a stored copy carries: when it was saved, whether it is kept, its size. */
export const SAVED_AT_HEADER = 'x-offline-saved-at';
export const KEPT_HEADER = 'x-offline-kept';
export const SIZE_HEADER = 'x-offline-bytes';
/** The build a page copy came from (the worker serves a copy of its own build at once). */
export const BUILD_HEADER = 'x-offline-build';
/** The message the "Save for offline" control sends the worker: `{ type, url, kept }`; it answers true or false. */
export const KEEP_MESSAGE = 'KEEP_PAGE';

/** Caps, oldest out first: pages opened (kept ones do not count), content images, hashed files, search index. */
export const CAPS = {
  pages: { maxEntries: 100 },
  images: { maxEntries: 60, maxBytes: 30 * 1024 * 1024 },
  assets: { maxEntries: 400 },
  search: { maxEntries: 200 },
} as const;

/** A page address as stored: the address without its fragment. */
export const pageKey = (href: string) => href.split('#')[0];

/** Whether a same-origin path is a page (no file extension) rather than a file. */
export const isPagePath = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');

/** A group of the /offline/ list (its name is in the `offline` dictionary section). */
export type OfflineSection = keyof OfflineStrings['sections'];

/**
 * The groups /offline/ lists copies in, in this order (one path segment after the list: list pages
 * are `…/page/N/` and `…/type/…/`), English and Telugu (`/te/…`) pages alike; anything else is
 * in the "other" group.
 */
export const SECTIONS: readonly { section: OfflineSection; pattern: RegExp }[] = [
  { section: 'currentAffairs', pattern: /^(\/te)?\/courses\/[^/]+\/current-affairs\/[^/]+\/?$/ },
  { section: 'mainsAnswers', pattern: /^(\/te)?\/courses\/[^/]+\/mains-answer-writing\/[^/]+\/?$/ },
  { section: 'quizzes', pattern: /^(\/te)?\/courses\/[^/]+\/current-affairs-quiz\/[^/]+\/?$/ },
  { section: 'pdfs', pattern: /^(\/te)?\/courses\/[^/]+\/current-affairs-pdfs\/?$/ },
];
export const OTHER_SECTION: OfflineSection = 'other';

/** Which /offline/ group a path belongs to. */
export const sectionOf = (pathname: string): OfflineSection =>
  SECTIONS.find(({ pattern }) => pattern.test(pathname))?.section ?? OTHER_SECTION;

/** How save dates read in the scripts of "Save for offline" and /offline/: in India time, as src/lib/dates.ts writes dates. */
export const SAVED_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Kolkata',
};
/** When a stored copy was saved, or null when it carries no (valid) time. */
export function savedAt(response: Response): Date | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return value > 0 ? new Date(value) : null;
}

export const isKept = (response: Response | undefined) => response?.headers.get(KEPT_HEADER) === '1';

/**
 * Headers for a new body made from a response's: without Content-Length and Content-Encoding, which
 * described the bytes on the wire (a read body is decoded, and the banner makes it longer).
 */
export function bodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('content-length');
  copy.delete('content-encoding');
  return copy;
}

/**
 * Cache look-ups ignore `Vary`: a host may vary on `Origin`, which a page's module scripts and fonts
 * send and the addresses stored on the first visit did not; a stored copy is one per address.
 */
export const MATCH_OPTIONS = { ignoreVary: true } as const;

/**
 * A copy of a response to store: same body, status and headers, plus the save time (the original's
 * when it already had one, else `now`), the build it came from (when given), the kept mark and the
 * body size. An opaque response (an image from another origin) cannot be read or rebuilt and is
 * stored as it is.
 */
export async function stamp(
  response: Response,
  { kept = false, now = Date.now(), build }: { kept?: boolean; now?: number; build?: string } = {},
): Promise<Response> {
  if (response.type === 'opaque') return response;
  const body = await response.blob();
  const headers = bodyHeaders(response.headers);
  if (!headers.get(SAVED_AT_HEADER)) headers.set(SAVED_AT_HEADER, String(now));
  if (build) headers.set(BUILD_HEADER, build);
  if (kept) headers.set(KEPT_HEADER, '1');
  else headers.delete(KEPT_HEADER);
  headers.set(SIZE_HEADER, String(body.size));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The part of a Cache the trimming uses (tests pass a small fake). */
export type TrimmableCache = Pick<Cache, 'keys' | 'match' | 'delete'>;

/**
 * Deletes the oldest entries (a cache lists its keys in the order they were stored; storing an
 * address again moves it to the end) until at most `maxEntries` are left and their recorded sizes
 * add up to at most `maxBytes`. Kept copies are never deleted and do not count.
 */
export async function trimCache(
  cache: TrimmableCache,
  { maxEntries, maxBytes = Infinity }: { maxEntries: number; maxBytes?: number },
): Promise<void> {
  const entries: { request: Request; bytes: number }[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request, MATCH_OPTIONS);
    if (!response || isKept(response)) continue;
    entries.push({ request, bytes: Number(response.headers.get(SIZE_HEADER)) || 0 });
  }
  let bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const [index, entry] of entries.entries()) {
    if (entries.length - index <= maxEntries && bytes <= maxBytes) break;
    await cache.delete(entry.request, MATCH_OPTIONS);
    bytes -= entry.bytes;
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

/** A page's title as /offline/ lists it: its `<title>` without the trailing " | {academy name}". */
export function pageTitle(html: string): string {
  const title = decode(html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1] ?? '').trim();
  const cut = title.lastIndexOf(' | ');
  return cut > 0 ? title.slice(0, cut) : title;
}

/** A stored page as /offline/ lists it. */
export interface SavedCopy {
  url: string;
  path: string;
  title: string;
  section: OfflineSection;
  savedAt: Date | null;
  kept: boolean;
}

/** The pages in a cache, newest first. */
export async function savedCopies(cache: Pick<Cache, 'keys' | 'match'>): Promise<SavedCopy[]> {
  const copies: SavedCopy[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request, MATCH_OPTIONS);
    if (!response) continue;
    const { pathname } = new URL(request.url);
    copies.push({
      url: request.url,
      path: pathname,
      title: pageTitle(await response.text()) || pathname,
      section: sectionOf(pathname),
      savedAt: savedAt(response),
      kept: isKept(response),
    });
  }
  return copies.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}
