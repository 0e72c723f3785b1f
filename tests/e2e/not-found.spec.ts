import { test, expect, desktop } from '../support/fixtures';

const redirecting = (n: number) => `Redirecting to home page in ${n} seconds...`;

test('an unknown path answers 404 with the not-found page, kept out of search engines', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('timer')).toHaveText(redirecting(5));
  await expect(page.getByRole('link', { name: 'Return to Home Now' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Screen readers hear the countdown once, not every second.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Redirecting' })).toHaveText(redirecting(5));
});

test('the countdown goes 5, 4, 3, 2, 1 and then lands on the home page', async ({ page }) => {
  await page.clock.install();
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
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(Date.now() - start).toBeGreaterThan(3_500);
  // replace(): Back does not return to the page that would bounce home again.
  expect(await page.evaluate(() => history.length)).toBe(1);
});

test('Return to Home Now goes home at once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Return to Home Now' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the page sits in the site shell', async ({ page }) => {
    await page.clock.install();
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
