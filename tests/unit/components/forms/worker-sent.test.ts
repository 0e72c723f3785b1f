// @vitest-environment happy-dom
/**
 * components/forms/worker-sent.ts: an open page reports each enquiry the service worker has sent,
 * once, as a conversion with the enquiry's id, both the notes kept before it loaded and later ones.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentByWorker } from '@/lib/leads/sent-by-worker';

const note = (id: string): SentByWorker => ({ type: 'ENQUIRY_SENT', id, form: 'callback', course: 'upsc' });
/** The conversion events in the data layer (gtag's arguments objects), by transaction id. */
const conversions = () =>
  (window.dataLayer ?? [])
    .map((e) => Array.from(e as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'conversion')
    .map(([, , params]) => (params as { transaction_id: string }).transaction_id);

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PUBLIC_GOOGLE_ADS_ID', 'AW-1');
  vi.stubEnv('PUBLIC_GOOGLE_ADS_CONVERSION_LABEL', 'label');
  window.dataLayer = [];
  delete window.gtag;
  document.body.innerHTML = '<div data-enquiry-toast></div>';
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete window.enquiriesSentByWorker;
});

describe('enquiries sent by the service worker', () => {
  it('reports the notes kept before it loaded, then each new one, once each, and shows the toast', async () => {
    window.enquiriesSentByWorker = [note('e-1')];
    await import('@/components/forms/worker-sent');
    expect(conversions()).toEqual(['e-1']);
    expect(document.querySelector('[data-enquiry-toast]')?.textContent).toBe(
      "Your saved enquiry has been sent. We'll contact you soon.",
    );
    window.enquiriesSentByWorker.push(note('e-2'));
    expect(conversions()).toEqual(['e-1', 'e-2']);
  });
});
