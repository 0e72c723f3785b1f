/**
 * The service worker (issue 12), bundled to `/sw.js` at the end of the build by
 * src/integrations/service-worker.ts, which also fills in `self.__WB_MANIFEST` (the shell).
 *
 * - Pages: a copy stored from this very build is served at once (a repeat visit paints without
 *   waiting for the network) and checked against the host's page behind it; if they differ (a
 *   deploy the worker has not seen yet), the copy is replaced and the page told, so it reloads if
 *   the visitor has not started reading. Any other page: network first (3 s), every copy stored with its save
 *   time and build; offline (or slow) the stored copy is served with a banner saying when it was
 *   saved, an address never stored gets /offline/.
 * - Hashed `/_astro/` files: cache first (their names change when their content does).
 * - Content images: stale-while-revalidate, at most 60 images / 30 MB, oldest out first.
 * - The search index (`/pagefind/`): network first, so it works offline after the first search.
 * - The page asks for what it used before the worker controlled it (CACHE_URLS message).
 * - A new worker takes over at once and deletes caches no current version uses.
 * - Enquiries a page could not send are handed to it (Background Sync, lib/leads/enquiry-hand-over.ts):
 *   kept a week in IndexedDB and sent when the browser says the connection is back, even with
 *   every tab closed; an open page is told, for the conversion. Answers sent for review likewise, in
 *   a queue of their own (lib/answers/answer-hand-over.ts): once one is settled, the device's record
 *   of it says so (lib/answers/answer-store.ts) and open pages are told, for its status.
 * - With push notifications switched on (PUBLIC_ONESIGNAL_APP_ID) and accepted, OneSignal's worker
 *   code is imported here: the site has one worker, not two.
 */
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerObject, WorkboxPlugin } from 'workbox-core/types';
import {
  ASSETS_CACHE,
  CACHE_PREFIX,
  CAPS,
  IMAGES_CACHE,
  MATCH_OPTIONS,
  OFFLINE_PATH,
  PAGES_CACHE,
  RUNTIME_CACHES,
  KEEP_MESSAGE,
  SEARCH_CACHE,
  BUILD_HEADER,
  bodyHeaders,
  isKept,
  isPagePath,
  savedAt,
  stamp,
  trimCache,
} from '../lib/offline/offline-copies';
import { UPDATED_MESSAGE } from '../lib/offline/page-updated';
import { withBanner } from '../lib/offline/offline-banner';
import { langOf, localePath } from '../i18n/lang';
import { ONESIGNAL_WORKER_SDK } from '../lib/tags/marketing-tags';
import {
  EnquiryRejected,
  HAND_OVER_MESSAGE,
  WORKER_QUEUE_MINUTES,
  WORKER_QUEUE_NAME,
  enquiryRequest,
  send,
  type EnquiryFormName,
  type HandOver,
} from '../lib/leads/enquiry-hand-over';
import { SENT_BY_WORKER_MESSAGE, type SentByWorker } from '../lib/leads/sent-by-worker';
import {
  ANSWER_HAND_OVER_MESSAGE,
  ANSWER_QUEUE_NAME,
  ANSWER_SETTLED_MESSAGE,
  type AnswerHandOver,
  type AnswerSettled,
} from '../lib/answers/answer-hand-over';
import { deviceAnswers } from '../lib/answers/answer-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** The digest of the build this worker belongs to (src/integrations/service-worker.ts). */
declare const __BUILD__: string;
/** The build's PUBLIC_ENQUIRY_ENDPOINT ('' when none): the only address the queue sends to. */
declare const __ENQUIRY_ENDPOINT__: string;
/** Push notifications are on (PUBLIC_ONESIGNAL_APP_ID set); false drops this code from the bundle. */
declare const __ONESIGNAL__: boolean;

if (__ONESIGNAL__ && new URLSearchParams(self.location.search).has('appId')) {
  // Only in the worker OneSignal's page code registers (`sw.js?appId=…`), which loads only once the
  // visitor has accepted the tags: the site's own registration (`/sw.js`) asks OneSignal for nothing.
  // Only while the worker first runs, as importScripts allows. Unreachable (offline, blocked), the
  // site's worker still installs: offline reading and queued enquiries never depend on push.
  try {
    importScripts(ONESIGNAL_WORKER_SDK);
  } catch (error) {
    console.warn('Push notifications are off: OneSignal could not be loaded', error);
  }
}

/** Origins whose images are content (Contentful's Images API); others (YouTube thumbnails) are left alone. */
const IMAGE_ORIGINS = new Set([self.location.origin, 'https://images.ctfassets.net']);
const HASHED = '/_astro/';
/** Images by name, for the addresses a page asks to store (CACHE_URLS requests have no destination). */
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

// The shell: hashed files go to the runtime cache of hashed files (a page saved under an older
// build keeps finding its own CSS there), the rest (offline page, icons, manifest) is precached.
const shell = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
const hashedShell = shell.filter((entry) => entry.url.startsWith(HASHED)).map((entry) => entry.url);
precacheAndRoute(shell.filter((entry) => !entry.url.startsWith(HASHED)));
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    caches.open(ASSETS_CACHE).then(async (cache) => {
      const missing = [];
      for (const url of hashedShell) if (!(await cache.match(url, MATCH_OPTIONS))) missing.push(url);
      await cache.addAll(missing);
    }),
  );
});
clientsClaim();
self.addEventListener('activate', (event) => {
  const current = new Set(RUNTIME_CACHES);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((n) => caches.delete(n)),
        ),
      ),
  );
});

/** Keeps a cache within its cap after each store. */
const capped = (cacheName: string, cap: { maxEntries: number; maxBytes?: number }): WorkboxPlugin => ({
  cacheDidUpdate: async () => trimCache(await caches.open(cacheName), cap),
});

/** The copy of a page to store, or null (an error, a redirect, not HTML); a kept copy stays kept. */
async function pageCopy(request: Request, response: Response): Promise<Response | null> {
  if (!response.ok || response.redirected || !response.headers.get('content-type')?.includes('text/html')) {
    return null;
  }
  const previous = await caches.match(request.url, { cacheName: PAGES_CACHE, ...MATCH_OPTIONS });
  return stamp(response, { kept: isKept(previous), build: __BUILD__ });
}

/** Asks the host for a page past the browser's HTTP cache (the static host lets it keep pages for 10 minutes). */
const fromHost = (request: Request) =>
  new Request(request.url, {
    cache: 'no-cache',
    credentials: request.credentials,
    headers: request.headers,
    redirect: request.redirect,
  });

/**
 * Network first: a new deploy shows on the next online navigation. Stores each page with its save
 * time and build; serves a stored copy with the banner; /offline/ for the rest. The banner and the
 * offline page are in the language of the page asked for (`/te/…`: Telugu).
 */
const pageCopies: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => fromHost(request),
  cacheWillUpdate: async ({ request, response }) => pageCopy(request, response),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse) return null;
    const { pathname } = new URL(request.url);
    const html = withBanner(await cachedResponse.clone().text(), savedAt(cachedResponse), pathname);
    return new Response(html, { status: cachedResponse.status, headers: bodyHeaders(cachedResponse.headers) });
  },
  handlerDidError: async ({ request }) =>
    request.mode === 'navigate'
      ? matchPrecache(localePath(langOf(new URL(request.url).pathname), OFFLINE_PATH))
      : undefined,
};
const networkFirstPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  matchOptions: MATCH_OPTIONS,
  networkTimeoutSeconds: 3,
  plugins: [pageCopies, capped(PAGES_CACHE, CAPS.pages)],
});

/** Tells the page a navigation made (once it exists) that the host has a newer version of it. */
async function tellUpdated(clientId: string) {
  if (!clientId) return; // a copy asked for by the page itself (CACHE_URLS), not a navigation
  for (let tries = 0; tries < 100; tries++) {
    const client = await self.clients.get(clientId);
    if (client) return client.postMessage({ type: UPDATED_MESSAGE });
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Fetches the page a copy was served for; stores it, and tells the page when it differs from the copy. */
async function revalidate(request: Request, served: Response, clientId: string) {
  const response = await fetch(fromHost(request));
  const copy = await pageCopy(request, response.clone());
  if (!copy) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request.url, copy);
  await trimCache(cache, CAPS.pages);
  if ((await response.text()) !== (await served.text())) await tellUpdated(clientId);
}

/**
 * Pages. A copy stored from this build is served at once while online, and the host's page fetched
 * behind it (at most one navigation shows an older build: the one that finds it out). Anything else
 * goes network first.
 */
const pages: RouteHandlerObject = {
  handle: async (options) => {
    const { request, event } = options;
    const stored = await caches.match(request.url, { cacheName: PAGES_CACHE, ...MATCH_OPTIONS });
    if (!stored || stored.headers.get(BUILD_HEADER) !== __BUILD__ || !navigator.onLine) {
      return networkFirstPages.handle(options);
    }
    const clientId = event instanceof FetchEvent ? event.resultingClientId || event.clientId : '';
    (event as ExtendableEvent).waitUntil(revalidate(request, stored.clone(), clientId).catch(() => {}));
    return stored;
  },
};

/** Records each image's size so the cap can count bytes (an image from another origin is opaque: count only). */
const imageSizes: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok || response.type === 'opaque' ? stamp(response) : null),
};

const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;

router.registerRoute(
  new Route(({ request, url }) => sameOrigin(url) && (request.mode === 'navigate' || isPagePath(url.pathname)), pages),
);
// A visit also asks the browser for another sync while enquiries or answers wait: after its last
// retry the browser stops firing them until the next registration.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(retryWaiting().catch(() => {}));
});
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith(HASHED),
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      matchOptions: MATCH_OPTIONS,
      plugins: [capped(ASSETS_CACHE, CAPS.assets)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ request, url }) =>
      IMAGE_ORIGINS.has(url.origin) && (request.destination === 'image' || IMAGE_FILE.test(url.pathname)),
    new StaleWhileRevalidate({
      cacheName: IMAGES_CACHE,
      matchOptions: MATCH_OPTIONS,
      plugins: [imageSizes, capped(IMAGES_CACHE, CAPS.images)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/pagefind/'),
    new NetworkFirst({
      cacheName: SEARCH_CACHE,
      matchOptions: MATCH_OPTIONS,
      networkTimeoutSeconds: 3,
      plugins: [capped(SEARCH_CACHE, CAPS.search)],
    }),
  ),
);
router.addFetchListener();
router.addCacheListener();

/** "Save for offline": keeps the page (storing a copy first if there is none) or lets it go. */
async function keep(url: string, kept: boolean): Promise<boolean> {
  const cache = await caches.open(PAGES_CACHE);
  const stored = await cache.match(url, MATCH_OPTIONS);
  try {
    const copy = stored ?? (await fetch(url, { cache: 'no-cache' }));
    if (!copy.ok) return false;
    await cache.put(url, await stamp(copy, { kept, build: stored ? undefined : __BUILD__ }));
    return true;
  } catch {
    return false; // no copy and no connection
  }
}
self.addEventListener('message', (event) => {
  const { type, url, kept } = event.data ?? {};
  const handed = type === HAND_OVER_MESSAGE ? takeOver : type === ANSWER_HAND_OVER_MESSAGE ? takeAnswer : undefined;
  if (handed) {
    event.waitUntil(
      handed(event.data)
        .catch(() => false)
        .then((stored) => event.ports[0]?.postMessage(stored)),
    );
  }
  if (type !== KEEP_MESSAGE || typeof url !== 'string' || new URL(url).origin !== self.location.origin) return;
  event.waitUntil(keep(url, kept === true).then((done) => event.ports[0]?.postMessage(done)));
});

/** What the enquiries' queue keeps beside each request: enough to tell a page, never the visitor's details. */
interface QueuedNote extends Noted {
  form: EnquiryFormName;
  course: string;
}

/** What a queue keeps beside each request: at least the id it was handed under. */
interface Noted {
  id: string;
}

/** Tells one open page (if any) that a queued enquiry has gone: it reports the conversion once. */
async function tellSent(note: QueuedNote) {
  const [page] = await self.clients.matchAll({ type: 'window' });
  page?.postMessage({ type: SENT_BY_WORKER_MESSAGE, ...note } satisfies SentByWorker);
}

/**
 * A queue's sync: sends it oldest first. A request leaves the queue only once the web app confirms
 * it, or refuses it for good (sending it again cannot help; the page checks what the web app
 * checks, so only a change to one of them lands here); then `settled` is told, with the refusal's
 * reason. Any other outcome puts it back at the front and the browser retries later.
 */
const sendEach =
  <N extends Noted>(settled: (note: N, refused?: string) => Promise<void>) =>
  async ({ queue }: { queue: Queue }) => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      const note = entry.metadata as N;
      let refused: string | undefined;
      try {
        await send(entry.request.clone(), note.id);
      } catch (error) {
        if (!(error instanceof EnquiryRejected)) {
          await queue.unshiftRequest(entry);
          throw error;
        }
        refused = error.reason;
      }
      await settled(note, refused);
    }
  };

const enquiries = new Queue(WORKER_QUEUE_NAME, {
  maxRetentionTime: WORKER_QUEUE_MINUTES,
  onSync: sendEach<QueuedNote>(async (note, refused) => {
    if (refused === undefined) await tellSent(note);
    else console.error(`Enquiry ${note.id} refused by the web app: ${refused}`);
  }),
});

/**
 * The answers: once one is settled the device's record says so (a record that cannot be written
 * keeps its old status; the answer is not sent again for it) and every open page is told.
 */
const answers = new Queue(ANSWER_QUEUE_NAME, {
  maxRetentionTime: WORKER_QUEUE_MINUTES,
  onSync: sendEach<Noted>(async ({ id }, refused) => {
    const change = refused === undefined ? { state: 'sent' as const } : { state: 'refused' as const, reason: refused };
    await deviceAnswers.update(id, { ...change, keeper: undefined }).catch(() => {});
    for (const page of await self.clients.matchAll({ type: 'window' })) {
      page.postMessage({ type: ANSWER_SETTLED_MESSAGE, id } satisfies AnswerSettled);
    }
  }),
});

/** Registers another sync for each queue that holds something. */
async function retryWaiting() {
  for (const queue of [enquiries, answers]) if (await queue.size()) await queue.registerSync();
}

/** Keeps a request for Background Sync: true once stored; an id the queue already holds counts as stored, never twice. */
async function hold(queue: Queue, request: Request, note: Noted): Promise<boolean> {
  const held = await queue.getAll();
  if (held.some((entry) => (entry.metadata as Noted | undefined)?.id === note.id)) return true;
  await queue.pushRequest({ request, metadata: { ...note } });
  return true;
}

/** Keeps a page's enquiry for Background Sync. */
async function takeOver({ payload }: HandOver): Promise<boolean> {
  if (!__ENQUIRY_ENDPOINT__ || typeof payload?.id !== 'string' || !payload.id) return false;
  const note: QueuedNote = { id: payload.id, form: payload.form, course: payload.course };
  return hold(enquiries, enquiryRequest(__ENQUIRY_ENDPOINT__, payload), note);
}

/** Keeps a page's answer for Background Sync. */
async function takeAnswer({ payload }: AnswerHandOver): Promise<boolean> {
  if (!__ENQUIRY_ENDPOINT__ || typeof payload?.id !== 'string' || !payload.id) return false;
  return hold(answers, enquiryRequest(__ENQUIRY_ENDPOINT__, payload), { id: payload.id });
}
