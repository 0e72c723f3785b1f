import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, uniqueEmail, captured } from '../support/fixtures';
import { CAPTURE_URL } from '../support/env';

const SUCCESS = "Registration submitted successfully! We'll contact you soon.";
const QUEUED =
  "You're offline. Your enquiry is saved on this device and will be sent automatically when you're back online.";
const SENT = "Your saved enquiry has been sent. We'll contact you soon.";
const ENDPOINT = `${CAPTURE_URL}/enquiry`;

interface Enquiry {
  name: string;
  email: string;
  phone: string;
  course: string;
  message: string;
}
const enquiry = (tag: string): Enquiry => ({
  name: 'Asha Rani',
  email: uniqueEmail(tag),
  phone: '9876543210',
  course: 'neet',
  message: 'Is there a hostel for girls?',
});

/** Accepts every alert and keeps its text. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/**
 * Records each reCAPTCHA execute() call in sessionStorage, which outlives the navigation to / after
 * success. It wraps the fixture's fake as the page assigns it; the fake itself is unchanged.
 */
async function recordRecaptcha(page: Page) {
  await page.addInitScript(() => {
    type Fake = { execute: (key: string, opts: { action: string }) => Promise<string> };
    let current: Fake | undefined;
    Object.defineProperty(window, 'grecaptcha', {
      configurable: true,
      get: () => current,
      set: (fake: Fake) => {
        const execute = fake.execute;
        fake.execute = (key, opts) => {
          const calls = JSON.parse(sessionStorage.getItem('recaptchaCalls') ?? '[]');
          sessionStorage.setItem('recaptchaCalls', JSON.stringify([...calls, { key, action: opts?.action }]));
          return execute(key, opts);
        };
        current = fake;
      },
    });
  });
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Enquiry' });

async function fill(page: Page, e: Enquiry) {
  await expect(submit(page)).toBeEnabled(); // hydrated
  await page.getByLabel('Full Name').fill(e.name);
  await page.getByLabel('Email Address').fill(e.email);
  await page.getByLabel('Phone Number').fill(e.phone);
  await page.getByLabel('Course').selectOption(e.course);
  await page.getByLabel('Message').fill(e.message);
}

const queue = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('enquiry_queue') ?? '[]'));

/** Waits until the capture server holds this e-mail, then a moment more to catch a duplicate. */
async function expectCapturedOnce(page: Page, email: string) {
  await expect.poll(async () => (await captured(email)).length).toBeGreaterThan(0);
  await page.waitForTimeout(1000); // settle: a second send would arrive within this
  const rows = await captured(email);
  expect(rows).toHaveLength(1);
  return rows[0].body;
}

async function queueOffline(context: BrowserContext, page: Page, e: Enquiry) {
  const seen = alerts(page);
  await page.goto('/register');
  await fill(page, e);
  await context.setOffline(true);
  await submit(page).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(QUEUED);
  expect(seen).toEqual([QUEUED]);
}

test('/register sends the exact enquiry with a register_form token, thanks the visitor and goes home', async ({
  page,
}) => {
  const e = enquiry('register');
  const seen = alerts(page);
  await recordRecaptcha(page);
  const recaptchaLoads: string[] = [];
  page.on('request', (r) => r.url().includes('recaptcha/api.js') && recaptchaLoads.push(r.url()));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquire Now' })).toBeVisible();
  await expect(submit(page)).toBeEnabled();
  expect(recaptchaLoads, 'reCAPTCHA must not load with the page').toEqual([]);
  await fill(page, e);
  await expect
    .poll(() => recaptchaLoads)
    .toEqual(['https://www.google.com/recaptcha/api.js?render=test-recaptcha-site-key']);

  await submit(page).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(page).toHaveURL('/');
  expect(seen).toEqual([SUCCESS]);
  expect(await expectCapturedOnce(page, e.email)).toEqual({ ...e, recaptchaToken: 'test-recaptcha-token' });
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('recaptchaCalls') ?? '[]'))).toEqual([
    { key: 'test-recaptcha-site-key', action: 'register_form' },
  ]);
});

const invalid: [string, string, string][] = [
  ['an empty name', 'Full Name', ''],
  ['a malformed e-mail', 'Email Address', 'asha@'],
  ['a 9-digit phone', 'Phone Number', '987654321'],
  ['a phone with letters', 'Phone Number', 'abcdefghij'],
  ['no course', 'Course', ''],
];

for (const [what, label, value] of invalid) {
  test(`the browser blocks ${what}; nothing is sent until it is corrected`, async ({ page }) => {
    const e = enquiry('invalid');
    const seen = alerts(page);
    await page.goto('/register');
    await fill(page, e);
    const field = page.getByLabel(label);
    if (label === 'Course') await field.selectOption(value);
    else await field.fill(value);

    await submit(page).click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await expect(submit(page)).toHaveText('Submit Enquiry');
    await expect(page).toHaveURL('/register');

    // Corrected, the same form goes through once: the blocked attempt sent nothing.
    if (label === 'Course') await field.selectOption(e.course);
    else await field.fill(label === 'Full Name' ? e.name : label === 'Email Address' ? e.email : e.phone);
    await submit(page).click();
    await expect(page).toHaveURL('/');
    expect(seen).toEqual([SUCCESS]);
    expect(await expectCapturedOnce(page, e.email)).toMatchObject({
      name: e.name,
      email: e.email,
      phone: e.phone,
      course: e.course,
    });
  });
}

test('offline: the enquiry is saved and the visitor told; back online it is sent once and the visitor told', async ({
  context,
  page,
}) => {
  const e = enquiry('offline');
  await queueOffline(context, page, e);
  expect(await queue(page)).toEqual([
    expect.objectContaining({ form: 'enquiry', payload: { ...e, recaptchaToken: '' } }),
  ]);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page).toHaveURL('/register');
  expect(await captured(e.email)).toEqual([]);

  await context.setOffline(false);
  await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
  await expect(page.getByRole('form').getByRole('status')).toHaveText('');
  expect(await expectCapturedOnce(page, e.email)).toEqual({ ...e, recaptchaToken: '' });
  expect(await queue(page)).toEqual([]);
});

test('a saved enquiry outlives page loads that cannot send it, and goes on a later visit', async ({
  context,
  page,
}) => {
  const e = enquiry('later');
  await queueOffline(context, page, e);
  // The connection returns but the endpoint stays unreachable, through a reload.
  await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'));
  const failedOnline = page.waitForEvent('requestfailed', (r) => r.url() === ENDPOINT);
  await context.setOffline(false);
  await failedOnline;
  const failedOnLoad = page.waitForEvent('requestfailed', (r) => r.url() === ENDPOINT);
  await page.reload();
  await failedOnLoad;
  expect(await queue(page)).toEqual([expect.objectContaining({ payload: { ...e, recaptchaToken: '' } })]);
  await expect(page.locator('[data-enquiry-toast]')).toHaveText('');

  // A later visit (any page) sends it.
  await page.unroute(ENDPOINT);
  await page.goto('/');
  await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
  expect(await expectCapturedOnce(page, e.email)).toEqual({ ...e, recaptchaToken: '' });
});

test('two open tabs send a saved enquiry once when the connection returns', async ({ context, page }) => {
  const e = enquiry('two-tabs');
  // The fixture keeps only `page` off the internet; the second tab gets the same rule.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  const other = await context.newPage();
  await other.goto('/');
  await queueOffline(context, page, e);

  await context.setOffline(false);
  const body = await expectCapturedOnce(page, e.email);
  expect(body).toEqual({ ...e, recaptchaToken: '' });
  expect(await queue(other)).toEqual([]);
});
