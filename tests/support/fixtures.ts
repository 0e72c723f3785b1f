/**
 * The browser tests' `test`: every page is kept off the internet. Requests to anything but
 * 127.0.0.1 are aborted, except the tag manager and reCAPTCHA scripts, which get small fakes so
 * the configured-service paths run without the real services. `variant` and `references` are the
 * origins of the test site's variants (tests/support/variant-build.mjs), each served on a free port
 * for the tests that use it.
 */
import { resolve } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { CAPTURE_URL } from './env';
import { REFERENCES_DIST, VARIANT_DIST } from './variant-build.mjs';
import { serve } from '../../scripts/lighthouse/serve.mjs';
import { dictionary, type Lang } from '../../src/i18n';
import { CONSENT_KEY } from '../../src/lib/tags/consent';

/** A stand-in for gtm.js: records that it loaded, keeps dataLayer as pushed. */
const fakeGtm = `window.__gtmLoaded = true;`;
/** A stand-in for reCAPTCHA v3's api.js: ready() runs at once, execute() resolves a fixed token. */
const fakeRecaptcha = `window.grecaptcha = {
  ready: (cb) => cb(),
  execute: (key, opts) => { window.__recaptchaCalls = (window.__recaptchaCalls || []).concat([{ key, action: opts && opts.action }]); return Promise.resolve('test-recaptcha-token'); }
};`;

/** A worker fixture serving a built site from `dist` on a free port, giving its origin. */
function served(
  dist: string,
): [(args: object, use: (origin: string) => Promise<void>) => Promise<void>, { scope: 'worker' }] {
  return [
    async ({}, use) => {
      const site = await serve(resolve(dist), 0);
      await use(site.origin);
      await site.close();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<{ page: Page }, { variant: string; references: string }>({
  variant: served(VARIANT_DIST),
  references: served(REFERENCES_DIST),
  page: async ({ page }, use) => {
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      if (url.includes('googletagmanager.com/gtm.js'))
        return route.fulfill({ contentType: 'text/javascript', body: fakeGtm });
      if (url.includes('recaptcha/api.js'))
        return route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha });
      return route.abort('internetdisconnected');
    });
    await use(page);
  },
});

export { expect };

/**
 * A visitor who accepted the tags in the consent bar on an earlier page (src/lib/tags/consent.ts):
 * from the next page on, the tags load as soon as the page is usable. For the tests that expect
 * the tag manager or the marketing tags; tests/e2e/consent.spec.ts taps Accept itself.
 */
export const acceptTags = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_KEY);

export const desktop = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } as const;

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`).first();

/** Waits until the first island of a component (its file name, e.g. "EnquiryForm") has hydrated. */
export const hydrated = (page: Page, component: string) => expect(island(page, component)).not.toHaveAttribute('ssr');

/** A visitor's first use of an island that hydrates on it (`client:interaction`): focus inside it, then hydrated. */
export async function firstUse(page: Page, component: string) {
  await island(page, component).locator('button, select, input, a').first().focus();
  await hydrated(page, component);
}

/**
 * The area on screen of each shown icon in the header drawn from the icon sprite (`<svg><use
 * href="/_astro/icons.….svg#…">`, src/lib/page/inline-svg.ts): 0 for one whose sprite did not load.
 */
export const spriteIconAreas = (page: Page) =>
  page.locator('header svg > use').evaluateAll((uses) =>
    uses
      .filter((use) => use.parentElement!.getBoundingClientRect().width > 0)
      .map((use) => {
        const { width, height } = use.getBoundingClientRect();
        return width * height;
      }),
  );

/** Whether the header's shown icons are all drawn (there are some, each with an area). */
export const iconsDrawn = async (page: Page) => {
  const areas = await spriteIconAreas(page);
  return areas.length > 0 && areas.every((area) => area > 0);
};

/** Ticks a form's consent box, as a visitor agreeing to its notice must before sending (`scope`: the form, its dialog or the page). */
export const agree = (scope: Page | Locator, lang: Lang = 'en') =>
  scope.getByRole('checkbox', { name: dictionary(lang).forms.consentLabel }).check();

/** A unique e-mail per test, so parallel tests can find their own enquiries on the capture server. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Enquiries the capture server received for an e-mail. */
export async function captured(email: string): Promise<{ contentType?: string; body: Record<string, string> }[]> {
  const res = await fetch(`${CAPTURE_URL}/captured?email=${encodeURIComponent(email)}`);
  return res.json();
}

/** How many enquiries for an e-mail reached the capture server, those it failed too. */
export async function attempts(email: string): Promise<number> {
  return (await fetch(`${CAPTURE_URL}/attempts?email=${encodeURIComponent(email)}`)).json();
}

/**
 * How the capture server's endpoint fails (tests/support/capture-server.mjs): an HTTP status, the
 * web app's "error" or "rejected" answer, an HTML sign-in page, or no answer at all ("hang").
 */
export type Outage = number | 'error' | 'rejected' | 'html' | 'hang';

/**
 * Makes the capture server's endpoint fail (down) or work again for one e-mail's enquiries; without
 * `answer` it drops the connection, as an unreachable web app does.
 */
export async function setOutage(email: string, down: boolean, answer?: Outage): Promise<void> {
  const how = answer ? `&answer=${answer}` : '';
  await fetch(`${CAPTURE_URL}/outage?email=${encodeURIComponent(email)}&down=${down ? 1 : 0}${how}`, {
    method: 'POST',
  });
}
