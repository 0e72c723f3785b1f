import type { BrowserContext, Page } from '@playwright/test';
import {
  test,
  expect,
  uniqueEmail,
  captured,
  setOutage,
  hydrated,
  attempts,
  type Outage,
  agree,
} from '../support/fixtures';
import { phones } from '../../src/data/contacts';
import { CAPTURE_URL, SITE_URL } from '../support/env';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';

const SUCCESS = "Registration submitted successfully! We'll contact you soon.";
/** Without Background Sync (service workers blocked here, as in a browser without it): the page's outbox. */
const QUEUED = `You're offline. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on ${phones.admissions.display}.`;
const KEPT_IN_OUTBOX = `Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on ${phones.admissions.display}.`;
const SERVER_DOWN = `We couldn't reach our server. ${KEPT_IN_OUTBOX}`;
const UNCONFIRMED = `Our server did not confirm that it received your enquiry. ${KEPT_IN_OUTBOX}`;
/** The web app refused it (the capture server's reason): the form keeps what was typed. */
const REASON = 'Please choose a course from the list.';
const REFUSED = `Your enquiry was not accepted: ${REASON} Please correct it and submit again, or call Admissions on ${phones.admissions.display}.`;
/** How long the site waits for the web app's answer (src/lib/leads/enquiry-hand-over.ts SEND_TIMEOUT_MS). */
const SEND_TIMEOUT_MS = 20_000;
/** Any enquiry id (the page makes one per enquiry). */
const ID = expect.any(String);
const SENT = "Your saved enquiry has been sent. We'll contact you soon.";
const WAITING = '1 enquiry waiting to be sent';
const ENDPOINT = `${CAPTURE_URL}/enquiry`;
/** The consent every enquiry carries: the notice's version, when the box was ticked, the page's language. */
const CONSENT = { notice: NOTICE_VERSION, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), lang: 'en' };

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
  await hydrated(page, 'EnquiryForm');
  await page.getByLabel('Full Name').fill(e.name);
  await page.getByLabel('Email Address').fill(e.email);
  await page.getByLabel('Phone Number').fill(e.phone);
  await page.getByLabel('Course').selectOption(e.course);
  await page.getByLabel('Message').fill(e.message);
  await agree(page);
}

const queue = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('enquiry_queue') ?? '{"items":[]}').items);
/** The outbox indicator under the header. */
const indicator = (page: Page) => page.locator('[data-outbox]');
/** Every POST to the endpoint this page makes. */
function posts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.url() === ENDPOINT && r.method() === 'POST' && seen.push(r.url()));
  return seen;
}

/** Waits until the capture server holds this e-mail, then a moment more to catch a duplicate. */
async function expectCapturedOnce(page: Page, email: string) {
  await expect.poll(async () => (await captured(email)).length).toBeGreaterThan(0);
  await page.waitForTimeout(1000); // settle: a second send would arrive within this
  const rows = await captured(email);
  expect(rows).toHaveLength(1);
  return rows[0].body;
}

/** Submits the enquiry offline (the outbox keeps it); gives the alerts the page shows, from then on too. */
async function queueOffline(context: BrowserContext, page: Page, e: Enquiry) {
  const seen = alerts(page);
  await page.goto('/register');
  await fill(page, e);
  await context.setOffline(true);
  await submit(page).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(QUEUED);
  expect(seen).toEqual([QUEUED]);
  return seen;
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
  await hydrated(page, 'EnquiryForm');
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
  expect(await expectCapturedOnce(page, e.email)).toEqual({
    ...e,
    id: ID,
    form: 'enquiry',
    consent: CONSENT,
    recaptchaToken: 'test-recaptcha-token',
  });
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

test('unticked consent: nothing is sent, the box says why and keeps what was typed; ticked, it goes', async ({
  page,
}) => {
  const e = enquiry('consent');
  const seen = alerts(page);
  const sent = posts(page);
  await page.goto('/register');
  await fill(page, e);
  const box = page.getByRole('checkbox', { name: 'I agree to this use of my details.' });
  await box.uncheck();
  await submit(page).click();
  const why = page.getByRole('alert').filter({ hasText: 'Please tick the box' });
  await expect(why).toHaveText('Please tick the box to agree before sending: nothing is sent without it.');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-describedby', new RegExp(`^${await why.getAttribute('id')} `));
  await expect(page.getByLabel('Full Name')).toHaveValue(e.name);
  await expect(page.getByLabel('Message')).toHaveValue(e.message);
  expect(sent).toEqual([]);
  expect(seen).toEqual([]);
  await expect(page.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute('href', '/privacy/');

  await box.check();
  await expect(why).toBeHidden();
  await submit(page).click();
  await expect(page).toHaveURL('/');
  expect((await expectCapturedOnce(page, e.email)).consent).toEqual(CONSENT);
});

test('offline: the enquiry is saved and the visitor told; back online it is sent once, with a fresh reCAPTCHA token, and the visitor told', async ({
  context,
  page,
}) => {
  const e = enquiry('offline');
  await queueOffline(context, page, e);
  expect(await queue(page)).toEqual([
    expect.objectContaining({ payload: { ...e, id: ID, form: 'enquiry', consent: CONSENT, recaptchaToken: '' } }),
  ]);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page).toHaveURL('/register');
  await expect(indicator(page)).toBeVisible();
  await expect(indicator(page)).toContainText(WAITING);
  expect(await captured(e.email)).toEqual([]);

  await context.setOffline(false);
  await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
  await expect(page.getByRole('form').getByRole('status')).toHaveText('');
  await expect(indicator(page)).toBeHidden();
  // Queued offline without a token; resent from /register, which has reCAPTCHA, with a fresh one.
  expect(await expectCapturedOnce(page, e.email)).toEqual({
    ...e,
    id: ID,
    form: 'enquiry',
    consent: CONSENT,
    recaptchaToken: 'test-recaptcha-token',
  });
  expect(await queue(page)).toEqual([]);
});

test('endpoint down: the visitor is told the server could not be reached; no retry storm; Send now sends it once it is up', async ({
  page,
}) => {
  const e = enquiry('down');
  await setOutage(e.email, true);
  const seen = alerts(page);
  const sent = posts(page);
  await page.goto('/register');
  await fill(page, e);
  await submit(page).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(SERVER_DOWN);
  expect(seen).toEqual([SERVER_DOWN]);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(indicator(page)).toContainText(WAITING);
  expect(sent).toHaveLength(1);

  // Page loads within the back-off (5 minutes after a failure) do not try again.
  await page.goto('/about');
  await expect(indicator(page)).toContainText(WAITING);
  await page.reload();
  await expect(indicator(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(1);
  expect(await captured(e.email)).toEqual([]);

  // Still down, Send now says so and keeps it.
  await indicator(page).getByRole('button', { name: 'Send now' }).click();
  await expect(indicator(page).getByRole('status')).toHaveText("We couldn't reach our server. We'll try again later.");
  expect(sent).toHaveLength(2);
  expect(await queue(page)).toHaveLength(1);

  // It goes with the token it was submitted with (expired by now: the sheet records it as unverified).
  await setOutage(e.email, false);
  await indicator(page).getByRole('button', { name: 'Send now' }).click();
  await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
  await expect(indicator(page)).toBeHidden();
  expect(await expectCapturedOnce(page, e.email)).toEqual({
    ...e,
    id: ID,
    form: 'enquiry',
    consent: CONSENT,
    recaptchaToken: 'test-recaptcha-token',
  });
  expect(await queue(page)).toEqual([]);
});

test('after the back-off a later page load sends it by itself, and each failure waits longer', async ({ page }) => {
  const e = enquiry('backoff');
  await setOutage(e.email, true);
  const sent = posts(page);
  await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
  await page.goto('/register');
  await fill(page, e);
  await submit(page).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(SERVER_DOWN);

  // 6 minutes later (past the 5-minute back-off): one try on load, which fails again.
  await page.clock.setSystemTime(new Date('2026-11-23T10:06:00'));
  await page.goto('/about');
  await expect.poll(() => sent.length).toBe(2);
  // 8 minutes after that failure is inside the doubled back-off (10 minutes): no try.
  await page.clock.setSystemTime(new Date('2026-11-23T10:14:00'));
  await page.reload();
  await expect(indicator(page)).toContainText(WAITING);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(2);

  await setOutage(e.email, false);
  await page.clock.setSystemTime(new Date('2026-11-23T10:17:00'));
  await page.reload();
  await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
  expect(await expectCapturedOnce(page, e.email)).toEqual({
    ...e,
    id: ID,
    form: 'enquiry',
    consent: CONSENT,
    recaptchaToken: 'test-recaptcha-token',
  });
});

/** Answers that do not confirm an enquiry: what the visitor is told, and Send now's note while it lasts. */
const unconfirmed: [what: string, outage: Outage, told: string, later?: string][] = [
  [
    'answers 200 with {"result":"error"}',
    'error',
    UNCONFIRMED,
    "Our server did not confirm your enquiry. We'll try again later.",
  ],
  [
    'answers 200 with an HTML sign-in page',
    'html',
    UNCONFIRMED,
    "Our server did not confirm your enquiry. We'll try again later.",
  ],
  ['does not answer within 20 s', 'hang', SERVER_DOWN],
];

for (const [what, outage, told, later] of unconfirmed) {
  test(`the web app ${what}: the visitor is told the truth, nothing is deleted, and it is sent once when the web app recovers`, async ({
    page,
  }) => {
    const e = enquiry(`unconfirmed-${outage}`);
    await setOutage(e.email, true, outage);
    const seen = alerts(page);
    await page.clock.install();
    await page.goto('/register');
    await fill(page, e);
    await submit(page).click();
    if (outage === 'hang') {
      await expect.poll(() => attempts(e.email)).toBe(1);
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await page.clock.fastForward(SEND_TIMEOUT_MS);
    }
    await expect(page.getByRole('form').getByRole('status')).toHaveText(told);
    expect(seen).toEqual([told]);
    expect(await queue(page)).toEqual([
      expect.objectContaining({
        payload: { ...e, id: ID, form: 'enquiry', consent: CONSENT, recaptchaToken: 'test-recaptcha-token' },
      }),
    ]);
    await expect(indicator(page)).toContainText(WAITING);
    if (later) {
      await indicator(page).getByRole('button', { name: 'Send now' }).click();
      await expect(indicator(page).getByRole('status')).toHaveText(later);
    }
    await page.reload();
    await expect(indicator(page)).toContainText(WAITING);
    expect(await queue(page)).toHaveLength(1);
    expect(await captured(e.email)).toEqual([]);

    await setOutage(e.email, false);
    await indicator(page).getByRole('button', { name: 'Send now' }).click();
    await expect(page.locator('[data-enquiry-toast]')).toHaveText(SENT);
    expect(await expectCapturedOnce(page, e.email)).toEqual({
      ...e,
      id: ID,
      form: 'enquiry',
      consent: CONSENT,
      recaptchaToken: 'test-recaptcha-token',
    });
    expect(await queue(page)).toEqual([]);
  });
}

test('the web app refuses the enquiry: its reason is shown, every field keeps what was typed, nothing is saved', async ({
  page,
}) => {
  const e = enquiry('refused');
  await setOutage(e.email, true, 'rejected');
  const seen = alerts(page);
  await page.goto('/register');
  await fill(page, e);
  await submit(page).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(REFUSED);
  expect(seen).toEqual([REFUSED]);
  for (const [label, value] of [
    ['Full Name', e.name],
    ['Email Address', e.email],
    ['Phone Number', e.phone],
    ['Course', e.course],
    ['Message', e.message],
  ])
    await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(submit(page)).toBeEnabled();
  await expect(page).toHaveURL('/register');
  expect(await queue(page)).toEqual([]);
  await expect(indicator(page)).toBeHidden();
  expect(await captured(e.email)).toEqual([]);
  await setOutage(e.email, false);
});

test('a saved enquiry the web app refuses is removed and the visitor told why, with the Admissions number', async ({
  context,
  page,
}) => {
  const e = enquiry('refused-later');
  const seen = await queueOffline(context, page, e);
  await setOutage(e.email, true, 'rejected');
  await context.setOffline(false);
  const told = `Our server did not accept a saved enquiry, so it has been removed: ${REASON} Please fill in the form again, or call Admissions on ${phones.admissions.display}.`;
  await expect.poll(() => seen).toEqual([QUEUED, told]);
  await expect(indicator(page)).toBeHidden();
  expect(await queue(page)).toEqual([]);
  expect(await captured(e.email)).toEqual([]);
  await setOutage(e.email, false);
});

test('after 7 days of failures the visitor is told once, with the Admissions number; it stays until discarded', async ({
  page,
}) => {
  const e = enquiry('week');
  await setOutage(e.email, true);
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  await page.goto('/about');
  await page.evaluate(
    ([payload, queuedAt, lastFailedAt]) =>
      localStorage.setItem(
        'enquiry_queue',
        JSON.stringify({
          items: [{ id: 'week-old', queuedAt, payload }],
          lastFailedAt,
          failures: 9,
          warned: false,
        }),
      ),
    [
      {
        ...e,
        id: 'week-old',
        form: 'callback',
        message: '',
        consent: { notice: NOTICE_VERSION, at: new Date(now - 8 * day).toISOString(), lang: 'en' },
      },
      now - 8 * day,
      now - 60_000,
    ] as const,
  );
  await page.reload();
  const notice = indicator(page).getByRole('alert');
  await expect(notice).toContainText('We have not been able to send your enquiry for 7 days.');
  await expect(notice.getByRole('link', { name: phones.admissions.display })).toHaveAttribute(
    'href',
    `tel:+${phones.admissions.e164}`,
  );
  await page.reload();
  await expect(indicator(page)).toContainText(WAITING);
  await expect(notice).toBeHidden();
  expect(await queue(page)).toHaveLength(1);

  const seen = alerts(page);
  await indicator(page).getByRole('button', { name: 'Discard' }).click();
  await expect(indicator(page)).toBeHidden();
  expect(seen).toEqual(['Discard your saved enquiry? It will not be sent.']);
  expect(await queue(page)).toEqual([]);
  await setOutage(e.email, false);
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
  // Whichever tab sends it: with a fresh token from one whose form is up, else without.
  expect(body).toEqual({ ...e, id: ID, form: 'enquiry', consent: CONSENT, recaptchaToken: expect.any(String) });
  expect(await queue(other)).toEqual([]);
  await expect(indicator(other)).toBeHidden();
  await expect(indicator(page)).toBeHidden();
});

test.describe('with Background Sync (the service worker allowed)', () => {
  test.use({ serviceWorkers: 'allow' });
  const BACKGROUND =
    "You're offline. Your enquiry is saved on this device and will be sent automatically, even if you close this page.";
  const SYNC_TAG = 'workbox-background-sync:enquiries';

  /** The enquiry ids in the worker's queue (workbox-background-sync's IndexedDB store). */
  const workerQueue = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('workbox-background-sync');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('requests').objectStore('requests').getAll();
            all.onsuccess = () =>
              resolve(
                all.result
                  .filter((r: { queueName: string }) => r.queueName === 'enquiries')
                  .map((r: { metadata: { id: string } }) => r.metadata.id),
              );
          };
        }),
    );

  /**
   * Fires the queue's sync in the site's worker, as the browser does when the connection returns,
   * through the DevTools protocol of `page` (any page of the browser, even about:blank).
   */
  async function syncFrom(context: BrowserContext, page: Page) {
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: r }) => registrations.push(...r));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(SITE_URL))).toBeTruthy();
    const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(SITE_URL))!;
    return () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: SITE_URL,
        registrationId,
        tag: SYNC_TAG,
        lastChance: false,
      });
  }

  /** Submits the enquiry offline, so the worker keeps it; gives its id in the worker's queue. */
  async function queueInWorker(context: BrowserContext, page: Page, e: Enquiry) {
    await page.goto('/register');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await fill(page, e);
    await context.setOffline(true);
    await submit(page).click();
    await expect(page.getByRole('form').getByRole('status')).toHaveText(BACKGROUND);
    const [id] = await workerQueue(page);
    expect(id).toEqual(expect.any(String));
    return id;
  }

  test('the worker keeps an enquiry the web app does not confirm (error, HTML, no answer in 20 s) and sends it once when the web app recovers', async ({
    context,
    page,
  }) => {
    test.setTimeout(150_000);
    const e = enquiry('background-unconfirmed');
    await setOutage(e.email, true); // no sync the browser fires by itself delivers it meanwhile
    const id = await queueInWorker(context, page, e);
    await context.setOffline(false);
    const sync = await syncFrom(context, page);
    for (const outage of ['error', 'html', 'hang'] as const) {
      await setOutage(e.email, true, outage);
      const before = await attempts(e.email);
      await sync();
      await expect.poll(() => attempts(e.email)).toBeGreaterThan(before);
      // Back at the front of the queue once the answer is read (no answer: after the worker's 20 s wait).
      await expect.poll(() => workerQueue(page), { timeout: SEND_TIMEOUT_MS + 15_000 }).toEqual([id]);
      expect(await captured(e.email)).toEqual([]);
    }
    await setOutage(e.email, false);
    await sync();
    expect(await expectCapturedOnce(page, e.email)).toEqual({
      ...e,
      id,
      form: 'enquiry',
      consent: CONSENT,
      recaptchaToken: '',
    });
    await expect.poll(() => workerQueue(page)).toEqual([]);
  });

  test('the worker lets go of an enquiry the web app refuses for good', async ({ context, page }) => {
    test.setTimeout(90_000);
    const e = enquiry('background-refused');
    await setOutage(e.email, true, 'rejected');
    await queueInWorker(context, page, e);
    await context.setOffline(false);
    // Back online the browser may fire the sync itself; either way the web app is asked once.
    await (
      await syncFrom(context, page)
    )();
    await expect.poll(() => attempts(e.email)).toBe(1);
    await expect.poll(() => workerQueue(page)).toEqual([]);
    expect(await captured(e.email)).toEqual([]);
    await setOutage(e.email, false);
  });

  test('an enquiry saved offline is sent by the worker after every page of the site is closed, once, with its id', async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000);
    const e = enquiry('background-sync');
    // Until the test says so the endpoint is down for this enquiry, so no early sync the browser fires can deliver it.
    await setOutage(e.email, true);
    const seen = alerts(page);
    await page.goto('/register');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await fill(page, e);
    await context.setOffline(true);
    await submit(page).click();
    await expect(page.getByRole('form').getByRole('status')).toHaveText(BACKGROUND);
    expect(seen).toEqual([BACKGROUND]);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    // The worker holds it; the page's outbox does not, and shows no indicator.
    const [id] = await workerQueue(page);
    expect(id).toEqual(expect.any(String));
    expect(await queue(page)).toEqual([]);
    await expect(indicator(page)).toBeHidden();

    // Every page of the site closed; the connection (and the endpoint) back; the browser fires the sync.
    await page.close();
    await context.setOffline(false);
    await setOutage(e.email, false);
    const blank = await context.newPage(); // about:blank: no page of the site is open
    const sync = await syncFrom(context, blank);
    expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
    await sync();

    expect(await expectCapturedOnce(blank, e.email)).toEqual({
      ...e,
      id,
      form: 'enquiry',
      consent: CONSENT,
      recaptchaToken: '',
    });
    // A later sync finds the queue empty: nothing is sent twice.
    await sync();
    await blank.waitForTimeout(1000);
    expect(await captured(e.email)).toHaveLength(1);
  });
});
