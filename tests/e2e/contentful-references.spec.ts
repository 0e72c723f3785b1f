/**
 * Real Contentful spaces (tests/fixtures/contentful/references.json): a UPSC quiz whose questions
 * and options are entries plays and scores; an article's embedded picture and wide table on a
 * 360 px phone (on the site built from that fixture, `references`: tests/support/variant-build.mjs);
 * a reviewed answer a mentor has not published (a draft) is on no page and marks no student's
 * comment reviewed; a quiz address that does not exist says "Quiz not found." (on the test build).
 */
import { test, expect, hydrated } from '../support/fixtures';

const QUIZ = '/courses/upsc/current-affairs-quiz/parliament-entries/';
const ARTICLE = '/courses/upsc/current-affairs/union-budget-2025/';

test.describe('a space whose quiz questions, options and pictures are entries and assets', () => {
  test('the quiz from entries plays and scores; the draft question is left out', async ({ page, references }) => {
    await page.goto(`${references}${QUIZ}`);
    await hydrated(page, 'QuizRunner');
    const questions = page.getByTestId('quiz-question');
    await expect(questions).toHaveCount(2);
    await expect(questions.nth(0)).toContainText('Which option shows the Lok Sabha chamber?');
    await expect(questions.nth(0).getByRole('radio')).toHaveCount(3);
    await expect(questions.nth(0).getByRole('img', { name: 'A green parliament chamber' })).toHaveCount(1);
    await questions.nth(0).getByRole('radio').nth(2).check(); // the green chamber: right
    await questions.nth(1).getByRole('radio').nth(1).check(); // Lok Sabha: wrong
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByTestId('quiz-result').getByTestId('quiz-count')).toHaveText([
      'Correct1',
      'Incorrect1',
      'Unanswered0',
    ]);
  });

  test('the article shows its embedded picture resized, lazy, with alt text and size', async ({ page, references }) => {
    await page.goto(`${references}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Budget 2025 at a glance' })).toBeVisible();
    const picture = page.locator('.rich-text figure img').first();
    await expect(picture).toHaveAttribute('alt', 'Members of the GST council around a table');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '3000');
    await expect(picture).toHaveAttribute(
      'srcset',
      /^https:\/\/images\.eu\.ctfassets\.net\/.*\?w=400&fm=webp&q=75 400w/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/images\.contentful\.com\/.*\?w=1200&h=630&fit=fill&fm=jpg&q=80$/,
    );
  });

  test('a wide table scrolls sideways inside its box on a 360 px phone, the page does not widen', async ({
    page,
    references,
  }) => {
    await page.goto(`${references}${ARTICLE}`);
    const box = page.getByRole('region', { name: 'Table' });
    await box.scrollIntoViewIfNeeded();
    const sizes = await box.evaluate((el) => ({
      client: el.clientWidth,
      scroll: el.scrollWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await box.evaluate((el) => el.scrollBy(200, 0));
    expect(await box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test('a space holding only a draft of a reviewed answer shows nothing of it, to anyone', async ({
  page,
  references,
}) => {
  const question = `${references}/courses/tgpsc-groups/mains-answer-writing/mains-refs/`;
  // The student who sent it, back on the question: a draft is not "Reviewed".
  await page.addInitScript(() =>
    localStorage.setItem(
      'comments_mains-refs',
      JSON.stringify([
        {
          text: 'My answer on GST reforms',
          user: 'Current User',
          timestamp: '2025-03-03T06:00:00.000Z',
          submissionId: 'draft-submission-refs',
        },
      ]),
    ),
  );
  await page.goto(question);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GST council reforms');
  await expect(page.getByRole('heading', { name: /^Reviewed answers/ })).toHaveCount(0);
  await expect(page.getByText('Draft student')).toHaveCount(0);
  await page.getByLabel('Your comment').scrollIntoViewIfNeeded();
  const comment = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(comment).toContainText('My answer on GST reforms');
  await expect(comment.getByText('Reviewed — see below')).toHaveCount(0);
  expect((await page.goto(`${question}reviewed/`))?.status()).toBe(404);
});

test('a quiz address that does not exist says "Quiz not found." and leads back to the quizzes', async ({ page }) => {
  await page.goto('/courses/appsc-groups/current-affairs-quiz/a-quiz-that-was-renamed/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz not found.');
  const back = page.getByRole('link', { name: 'Back to Quizzes' });
  await expect(back).toHaveAttribute('href', '/courses/appsc-groups/current-affairs-quiz/');
  await back.click();
  await expect(page).toHaveURL(/\/courses\/appsc-groups\/current-affairs-quiz\/$/);
});
