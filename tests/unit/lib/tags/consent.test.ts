// @vitest-environment happy-dom
/**
 * The consent bar's inline script (lib/tags/consent.ts) on a page like the ones the site builds:
 * Consent Mode's defaults, the stored choice, the buttons, storage that throws, and the tags it
 * starts once they are allowed and the page is usable: the tag manager and the marketing tags'
 * template.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, consentScript, tagsAllowed } from '@/lib/tags/consent';

type Pushed = IArguments | Record<string, unknown>;
const w = window as unknown as { dataLayer?: Pushed[] };
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

const PAGE = `<template data-tags-allowed><script src="/_astro/MarketingTagsScript.js"></script></template>
  <button data-consent-open>Cookie settings</button>
  <section data-consent-bar><button data-consent="denied">Decline</button>
  <button data-consent="granted">Accept</button></section>`;

/** The document's click listeners the script added: each test's page starts without those of the one before. */
const listeners: EventListener[] = [];
const addListener = document.addEventListener.bind(document);

/** A page with the bar, the marketing tags' template and a footer's Cookie settings, then the bar's script. */
function load(gtmId = 'GTM-TEST', body = PAGE) {
  for (const listener of listeners.splice(0)) document.removeEventListener('click', listener);
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    listeners.push(listener as EventListener);
    addListener(type, listener as EventListener);
  });
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  new Function(consentScript(gtmId))();
  return {
    bar: document.querySelector<HTMLElement>('[data-consent-bar]')!,
    click: (selector: string) => document.querySelector<HTMLElement>(selector)!.click(),
  };
}

/** The data layer's gtag commands, as plain arrays. */
const commands = () =>
  (w.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => [...(entry as IArguments)]);

/** The scripts the page has started, by address (the page is usable: happy-dom's document is complete). */
const started = async () => {
  await vi.runAllTimersAsync();
  return [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
};
const TAGS = ['https://www.googletagmanager.com/gtm.js?id=GTM-TEST', '/_astro/MarketingTagsScript.js'];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  delete w.dataLayer;
  delete document.documentElement.dataset.tags;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the consent bar', () => {
  it('a first visit: defaults denied, the bar shown, no focus taken, no tag started', async () => {
    const { bar } = load();
    expect(commands()).toEqual([['consent', 'default', DENIED]]);
    expect(bar.hasAttribute('data-ask')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(await started()).toEqual([]);
    expect(tagsAllowed()).toBe(false);
  });

  it('Accept: remembered, consent update granted, the tag manager and the marketing tags start once, the bar goes', async () => {
    const { bar, click } = load();
    click('[data-consent="granted"]');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(bar.hasAttribute('data-ask')).toBe(false);
    expect(tagsAllowed()).toBe(true);
    expect(await started()).toEqual(TAGS);
    expect(w.dataLayer).toContainEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    click('[data-consent-open]');
    click('[data-consent="granted"]');
    expect(await started()).toEqual(TAGS);
  });

  it('the next page after Accept: no bar, update granted after the defaults, the tags start', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { bar } = load();
    expect(bar.hasAttribute('data-ask')).toBe(false);
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(await started()).toEqual(TAGS);
  });

  it('Decline: remembered, no bar on the next page, no tag ever', async () => {
    load().click('[data-consent="denied"]');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(await started()).toEqual([]);
    const { bar } = load();
    expect(bar.hasAttribute('data-ask')).toBe(false);
    expect(await started()).toEqual([]);
  });

  it('Cookie settings reopens the bar with focus on it; Decline after Accept withdraws from the next page on', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { bar, click } = load();
    expect(await started()).toEqual(TAGS);
    click('[data-consent-open]');
    expect(bar.hasAttribute('data-ask')).toBe(true);
    expect(document.activeElement).toBe(bar.querySelector('button'));
    click('[data-consent="denied"]');
    expect(bar.hasAttribute('data-ask')).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('[data-consent-open]'));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(commands().at(-1)).toEqual(['consent', 'update', DENIED]);
    load();
    expect(await started()).toEqual([]);
  });

  it('storage that throws: the bar still asks, and Accept holds for this page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { bar, click } = load();
    expect(bar.hasAttribute('data-ask')).toBe(true);
    click('[data-consent="granted"]');
    expect(bar.hasAttribute('data-ask')).toBe(false);
    expect(await started()).toEqual(TAGS);
  });

  it('without a tag manager, only the marketing tags start', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    load(
      '',
      `<template data-tags-allowed><script src="/m.js"></script></template><section data-consent-bar></section>`,
    );
    expect(await started()).toEqual(['/m.js']);
  });
});
