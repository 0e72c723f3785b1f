// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsContext,
  deviceType,
  mobileInteraction,
  scrollPercent,
  searchParams,
  touchDurationMetric,
  track,
  type ContextSource,
} from '@/lib/tags/analytics';

const source = (overrides: Partial<ContextSource> = {}): ContextSource => ({
  innerWidth: 360,
  innerHeight: 800,
  screen: { width: 412, height: 915 },
  navigator: { userAgent: 'TestPhone/1.0' },
  ...overrides,
});

describe('deviceType', () => {
  it.each([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'desktop'],
    [1440, 'desktop'],
  ])('%i px wide is %s', (width, type) => expect(deviceType(width)).toBe(type));
});

describe('analyticsContext', () => {
  it('gives device type, screen and viewport size and user agent', () => {
    expect(analyticsContext(source())).toEqual({
      device_type: 'mobile',
      screen_size: '412x915',
      viewport_size: '360x800',
      user_agent: 'TestPhone/1.0',
    });
  });

  it.each([
    [768, 'mobile'],
    [769, 'desktop'],
  ])('a %i px window is %s', (innerWidth, type) => {
    expect(analyticsContext(source({ innerWidth })).device_type).toBe(type);
  });

  it('adds the connection when the browser reports one', () => {
    const navigator = { userAgent: 'X', connection: { effectiveType: '3g', downlink: 1.5, rtt: 300, saveData: true } };
    expect(analyticsContext(source({ navigator })).connection).toEqual({
      effective_type: '3g',
      downlink: 1.5,
      rtt: 300,
      save_data: true,
    });
  });

  it('leaves the connection out when the browser has none', () => {
    expect(analyticsContext(source())).not.toHaveProperty('connection');
  });
});

describe('track', () => {
  beforeEach(() => {
    delete window.dataLayer;
    vi.stubEnv('DEV', false);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('pushes the event with the visitor context to the data layer when a tag manager id is set', () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    track('whatsapp_click', { link_url: 'https://wa.me/91' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'whatsapp_click',
        link_url: 'https://wa.me/91',
        device_type: deviceType(window.innerWidth),
        user_agent: navigator.userAgent,
      }),
    ]);
  });

  it("keeps the event's own params over the context", () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    track('page_view', { device_type: 'kiosk' });
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'page_view', device_type: 'kiosk' });
  });

  it('does nothing without a tag manager id in production', () => {
    vi.stubEnv('PUBLIC_GTM_ID', '');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    track('page_view');
    expect(window.dataLayer).toBeUndefined();
    expect(debug).not.toHaveBeenCalled();
  });

  it('logs to the console in development, without a data layer', () => {
    vi.stubEnv('PUBLIC_GTM_ID', '');
    vi.stubEnv('DEV', true);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    track('phone_call', { link_url: 'tel:+91' });
    expect(debug).toHaveBeenCalledWith(
      '[analytics]',
      expect.objectContaining({ event: 'phone_call', link_url: 'tel:+91' }),
    );
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('scrollPercent', () => {
  it.each([
    [800, 3200, 25],
    [1599, 3200, 50],
    [3200, 3200, 100],
    [3300, 3200, 100],
    [800, 0, 100],
  ])('viewport bottom at %i px of %i px → %i %', (seenTo, height, percent) =>
    expect(scrollPercent(seenTo, height)).toBe(percent),
  );
});

describe('searchParams (the search event)', () => {
  it.each([
    ['rbi', 3, { query_length: 3, result_count: 3 }],
    ['  monetary policy ', 0, { query_length: 15, result_count: 0 }],
    ['gdp', 27, { query_length: 3, result_count: 27 }],
  ])('“%s” with %i results', (query, count, params) => {
    expect(searchParams(query, count)).toEqual(params);
  });

  it('never carries the words searched for', () => {
    expect(JSON.stringify(searchParams('my secret name', 1))).not.toContain('secret');
  });
});

describe('mobileInteraction', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button data-menu-toggle aria-label="Menu"><svg></svg></button>
      <nav data-menu><a href="/about">About</a></nav>
      <nav data-action-bar><a href="tel:+91" id="call"><svg id="icon"></svg>Call</a></nav>
      <dialog open><button aria-label="Close" id="close">×</button><input name="phone" value="9876543210" /></dialog>
      <main><a href="/x" id="plain">Read more</a></main>`;
  });
  const el = (selector: string) => document.querySelector(selector)!;

  it.each([
    [
      'the bar’s Call link (tapped on its icon)',
      '#icon',
      { interaction_area: 'bottom_bar', interaction_target: 'Call' },
    ],
    ['the menu button', '[data-menu-toggle] svg', { interaction_area: 'menu', interaction_target: 'Menu' }],
    ['a menu link', '[data-menu] a', { interaction_area: 'menu', interaction_target: 'About' }],
    ['a dialog’s close button', '#close', { interaction_area: 'dialog', interaction_target: 'Close' }],
    [
      'a field in a dialog: its name, not its value',
      'dialog input',
      { interaction_area: 'dialog', interaction_target: 'phone' },
    ],
    ['the dialog itself (its backdrop)', 'dialog', { interaction_area: 'dialog', interaction_target: 'none' }],
  ])('a tap on %s on a phone', (_, selector, params) => {
    expect(mobileInteraction(el(selector), 360)).toEqual(params);
  });

  it('ignores taps elsewhere on the page', () => {
    expect(mobileInteraction(el('#plain'), 360)).toBeNull();
  });

  it('ignores wider screens', () => {
    expect(mobileInteraction(el('#call'), 1024)).toBeNull();
  });
});

describe('touchDurationMetric', () => {
  it.each([
    [1000, 1087.6, 88],
    [50.2, 50.2, 0],
    [500, 480, 0],
  ])('down at %f ms, up at %f ms → %i ms', (down, up, ms) => {
    expect(touchDurationMetric(down, up)).toEqual({ metric_name: 'TouchDuration', metric_value: ms });
  });
});
