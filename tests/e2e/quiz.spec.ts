/**
 * Current-affairs quizzes (spec document 2 §2 "Quiz list" / "Quiz taking", §4, §9): the lists with
 * their type filters and numbered pages for UPSC, APPSC and TGPSC, a quiz from start to result,
 * the automatic submission when the clock runs out, the remembered result and the streak badge.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';

const UPSC = '/courses/upsc/current-affairs-quiz';
const APPSC = '/courses/appsc-groups/current-affairs-quiz';
const TGPSC = '/courses/tgpsc-groups/current-affairs-quiz';

const rows = (page: Page) => page.getByTestId('quiz-row');
const filter = (page: Page) => page.getByRole('navigation', { name: 'Quiz type' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const question = (page: Page, n: number) => page.getByTestId('quiz-question').nth(n);
const result = (page: Page) => page.getByTestId('quiz-result');

/** Waits until the quiz island has hydrated (Astro drops the `ssr` attribute). */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="QuizRunner"]')).not.toHaveAttribute('ssr');
}

async function expectCounts(panel: Locator, correct: number, incorrect: number, unanswered: number) {
  await expect(panel.getByTestId('quiz-count')).toHaveText([
    `Correct${correct}`,
    `Incorrect${incorrect}`,
    `Unanswered${unanswered}`,
  ]);
}

test.describe('quiz lists', () => {
  test('UPSC: breadcrumb, four blurbs, All Types first, 10 rows a page with numbered pages', async ({ page }) => {
    await page.goto(`${UPSC}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UPSC Current Affairs Quiz');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Courses',
      'UPSC',
      'Current Affairs Quiz',
    ]);
    await expect(page.getByRole('list', { name: 'Why practise with our quizzes' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(filter(page).getByRole('link')).toHaveText(['All Types', 'Daily', 'Monthly', 'Previous Years']);
    await expect(filter(page).getByRole('link', { name: 'All Types' })).toHaveAttribute('aria-current', 'page');

    await expect(rows(page)).toHaveCount(10);
    const row = rows(page).filter({ hasText: 'Daily Current Affairs Quiz - 12 November 2026' });
    await expect(row).toContainText('5 questions');
    await expect(row).toContainText('5 minutes');
    await expect(row).toContainText('November 12, 2026');
    // Draft quizzes are never listed.
    await expect(page.getByText('Monthly Current Affairs Quiz - November 2026')).toHaveCount(0);

    await expect(pager(page)).toContainText('Page 1 of 2');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`${UPSC}/page/2/`);
    await expect(rows(page)).toHaveCount(2);
    await expect(pager(page)).toContainText('Page 2 of 2');
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Changing the filter goes back to page 1 of that type.
    await filter(page).getByRole('link', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(`${UPSC}/type/monthly/`);
    await expect(rows(page)).toHaveCount(3);
    for (const title of await rows(page).getByRole('heading').allTextContents()) expect(title).toMatch(/^Monthly/);
    await expect(pager(page)).toHaveCount(0);
  });

  test('an old ?page=2 link lands on page 2', async ({ page }) => {
    await page.goto(`${UPSC}/?page=2`);
    await expect(page).toHaveURL(`${UPSC}/page/2/`);
  });

  for (const [path, exam] of [
    [APPSC, 'APPSC'],
    [TGPSC, 'TGPSC'],
  ] as const) {
    test(`${exam}: Daily, Monthly and Previous filters with title, question count, minutes and date`, async ({
      page,
    }) => {
      await page.goto(`${path}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${exam} Current Affairs Quiz`);
      await expect(filter(page).getByRole('link')).toHaveText(['Daily', 'Monthly', 'Previous']);
      await expect(filter(page).getByRole('link', { name: 'Daily' })).toHaveAttribute('aria-current', 'page');
      // Six daily quizzes: the newest, which has no questions, is not listed.
      await expect(rows(page)).toHaveCount(6);
      await expect(rows(page).first()).toContainText(`${exam} Daily Quiz - 1`);
      await expect(rows(page).getByText(/\b0 questions\b/)).toHaveCount(0);

      await filter(page).getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(`${path}/type/previous/`);
      await expect(rows(page)).toHaveCount(3);
      const first = rows(page).first();
      await expect(first.getByRole('heading')).toHaveText(new RegExp(`^${exam} Previous Paper Practice`));
      await expect(first).toContainText(/\d+ questions/);
      await expect(first).toContainText(/\d+ minutes/);
      await expect(first).toContainText(
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2026/,
      );

      await first.getByRole('link', { name: 'Start Quiz' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/${exam.toLowerCase()}-previous-`));
      await expect(page.getByRole('timer')).toBeVisible();
    });
  }
});

test.describe('taking a quiz', () => {
  test('UPSC: answers, the submit advice, a 2-decimal result with explanations, Retake and Back to Quizzes', async ({
    page,
  }) => {
    await page.goto(`${UPSC}/upsc-daily-quiz-2026-08-18/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Current Affairs Quiz - 18 August 2026');
    await expect(page.getByTestId('quiz-facts')).toContainText('5 questions');
    await expect(page.getByTestId('quiz-facts')).toContainText('5 minutes');
    await expect(
      page.getByText(/^Marking scheme: \+2 for a correct answer, −0\.66 for an incorrect answer/),
    ).toBeVisible();
    await expect(page.getByText("Make sure you've answered all questions before submitting")).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
    // 5 questions = 300 s: highlighted from the start.
    await expect(page.getByRole('timer')).toHaveAttribute('data-warning', 'true');

    await expect(question(page, 0).getByRole('radio')).toHaveCount(4);
    await question(page, 0).getByLabel('B. NASA').check(); // right
    await question(page, 1).getByLabel(/^A\. /).check(); // right
    await question(page, 2).getByLabel('A. 1 only').check(); // wrong
    await page.getByRole('button', { name: 'Submit Quiz' }).click();

    await expect(result(page).getByTestId('quiz-score')).toHaveText('3.34 / 10.00');
    await expectCounts(result(page), 2, 1, 2);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(question(page, 2)).toContainText('Incorrect');
    await expect(question(page, 2)).toContainText('Explanation: Both are correct.');
    await expect(question(page, 2).getByText('Correct answer')).toBeVisible();
    await expect(question(page, 2).locator('label', { hasText: 'Correct answer' })).toContainText('C. Both 1 and 2');
    // UPSC keeps the options open after submitting.
    await expect(question(page, 3).getByRole('radio').first()).toBeEnabled();

    await result(page).getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    // The finished attempt is remembered.
    await expect(page.getByText(/^Your last attempt:/)).toHaveText(
      /^Your last attempt: 3\.34 \/ 10\.00 \(2 correct\) on \w+ \d{1,2}, \d{4}\.$/,
    );

    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await result(page).getByRole('link', { name: 'Back to Quizzes' }).click();
    await expect(page).toHaveURL(`${UPSC}/`);
  });

  test('UPSC after submitting: whatever is clicked, the checked option, "Your answer", the verdict and the score agree', async ({
    page,
  }) => {
    await page.goto(`${UPSC}/upsc-daily-quiz-2026-08-18/`);
    await hydrated(page);
    await question(page, 0).getByLabel('B. NASA').check(); // right
    await question(page, 2).getByLabel('A. 1 only').check(); // wrong
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(result(page).getByTestId('quiz-score')).toHaveText('1.34 / 10.00');

    await question(page, 0).getByLabel('A. European Space Agency').check(); // now wrong
    await question(page, 2).getByLabel('C. Both 1 and 2').check(); // now right
    await question(page, 4).getByLabel('A. Depreciation').check(); // answered after submitting, wrong

    /** The checked option, the option marked "Your answer" and the verdict of a question. */
    const marks = async (n: number) => {
      const q = question(page, n);
      const labelOf = async (has: Locator) =>
        (await q.locator('label').filter({ has }).count()) === 0
          ? null
          : (await q.locator('label').filter({ has }).textContent())!.slice(0, 2);
      return [
        await labelOf(page.getByRole('radio', { checked: true })),
        await labelOf(page.getByText('Your answer')),
        await q.getByTestId('quiz-review').locator('p').first().textContent(),
      ];
    };
    expect(await marks(0)).toEqual(['A.', 'A.', 'Incorrect']);
    expect(await marks(1)).toEqual([null, null, 'Unanswered']);
    expect(await marks(2)).toEqual(['C.', null, 'Correct']);
    expect(await marks(4)).toEqual(['A.', 'A.', 'Incorrect']);
    await expectCounts(result(page), 1, 2, 2);
    await expect(result(page).getByTestId('quiz-score')).toHaveText('0.68 / 10.00');
  });

  test('a question picture and picture options', async ({ page }) => {
    await page.goto(`${UPSC}/upsc-daily-quiz-2026-10-09/`);
    await expect(question(page, 0).getByRole('img', { name: 'The Moon between the Sun and the Earth' })).toBeVisible();
    await page.goto(`${UPSC}/upsc-daily-quiz-2026-08-24/`);
    await expect(page.getByRole('img', { name: /^Figure for question/ })).toHaveCount(1);
  });

  test('APPSC: 1 decimal, answers locked after submitting; the streak badge counts the day', async ({ page }) => {
    await page.goto(`${APPSC}/appsc-daily-quiz-2026-08-10/`);
    await hydrated(page);
    await question(page, 0).getByLabel('B. Godavari').check(); // right
    await question(page, 1).getByLabel('B. Section 84').check(); // wrong
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(result(page).getByTestId('quiz-score')).toHaveText('1.3 / 10.0');
    await expectCounts(result(page), 1, 1, 3);
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(question(page, 1).locator('label', { hasText: 'Your answer' })).toContainText('B. Section 84');

    await page.addInitScript(() => sessionStorage.setItem('course_popup_appsc-groups', 'true'));
    await page.goto('/courses/appsc-groups');
    await page.getByTestId('quiz-streak').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('quiz-streak')).toHaveText('Streak: 1 day');
  });

  test('TGPSC: at 0:00 the quiz is submitted by itself', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${TGPSC}/tgpsc-daily-quiz-2026-08-05/`);
    await hydrated(page);
    await expect(page.getByRole('timer')).toHaveText('5:00');
    await question(page, 0).getByRole('radio').first().check();
    // The page clock keeps flowing between steps, so leave a few seconds' slack.
    await page.clock.runFor(290_000);
    await expect(page.getByRole('timer')).toHaveText(/^0:(0\d|10)$/);
    await expect(page.getByRole('timer')).toHaveAttribute('data-warning', 'true');
    await expect(result(page)).toHaveCount(0);
    await page.clock.runFor(12_000);
    await expect(result(page)).toContainText("Time's up! Your answers were submitted automatically.");
    await expect(result(page).getByTestId('quiz-count')).toHaveText([
      /^Correct[01]$/,
      /^Incorrect[01]$/,
      'Unanswered4',
    ]);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('a quiz without questions is in no list and has no page', async ({ page }) => {
    for (const [list, slug, title] of [
      [APPSC, 'appsc-daily-quiz-2026-11-27', 'APPSC Daily Quiz - 27 November 2026'],
      [UPSC, 'upsc-daily-quiz-2026-11-28', 'Daily Current Affairs Quiz - 28 November 2026'],
    ]) {
      await page.goto(`${list}/`);
      await expect(rows(page).first()).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      const response = await page.goto(`${list}/${slug}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz not found.');
      await page.getByRole('link', { name: 'Back to Quizzes' }).click();
      await expect(page).toHaveURL(`${list}/`);
    }
  });

  test('Draft UPSC quizzes have no page; published ones carry Quiz structured data', async ({ page }) => {
    const draft = await page.goto(`${UPSC}/upsc-monthly-quiz-2026-11/`);
    expect(draft?.status()).toBe(404);
    await page.goto(`${UPSC}/upsc-monthly-quiz-2026-09/`);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const quiz = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'Quiz');
    expect(quiz).toMatchObject({ name: 'Monthly Current Affairs Quiz - September 2026', timeRequired: 'PT8M' });
    expect(quiz.hasPart).toHaveLength(8);
  });
});

test.describe('desktop', () => {
  test.use(desktop);
  test('the countdown stays in view while scrolling the questions', async ({ page }) => {
    await page.goto(`${UPSC}/upsc-monthly-quiz-2026-08/`);
    await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByRole('timer')).not.toHaveAttribute('data-warning');
    await question(page, 8).scrollIntoViewIfNeeded();
    await expect(page.getByRole('timer')).toBeInViewport();
  });
});
