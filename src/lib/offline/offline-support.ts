/**
 * Browser: the service worker's side of every page of a public build (components/shell/
 * OfflineSupport.astro says what and why), started by the shell's one script
 * (components/shell/ShellScripts.astro). The worker is registered once the page has loaded and the
 * browser is idle; on a first visit the page then asks it to store the page and what it used.
 */
import { UPDATED_MESSAGE } from './page-updated';
import { SENT_BY_WORKER_MESSAGE } from '@/lib/leads/sent-by-worker';
import { whenUsable } from '@/lib/browser/timing';

/** Reloads a page served from an old copy, if the visitor has not started reading it and it is not itself such a reload. */
const updated = () => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!scrollY && document.activeElement === document.body && navigation?.type !== 'reload') location.reload();
};

async function register(sw: ServiceWorkerContainer) {
  const firstVisit = !sw.controller;
  // Once the visitor accepts the tags, OneSignal's page code registers this worker again with its own
  // query (`/sw.js?appId=…`: that worker imports OneSignal's): kept while the tags are allowed,
  // replaced by the site's own when they are withdrawn. Kept or not, the browser checks for a new build.
  const existing = await sw.getRegistration();
  const script = existing?.active?.scriptURL;
  const registration =
    existing && script && (!new URL(script).search || document.documentElement.dataset.tags === 'granted')
      ? existing
      : await sw.register('/sw.js');
  if (registration === existing) void registration.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update();
  });
  if (!firstVisit) return;
  const used = performance.getEntriesByType('resource').map((entry) => entry.name);
  (await sw.ready).active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [location.href.split('#')[0], ...used] },
  });
}

/** On a page with the web app manifest (none in an editor preview build, which has no worker). */
export function startOfflineSupport(): void {
  const sw = navigator.serviceWorker;
  if (!sw || !document.querySelector('link[rel="manifest"]')) return;
  sw.addEventListener('message', ({ data }) => {
    if (data?.type === UPDATED_MESSAGE) updated();
    if (data?.type !== SENT_BY_WORKER_MESSAGE) return;
    (window.enquiriesSentByWorker ??= []).push(data);
    const code = document.querySelector<HTMLTemplateElement>('template[data-worker-sent]');
    if (code) document.head.append(code.content.cloneNode(true));
    code?.remove();
  });
  whenUsable(() => void register(sw).catch(() => {}));
}
