/**
 * The home page (spec document 1 §2 "Home", §4 carousel, §9 hero timing): the hero carousel before
 * and after JS, its dots, arrows, keys, swipe, autoplay, Pause/Play and image fallback; the 12
 * course cards; the 12 feature tiles; and the ways a visitor reaches the enquiry section.
 */
import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';
import { HERO_FADE_MS, HERO_INTERVAL_MS } from '../../src/lib/browser/timing';

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slide = (page: Page, n: number) => hero(page).getByRole('group', { name: `${n} of 4` });
const dot = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Go to slide ${n}\\b`) });
/** The carousel is live once its script has shown the controls (the HTML keeps them hidden). */
const hydrated = (page: Page) => expect(dot(page, 1)).toBeVisible();
/** Slide n is the one a visitor sees (fully opaque, the others transparent) and its dot is current. */
const expectActive = async (page: Page, n: number) => {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  for (const i of [1, 2, 3, 4]) await expect(slide(page, i)).toHaveCSS('opacity', i === n ? '1' : '0');
};
/** Slide n is current (its dot), without waiting for its fade to end. */
const expectCurrent = (page: Page, n: number) => expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
/** Stops the page's timers before it loads: only page.clock.runFor moves them. */
async function stopClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('before any JS runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the first hero slide is in the HTML and paints, eager and high priority; no dead controls', async ({
    page,
  }) => {
    await page.goto('/');
    const first = slide(page, 1);
    await expect(first).toBeInViewport();
    await expect(first.getByRole('heading', { name: 'Your Path to Civil Services Starts Here' })).toBeVisible();
    const img = first.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1920');
    await expect(img).toHaveAttribute('height', '800');
    await expect(img).toHaveAttribute('srcset', /webp 640w/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(first).toHaveCSS('opacity', '1');
    for (const n of [2, 3, 4]) {
      await expect(slide(page, n)).toHaveCSS('opacity', '0');
      await expect(slide(page, n).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(hero(page).getByRole('button')).toHaveCount(0);
  });

  test("a phone downloads only the crop made for the hero's frame, asked for from the head", async ({ page }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (request) => /\/_astro\/home-1\./.test(request.url()) && asked.push(new URL(request.url()).pathname),
    );
    await page.goto('/');
    const source = slide(page, 1).locator('source');
    await expect(source).toHaveAttribute('media', '(max-width: 639px)');
    const crop = (await source.getAttribute('srcset'))!;
    await expect(page.locator('head link[rel="preload"][media="(max-width: 639px)"]')).toHaveAttribute(
      'imagesrcset',
      crop,
    );
    const img = slide(page, 1).getByRole('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    // 360 px at Pixel 7's 2.625 device pixels: the 824 px-wide crop.
    expect(asked).toEqual([crop.split(', ')[1].split(' ')[0]]);
  });
});

test('the script keeps the hero box where it was (no layout shift)', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(hero(page)).toBeAttached();
  // The box as first painted: once the page's (render-blocking) stylesheet has loaded. Measured
  // before that, it is the unstyled page's (the scripts, at low priority, may still be on their way).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  const before = await hero(page).boundingBox();
  await hydrated(page);
  expect(await hero(page).boundingBox()).toEqual(before);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('slides advance on their own: 3000 ms shown, then a 3000 ms fade, looping', async ({ page }) => {
  await stopClock(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await expectActive(page, 1);
  await expect(slide(page, 2)).toHaveCSS('transition-duration', `${HERO_FADE_MS / 1000}s`);
  await page.clock.runFor(HERO_INTERVAL_MS - 100);
  await expectCurrent(page, 1);
  await page.clock.runFor(200);
  await expectCurrent(page, 2);
  // From then on one slide per interval plus fade, and after the 4th the 1st again.
  for (const n of [3, 4, 1]) {
    await page.clock.runFor(HERO_FADE_MS + HERO_INTERVAL_MS - 200);
    await expect(dot(page, n)).not.toHaveAttribute('aria-current');
    await page.clock.runFor(200);
    await expectCurrent(page, n);
  }
});

test('Pause stops the slideshow and Play starts it again', async ({ page }) => {
  await stopClock(page);
  await page.goto('/');
  await hydrated(page);
  // Tapped as on a phone: a mouse click would also hover the slideshow, which holds it.
  await page.getByRole('button', { name: 'Pause slideshow' }).tap();
  await page.clock.runFor(30_000);
  await expectCurrent(page, 1);
  await page.getByRole('button', { name: 'Play slideshow' }).tap();
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.clock.runFor(HERO_INTERVAL_MS);
  await expectCurrent(page, 2);
});

test.describe('on a desktop, a mouse over the slideshow', () => {
  test.use(desktop);

  test('holds it; it moves on once the mouse leaves', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    await hero(page).hover();
    await page.clock.runFor(20_000);
    await expectCurrent(page, 1);
    const box = (await hero(page).boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height + 40); // off the hero, on the page below it
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectCurrent(page, 2);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow stays still and offers Play; Play moves it without a fade', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(30_000);
    await expectActive(page, 1);
    await expect(slide(page, 2)).toHaveCSS('transition-property', 'none');
    await page.getByRole('button', { name: 'Play slideshow' }).tap();
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectActive(page, 2);
  });

  test('dots jump to their slide', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await dot(page, 3).click();
    await expectActive(page, 3);
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current');
    await dot(page, 1).click();
    await expectActive(page, 1);
  });

  test('the arrow keys step through the slides, wrapping around', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await dot(page, 1).focus();
    for (const [key, n] of [
      ['ArrowRight', 2],
      ['ArrowLeft', 1],
      ['ArrowLeft', 4],
      ['ArrowRight', 1],
    ] as const) {
      await page.keyboard.press(key);
      await expectActive(page, n);
    }
  });

  test('a swipe left shows the next slide, a swipe right the previous; a short drag nothing', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = (await hero(page).boundingBox())!;
    const y = box.y + box.height / 3;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y + 10, { steps: 5 });
      await page.mouse.up();
    };
    await drag(300, 100);
    await expectActive(page, 2);
    await drag(100, 300);
    await expectActive(page, 1);
    await drag(100, 300);
    await expectActive(page, 4);
    await drag(200, 180);
    await expectActive(page, 4);
  });

  test('the arrows are hidden on a 360 px phone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeHidden();
    await expect(dot(page, 1)).toBeVisible();
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('next and previous arrows move the slides and wrap around', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const next = page.getByRole('button', { name: 'Next slide' });
      const previous = page.getByRole('button', { name: 'Previous slide' });
      await expect(next).toBeVisible();
      await next.click();
      await expectActive(page, 2);
      await previous.click();
      await expectActive(page, 1);
      await previous.click();
      await expectActive(page, 4);
      await next.click();
      await expectActive(page, 1);
    });
  });
});

test.describe('a slide image that fails to load', () => {
  for (const n of [1, 2]) {
    test(`slide ${n} shows the fallback hero image`, async ({ page }) => {
      await page.route(new RegExp(`/_astro/home-${n}\\.`), (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      await hydrated(page);
      if (n > 1) await dot(page, n).click(); // a later slide's lazy image may wait until it is shown
      const img = slide(page, n).getByRole('img');
      const fallback = await img.getAttribute('data-fallback-src');
      expect(fallback).toMatch(/^\/_astro\/.+\.webp$/);
      await expect(img).toHaveAttribute('src', fallback!);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      await expect(slide(page, n === 1 ? 2 : 1).getByRole('img')).toHaveAttribute(
        'src',
        new RegExp(`home-${n === 1 ? 2 : 1}\\.`),
      );
    });
  }
});

test('12 course cards, each linking to an existing course page', async ({ page, request }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our Courses' });
  const links = section.getByTestId('course-card').getByRole('link');
  await expect(links).toHaveCount(12);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(new Set(hrefs).size).toBe(12);
  for (const href of hrefs) {
    // The old data had 'junior-college ' with a trailing space, which produced a broken link.
    expect(href, href).not.toMatch(/\s|%20/);
    expect(href).toMatch(/^\/courses\/[a-z0-9-]+$/);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  expect(hrefs).toContain('/courses/junior-college');
  await expect(section.getByRole('heading', { name: 'UPSC Civil Services' })).toBeVisible();
});

test('12 feature tiles with the academy claims', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Why Choose Akshara Academy' });
  const tiles = section.getByTestId('feature-tile');
  await expect(tiles).toHaveCount(12);
  for (const claim of [
    '150+ IAS Ranks',
    '98+ APPSC Group-1 Ranks',
    '40+ Expert Faculty',
    'Batch Size of 45',
    '3 Students per Hostel Room',
    '30-Minute Daily Test',
    '1 Hour of Sports',
  ]) {
    await expect(section.getByRole('heading', { name: claim })).toBeVisible();
  }
  await expect(tiles.locator('svg')).toHaveCount(12);
});

test('/?scrollTo=enquire scrolls the enquiry section into view', async ({ page }) => {
  await page.goto('/?scrollTo=enquire');
  await expect(page.locator('#enquire')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Enquire Now' })).toBeInViewport();
});

test('Enquire Now on home scrolls to the section without leaving the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#enquire')).not.toBeInViewport();
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Enquire Now' }).click();
  await expect(page.locator('#enquire')).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the header Enquire Now scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page.locator('#enquire')).toBeInViewport();
  });
});
