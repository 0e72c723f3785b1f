/**
 * Analytics events (spec document 1 §7). `track` is the one entry point for scripts and islands.
 * Events go to the tag manager's data layer when PUBLIC_GTM_ID is set, and to the console in
 * development; otherwise nothing is recorded.
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

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  const payload = { event, ...params };
  if (import.meta.env.PUBLIC_GTM_ID) (window.dataLayer ??= []).push(payload);
  if (import.meta.env.DEV) console.debug('[analytics]', payload);
}
