import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';
import { phones } from '../../src/data/contacts';

/** The phone's bottom action bar: nothing else covers the text, and it works without JavaScript. */

const pages = {
  article: '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/',
  quiz: '/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/',
  list: '/courses/upsc/current-affairs/',
  'course page': '/courses/appsc-groups',
};

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

async function skipPopups(page: Page) {
  await page.addInitScript(() => {
    for (const id of ['appsc-tgpsc', 'appsc-groups', 'tgpsc-groups'])
      sessionStorage.setItem(`course_popup_${id}`, 'true');
  });
}

/**
 * Every fixed element on screen other than the header and the bar that overlaps the main content,
 * described for the failure message. Open modal dialogs are the visitor's own doing and skipped.
 */
const coveringMain = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < main.right &&
      r.right > main.left &&
      r.top < Math.min(main.bottom, innerHeight) &&
      r.bottom > Math.max(main.top, 0);
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' || style.visibility === 'hidden' || style.display === 'none') return false;
        if (el.closest('header, [data-action-bar], dialog[open]')) return false;
        return overlaps(el.getBoundingClientRect());
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}: ${el.textContent?.trim().slice(0, 40)}`,
      );
  });

/** The test ids of the visible fixed elements touching the bottom edge of the screen. */
const barsAtTheBottom = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          style.position === 'fixed' &&
          style.visibility !== 'hidden' &&
          r.height > 0 &&
          Math.abs(r.bottom - innerHeight) < 1
        );
      })
      .map((el) => el.dataset.testid ?? el.tagName),
  );

for (const [kind, path] of Object.entries(pages)) {
  test(`${kind}: at every scroll position only the header and the bar are fixed over the text, and the footer ends above the bar`, async ({
    page,
  }) => {
    await skipPopups(page);
    await page.goto(path);
    await expect(bar(page)).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
      expect(await coveringMain(page), `fixed elements over the text at ${y} px`).toEqual([]);
    }
    // At the end of the page, as a visitor who scrolled there sees it. The footer is laid out only
    // once the browser finds it near the screen (content-visibility: auto), a frame or more after a
    // scroll; until then it keeps its placeholder's height (90rem: 29 px short on an article at 360 px
    // wide) and its last line overflows it. Scroll again until its content is rendered and the page's end
    // is on screen (a footer that never renders fails here).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
          const footer = document.querySelector('[data-testid="site-footer"]')!;
          const rendered = footer.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
          return rendered && scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
        }),
      )
      .toBe(true);
    const barBox = (await bar(page).boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(64);
    expect(barBox.y + barBox.height).toBeCloseTo(800, 0);
    // The line of text itself (a range), not its paragraph's padding.
    const lastLine = await page.getByText(/© \d{4} .*All rights reserved\./).evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const r = range.getBoundingClientRect();
      return { y: r.top, height: r.height };
    });
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
  });
}

test('the bar holds Enquire Now, Call and WhatsApp as plain links', async ({ page }) => {
  await page.goto('/about');
  const links = bar(page).getByRole('link');
  await expect(links).toHaveText(['Enquire Now', 'Call', 'WhatsApp']);
  await expect(links.nth(0)).toHaveAttribute('href', '/#enquire');
  await expect(links.nth(1)).toHaveAttribute('href', `tel:+${phones.main.e164}`);
  await expect(links.nth(2)).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${phones.main.e164}`));
  await expect(links.nth(2)).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('floating-buttons')).toBeHidden();
});

test('Groups pages: one bar with their Free Counseling, which goes to the lead form', async ({ page }) => {
  await skipPopups(page);
  await page.goto('/courses/tgpsc-groups');
  expect(await barsAtTheBottom(page)).toEqual(['action-bar']);
  await expect(bar(page).getByRole('link')).toHaveText(['Enquire Now', 'Call', 'WhatsApp', 'Free Counseling']);
  await page.evaluate(() => scrollTo({ top: 3000, behavior: 'instant' }));
  await bar(page).getByRole('link', { name: 'Free Counseling' }).click();
  await expect(page.getByTestId('lead-form')).toBeInViewport();
});

test('the foundation page: one bar with its Enroll Now, which keeps the chosen programme tab', async ({ page }) => {
  await page.goto('/courses/6th-to-10th-foundation#neet');
  await page.evaluate(() => scrollTo({ top: 1500, behavior: 'instant' }));
  expect(await barsAtTheBottom(page)).toEqual(['action-bar']);
  await expect(bar(page).getByRole('link')).toHaveText(['Enquire Now', 'Call', 'WhatsApp', 'Enroll Now']);
  await bar(page).getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('region', { name: 'Need More Details?' })).toBeInViewport();
  await expect(page).toHaveURL(/#neet$/);
});

test('the bar steps aside while a text field has focus and while a dialog is open', async ({ page }) => {
  await page.goto('/register');
  await expect(bar(page)).toBeVisible();
  await page.getByLabel('Full Name').focus();
  await expect(bar(page)).toBeHidden();
  await page.getByLabel('Full Name').blur();
  await expect(bar(page)).toBeVisible();
  await page.evaluate(() => document.querySelector<HTMLDialogElement>('#contact-dialog')!.showModal());
  await expect(bar(page)).toBeHidden();
  await page.evaluate(() => document.querySelector<HTMLDialogElement>('#contact-dialog')!.close());
  await expect(bar(page)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enquire Now in the bar reaches the enquiry section on home', async ({ page }) => {
    await page.goto('/gallery');
    await bar(page).getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/#enquire$/);
    await expect(page.locator('#enquire')).toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('no bar; the floating buttons stay', async ({ page }) => {
    await page.goto('/about');
    await expect(bar(page)).toBeHidden();
    const fab = page.getByTestId('floating-buttons');
    await expect(fab.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
    await expect(fab.getByRole('button', { name: 'Call us' })).toBeVisible();
    await expect(fab.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  });
});
