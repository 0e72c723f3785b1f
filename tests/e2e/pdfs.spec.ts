/**
 * Current-affairs PDF pages (spec document 2 §2 "PDF pages", §4, §5): the listing per section with
 * its category dropdown and scrolling cards, and the download flow — modal with the call-back
 * form, the PDF opening in a new tab whenever the lead is kept (sent, saved to send later, or on a
 * build without an enquiry endpoint), nothing opening without a file.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, desktop, firstUse, uniqueEmail, captured, setOutage, agree } from '../support/fixtures';
import { phones } from '../../src/data/contacts';
import { chromiumPath } from '../support/env';
import { chromiumFlags } from '../../scripts/chromium.mjs';

// Playwright turns popup blocking off by default; a visitor's Chromium has it on, and so do these tests.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--disable-quic'],
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  },
});

const UPSC_PDFS = '/courses/upsc/current-affairs-pdfs';
const cards = (page: Page) => page.getByTestId('pdf-card');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('UPSC: back link, title, sorted categories, dated cards that scroll sideways, category filter', async ({
  page,
}) => {
  await page.goto(`${UPSC_PDFS}/`);
  await expect(page.getByRole('link', { name: 'Back to UPSC' })).toHaveAttribute('href', '/courses/upsc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current Affairs PDFs');
  await expect(page.getByLabel('Category').locator('option')).toHaveText([
    'All categories',
    'Monthly Magazine',
    'Weekly Compilation',
    'Yojana Summary',
  ]);
  await expect(cards(page)).toHaveCount(6);
  const october = card(page, 'UPSC Current Affairs Monthly - October 2026');
  await expect(october).toContainText('Monthly Magazine');
  await expect(october).toContainText('November 2, 2026');
  await expect(october.locator('img')).toHaveAttribute('src', '/demo-assets/cover-monthly-magazine.webp');
  await expect(october.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  // Other sections' PDFs are not listed.
  await expect(page.getByText('APPSC Current Affairs - August 2026')).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Current Affairs PDFs' });
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');

  await firstUse(page, 'PdfListing');
  await page.getByLabel('Category').selectOption('Yojana Summary');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText('Yojana Summary - October 2026');
  await page.getByLabel('Category').selectOption('all');
  await expect(cards(page)).toHaveCount(6);
});

for (const [courseId, own, other] of [
  ['appsc-groups', 'Andhra Pradesh State Special - October 2026', 'Telangana State Special - October 2026'],
  ['tgpsc-groups', 'Telangana State Special - October 2026', 'Andhra Pradesh State Special - October 2026'],
] as const) {
  test(`${courseId}: its own PDFs`, async ({ page }) => {
    await page.goto(`/courses/${courseId}/current-affairs-pdfs/`);
    await expect(card(page, own)).toContainText('October 31, 2026');
    await expect(card(page, other)).toHaveCount(0);
    await expect(page.getByLabel('Category').locator('option')).toContainText(['All categories', 'State Special']);
  });
}

/** Opens the October magazine's download form and fills it with a lead for `email`. */
async function fillOctoberLead(page: Page, email: string) {
  await card(page, 'UPSC Current Affairs Monthly - October 2026').getByRole('button', { name: 'Download PDF' }).click();
  const modal = page.getByRole('dialog', { name: 'Download UPSC Current Affairs Monthly - October 2026' });
  await modal.getByLabel('Full Name').fill('Lakshmi Devi');
  await modal.getByLabel('Email Address').fill(email);
  await modal.getByLabel('Phone Number').fill('9876543210');
  await modal.getByLabel('Course').selectOption('upsc');
  await agree(modal);
  return modal;
}

test('Download PDF: the form in a modal, then the PDF in a new tab', async ({ page }) => {
  const email = uniqueEmail('pdf');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto(`${UPSC_PDFS}/`);
  await firstUse(page, 'PdfListing');
  const modal = await fillOctoberLead(page, email);
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Please fill out the form to download the PDF.')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Submit and Download' }).click();

  expect((await popup).url()).toMatch(/\/demo-assets\/ca-monthly-2026-10\.pdf$/);
  await expect(modal).toBeHidden();
  expect(alerts).toEqual(['Thank you! We will get back to you soon.']);
  const rows = await captured(email);
  expect(rows).toHaveLength(1);
  expect(rows[0].body).toMatchObject({ name: 'Lakshmi Devi', email, phone: '9876543210', course: 'upsc' });
});

/** How each kept lead came about: what the test arranges and the alert the visitor reads (none has reached the endpoint yet). */
const keptLeads: {
  name: string;
  arrange?: (context: BrowserContext, email: string) => Promise<void>;
  alert: string;
  onVariant?: boolean;
}[] = [
  {
    name: 'saved offline (no Background Sync here: the outbox keeps it)',
    arrange: (context) => context.setOffline(true),
    alert: `You're offline. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on ${phones.admissions.display}.`,
  },
  {
    name: 'saved after the endpoint answered 503',
    arrange: (_, email) => setOutage(email, true, 503),
    alert: `Our server did not confirm that it received your enquiry. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on ${phones.admissions.display}.`,
  },
  {
    name: 'on a build without an enquiry endpoint',
    alert: `Enquiries are not being collected on this version of the site. Please call our Admissions team on ${phones.admissions.display}.`,
    onVariant: true,
  },
];

for (const { name, arrange, alert, onVariant } of keptLeads) {
  test(`the PDF still opens when the lead is ${name}`, async ({ context, page, variant }) => {
    const email = uniqueEmail('pdf-kept');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    // The tabs the page opens, by address (offline, the tab itself cannot load the file).
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args) => {
        sessionStorage.setItem('opened', String(args[0]));
        return open(...args);
      };
    });
    await page.goto(`${onVariant ? variant : ''}${UPSC_PDFS}/`);
    await firstUse(page, 'PdfListing');
    const modal = await fillOctoberLead(page, email);
    await arrange?.(context, email);
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Submit and Download' }).click();

    await popup;
    expect(await page.evaluate(() => sessionStorage.getItem('opened'))).toMatch(
      /\/demo-assets\/ca-monthly-2026-10\.pdf$/,
    );
    await expect(modal).toBeHidden();
    expect(alerts).toEqual([alert]);
    expect(await captured(email)).toEqual([]);
    await setOutage(email, false);
  });
}

test('a PDF without a file shows a disabled "PDF coming soon" and opens nothing', async ({ page }) => {
  await page.goto(`${UPSC_PDFS}/`);
  await firstUse(page, 'PdfListing');
  // The November issue links an unpublished asset in the demo space.
  const november = card(page, 'UPSC Current Affairs Monthly - November 2026');
  await expect(november.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(november.getByRole('button', { name: 'PDF coming soon' })).toBeDisabled();
  await november.getByRole('button', { name: 'PDF coming soon' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('the PDF in a new tab, from an https address', () => {
  /** A live space serves its files from Contentful's CDN: the test gives the October card such an https address. */
  const FILE = 'https://assets.ctfassets.net/space/ca-monthly-2026-10.pdf';

  async function openModal(page: Page) {
    // The island's props get the https address before it hydrates (its script is held until then).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/PdfListing\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The tab is another page of the context: its file is served here, never from the internet.
    await page
      .context()
      .route(FILE, (route) => route.fulfill({ contentType: 'text/plain', body: 'A stand-in for the October PDF' }));
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${UPSC_PDFS}/`);
    await page.locator('astro-island[component-url*="PdfListing"]').evaluate((island, file) => {
      const props = island.getAttribute('props')!;
      island.setAttribute('props', props.replaceAll('/demo-assets/ca-monthly-2026-10.pdf', file));
    }, FILE);
    release();
    await firstUse(page, 'PdfListing');
    return fillOctoberLead(page, uniqueEmail('pdf-tab'));
  }

  test('the PDF opens in a new tab when the form succeeds, and the modal closes', async ({ page }) => {
    // Popup blocking is on: a tab the page opens as it loads, without a tap, is refused.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.untappedTab = window.open('about:blank') ? 'opened' : 'blocked';
      });
    });
    const modal = await openModal(page);
    await expect(page.locator('html')).toHaveAttribute('data-untapped-tab', 'blocked');
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Submit and Download' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(FILE);
    await expect(tab.locator('body')).toHaveText('A stand-in for the October PDF');
    await expect(modal).toBeHidden();
  });

  test('if the browser blocks the tab anyway, "Open the PDF" opens it and closes the modal', async ({ page }) => {
    // A blocked window.open() returns null (a stricter browser, or a submission slower than Chromium allows).
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const modal = await openModal(page);
    let popups = 0;
    page.on('popup', () => popups++);
    await modal.getByRole('button', { name: 'Submit and Download' }).click();
    const open = modal.getByRole('link', { name: 'Open the PDF' });
    await expect(open).toBeFocused();
    await expect(modal.getByText('Thank you! Your PDF is ready.')).toBeVisible();
    expect(popups).toBe(0);
    const popup = page.waitForEvent('popup');
    await open.click();
    expect((await popup).url()).toBe(FILE);
    await expect(modal).toBeHidden();
  });
});

test.describe('desktop', () => {
  test.use(desktop);
  test('the modal closes with its close button and gives focus back', async ({ page }) => {
    await page.goto(`${UPSC_PDFS}/`);
    await firstUse(page, 'PdfListing');
    const button = card(page, 'Yojana Summary - October 2026').getByRole('button', { name: 'Download PDF' });
    await button.click();
    const modal = page.getByRole('dialog', { name: 'Download Yojana Summary - October 2026' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });
});
