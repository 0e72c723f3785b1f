/**
 * No tap is lost while an island loads (issue 11): each island's script is held back, the visitor
 * acts on the server HTML, the script is released, and what they did is still there — answers
 * checked, a Submit or Download tapped, a category or filter chosen, text typed. (The comment box's
 * case is in mains.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { test, expect, uniqueEmail, captured, hydrated, agree } from '../support/fixtures';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';

/** Holds the island's own script until the returned function is called; the page stays server HTML. */
async function holdIsland(page: Page, component: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);

test('quiz: answers checked and Submit tapped before the runner loads are scored', async ({ page }) => {
  const release = await holdIsland(page, 'QuizRunner');
  await page.goto('/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/');
  const question = (n: number) => page.getByTestId('quiz-question').nth(n);
  await question(0).getByLabel('B. NASA').check(); // right
  await question(2).getByLabel('A. 1 only').check(); // wrong
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(island(page, 'QuizRunner')).toHaveAttribute('ssr');
  release();

  const result = page.getByTestId('quiz-result');
  await expect(result.getByTestId('quiz-score')).toHaveText('1.34 / 10.00');
  await expect(result.getByTestId('quiz-count')).toHaveText(['Correct1', 'Incorrect1', 'Unanswered3']);
  await expect(question(0).getByLabel('B. NASA')).toBeChecked();
  await expect(question(2).locator('label', { hasText: 'Your answer' })).toContainText('A. 1 only');
});

test('quiz: answers checked before the runner loads stay checked and counted', async ({ page }) => {
  const release = await holdIsland(page, 'QuizRunner');
  await page.goto('/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/');
  await page.getByTestId('quiz-question').nth(1).getByRole('radio').first().check();
  release();
  await hydrated(page, 'QuizRunner');
  await expect(page.getByText(/^1 of 5 answered$/)).toBeVisible();
  await expect(page.getByTestId('quiz-question').nth(1).getByRole('radio').first()).toBeChecked();
});

test('PDF listing: a category chosen and a Download tapped before it loads', async ({ page }) => {
  const release = await holdIsland(page, 'PdfListing');
  await page.goto('/courses/upsc/current-affairs-pdfs/');
  await page.getByLabel('Category').selectOption('Yojana Summary');
  await page
    .getByTestId('pdf-card')
    .filter({ hasText: 'UPSC Current Affairs Monthly - October 2026' })
    .getByRole('button', { name: 'Download PDF' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();

  await expect(
    page.getByRole('dialog', { name: 'Download UPSC Current Affairs Monthly - October 2026' }),
  ).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('Yojana Summary');
  await expect(page.getByTestId('pdf-card')).toHaveCount(1);
});

test('testimonials: a filter tapped before the grid loads is applied', async ({ page }) => {
  const release = await holdIsland(page, 'Testimonials');
  await page.goto('/testimonials');
  const filter = (name: string) =>
    page.getByRole('group', { name: 'Filter testimonials by course' }).getByRole('button', { name, exact: true });
  await filter('NEET').scrollIntoViewIfNeeded();
  await filter('NEET').click();
  await expect(island(page, 'Testimonials')).toHaveAttribute('ssr');
  release();

  await expect(filter('NEET')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Testimonials', exact: true }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/testimonials\?course=neet$/);
});

for (const [name, path, component, submit] of [
  ['enquiry form', '/register', 'EnquiryForm', 'Submit Enquiry'],
  ['call-back form', '/courses/neet', 'CallbackForm', 'Request a Call Back'],
] as const) {
  test(`${name}: what was typed and chosen, and the submit tapped, before it loads is sent once it has`, async ({
    page,
  }) => {
    page.on('dialog', (d) => void d.accept());
    const email = uniqueEmail('hydration');
    const release = await holdIsland(page, component);
    await page.goto(path);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: submit }) })
      .first();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Full Name').fill('Early Bird');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('9876543210');
    await form.getByLabel('Course').selectOption({ index: 1 });
    const course = await form.getByLabel('Course').inputValue();
    await agree(form);
    await form.getByRole('button', { name: submit }).click();
    // Held, not submitted natively: the details are not in the address and stay in the form.
    await expect(island(page, component).first()).toHaveAttribute('ssr');
    expect(new URL(page.url()).search).toBe('');
    await expect(form.getByLabel('Full Name')).toHaveValue('Early Bird');
    expect(await captured(email)).toHaveLength(0);
    release();

    await expect.poll(async () => (await captured(email)).length).toBe(1);
    expect((await captured(email))[0].body).toMatchObject({ name: 'Early Bird', phone: '9876543210', course });
    // The box ticked before the form could listen: consent as of the send.
    expect((await captured(email))[0].body.consent).toMatchObject({ notice: NOTICE_VERSION, lang: 'en' });
  });
}
