/**
 * The privacy notice (issue 44): in both languages, reached from every page's footer and from each
 * form's notice; the services this build switches on; a request sent to the enquiry endpoint as
 * its own kind, "received" and not "done".
 */
import { test, expect, uniqueEmail, captured, hydrated, agree } from '../support/fixtures';
import { addresses } from '../../src/data/contacts';
import { grievanceOfficer } from '../../src/data/privacy';
import { dictionary } from '../../src/i18n';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';

const te = dictionary('te').privacy;

test('the footer links the privacy notice in the page’s language', async ({ page }) => {
  for (const [from, to, name] of [
    ['/', '/privacy/', 'Privacy notice'],
    ['/te/', '/te/privacy/', te.title],
  ]) {
    await page.goto(from);
    const link = page.getByTestId('site-footer').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', to);
    await link.click();
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

test('/privacy/: who the academy is, what is kept how long, the rights, the grievance officer and this build’s services', async ({
  page,
}) => {
  await page.goto('/privacy/');
  await expect(page.getByText(`Version of ${NOTICE_VERSION}.`)).toBeVisible();
  const main = page.locator('#main');
  for (const a of addresses) await expect(main.getByText(a.lines[0])).toBeVisible();
  await expect(main.getByText('deleted from our records 365 days after it was sent')).toBeVisible();
  for (const right of ['To have your details erased.', 'To withdraw your consent at any time'])
    await expect(main.getByText(right)).toBeVisible();
  await expect(page.getByTestId('grievance')).toContainText(grievanceOfficer.email);
  // The test build sets the enquiry endpoint, reCAPTCHA and the tag manager, and no marketing tag.
  await expect(page.getByTestId('processors').locator('li > span')).toHaveText([
    'Contentful',
    'Google Sheets (Apps Script)',
    'Google reCAPTCHA',
    'Google Tag Manager',
  ]);
});

test('a build with every marketing tag on and no enquiry endpoint names exactly those services; its form says requests are not collected', async ({
  page,
  variant,
}) => {
  await page.goto(`${variant}/privacy/`);
  await expect(page.getByTestId('processors').locator('li > span')).toHaveText([
    'Contentful',
    'Google reCAPTCHA',
    'Google Tag Manager',
    'Google Ads',
    'Microsoft Clarity',
    'OneSignal',
  ]);
  const form = page.getByRole('form', { name: 'Ask about your details' });
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'PrivacyRequestForm');
  await form.getByLabel('Full Name').fill('Asha Rani');
  await form.getByLabel('Email Address').fill('asha@example.com');
  await agree(form);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Requests are not collected on this version of the website. Please write to our grievance officer at ${grievanceOfficer.email}.`,
  );
});

test('a privacy request goes to the endpoint as its own kind, with the consent, and is "received"', async ({
  page,
}) => {
  const email = uniqueEmail('privacy');
  await page.goto('/privacy/');
  const form = page.getByRole('form', { name: 'Ask about your details' });
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'PrivacyRequestForm');
  await form.getByLabel('What would you like to do?').selectOption('erasure');
  await form.getByLabel('Full Name').fill('Asha Rani');
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('textbox', { name: 'Details (optional)' }).fill('The enquiry I sent in March');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText(dictionary('en').forms.consentMissing);
  expect(await captured(email)).toEqual([]);

  await agree(form);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Your request has been received. Nothing has been changed yet: the academy will answer you by e-mail at ${email}.`,
  );
  const rows = await captured(email);
  expect(rows.map((r) => r.body)).toEqual([
    {
      kind: 'privacy',
      id: expect.any(String),
      request: 'erasure',
      name: 'Asha Rani',
      email,
      phone: '',
      details: 'The enquiry I sent in March',
      consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
    },
  ]);
});

test('/te/privacy/ in Telugu, its form sending in Telugu', async ({ page }) => {
  const email = uniqueEmail('te-privacy');
  await page.goto('/te/privacy/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { level: 2, name: te.rightsTitle })).toBeVisible();
  const form = page.getByRole('form', { name: te.requestTitle });
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'PrivacyRequestForm');
  await form.getByLabel(te.request).selectOption('withdrawal');
  await form.locator('[name="name"]').fill('లక్ష్మీ దేవి');
  await form.locator('[name="email"]').fill(email);
  await agree(form, 'te');
  await form.getByRole('button', { name: te.send }).click();
  await expect(form.getByRole('status')).toHaveText(te.received.replace('{email}', email));
  expect((await captured(email))[0].body).toMatchObject({ request: 'withdrawal', consent: { lang: 'te' } });
});
