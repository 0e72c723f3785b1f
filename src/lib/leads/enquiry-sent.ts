/**
 * What the page records when an enquiry reaches the endpoint, however it went (at once, from the
 * outbox, or from the service worker's queue while a page is open): the ad platform's conversion,
 * once per enquiry (its id is the conversion's transaction id), and the analytics events. Only the
 * form and course go out, never the visitor's details.
 */
import { track } from '@/lib/tags/analytics';
import { reportConversion } from '@/lib/tags/google-ads';
import type { EnquiryFormName } from '@/lib/leads/enquiry-hand-over';

export function reportSent(form: EnquiryFormName, { id, course }: { id?: string; course: string }): void {
  reportConversion(form, id);
  const params = { form, course };
  track('form_complete', params);
  track('contact_submission', params);
}
