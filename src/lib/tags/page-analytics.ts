/**
 * Browser: the site-wide analytics of components/shell/Analytics.astro (spec document 1 §7, §9),
 * started by the shell's one script (components/shell/ShellScripts.astro). A page_view per page
 * load, clicks on [data-track="event_name"] elements, taps on a phone's bottom bar, menu and
 * dialogs, touch duration, scroll depth, time on page and the page load time, all through `track`;
 * web-vitals waits in Analytics' template for the first tap, key, scroll or tab switch.
 */
import {
  SCROLL_DEPTHS,
  mobileInteraction,
  scrollPercent,
  touchDurationMetric,
  track,
  type AnalyticsEvent,
} from './analytics';
import { whenScrollPauses, whenUsable } from '@/lib/browser/timing';

export function startAnalytics(): void {
  // Replaced at build time: without a tag manager id, a production build drops this whole block.
  if (!import.meta.env.PUBLIC_GTM_ID && !import.meta.env.DEV) return;
  window.dataLayer ??= [];
  track('page_view', {
    page_path: location.pathname + location.search,
    page_title: document.title,
    page_referrer: document.referrer,
  });

  // Phone, WhatsApp and map links (and anything else) name their event in data-track.
  document.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-track]');
    if (el) track(el.dataset.track as AnalyticsEvent, { link_url: el.getAttribute('href') ?? undefined });
  });

  // Taps on a phone's bottom bar, menu and dialogs.
  document.addEventListener('click', (e) => {
    const params = mobileInteraction(e.target as Element, innerWidth);
    if (params) track('mobile_interaction', params);
  });

  // How long each finger rests on the screen for a tap (a touch that turns into a scroll is cancelled).
  let touchDown: number | undefined;
  addEventListener('pointerdown', (e) => (touchDown = e.pointerType === 'touch' ? e.timeStamp : undefined));
  addEventListener('pointercancel', () => (touchDown = undefined));
  addEventListener('pointerup', (e) => {
    if (touchDown !== undefined && e.pointerType === 'touch')
      track('web_vitals', touchDurationMetric(touchDown, e.timeStamp));
    touchDown = undefined;
  });

  // Each depth mark is sent once per page, checked 16 ms after scrolling pauses.
  const reached = new Set<number>();
  const checkDepth = () => {
    const percent = scrollPercent(scrollY + innerHeight, document.documentElement.scrollHeight);
    for (const depth of SCROLL_DEPTHS) {
      if (percent < depth || reached.has(depth)) continue;
      reached.add(depth);
      track('scroll_depth', { percent_scrolled: depth });
    }
  };
  whenScrollPauses(checkDepth);

  // Seconds since the page opened, each time the visitor leaves it (hidden tab or navigation; both events fire on leaving).
  let left = false;
  const leave = () => {
    if (!left) track('time_on_page', { seconds: Math.round(performance.now() / 1000) });
    left = true;
  };
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? leave() : (left = false),
  );
  addEventListener('pagehide', leave);

  // Once the page is usable: the page load time. (The tag manager starts from the consent bar's script.)
  whenUsable(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (navigation) track('web_vitals', { metric_name: 'PageLoad', metric_value: Math.round(navigation.loadEventEnd) });
  });

  // web-vitals (3.2 KB gzip) would break the 5 KB budget of the lightest pages, so its script waits
  // in Analytics' template until the first tap, key, scroll or tab switch. It reads the browser's
  // buffered entries, so FCP, TTFB, LCP and CLS are complete; INP misses only a first interaction
  // shorter than 104 ms.
  const vitals = document.querySelector<HTMLTemplateElement>('template[data-web-vitals]');
  const loadVitals = () => {
    if (vitals?.isConnected) document.head.append(vitals.content.cloneNode(true));
    vitals?.remove();
  };
  for (const type of ['pointerdown', 'keydown', 'scroll'])
    addEventListener(type, loadVitals, { once: true, passive: true });
  document.addEventListener('visibilitychange', loadVitals, { once: true });
}
