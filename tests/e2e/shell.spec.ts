import { test, expect } from '../support/fixtures';

test('home shows the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toContainText('Benz Circle');
});
