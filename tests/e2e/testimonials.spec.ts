import { test, expect, desktop } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The demo stories in src/data/testimonials.ts (the data module imports images, so it is not
// importable here; these are the facts a visitor reads on the page).
const FEATURED = ['Sai Priya Reddy', 'Mohammed Arif', 'Keerthana Bandi', 'Ananya Chowdary'];
const TOTAL = 13;
const EMBED = 'https://www.youtube-nocookie.com/embed/Qm3fT8xKp2A?autoplay=1&rel=0';

const grid = (page: Page) => page.getByRole('list', { name: 'Testimonials', exact: true });
const cards = (page: Page) => grid(page).getByRole('listitem');
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter testimonials by course' }).getByRole('button', { name, exact: true });
const playDivya = (page: Page) => page.getByRole('button', { name: 'Play video: Divya Tejaswi (4:12)' });

/** Opens the page and scrolls to the grid; its island hydrates as it nears the viewport. */
async function openGrid(page: Page, path = '/testimonials') {
  await page.goto(path);
  await page.getByRole('heading', { name: 'What Our Students Say' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="Testimonials"]')).not.toHaveAttribute('ssr');
}

test('the Featured section shows the featured stories before any JS runs', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success stories from our students');
  const featured = page.getByRole('list', { name: 'Featured testimonials' }).getByRole('listitem');
  await expect(featured).toHaveCount(FEATURED.length);
  for (const [i, name] of FEATURED.entries()) await expect(featured.nth(i)).toContainText(name);
  // On a phone the island is below the fold: React has not been fetched.
  expect(scripts.filter((u) => /Testimonials|client\.|react/i.test(u))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still reads: featured stories and every testimonial', async ({ page }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('list', { name: 'Featured testimonials' }).getByRole('listitem')).toHaveCount(
      FEATURED.length,
    );
    await expect(cards(page)).toHaveCount(TOTAL);
  });
});

test('a course filter shows only that course, and All Courses restores all', async ({ page }) => {
  await openGrid(page);
  await expect(filter(page, 'All Courses')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(TOTAL);

  await filter(page, 'NEET').click();
  await expect(filter(page, 'NEET')).toHaveAttribute('aria-pressed', 'true');
  await expect(filter(page, 'All Courses')).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText('Keerthana Bandi');
  await expect(cards(page).nth(1)).toContainText('Sravya Lakshmi');
  for (const card of await cards(page).all()) await expect(card).toContainText('NEET ·');
  await expect(page).toHaveURL(/\/testimonials\?course=neet$/);

  await filter(page, 'UPSC Civil Services').click();
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText('UPSC Civil Services ·');

  await filter(page, 'All Courses').click();
  await expect(cards(page)).toHaveCount(TOTAL);
  await expect(page).toHaveURL(/\/testimonials$/);
});

test('a link to a course opens filtered, and a course without stories says so', async ({ page }) => {
  await openGrid(page, '/testimonials?course=iit');
  await expect(filter(page, 'IIT-JEE')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(2);

  await openGrid(page, '/testimonials?course=degree-college');
  await expect(page.getByText('No testimonials found for the selected course.')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await filter(page, 'All Courses').click();
  await expect(cards(page)).toHaveCount(TOTAL);
});

test('a text testimonial shows its content, name, role, photo and achievement', async ({ page }) => {
  await openGrid(page);
  const card = cards(page).filter({ hasText: 'Rahul Varma Penmetsa' });
  await expect(card).toContainText('Weekly tests showed me exactly where I lost marks');
  await expect(card).toContainText('B.Tech CSE, IIT Madras');
  await expect(card).toContainText('JEE Advanced 2024, AIR 1,284');
  await expect(card).toContainText('IIT-JEE · 2024');
  await expect(card.locator('img')).toHaveAttribute('src', /student-04.*\.webp$/);
});

test('a testimonial without a photo shows the placeholder avatar', async ({ page }) => {
  await openGrid(page);
  const avatar = cards(page).filter({ hasText: 'Srinivas Goud K.' }).locator('img');
  await avatar.scrollIntoViewIfNeeded();
  await expect(avatar).toHaveAttribute('src', /avatar-placeholder.*\.svg$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a photo that fails to load is replaced by the placeholder avatar', async ({ page }) => {
  await page.route(/\/_astro\/student-05\./, (route) => route.fulfill({ status: 404, body: '' }));
  await openGrid(page);
  const featuredAvatar = page
    .getByRole('list', { name: 'Featured testimonials' })
    .getByRole('listitem')
    .filter({ hasText: 'Ananya Chowdary' })
    .locator('img');
  const gridAvatar = cards(page).filter({ hasText: 'Ananya Chowdary' }).locator('img');
  for (const avatar of [featuredAvatar, gridAvatar]) {
    await avatar.scrollIntoViewIfNeeded();
    await expect(avatar).toHaveAttribute('src', /avatar-placeholder.*\.svg$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test.describe('video testimonials', () => {
  test('show a thumbnail, the duration and a play button; nothing loads from YouTube before play', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (r) => /youtube|ytimg/.test(r.url()) && youtube.push(r.url()));
    await openGrid(page);
    await expect(playDivya(page)).toBeVisible();
    await expect(playDivya(page)).toContainText('4:12');
    await expect(playDivya(page).locator('img')).toHaveAttribute('src', /testimonial-01.*\.webp$/);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);
  });

  test('play opens the player in a modal; the close button closes it and focus returns', async ({ page }) => {
    await openGrid(page);
    await playDivya(page).click();
    const dialog = page.getByRole('dialog', { name: 'Divya Tejaswi · UPSC Civil Services' });
    await expect(dialog).toBeVisible();
    // The fixture aborts the request to YouTube; the player's address is what we check.
    await expect(dialog.locator('iframe')).toHaveAttribute('src', EMBED);
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await expect
      .poll(() =>
        page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'video_play')),
      )
      .toEqual([expect.objectContaining({ video_id: 'Qm3fT8xKp2A', course: 'upsc', location: 'testimonials' })]);

    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(playDivya(page)).toBeFocused();
  });

  test('Escape closes the player and focus returns to the play button', async ({ page }) => {
    await openGrid(page);
    await playDivya(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(playDivya(page)).toBeFocused();
  });

  test('a click on the backdrop closes the player, a click on the player does not', async ({ page }) => {
    await openGrid(page);
    await playDivya(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(playDivya(page)).toBeFocused();
  });

  test('Tab keeps focus inside the open player', async ({ page }) => {
    await openGrid(page);
    await playDivya(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('featured stories sit side by side and the grid has three columns', async ({ page }) => {
    await openGrid(page);
    const featured = page.getByRole('list', { name: 'Featured testimonials' }).getByRole('listitem');
    const [first, last] = [await featured.first().boundingBox(), await featured.last().boundingBox()];
    expect(first!.y).toBe(last!.y);
    const lefts = new Set(
      await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))),
    );
    expect(lefts.size).toBe(3);

    await playDivya(page).click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', EMBED);
    await page.mouse.click(10, 450);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
