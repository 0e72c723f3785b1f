/**
 * No serious or critical accessibility violations (axe: WCAG 2.1 A and AA, best practices) on
 * every page type, on a phone and on a desktop, and in the states a visitor opens: the consent
 * bar (open on every first visit, and reopened from the footer), the menu panel, the contact dialog, the testimonials video, the PDF download form, a quiz in progress and
 * its result, the form that sends a mains answer for review (in Telugu, a comment's status listed). A failure lists each violation: rule, impact, help, and each element with its fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, desktop, hydrated } from '../support/fixtures';
import { courses } from '../../src/data/courses';

// WCAG 2.1 A and AA, and axe's best practices (landmarks, heading order …), which the site meets too.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const QUIZ = '/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/';

// The long course pages take axe a few seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Runs axe on the page as it is now and fails with a readable list. */
async function expectAccessible(page: Page) {
  // The YouTube player is a third party's frame (and is blocked in tests): only our markup counts.
  // Only violations are read, so axe skips describing every element that passed (its own advice for
  // speed; 11 pages took 74 s instead of 83). `options` replaces what was set before it: it goes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .exclude('iframe[src*="youtube"]')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n` +
      v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ')}`)
        .join('\n'),
  );
  expect(serious.length, `${page.url()}\n${report.join('\n')}\n`).toBe(0);
}

/** Opens a page and scrolls through it, so the islands that hydrate on sight are checked hydrated. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const pages = [
  '/',
  '/about',
  '/gallery',
  '/contact',
  '/register',
  '/testimonials',
  '/scholarship-exams',
  '/no-such-page',
  '/search',
  '/privacy/',
  ...courses.map((c) => `/courses/${c.id}`),
  // The Telugu course pages with sections of their own (the Groups pages' filter and streak, Degree with IAS's carousels).
  '/te/courses/appsc-groups/',
  '/te/courses/tgpsc-groups/',
  '/te/courses/degree-ias/',
  '/courses/upsc/current-affairs/',
  '/courses/appsc-groups/current-affairs/page/2/',
  '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/',
  '/courses/upsc/mains-answer-writing/',
  '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/',
  '/courses/upsc/current-affairs-quiz/',
  QUIZ,
  '/courses/appsc-groups/current-affairs-quiz/',
  '/courses/appsc-groups/current-affairs-quiz/appsc-daily-quiz-2026-08-10/',
  '/courses/tgpsc-groups/current-affairs-pdfs/',
];

test.describe('every page type on a phone', () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      await visit(page, path);
      await expectAccessible(page);
    });
  }
});

test.describe('the Telugu pages on a phone', () => {
  /** Each kind of Telugu content page, the first the sitemap lists (which entries are Telugu is the content's business). */
  const kinds = [
    /\/current-affairs\/$/,
    /\/current-affairs\/(?!page\/)[^/]+\/$/,
    /\/mains-answer-writing\/$/,
    /\/mains-answer-writing\/[^/]+\/$/,
    /\/current-affairs-quiz\/$/,
    /\/current-affairs-quiz\/(?!type\/|page\/)[^/]+\/$/,
    /\/current-affairs-pdfs\/$/,
  ];
  test('home, search, privacy, not-found and one page of each content route', async ({ page }) => {
    test.setTimeout(240_000); // some 15 pages one after another: 2.1 min on a loaded 2-core machine
    const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
    const telugu = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/te\/courses\/[^<]+)<\/loc>/g)].map(([, path]) => path);
    const found = kinds.map((kind) => telugu.find((path) => kind.test(path)));
    expect(found.every(Boolean), `${found}`).toBe(true);
    for (const path of ['/te/', '/te/search/', '/te/privacy/', '/te/no-such-page', ...(found as string[])]) {
      await visit(page, path);
      await expectAccessible(page);
    }
  });
});

test.describe('the main page types on a desktop', () => {
  test.use(desktop);
  for (const path of [
    '/',
    '/about',
    '/contact',
    '/testimonials',
    '/courses/upsc',
    '/courses/6th-to-10th-foundation',
    '/courses/upsc/current-affairs/',
    '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/',
    QUIZ,
    '/search',
  ]) {
    test(path, async ({ page }) => {
      await visit(page, path);
      await expectAccessible(page);
    });
  }
});

test.describe('opened states', () => {
  for (const [path, name] of [
    ['/about', 'Cookie consent'],
    ['/te/', 'కుకీల అనుమతి'],
  ]) {
    test(`the consent bar on a first visit (${path}), and reopened from the footer on a desktop`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name })).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize(desktop.viewport);
      await page.getByRole('region', { name }).getByRole('button').last().click();
      await page.locator('[data-consent-open]').click();
      await expect(page.getByRole('region', { name })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the menu panel on a phone, its Courses open', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByText('Courses').click();
    await expect(menu.getByRole('link', { name: 'NEET' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a quiz in progress, then its result', async ({ page }) => {
    await page.goto(QUIZ);
    await hydrated(page, 'QuizRunner');
    await page.getByTestId('quiz-question').first().getByRole('radio').first().check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
    await expectAccessible(page);
  });

  test('the PDF download form', async ({ page }) => {
    await page.goto('/courses/upsc/current-affairs-pdfs/');
    const title = 'UPSC Current Affairs Monthly - October 2026';
    await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByRole('dialog', { name: `Download ${title}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('the form that sends a mains answer for review, in Telugu, with a comment’s status', async ({ page }) => {
    const id = 'y2mAusqR5q9LZhqfxbgZGm';
    await page.addInitScript(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify([
            {
              text: 'నా జవాబు',
              user: 'Current User',
              timestamp: '2026-12-01T10:00:00.000Z',
              submissionId: 'DWViPhvJ9VTRm6WLFYug26',
            },
          ]),
        ),
      `comments_${id}`,
    );
    await page.goto(`/te/courses/upsc/mains-answer-writing/${id}/`);
    await page.getByLabel('మీ వ్యాఖ్య', { exact: true }).scrollIntoViewIfNeeded();
    await hydrated(page, 'CommentBox');
    await page.getByRole('button', { name: 'సమీక్షకు పంపండి' }).click();
    await expect(page.getByLabel('మీ జవాబుతో చూపాల్సిన పేరు')).toBeVisible();
    await expect(page.getByRole('link', { name: 'సమీక్షించబడింది — కింద చూడండి' })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('the contact dialog', async ({ page }) => {
      await page.goto('/about');
      await page.getByTestId('floating-buttons').getByRole('button', { name: 'Call us' }).click();
      await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
      await expectAccessible(page);
    });

    test('the testimonials video', async ({ page }) => {
      await page.goto('/testimonials');
      await page.getByRole('heading', { name: 'What Our Students Say' }).scrollIntoViewIfNeeded();
      await hydrated(page, 'Testimonials');
      await page
        .getByRole('button', { name: /^Play video: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^\S/ })).toBeVisible();
      await expectAccessible(page);
    });
  });
});
