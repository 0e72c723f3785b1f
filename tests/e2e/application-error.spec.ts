import { test, expect } from '../support/fixtures';

// A crashed island shows the spec's Application Error view in its place; the rest of the page
// (static HTML and the shell's scripts) keeps working. To crash the testimonials island in the
// built site, its serialised props are replaced with a null list as the page is served.
test('a crashed island shows Application Error in its place while the page keeps working', async ({ page }) => {
  await page.route(/\/testimonials\/?$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(
      /(<astro-island[^>]*component-url="[^"]*Testimonials[^"]*"[^>]*?) props="[^"]*"/,
      '$1 props="{&quot;testimonials&quot;:[0,null],&quot;placeholder&quot;:[0,&quot;&quot;]}"',
    );
    expect(broken).not.toBe(html);
    await route.fulfill({ response, body: broken });
  });

  await page.goto('/testimonials');
  await page.getByRole('heading', { name: 'What Our Students Say' }).scrollIntoViewIfNeeded();

  const view = page.getByRole('alert').filter({ hasText: 'Application Error' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('heading')).toHaveText('Application Error');
  await expect(view).toContainText('Something went wrong while loading the application.');
  await view.getByText('Details').click();
  await expect(view.locator('pre')).toContainText('null');
  await expect(view.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  // The grid is gone, not half-drawn.
  await expect(page.getByRole('list', { name: 'Testimonials', exact: true })).toHaveCount(0);

  // Everything around it still works: the static Featured section, the menu, the footer.
  await expect(page.getByRole('list', { name: 'Featured testimonials' })).toContainText('Sai Priya Reddy');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByTestId('site-footer')).toContainText('Benz Circle');

  // Reload Page reloads (the route still breaks the island, so the view comes back).
  const reloaded = page.waitForEvent('load');
  await view.getByRole('button', { name: 'Reload Page' }).click();
  await reloaded;
  await page.getByRole('heading', { name: 'What Our Students Say' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('alert').filter({ hasText: 'Application Error' })).toBeVisible();
});
