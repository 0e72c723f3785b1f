// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the modules, with the build settings stubbed before. */
const load = async () => {
  vi.resetModules();
  return import('@/lib/leads/enquiry-sent');
};

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  document.head.innerHTML = '';
  delete document.documentElement.dataset.tags;
});
afterEach(() => vi.unstubAllEnvs());

/** The data layer's gtag commands (Arguments objects) as arrays; the analytics events as they are. */
const layer = () =>
  (window.dataLayer ?? []).map((e) =>
    Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
  );

describe('reportSent', () => {
  it('with Google Ads on and accepted: loads its tag once and reports one conversion per enquiry, its id the transaction id', async () => {
    vi.stubEnv('PUBLIC_GOOGLE_ADS_ID', 'AW-123');
    vi.stubEnv('PUBLIC_GOOGLE_ADS_CONVERSION_LABEL', 'abcLabel');
    document.documentElement.dataset.tags = 'granted'; // the consent bar's mark of a visitor who accepted
    const { reportSent } = await load();
    reportSent('callback', { id: 'e-1', course: 'upsc' });
    reportSent('enquiry', { id: 'e-2', course: 'neet' });
    expect(layer().filter(Array.isArray)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'AW-123'],
      [
        'event',
        'conversion',
        { send_to: 'AW-123/abcLabel', transaction_id: 'e-1', event_label: 'callback', transport_type: 'beacon' },
      ],
      [
        'event',
        'conversion',
        { send_to: 'AW-123/abcLabel', transaction_id: 'e-2', event_label: 'enquiry', transport_type: 'beacon' },
      ],
    ]);
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=AW-123',
    ]);
  });

  it('with Google Ads on but not accepted: the conversion waits in the data layer, and no Google tag loads', async () => {
    vi.stubEnv('PUBLIC_GOOGLE_ADS_ID', 'AW-123');
    vi.stubEnv('PUBLIC_GOOGLE_ADS_CONVERSION_LABEL', 'abcLabel');
    const { reportSent } = await load();
    reportSent('callback', { id: 'e-1', course: 'upsc' });
    expect(layer().filter(Array.isArray)).toEqual([
      ['event', 'conversion', expect.objectContaining({ send_to: 'AW-123/abcLabel', transaction_id: 'e-1' })],
    ]);
    expect(document.querySelector('script')).toBeNull();
  });

  it.each([
    ['no Ads variable', {}],
    ['an id without a label', { PUBLIC_GOOGLE_ADS_ID: 'AW-123' }],
  ])('with %s: no Google tag, no conversion', async (_, vars) => {
    for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
    const { reportSent } = await load();
    reportSent('enquiry', { id: 'e-1', course: 'neet' });
    expect(window.gtag).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('records form_complete and contact_submission with the form and course only', async () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    const { reportSent } = await load();
    reportSent('callback', { id: 'e-1', course: 'upsc' });
    expect(layer()).toEqual([
      expect.objectContaining({ event: 'form_complete', form: 'callback', course: 'upsc' }),
      expect.objectContaining({ event: 'contact_submission', form: 'callback', course: 'upsc' }),
    ]);
    expect(JSON.stringify(layer())).not.toContain('e-1');
  });
});
