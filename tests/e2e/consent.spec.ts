/**
 * Consent before tags (issue 44): the test build has a tag manager, so every page asks once, in a
 * bar above the phone's action bar, before anything reaches a tag vendor. Accept loads the tags
 * (Google Consent Mode's `update` granted) and is remembered; the footer's Cookie settings reopens
 * the bar, and Decline there stops the tags from the next page on. The variant has every marketing
 * tag on; the references site has none, and no bar.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gzipSize } from '../support/dist';

const VENDOR = /googletagmanager\.com|googleadservices\.com|doubleclick\.net|clarity\.ms|onesignal\.com/;
const ARTICLE = '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/';
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

/** Every request to a tag vendor from now on (the fixture fulfils gtm.js with a fake, aborts the rest). */
function vendorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => VENDOR.test(new URL(r.url()).hostname) && seen.push(r.url()));
  return seen;
}

/** Waits until the page is usable (load, then an idle moment) and a while after: when the tags would start. */
const usable = async (page: Page) => {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 1000), { timeout: 3000 })));
};

/** The Consent Mode commands in the data layer (gtag pushes `arguments` objects). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e) => Object.prototype.toString.call(e) === '[object Arguments]')
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter(([command]) => command === 'consent'),
  );

const gtmLoaded = (page: Page) => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded === true);

const bar = (page: Page, name = 'Cookie consent') => page.getByRole('region', { name });

test('a first visit: the bar asks, and nothing reaches a tag vendor until Accept', async ({ page }) => {
  const requests = vendorRequests(page);
  await page.goto('/about');
  const consent = bar(page);
  await expect(consent).toBeVisible();
  await expect(consent).toContainText('May we use analytics and ad cookies? Privacy notice');
  await expect(consent.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy/');
  // It takes no focus on arrival.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await usable(page);
  expect(requests).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await consentCommands(page)).toEqual([['consent', 'default', DENIED]]);

  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toBeHidden();
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  expect(requests).toEqual([expect.stringContaining('googletagmanager.com/gtm.js?id=GTM-TEST123')]);
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', DENIED],
    ['consent', 'update', GRANTED],
  ]);

  // Remembered: the next page asks nothing and loads the tag manager once it is usable.
  await page.goto('/contact');
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  await expect(bar(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', DENIED],
    ['consent', 'update', GRANTED],
  ]);
});

test('Cookie settings reopens the bar; Decline there stops the tags from the next page on', async ({ page }) => {
  await page.goto('/about');
  await bar(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => gtmLoaded(page)).toBe(true);

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const consent = bar(page);
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Decline' })).toBeFocused();
  await consent.getByRole('button', { name: 'Decline' }).click();
  await expect(consent).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);

  const requests = vendorRequests(page);
  await page.goto('/contact');
  await usable(page);
  expect(requests).toEqual([]);
  await expect(bar(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([['consent', 'default', DENIED]]);
});

test('the buttons work from the keyboard', async ({ page }) => {
  await page.goto('/about');
  const consent = bar(page);
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Tab');
  await expect(consent.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(consent).toBeHidden();
  await expect.poll(() => gtmLoaded(page)).toBe(true);
});

test('a Telugu page asks in Telugu and links the Telugu privacy page', async ({ page }) => {
  await page.goto('/te/');
  const consent = bar(page, 'కుకీల అనుమతి');
  await expect(consent).toBeVisible();
  await expect(consent).toContainText('విశ్లేషణ, ప్రకటనల కుకీలు వాడవచ్చా? గోప్యతా ప్రకటన');
  await expect(consent.getByRole('link', { name: 'గోప్యతా ప్రకటన' })).toHaveAttribute('href', '/te/privacy/');
  await expect(consent.getByRole('button', { name: 'వద్దు' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'అంగీకరించు' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'కుకీ సెట్టింగ్‌లు' })).toHaveCount(1);
});

test.describe('on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const path of ['/about', ARTICLE, '/te/']) {
    test(`${path}: the bar sits above the action bar, below the first heading, and moves nothing`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await usable(page);
      const consent = (await page.locator('[data-consent-bar]').boundingBox())!;
      const actionBar = (await page.getByTestId('action-bar').boundingBox())!;
      const heading = (await page.locator('main :is(h1, h2):not(.sr-only)').first().boundingBox())!;
      expect(consent.y + consent.height).toBeLessThanOrEqual(actionBar.y + 0.5);
      expect(heading.y + heading.height).toBeLessThanOrEqual(consent.y);
      // One row: under a tenth of the screen.
      expect(consent.height).toBeLessThanOrEqual(64);
      // Telugu pages move as this machine's Telugu font gives way to Noto Sans Telugu, bar or none
      // (the hero's text too: TeluguFontFace.astro); English pages do not move at all.
      if (!path.startsWith('/te/'))
        expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    });
  }
});

test.describe('every marketing tag on (the variant)', () => {
  test('Clarity, OneSignal and Google Ads wait for Accept, then load', async ({ page, variant }) => {
    const requests = vendorRequests(page);
    await page.goto(`${variant}/about`);
    await usable(page);
    expect(requests).toEqual([]);
    await expect(page.locator('script[src*="clarity"], script[src*="onesignal"], script[src*="gtag"]')).toHaveCount(0);
    // The site registers its worker as /sw.js: OneSignal's worker code is imported only into the one
    // OneSignal's page code registers after Accept (/sw.js?appId=…).
    const worker = await (await page.request.get(`${variant}/sw.js`)).text();
    expect(worker).toMatch(/\.has\("appId"\)/);
    await bar(page).getByRole('button', { name: 'Accept' }).click();
    const hosts = () => [...new Set(requests.map((url) => new URL(url).hostname))].sort();
    await expect.poll(hosts).toEqual(['cdn.onesignal.com', 'www.clarity.ms', 'www.googletagmanager.com']);
  });
});

test('the bar and its script add under 1 KB of gzip to a page, the Telugu one too', async ({ request }) => {
  for (const path of ['/about', '/te/']) {
    const html = await (await request.get(path)).text();
    const bar = html.match(/<section[^>]*data-consent-bar[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(bar).toContain('<script>');
    expect(gzipSize(html) - gzipSize(html.replace(bar, ''))).toBeLessThan(1024);
  }
});

test('a build without tags has no bar, no Cookie settings and none of their code', async ({ page, references }) => {
  const html = await (await fetch(`${references}/`)).text();
  expect(html).not.toContain('data-consent');
  expect(html).not.toContain('tag_consent');
  await page.goto(`${references}/`);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
});

test.describe('out of the way', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the footer's last line scrolls into view above the open bar", async ({ page }) => {
    await page.goto('/about');
    // The footer is laid out once it nears the screen (content-visibility): to the end, then the new end.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    const box = (await settings.boundingBox())!;
    const consent = (await page.locator('[data-consent-bar]').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(consent.y);
  });

  test('while a form is filled in, the bar steps aside, and comes back after', async ({ page }) => {
    await page.goto('/register');
    const consent = page.locator('[data-consent-bar]');
    await page.getByLabel('Full Name').first().focus();
    await expect(consent).toBeHidden();
    await page.getByLabel('Full Name').first().blur();
    await expect(consent).toBeVisible();
  });
});
