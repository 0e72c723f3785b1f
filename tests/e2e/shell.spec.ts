/** The site shell on every page: top bar, header and menus, floating buttons, contact dialog, footer. */
import { test, expect, desktop } from '../support/fixtures';
import { academy, addresses, phones } from '../../src/data/contacts';
import { courses, navCourseIds } from '../../src/data/courses';
import { footerGroups } from '../../src/data/navigation';
import { shell } from '../../src/i18n/en/shell';

const everyRoute = [
  '/',
  '/about',
  '/gallery',
  '/testimonials',
  '/contact',
  '/register',
  ...courses.map((c) => `/courses/${c.id}`),
];

test.describe('on a desktop', () => {
  test.use(desktop);

  test.describe('the top bar names the campuses of the route', () => {
    for (const [path, campuses] of [
      ['/', 'Vijayawada | Hyderabad'],
      ['/courses/upsc', 'Vijayawada | Hyderabad'],
      ['/about', 'Vijayawada | Hyderabad'],
      ['/courses/iit', 'Vijayawada'],
      ['/courses/neet', 'Vijayawada'],
      ['/courses/bank-ssc', 'Vijayawada'],
      ['/courses/clat', 'Vijayawada'],
      ['/courses/judicial-services', 'Vijayawada'],
      ['/courses/appsc-groups', 'Vijayawada'],
      ['/courses/tgpsc-groups', 'Vijayawada'],
    ] as const) {
      test(`${path}: ${campuses}`, async ({ page }) => {
        await page.goto(path);
        const bar = page.getByTestId('top-bar');
        await expect(bar).toBeVisible();
        await expect(bar.getByTestId('campuses')).toHaveText(campuses);
        await expect(bar.getByRole('link', { name: academy.email })).toHaveAttribute('href', `mailto:${academy.email}`);
        for (const p of Object.values(phones)) {
          await expect(bar.getByRole('link', { name: `${p.label}: ${p.display}` })).toHaveAttribute(
            'href',
            `tel:+${p.e164}`,
          );
        }
      });
    }
  });

  test('the header shows the route logo and falls back to the default logo when it fails', async ({ page }) => {
    await page.goto('/courses/iit');
    const logo = page.getByRole('banner').getByRole('img', { name: academy.name });
    await expect(logo).toHaveAttribute('src', /iit/);

    await page.route(/\/iit\.[^/]*svg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(logo).toHaveAttribute('src', /default/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('navigation: Home, About, 13 courses, Gallery, Testimonials, Contact, Enquire Now', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Gallery', 'Testimonials', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('nav')).toHaveCount(1);
    // The menu panel's own items are not in the bar, nor its button.
    await expect(nav.getByRole('link', { name: 'Enquire Now' })).toBeHidden();
    await expect(nav.getByTestId('menu-contacts')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByText('Courses').click();
    const courseLinks = nav.getByRole('list').getByRole('link');
    await expect(courseLinks).toHaveCount(13);
    await expect(courseLinks.first()).toBeVisible();
    expect(await courseLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      navCourseIds.map((id) => `/courses/${id}`),
    );
    await page.keyboard.press('Escape');
    await expect(courseLinks.first()).toBeHidden();
    await expect(nav.getByText('Courses')).toBeFocused();
    await nav.getByText('Courses').click();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(courseLinks.first()).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      '/#enquire',
    );
  });

  test('Call us opens the Contact Us dialog with copy buttons and call links', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    await page.goto('/contact');
    await page.clock.pauseAt(new Date('2026-11-23T10:00:10'));
    await page.getByTestId('floating-buttons').getByRole('button', { name: 'Call us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Main Office${phones.main.display}`);
    await expect(dialog).toContainText(`Admissions${phones.admissions.display}`);
    await expect(dialog.getByRole('link', { name: 'Call Main Office' })).toHaveAttribute(
      'href',
      `tel:+${phones.main.e164}`,
    );
    await expect(dialog.getByRole('link', { name: 'Call Admissions' })).toHaveAttribute(
      'href',
      `tel:+${phones.admissions.e164}`,
    );

    const copy = dialog.getByRole('button', { name: 'Copy Admissions number' });
    await copy.click();
    await expect(copy).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phones.admissions.display);
    await page.clock.runFor(1900);
    await expect(copy).toHaveAttribute('data-copied', 'true');
    await page.clock.runFor(200);
    await expect(copy).not.toHaveAttribute('data-copied');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test('the top bar is hidden and its contacts are inside the menu, which any link tap closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('top-bar')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    expect(await menu.getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
    await expect(menu.getByTestId('menu-contacts')).toContainText(academy.email);
    await expect(menu.getByTestId('menu-contacts')).toContainText('Vijayawada | Hyderabad');
    await expect(page.getByRole('banner').locator('nav')).toHaveCount(1);

    await menu.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#enquire')).toBeInViewport();
  });

  test('Testimonials is in the menu and in the footer', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a menu link navigates and the menu is closed', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByText('Courses').click();
    await menu.getByRole('link', { name: 'NEET' }).click();
    await expect(page).toHaveURL(/\/courses\/neet$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes the open Courses list, then the menu, and focus goes back to what opened each', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await menu.getByText('Courses').click();
    const neet = menu.getByRole('link', { name: 'NEET' });
    await expect(neet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(neet).toBeHidden();
    await expect(menu.getByText('Courses')).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a tap outside the open menu closes it; the menu button shows a close icon while it is open', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle.locator('[data-icon-open]')).toBeVisible();
    await expect(toggle.locator('[data-icon-close]')).toBeHidden();
    await toggle.click();
    await expect(toggle.locator('[data-icon-open]')).toBeHidden();
    await expect(toggle.locator('[data-icon-close]')).toBeVisible();
    await menu.getByText('Vijayawada | Hyderabad').click(); // inside, not a link: it stays open
    await expect(menu).toBeVisible();
    const panel = (await menu.boundingBox())!;
    await page.mouse.click(panel.x + panel.width / 2, panel.y + panel.height + 20); // the page's text below it
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle.locator('[data-icon-open]')).toBeVisible();
    await toggle.click();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test('a menu taller than the screen scrolls to its last line, which the bottom bar does not cover', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByText('Courses').click();
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
    const last = menu.getByTestId('menu-contacts').getByText('Vijayawada | Hyderabad');
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    // Still the menu's own: the page behind it has not scrolled.
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('Enquire Now from another page goes home and scrolls to the enquiry section', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/#enquire$/);
    await expect(page.locator('#enquire')).toBeInViewport();
  });

  test('the bottom bar: Call is a call link, WhatsApp opens a chat with the main number in a new tab', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${phones.main.e164}`);
    await expect(page.getByTestId('floating-buttons')).toBeHidden();
    const chat = bar.getByRole('link', { name: 'WhatsApp' });
    await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${phones.main.e164}`));
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('the footer has the link groups, contacts, every address and this year', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByTestId('site-footer');
    for (const group of footerGroups) {
      await expect(footer.getByRole('navigation', { name: shell.footerGroups[group.text] })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'IIT-JEE (MPC)' })).toHaveAttribute(
      'href',
      '/courses/iit?program=mpc',
    );
    await expect(footer.getByRole('link', { name: 'NEET (BiPC)' })).toHaveAttribute(
      'href',
      '/courses/neet?program=bipc',
    );
    for (const a of addresses) await expect(footer).toContainText(`${a.city} — ${a.area}`);
    await expect(footer).toContainText(academy.tagline);
    await expect(footer.getByRole('link', { name: academy.email })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${academy.name}`);
    await expect(footer.getByTestId('visitor-counter')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  test('the footer keeps its height before it is drawn, so scrolling to the end reaches the end', async ({ page }) => {
    // It is drawn only near the screen (content-visibility); the height kept until then must not be
    // short of the drawn one (the page would grow under a visitor who scrolled to its end) nor far over it.
    for (const path of ['/about', '/te/']) {
      await page.goto(path);
      const footer = page.getByTestId('site-footer');
      const height = () => footer.evaluate((el) => el.getBoundingClientRect().height);
      const kept = await height();
      await footer.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const drawn = await height();
      expect(kept, path).toBeGreaterThanOrEqual(drawn);
      expect(kept, path).toBeLessThan(drawn * 1.05);
    }
  });

  test('the footer EAMCET link lands on the IIT-JEE MPC programme', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('site-footer').getByRole('link', { name: 'EAMCET' }).click();
    await expect(page).toHaveURL(/\/courses\/iit\?program=mpc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IIT-JEE');
  });
});

test.describe('every route', () => {
  for (const path of everyRoute) {
    test(`${path} has the shell, one h1 and a title`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(academy.name));
      expect(errors).toEqual([]);
    });
  }
});
