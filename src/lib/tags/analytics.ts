/**
 * Analytics events (spec document 1 §7). `track` is the one entry point for scripts and islands.
 * Events go to the tag manager's data layer when PUBLIC_GTM_ID is set, and to the console in
 * development; otherwise nothing is recorded. Every event carries the visitor context below.
 * The page-level wiring (page views, clicks, scroll depth, time on page, web vitals, loading the
 * tag manager) is in components/shell/Analytics.astro.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'course_enrollment'
  | 'contact_submission'
  | 'pdf_download'
  | 'search'
  | 'scholarship_inquiry'
  | 'mobile_interaction'
  | 'scroll_depth'
  | 'time_on_page'
  | 'form_start'
  | 'form_complete'
  | 'video_play'
  | 'phone_call'
  | 'whatsapp_click'
  | 'location_click'
  | 'web_vitals';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Network Information API fields (`navigator.connection`, Chromium browsers only). */
export interface ConnectionInfo {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

/** Where the context is read from: `window` in the browser, a plain object in tests. */
export interface ContextSource {
  innerWidth: number;
  innerHeight: number;
  screen: { width: number; height: number };
  navigator: { userAgent: string; connection?: ConnectionInfo };
}

/** Widths up to this count as mobile (spec §9). */
export const MOBILE_MAX_WIDTH = 768;

/** The spec's two device types, by viewport width; there is no tablet class. */
export const deviceType = (width: number): 'mobile' | 'desktop' => (width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');

/** Device type, screen and viewport size, user agent and (where the browser tells) the connection. */
export function analyticsContext(source: ContextSource = window) {
  const { connection, userAgent } = source.navigator;
  return {
    device_type: deviceType(source.innerWidth),
    screen_size: `${source.screen.width}x${source.screen.height}`,
    viewport_size: `${source.innerWidth}x${source.innerHeight}`,
    user_agent: userAgent,
    ...(connection && {
      connection: {
        effective_type: connection.effectiveType,
        downlink: connection.downlink,
        rtt: connection.rtt,
        save_data: connection.saveData,
      },
    }),
  };
}

/** Records an event with the visitor context; the event's own params win over the context. */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  // Both flags are replaced at build time, so a production build without a tag manager keeps an empty function.
  if (!import.meta.env.PUBLIC_GTM_ID && !import.meta.env.DEV) return;
  const payload = { event, ...analyticsContext(), ...params };
  if (import.meta.env.PUBLIC_GTM_ID) (window.dataLayer ??= []).push(payload);
  if (import.meta.env.DEV) console.debug('[analytics]', payload);
}

/** The scroll_depth marks (percent of the page seen). */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;

/** How much of a `pageHeight` px page is seen when the viewport's bottom edge is at `seenTo` px, 0–100. */
export const scrollPercent = (seenTo: number, pageHeight: number): number =>
  pageHeight > 0 ? Math.min(100, Math.round((seenTo / pageHeight) * 100)) : 100;

/** The `search` event's parameters: how long the query was and how many results it found, never the words. */
export const searchParams = (query: string, resultCount: number) => ({
  query_length: query.trim().length,
  result_count: resultCount,
});

/** The parts of the page whose taps on a phone are a `mobile_interaction` (spec §7), by the selector that finds them. */
const MOBILE_AREAS = [
  ['bottom_bar', '[data-action-bar]'],
  ['menu', '[data-menu], [data-menu-toggle]'],
  ['dialog', 'dialog'],
] as const;

/**
 * The `mobile_interaction` event's parameters for a tap on `target` in a `viewportWidth` px wide
 * page: which area (the bottom bar, the menu, a dialog) and which control, named by its label —
 * form fields by their name, never their value. Null on wider screens and elsewhere on the page.
 */
export function mobileInteraction(target: Element, viewportWidth: number) {
  if (deviceType(viewportWidth) !== 'mobile') return null;
  const area = MOBILE_AREAS.find(([, selector]) => target.closest(selector));
  if (!area) return null;
  const control = target.closest('a, button, summary, input, select, textarea');
  const field = control?.getAttribute('name');
  const label = control?.getAttribute('aria-label') ?? control?.textContent?.replace(/\s+/g, ' ').trim();
  return { interaction_area: area[0], interaction_target: field ?? (label || control?.localName || 'none') };
}

/**
 * Touch duration as a performance metric (spec §7: sent like the other metrics, as `web_vitals`):
 * from a finger's touch down to its lift, in whole milliseconds.
 */
export const touchDurationMetric = (downAt: number, upAt: number) => ({
  metric_name: 'TouchDuration',
  metric_value: Math.max(0, Math.round(upAt - downAt)),
});
