import { test, expect, desktop } from '../support/fixtures';
import type { Page } from '@playwright/test';

const redirecting = (n: number) => `Redirecting to home page in ${n} seconds...`;

/** Stops the page's clock, so the countdown moves only when a test runs the clock on. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-02T10:00:00') });
  await page.clock.pauseAt(new Date('2025-06-02T10:00:01'));
}

test('an unknown path answers 404 with the not-found page, kept out of search engines', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  // The page holds the Telugu texts too, hidden (an address under /te/ shows them).
  await expect(page.getByText('404', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('timer')).toHaveText(redirecting(5));
  await expect(page.getByRole('link', { name: 'Return to Home Now' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Screen readers hear the countdown once, not every second.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Redirecting' })).toHaveText(redirecting(5));
});

test('the countdown goes 5, 4, 3, 2, 1 and then lands on the home page', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/courses/no-such-course');
  const timer = page.getByRole('timer');
  for (const n of [5, 4, 3, 2, 1]) {
    await expect(timer).toHaveText(redirecting(n));
    await page.clock.runFor(1000);
  }
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('it goes home after about 5 seconds of real time', async ({ page }) => {
  await page.goto('/old-page.html');
  const start = Date.now();
  const entries = await page.evaluate(() => history.length);
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(Date.now() - start).toBeGreaterThan(3_500);
  // Home replaced the not-found page in the history: Back does not return to it to bounce again.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('Return to Home Now goes home at once', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Return to Home Now' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the page sits in the site shell', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a meta refresh still goes home after 5 seconds', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  });
});

test.describe('a gone article or mains answer (spec document 2 §2)', () => {
  for (const [path, message, back, list] of [
    [
      '/courses/upsc/current-affairs/an-article-that-was-deleted/',
      'Article not found or no longer available.',
      'Back to Current Affairs',
      '/courses/upsc/current-affairs/',
    ],
    [
      '/courses/appsc-groups/current-affairs/mistyped-slug',
      'Article not found or no longer available.',
      'Back to Current Affairs',
      '/courses/appsc-groups/current-affairs/',
    ],
    [
      '/courses/tgpsc-groups/mains-answer-writing/no-such-id/',
      'Post not found.',
      'Back to All Questions',
      '/courses/tgpsc-groups/mains-answer-writing/',
    ],
  ] as const) {
    test(`${path}: '${message}' and a link back to its list, no countdown`, async ({ page }) => {
      await pauseClock(page);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${message.replace('.', '')} \\|`));
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      // Decided from the path: the page asks the host for nothing about the missing content.
      expect(requests.filter((p) => p.endsWith('.json') || p === path)).toEqual([path]);

      await page.clock.runFor(10_000); // no redirect home
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL((url) => url.pathname === list);
    });
  }

  test('a list page beyond the last keeps the generic page', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/courses/upsc/current-affairs/page/999/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('timer')).toHaveText(redirecting(5));
  });
});
