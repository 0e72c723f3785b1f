/**
 * The service worker's registration (issue 12), run by ShellScripts.astro on the pages of a public
 * build (they link the web app manifest, BaseLayout.astro). The worker is registered once the
 * page has loaded and the browser is idle. On the first visit the page was fetched before any worker
 * existed, so it then asks the worker to store the page and what it used (Workbox's CACHE_URLS
 * message). A tab left open looks for a new worker whenever the visitor comes back to it.
 *
 * A repeat visit may be served from the worker's copy while the host already has a newer page (a
 * deploy the worker finds out about behind it). Told so, the page reloads if the visitor has not
 * started reading (not scrolled, nothing focused) and it is not itself such a reload; otherwise the
 * newer copy, stored by then, is what the next visit to the page shows.
 *
 * Part of the shell's script rather than a script of its own: Astro wrote that one inline into every
 * page, 0.4 KB of gzip in the first round trip (issue 10), and as a file of its own it would be one
 * more request before the first paint.
 */
import { UPDATED_MESSAGE } from '@/lib/page-updated';

export function registerServiceWorker() {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const updated = () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!scrollY && document.activeElement === document.body && navigation?.type !== 'reload') location.reload();
  };
  const register = async () => {
    const firstVisit = !sw.controller;
    const registration = await sw.register('/sw.js');
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update();
    });
    if (!firstVisit) return;
    const used = performance.getEntriesByType('resource').map((entry) => entry.name);
    (await sw.ready).active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [location.href.split('#')[0], ...used] },
    });
  };
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void register().catch(() => {}));
  sw.addEventListener('message', ({ data }) => data?.type === UPDATED_MESSAGE && updated());
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
