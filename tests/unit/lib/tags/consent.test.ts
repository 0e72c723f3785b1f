// @vitest-environment happy-dom
/**
 * The consent bar's inline script (lib/tags/consent.ts) on a page like the ones the site builds:
 * Consent Mode's defaults, the stored choice, the buttons, storage that throws, and
 * `whenTagsAllowed`, which the tag code waits with.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, CONSENT_SCRIPT, TAGS_ALLOWED_EVENT, whenTagsAllowed } from '@/lib/tags/consent';

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

/** A page with the bar and a footer's Cookie settings, then the bar's script run as the page is read. */
function load() {
  document.body.innerHTML = `<section data-consent-bar hidden><button data-consent="denied">Decline</button>
    <button data-consent="granted">Accept</button></section><button data-consent-open>Cookie settings</button>`;
  new Function(CONSENT_SCRIPT)();
  return {
    bar: document.querySelector<HTMLElement>('[data-consent-bar]')!,
    click: (selector: string) => document.querySelector<HTMLElement>(selector)!.click(),
  };
}

/** The data layer's gtag commands, as plain arrays. */
const commands = () => (w.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);

beforeEach(() => {
  localStorage.clear();
  delete w.dataLayer;
  delete document.documentElement.dataset.tags;
});
afterEach(() => vi.restoreAllMocks());

describe('the consent bar', () => {
  it('a first visit: defaults denied, the bar shown, no focus taken, the tags wait', () => {
    const run = vi.fn();
    const { bar } = load();
    expect(commands()).toEqual([['consent', 'default', DENIED]]);
    expect(bar.hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
    whenTagsAllowed(run);
    expect(run).not.toHaveBeenCalled();
  });

  it('Accept: remembered, consent update granted, the waiting tags run once, the bar goes', () => {
    const run = vi.fn();
    const { bar, click } = load();
    whenTagsAllowed(run);
    click('[data-consent="granted"]');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(bar.hidden).toBe(true);
  });

  it('the next page after Accept: no bar, update granted after the defaults, the tags run at once', () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const run = vi.fn();
    const { bar } = load();
    expect(bar.hidden).toBe(true);
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    whenTagsAllowed(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('Decline: remembered, no bar on the next page, the tags never run', () => {
    const run = vi.fn();
    load().click('[data-consent="denied"]');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    const { bar } = load();
    expect(bar.hidden).toBe(true);
    whenTagsAllowed(run);
    dispatchEvent(new Event('click'));
    expect(run).not.toHaveBeenCalled();
  });

  it('Cookie settings reopens the bar with focus on it; Decline after Accept withdraws, and focus goes back', () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { bar, click } = load();
    click('[data-consent-open]');
    expect(bar.hidden).toBe(false);
    expect(document.activeElement).toBe(bar.querySelector('button'));
    click('[data-consent="denied"]');
    expect(bar.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[data-consent-open]'));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(commands().at(-1)).toEqual(['consent', 'update', DENIED]);
    // The next page: nothing allowed.
    const run = vi.fn();
    load();
    whenTagsAllowed(run);
    expect(run).not.toHaveBeenCalled();
  });

  it('storage that throws: the bar still asks, and Accept holds for this page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const run = vi.fn();
    const { bar, click } = load();
    expect(bar.hidden).toBe(false);
    whenTagsAllowed(run);
    click('[data-consent="granted"]');
    expect(run).toHaveBeenCalledTimes(1);
    expect(bar.hidden).toBe(true);
  });

  it('the event the tags wait for is the one the script fires', () => {
    expect(CONSENT_SCRIPT).toContain(`new Event('${TAGS_ALLOWED_EVENT}')`);
  });
});
