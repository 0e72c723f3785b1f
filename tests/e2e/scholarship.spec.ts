/**
 * Scholarship exams (spec document 2 §2, §9): the hero slides, the four external test links that
 * open the test platform in a new tab, and the way back to home.
 */
import { test, expect, desktop } from '../support/fixtures';

const tests = [
  ['Inter + IIT-JEE', 'https://tests.aksharaacademy.in/scholarship/inter-iit-jee'],
  ['IIT-JEE Long Term', 'https://tests.aksharaacademy.in/scholarship/iit-jee-long-term'],
  ['Inter + NEET', 'https://tests.aksharaacademy.in/scholarship/inter-neet'],
  ['NEET Long Term', 'https://tests.aksharaacademy.in/scholarship/neet-long-term'],
] as const;

const testLinks = (page: import('@playwright/test').Page) => page.getByTestId('scholarship-tests').getByRole('link');

test('the page opens with the hero slides and the heading', async ({ page }) => {
  await page.goto('/scholarship-exams');
  const hero = page.getByRole('region', { name: 'Scholarship highlights' });
  await expect(hero.getByRole('group', { name: '1 of 3' }).getByRole('heading')).toHaveText(
    'Earn a Scholarship on Your Fees',
  );
  await expect(hero.getByRole('group', { name: '1 of 3' }).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(hero.getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scholarship Exams');
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('lists the four tests, each linking to the test platform in a new tab', async ({ page }) => {
  await page.goto('/scholarship-exams');
  await expect(page.getByTestId('scholarship-tests').getByRole('heading', { level: 2 })).toHaveText(
    tests.map(([name]) => name),
  );
  await expect(testLinks(page)).toHaveCount(4);
  for (const [i, [name, url]] of tests.entries()) {
    const link = testLinks(page).nth(i);
    await expect(link).toHaveAccessibleName(`Start the Test for ${name} (opens in a new tab)`);
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
  }
});

test('a test link opens the platform in a new tab and keeps this page', async ({ page, context }) => {
  await context.route('https://tests.aksharaacademy.in/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Test platform</title>' }),
  );
  await page.goto('/scholarship-exams');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    testLinks(page).filter({ hasText: 'NEET Long Term' }).click(),
  ]);
  await expect(popup).toHaveURL(tests[3][1]);
  // noopener: the platform cannot reach back into this page.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/scholarship-exams$/);
});

test('Back to Home leads to the home page', async ({ page }) => {
  await page.goto('/scholarship-exams');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Akshara Academy');
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the four tests sit in one row', async ({ page }) => {
    await page.goto('/scholarship-exams');
    const tops = await testLinks(page).evaluateAll((links) =>
      links.map((a) => Math.round(a.closest('li')!.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
  });
});
