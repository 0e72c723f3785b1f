/**
 * The footer's visitor counter (spec document 1 §4, §9) and the analytics events (§7) as a
 * visitor's browser produces them. The test build has a tag manager id, so events land in
 * window.dataLayer, and once the visitor has accepted the tags the fixture serves a fake gtm.js.
 */
import type { Page } from '@playwright/test';
import { test, expect, desktop, acceptTags } from '../support/fixtures';

type DataLayerEvent = Record<string, unknown> & { event?: string };

/** Events of one name pushed to the data layer so far. */
const events = (page: Page, name: string) =>
  page.evaluate((n) => ((window.dataLayer ?? []) as DataLayerEvent[]).filter((e) => e.event === n), name);

/** The footer's counter, scrolled to as a visitor does: it counts once it comes near the screen. */
async function counter(page: Page) {
  const footerCounter = page.getByTestId('visitor-counter');
  await footerCounter.scrollIntoViewIfNeeded();
  return footerCounter;
}

/** The counter's number, from text such as "1,15,240 visitors". */
const visitors = async (page: Page) => {
  const text = (await page.getByTestId('visitor-counter').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
};

/** Indian digit grouping: 1,15,000 / 12,34,567. */
const indianVisitors = /^\d{1,2}(,\d{2})*,\d{3} visitors$/;

const MINUTE = 60 * 1000;

test.describe('visitor counter', () => {
  // Hour bands and weekends follow the visitor's clock; fix the zone so the cases below mean what they say.
  test.use({ timezoneId: 'Asia/Kolkata' });

  /** Seeds the counter's storage before any page script runs. */
  const seed = (page: Page, views: string, timestamp: number) =>
    page.addInitScript(
      ([v, t]) => {
        localStorage.setItem('unified_page_views', v);
        localStorage.setItem('last_increment_timestamp', t);
      },
      [views, String(timestamp)],
    );

  test('the HTML says Loading visitors... until the script shows the number', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    expect(html).toMatch(/data-testid="visitor-counter"[\s\S]*?Loading visitors\.\.\./);
  });

  test('it counts only once the footer comes near, with no script file of its own', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('visitor-counter')).toHaveText('Loading visitors...');
    expect(await page.evaluate(() => localStorage.getItem('unified_page_views'))).toBeNull();
    const before = scripts.length;
    await expect(await counter(page)).toHaveText('1,15,000 visitors');
    // The scroll brings web-vitals (loaded on the first scroll or tap), nothing for the counter.
    expect(scripts.slice(before).filter((url) => !url.includes('/WebVitals.'))).toEqual([]);
  });

  test('a first visit shows the baseline in Indian grouping and remembers it', async ({ page }) => {
    await page.goto('/about');
    const footerCounter = await counter(page);
    await expect(footerCounter).toHaveText('1,15,000 visitors');
    await expect(footerCounter).toHaveText(indianVisitors);
    expect(await page.evaluate(() => localStorage.getItem('unified_page_views'))).toBe('115000');
    expect(Number(await page.evaluate(() => localStorage.getItem('last_increment_timestamp')))).toBeGreaterThan(0);
  });

  test('a stored number below the baseline is raised to it', async ({ page }) => {
    await seed(page, '100', Date.now());
    await page.goto('/about');
    await expect(await counter(page)).toHaveText('1,15,000 visitors');
  });

  for (const { when, time, low, high } of [
    // base 20–49 × 1.8 (9–18 h) → 36–88
    { when: 'a weekday at 10:00', time: '2025-06-11T10:00:00+05:30', low: 36, high: 88 },
    // base 20–49 × 0.6 (night) → 12–29
    { when: 'a weekday at 03:00', time: '2025-06-11T03:00:00+05:30', low: 12, high: 29 },
    // base 20–49 × 1.8 × 0.8 (Sunday) → 28–70
    { when: 'a Sunday at 10:00', time: '2025-06-15T10:00:00+05:30', low: 28, high: 70 },
  ]) {
    test(`on ${when}, 31 minutes after the last increment, it grows by ${low}–${high}`, async ({ page }) => {
      const now = new Date(time).getTime();
      await page.clock.install({ time: now });
      await seed(page, '120000', now - 31 * MINUTE);
      await page.goto('/about');
      await expect(await counter(page)).toHaveText(indianVisitors);
      const count = await visitors(page);
      expect(count).toBeGreaterThanOrEqual(120_000 + low);
      expect(count).toBeLessThanOrEqual(120_000 + high);
    });
  }

  test('29 minutes after the last increment it waits, and the 2-minute refresh grows it', async ({ page }) => {
    const now = new Date('2025-06-11T10:00:00+05:30').getTime();
    await page.clock.install({ time: now });
    await seed(page, '120000', now - 29 * MINUTE);
    await page.goto('/about');
    const footerCounter = await counter(page);
    await expect(footerCounter).toHaveText('1,20,000 visitors');

    await page.clock.runFor(110_000);
    await expect(footerCounter).toHaveText('1,20,000 visitors');
    await page.clock.runFor(10_000);
    await expect(footerCounter).not.toHaveText('1,20,000 visitors');
    await expect(footerCounter).toHaveText(indianVisitors);
    expect(await visitors(page)).toBeGreaterThanOrEqual(120_036);
    expect(await visitors(page)).toBeLessThanOrEqual(120_088);
  });

  for (const { failure, init } of [
    {
      failure: 'getItem and setItem throw',
      init: () => {
        Storage.prototype.getItem = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    },
    {
      failure: 'localStorage itself is refused',
      init: () =>
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        }),
    },
  ]) {
    test(`still shows a number when ${failure}`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.addInitScript(init);
      await page.goto('/about');
      await expect(await counter(page)).toHaveText('1,15,000 visitors');
      await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('analytics events', () => {
  test('page_view on load carries path, title, referrer and the phone context', async ({ page, baseURL }) => {
    await page.goto('/about', { referer: `${baseURL}/` });
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
    const [view] = await events(page, 'page_view');
    const browser = await page.evaluate(() => ({
      title: document.title,
      screen: `${screen.width}x${screen.height}`,
      userAgent: navigator.userAgent,
    }));
    expect(view).toMatchObject({
      page_path: '/about',
      page_title: browser.title,
      page_referrer: `${baseURL}/`,
      device_type: 'mobile',
      screen_size: browser.screen,
      viewport_size: '360x800',
      user_agent: browser.userAgent,
      connection: {
        effective_type: expect.any(String),
        downlink: expect.any(Number),
        rtt: expect.any(Number),
        save_data: expect.any(Boolean),
      },
    });
  });

  test('taps on the phone menu and in a dialog are mobile_interaction events', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect
      .poll(() => events(page, 'mobile_interaction'))
      .toEqual([
        expect.objectContaining({ interaction_area: 'menu', interaction_target: 'Menu', device_type: 'mobile' }),
      ]);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.evaluate(() => document.querySelector<HTMLDialogElement>('#contact-dialog')!.showModal());
    await page.getByRole('dialog', { name: 'Contact Us' }).getByRole('button', { name: 'Close' }).tap();
    await expect
      .poll(async () => (await events(page, 'mobile_interaction')).at(-1))
      .toMatchObject({ interaction_area: 'dialog', interaction_target: 'Close' });
  });

  test.describe('on a desktop', () => {
    test.use(desktop);
    test('page_view says desktop', async ({ page }) => {
      await page.goto('/about');
      await expect
        .poll(() => events(page, 'page_view'))
        .toEqual([expect.objectContaining({ device_type: 'desktop', viewport_size: '1440x900' })]);
    });
  });

  test('the tag manager loads only after the load event, then web-vitals waits for the first interaction', async ({
    page,
  }) => {
    await acceptTags(page);
    const order: string[] = [];
    page.on('load', () => order.push('load'));
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager.com/gtm.js?id=GTM-TEST123')) order.push('gtm.js');
      if (r.url().includes('WebVitals')) order.push('web-vitals');
    });
    await page.goto('/about');
    await page.waitForFunction(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(order).toEqual(['load', 'gtm.js']);
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const gtm = performance.getEntriesByType('resource').find((e) => e.name.includes('gtm.js'));
      return { loadEnd: nav.loadEventEnd, gtmStart: gtm?.startTime };
    });
    expect(timing.gtmStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(await events(page, 'gtm.js')).toEqual([expect.objectContaining({ 'gtm.start': expect.any(Number) })]);
    await expect.poll(() => events(page, 'web_vitals')).toEqual([expect.objectContaining({ metric_name: 'PageLoad' })]);
    // Left alone, the page fetches nothing more: web-vitals is not part of the no-interaction budget.
    await page.waitForLoadState('networkidle');
    expect(order).toEqual(['load', 'gtm.js']);
    expect(await events(page, 'web_vitals')).toHaveLength(1);

    // The first tap brings in web-vitals, which reports FCP and TTFB from the buffered entries; the
    // tap itself is measured as a touch duration.
    await page.getByRole('heading', { level: 1 }).tap();
    await expect
      .poll(async () => (await events(page, 'web_vitals')).map((e) => e.metric_name).sort())
      .toEqual(['FCP', 'PageLoad', 'TTFB', 'TouchDuration']);
    expect(order).toEqual(['load', 'gtm.js', 'web-vitals']);
    const fromWebVitals = (e: DataLayerEvent) => !['PageLoad', 'TouchDuration'].includes(String(e.metric_name));
    for (const metric of (await events(page, 'web_vitals')).filter(fromWebVitals)) {
      expect(metric).toMatchObject({
        metric_value: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      });
    }
  });

  test('LCP arrives after the next key press; CLS, INP and time_on_page (once) when the page is left', async ({
    page,
  }) => {
    await page.goto('/about');
    const metrics = async () => (await events(page, 'web_vitals')).map((e) => e.metric_name);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(metrics).toContain('FCP');
    // web-vitals settles LCP on the first real (trusted) key press or click after it starts.
    await page.keyboard.press('Tab');
    await expect.poll(metrics).toContain('LCP');
    // Headless tabs never go to the background; tell the page it was hidden, then closed.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    await expect
      .poll(() => events(page, 'time_on_page'))
      .toEqual([expect.objectContaining({ seconds: expect.any(Number) })]);
    await expect.poll(metrics).toEqual(expect.arrayContaining(['CLS', 'INP']));
  });

  test('scroll_depth reports each mark once as the visitor scrolls down', async ({ page }) => {
    await page.goto('/about');
    const depths = async () => (await events(page, 'scroll_depth')).map((e) => e.percent_scrolled);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2 - innerHeight));
    await expect.poll(depths).toEqual([25, 50]);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(depths).toEqual([25, 50, 75, 100]);
  });

  for (const { link, event, href } of [
    { link: 'WhatsApp', event: 'whatsapp_click', href: /^https:\/\/wa\.me\// },
    { link: 'Call', event: 'phone_call', href: /^tel:/ },
  ]) {
    test(`tapping the bottom bar's ${link} link pushes ${event} and mobile_interaction`, async ({ page }) => {
      await page.goto('/about');
      // Keep the visitor here: no WhatsApp tab, no dialler. The click still reaches the page's listeners.
      await page.evaluate(() => addEventListener('click', (e) => e.preventDefault(), { capture: true }));
      await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: link }).tap();
      await expect
        .poll(() => events(page, event))
        .toEqual([expect.objectContaining({ link_url: expect.stringMatching(href), device_type: 'mobile' })]);
      await expect
        .poll(() => events(page, 'mobile_interaction'))
        .toEqual([expect.objectContaining({ interaction_area: 'bottom_bar', interaction_target: link })]);
      await expect
        .poll(() => events(page, 'web_vitals'))
        .toContainEqual(expect.objectContaining({ metric_name: 'TouchDuration', metric_value: expect.any(Number) }));
    });
  }
});
