/**
 * The About, Gallery and Contact pages (spec document 1 §2): the texts and numbers a visitor reads,
 * the gallery filter, and the contact facts from data/contacts.ts. None of them hydrates an island.
 */
import { test, expect, desktop } from '../support/fixtures';
import { academy, addresses, campuses, phones } from '../../src/data/contacts';
import { navCourseIds } from '../../src/data/courses';
import { indiaMonth } from '../../src/lib/dates';

for (const path of ['/about', '/gallery', '/contact']) {
  test(`${path} has its own h1 and no React island`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}

test.describe('About', () => {
  test('shows vision, mission and the four achievements exactly', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Vision', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
    // The years counted from the founding year in India's calendar, the courses from the menu's list.
    const years = indiaMonth(new Date()).year - academy.founded - 1;
    await expect(page.getByTestId('achievements').getByRole('listitem')).toHaveText([
      `${years}+ Years of Excellence`,
      '1000+ Success Stories',
      '40+ Expert Faculty',
      `${navCourseIds.length} Specialized Courses`,
    ]);
  });

  test('shows six Why Choose Us cards, each with a title and a description', async ({ page }) => {
    await page.goto('/about');
    const cards = page.getByRole('region', { name: 'Why Choose Us' }).getByTestId('why-card');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.locator('p')).not.toBeEmpty();
    }
  });

  test("shows the director's message with name and photo", async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Message from the Director' });
    await expect(section.getByTestId('director')).toContainText(`Founder & Director, ${academy.name}`);
    const name = (await section.getByTestId('director').locator('p').first().textContent())!.trim();
    expect(name.length).toBeGreaterThan(3);
    await section.scrollIntoViewIfNeeded();
    const photo = section.getByRole('img', { name });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await expect(section.locator('blockquote p').first()).toContainText(`in ${academy.founded},`);
  });
});

test.describe('Gallery', () => {
  const expected = { Campus: 3, Events: 2, Classrooms: 3, Activities: 2, Achievements: 2 } as const;
  const items = (page: import('@playwright/test').Page) => page.getByTestId('gallery-item');

  test('shows 12 photos, every one with a descriptive alt text, loading lazily below the fold', async ({ page }) => {
    await page.goto('/gallery');
    await expect(items(page)).toHaveCount(12);
    const images = page.getByTestId('gallery-grid').locator('img');
    const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')?.trim() ?? ''));
    expect(alts).toHaveLength(12);
    for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(10);
    expect(new Set(alts).size).toBe(12);
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
  });

  for (const [category, count] of Object.entries(expected)) {
    test(`the ${category} filter shows only its ${count} photos, and All restores 12`, async ({ page }) => {
      await page.goto('/gallery');
      const filters = page.getByRole('group', { name: 'Filter photos by category' });
      await filters.getByRole('button', { name: category }).click();
      await expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const visible = items(page).locator('visible=true');
      await expect(visible).toHaveCount(count);
      for (const item of await visible.all()) await expect(item.getByTestId('gallery-caption')).toContainText(category);
      await expect(page.getByText(`Showing ${count} photos in ${category}`)).toBeAttached();

      await filters.getByRole('button', { name: 'All' }).click();
      await expect(items(page).locator('visible=true')).toHaveCount(12);
      await expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'false');
    });
  }

  test.describe('without JS', () => {
    test.use({ javaScriptEnabled: false });

    test('every photo shows', async ({ page }) => {
      await page.goto('/gallery');
      await expect(items(page).locator('visible=true')).toHaveCount(12);
    });
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('a photo shows its category and caption on hover', async ({ page }) => {
      await page.goto('/gallery');
      const item = items(page).nth(3);
      const caption = item.getByTestId('gallery-caption');
      await expect(caption).toHaveCSS('opacity', '0');
      await item.hover();
      await expect(caption).toHaveCSS('opacity', '1');
      await expect(caption).toContainText('Events');
      await expect(caption).toContainText(/annual day/i);
    });

    test('a photo shows its category and caption on keyboard focus', async ({ page }) => {
      await page.goto('/gallery');
      const filters = page.getByRole('group', { name: 'Filter photos by category' });
      await filters.getByRole('button', { name: 'Achievements' }).focus();
      const caption = items(page).first().getByTestId('gallery-caption');
      await expect(caption).toHaveCSS('opacity', '0');
      // From the last filter button, Tab reaches the first photo.
      await page.keyboard.press('Tab');
      await expect(items(page).first().getByRole('link')).toBeFocused();
      await expect(caption).toHaveCSS('opacity', '1');
      await expect(caption).toContainText('Campus');
    });
  });
});

test.describe('Contact', () => {
  test('shows both campuses with address, office hours and a View on Maps link', async ({ page }) => {
    await page.goto('/contact');
    const cards = page.getByTestId('campus');
    await expect(cards).toHaveCount(2);
    expect(campuses.map((c) => c.area)).toEqual(['Benz Circle', 'Ashoknagar']);
    for (const [i, campus] of campuses.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: campus.area })).toBeVisible();
      await expect(card).toContainText(campus.city);
      for (const line of campus.lines) await expect(card).toContainText(line);
      await expect(card).toContainText('Mon-Sat 9:00 AM - 6:00 PM');
      const maps = card.getByRole('link', { name: 'View on Maps' });
      await expect(maps).toHaveAttribute('href', campus.mapsUrl);
      await expect(maps).toHaveAttribute('target', '_blank');
      await expect(maps).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(maps).toHaveAttribute('data-track', 'location_click');
    }
  });

  test('shows the e-mail and both phone numbers as links', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByTestId('contact-details');
    await expect(details.getByRole('link', { name: academy.email })).toHaveAttribute('href', `mailto:${academy.email}`);
    for (const phone of [phones.main, phones.admissions]) {
      await expect(details).toContainText(phone.label);
      await expect(details.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:+${phone.e164}`);
    }
    await expect(details).toContainText(academy.officeHours);
  });

  test('lists the other centres, Delhi included, with maps links', async ({ page }) => {
    await page.goto('/contact');
    const others = page.getByTestId('other-centres').getByRole('listitem');
    const expectedOthers = addresses.filter((a) => !campuses.includes(a));
    await expect(others).toHaveCount(expectedOthers.length);
    for (const [i, centre] of expectedOthers.entries()) {
      await expect(others.nth(i)).toContainText(`${centre.area}, ${centre.city}`);
      await expect(others.nth(i).getByRole('link', { name: 'View on Maps' })).toHaveAttribute('href', centre.mapsUrl);
    }
    expect(expectedOthers.map((a) => a.city)).toContain('Delhi');
  });
});
