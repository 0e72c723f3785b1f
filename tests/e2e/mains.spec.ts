/**
 * Mains answer writing (spec document 2 §2, §5): the list with static paging and old `?page=N`
 * links, the answer page with its Question / Model Answer / Additional Resources blocks, and the
 * comment box (the spec's on UPSC; every section's since issue 47, which sends answers for review
 * from it: tests/e2e/answers.spec.ts) — text and pictures kept in this browser per answer,
 * surviving a reload, large pictures scaled down, a full storage told to the visitor with the text kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';

interface DemoAnswer {
  id: string;
  page?: string[];
  /** The exam the question is set for: "UPSC" lists it in UPSC (spec document 2 §7). */
  topic?: string;
  title?: string;
  sourceUrl?: string[];
  excerpt?: string;
}

/** The demo snapshot's mains answers (what the test build is made from), fields in the default locale. */
const demoAnswers: DemoAnswer[] = JSON.parse(readFileSync(path.resolve('src/content/demo/space.json'), 'utf8'))
  .entries.filter(
    (e: { sys: { contentType: { sys: { id: string } } } }) => e.sys.contentType.sys.id === 'mainsAnswerWriting',
  )
  .map((e: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }) => ({
    id: e.sys.id,
    ...Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v['en-US']])),
  }));

const sections = [
  { key: 'upsc', label: 'UPSC', base: '/courses/upsc' },
  { key: 'appsc', label: 'APPSC', base: '/courses/appsc-groups' },
  { key: 'tgpsc', label: 'TGPSC', base: '/courses/tgpsc-groups' },
] as const;

const answersOf = (key: string) =>
  demoAnswers.filter(
    (a) =>
      (a.page ?? []).some((p) => p.toLowerCase().includes(key)) ||
      (key === 'upsc' && a.topic?.toLowerCase() === 'upsc'),
  );
const listOf = (base: string) => `${base}/mains-answer-writing`;
const cards = (page: Page) => page.getByRole('list', { name: 'Mains questions' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

for (const { key, label, base } of sections) {
  test.describe(`${label} mains answer list`, () => {
    const total = answersOf(key).length;

    test('shows 10 answers on page 1 and the rest on page 2, with Previous/Next and "Page X of Y"', async ({
      page,
    }) => {
      expect(total).toBeGreaterThan(10);
      expect(total).toBeLessThanOrEqual(20);
      await page.goto(`${listOf(base)}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${label} Mains Answer Writing`);
      await expect(cards(page)).toHaveCount(10);
      await expect(pager(page)).toContainText('Page 1 of 2');
      await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pager(page).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${listOf(base)}/page/2/`);
      await expect(cards(page)).toHaveCount(total - 10);
      await expect(pager(page)).toContainText('Page 2 of 2');
      await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
      await pager(page).getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(`${listOf(base)}/`);
    });

    test('each card links to its answer by id, titled with the first text of the question', async ({ page }) => {
      await page.goto(`${listOf(base)}/`);
      const first = cards(page).first();
      await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const link = first.getByRole('link');
      const title = (await link.textContent())!.trim();
      const href = (await link.getAttribute('href'))!;
      const id = href.match(/\/mains-answer-writing\/([^/]+)\/$/)?.[1];
      expect(answersOf(key).map((a) => a.id)).toContain(id);
      await link.click();
      await expect(page).toHaveURL(href);
      const question = page.getByRole('region', { name: 'Question:' });
      await expect(question.locator('p').first()).toHaveText(title);
    });

    test('shows the excerpt, or "No excerpt available" when an answer has none', async ({ page }) => {
      const withoutExcerpt = answersOf(key).filter((a) => !a.excerpt).length;
      expect(withoutExcerpt).toBeGreaterThan(0);
      let shown = 0;
      for (const url of [`${listOf(base)}/`, `${listOf(base)}/page/2/`]) {
        await page.goto(url);
        shown += await cards(page).getByText('No excerpt available', { exact: true }).count();
      }
      expect(shown).toBe(withoutExcerpt);
    });

    test('old ?page=N links land on the right static page', async ({ page }) => {
      await page.goto(`${listOf(base)}/?page=2`);
      await expect(page).toHaveURL(`${listOf(base)}/page/2/`);
      await expect(pager(page)).toContainText('Page 2 of 2');
      await page.goto(`${listOf(base)}/?page=99`);
      await expect(page).toHaveURL(`${listOf(base)}/page/2/`);
      for (const bad of ['0', '-1', 'abc', '1.5']) {
        await page.goto(`${listOf(base)}/?page=${bad}`);
        await expect(pager(page)).toContainText('Page 1 of 2');
        await expect(page).toHaveURL(`${listOf(base)}/?page=${bad}`);
      }
    });

    test(`has ${key === 'upsc' ? 'a' : 'no'} feedback widget and no React island`, async ({ page }) => {
      await page.goto(`${listOf(base)}/`);
      await expect(page.locator('astro-island')).toHaveCount(0);
      await expect(page.getByText('Was this helpful?')).toHaveCount(key === 'upsc' ? 1 : 0);
      await expect(page.getByRole('link', { name: `Back to ${label}` })).toHaveAttribute('href', base);
    });
  });

  test.describe(`${label} mains answer page`, () => {
    const answer = answersOf(key).find((a) => (a.sourceUrl ?? []).length > 1)!;

    test('shows breadcrumb, meta, title, Question, Model Answer and Additional Resources opening in a new tab', async ({
      page,
    }) => {
      await page.goto(`${listOf(base)}/${answer.id}/`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', label, 'Mains Answer Writing', answer.title!]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.title!);
      await expect(page.getByRole('heading', { name: 'Question:', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Model Answer:', exact: true })).toBeVisible();
      const resources = page.getByRole('region', { name: 'Additional Resources:' }).getByRole('link');
      await expect(resources).toHaveCount(answer.sourceUrl!.length);
      for (const [i, url] of answer.sourceUrl!.entries()) {
        await expect(resources.nth(i)).toHaveAttribute('href', url);
        await expect(resources.nth(i)).toHaveAttribute('target', '_blank');
        await expect(resources.nth(i)).toHaveAttribute('rel', /noopener/);
      }
    });

    test(`has Discussion & Comments (where answers are sent for review)${key === 'upsc' ? ' and' : ', no'} Back to All Questions`, async ({
      page,
    }) => {
      await page.goto(`${listOf(base)}/${answer.id}/`);
      await expect(page.getByRole('heading', { name: 'Discussion & Comments' })).toHaveCount(1);
      await expect(page.getByLabel('Your comment')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Back to All Questions' })).toHaveCount(key === 'upsc' ? 1 : 0);
    });
  });
}

test.describe('reviewed answers', () => {
  const governor = '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/';
  const labourCodes = 'courses/upsc/mains-answer-writing/y2mAusqR5q9LZhqfxbgZGm/';
  const reviewed = (page: Page) => page.getByRole('region', { name: /^Reviewed answers|^సమీక్షించిన సమాధానాలు/ });
  const answers = (page: Page) =>
    reviewed(page)
      .getByRole('listitem')
      .filter({ has: page.getByText(/^Sample student/) });

  test('the question links its reviewed answers with their number; their page shows name, date, text, photo, score and review', async ({
    page,
  }) => {
    await page.goto(governor);
    await expect(reviewed(page).getByRole('heading', { level: 2 })).toHaveText('Reviewed answers (1)');
    await reviewed(page).getByRole('link', { name: 'Read the reviewed answer' }).click();
    await expect(page).toHaveURL(`${governor}reviewed/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviewed answers (1)');
    await expect(reviewed(page)).toContainText('Governor and State Legislation');
    const answer = answers(page);
    await expect(answer).toContainText('Sample student A');
    await expect(answer.locator('time')).toHaveText('August 7, 2026');
    await expect(answer).toContainText('part of its legislature (Article 168)');
    await expect(answer).toContainText('Score: 9 / 15');
    await expect(answer).toContainText('Add Shamsher Singh (1974) on aid and advice.');
    await expect(answer).toContainText('Reviewed by Mentor, GS Paper II');
    const photo = answer.getByRole('img', { name: 'Photo 1 of Sample student A’s answer' });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to the question' }).click();
    await expect(page).toHaveURL(governor);
  });

  test('the page language first, newest first; the other language marked with its lang', async ({ page }) => {
    await page.goto(`/${labourCodes}reviewed/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviewed answers (2)');
    await expect(answers(page).getByText(/^Sample student/)).toHaveText(['Sample student D', 'Sample student B']);
    await expect(answers(page).nth(1).locator('[lang="te-IN"]')).toHaveCount(2);
    await expect(answers(page).nth(0).locator('[lang]')).toHaveCount(0);

    await page.goto(`/te/${labourCodes}`);
    await expect(reviewed(page).getByRole('link', { name: 'సమీక్షించిన 2 సమాధానాలు చదవండి' })).toHaveAttribute(
      'href',
      `/te/${labourCodes}reviewed/`,
    );
    await page.goto(`/te/${labourCodes}reviewed/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('సమీక్షించిన సమాధానాలు (2)');
    await expect(answers(page).getByText(/^Sample student/)).toHaveText(['Sample student B', 'Sample student D']);
    await expect(answers(page).nth(0)).toContainText('స్కోరు: 10 / 15');
    await expect(answers(page).nth(1).locator('[lang="en"]')).toHaveCount(2);
  });

  test('a question nobody’s reviewed answer is for has no such section and no such page', async ({ page }) => {
    const other = answersOf('tgpsc')[0];
    await page.goto(`${listOf('/courses/tgpsc-groups')}/${other.id}/`);
    await expect(page.getByRole('heading', { name: 'Model Answer:' })).toBeVisible();
    await expect(reviewed(page)).toHaveCount(0);
    const response = await page.goto(`${listOf('/courses/tgpsc-groups')}/${other.id}/reviewed/`);
    expect(response?.status()).toBe(404);
  });
});

test('an unknown answer id is the 404 page', async ({ page }) => {
  const response = await page.goto('/courses/upsc/mains-answer-writing/no-such-answer/');
  expect(response?.status()).toBe(404);
});

test.describe('UPSC comments', () => {
  const [answer, other] = answersOf('upsc');
  const url = `${listOf('/courses/upsc')}/${answer.id}/`;
  const box = (page: Page) => page.getByLabel('Your comment');
  const comments = (page: Page) => page.getByRole('list', { name: 'Comments' }).getByRole('listitem');

  test('the comment box hydrates only when scrolled to, then a comment survives a reload and stays with its answer', async ({
    page,
  }) => {
    // Astro's island runtime too is a file asked for only when the box comes near the screen.
    const runtime: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/astro-island\.[\w-]+\.js$/.test(request.url())) runtime.push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('astro-island')).toHaveAttribute('ssr', '');
    expect(runtime).toEqual([]);
    expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
    await box(page).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
    expect(runtime).toHaveLength(1);
    await box(page).fill('Add the Punchhi Commission view on a time limit for assent.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(comments(page)).toHaveCount(1);
    await expect(comments(page).first()).toContainText('Current User');
    await expect(comments(page).first()).toContainText('Add the Punchhi Commission view on a time limit for assent.');
    await expect(comments(page).first().locator('time')).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/,
    );
    await expect(box(page)).toHaveValue('');

    await page.reload();
    await box(page).scrollIntoViewIfNeeded();
    await expect(comments(page)).toHaveCount(1);
    await expect(comments(page).first()).toContainText('Add the Punchhi Commission view');

    await page.goto(`${listOf('/courses/upsc')}/${other.id}/`);
    await box(page).scrollIntoViewIfNeeded();
    await expect(page.getByText('No comments yet. Be the first to share your answer.')).toBeVisible();
  });

  test('text typed and Post Comment tapped before the box hydrates: posted once it has', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/CommentBox\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url);
    await box(page).scrollIntoViewIfNeeded();
    await box(page).fill('Typed on a slow connection');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    // Not submitted natively (that would reload the page and lose the text).
    await expect(box(page)).toHaveValue('Typed on a slow connection');
    await expect(page.locator('astro-island')).toHaveAttribute('ssr', '');
    release();
    await expect(comments(page).first()).toContainText('Typed on a slow connection');
    await expect(box(page)).toHaveValue('');
  });

  test('a blank comment without an image is not posted', async ({ page }) => {
    await page.goto(url);
    await box(page).scrollIntoViewIfNeeded();
    await box(page).fill('   ');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('alert')).toHaveText('Write a comment or attach an image to post.');
    await expect(page.getByText('0 comments')).toBeVisible();
    expect(await page.evaluate((id) => localStorage.getItem(`comments_${id}`), answer.id)).toBeNull();
  });

  test('a large picture is scaled down to 1024 px JPEG before it is stored, and posts without text', async ({
    page,
  }) => {
    await page.goto(url);
    await box(page).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
    // A 3000×2000 noisy PNG made in the page (several MB, too big to keep as it is).
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2000;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(3000, 2000);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 2654435761) % 251;
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await page
      .getByLabel('Attach image')
      .setInputFiles({ name: 'answer-sheet.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(page.getByRole('img', { name: 'Selected image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const posted = comments(page).first().getByRole('img', { name: 'Image attached by Current User' });
    await expect(posted).toBeVisible();
    const stored = await page.evaluate((id) => JSON.parse(localStorage.getItem(`comments_${id}`)!), answer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].text).toBe('');
    expect(stored[0].image).toMatch(/^data:image\/jpeg;base64,/);
    expect(await posted.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1024, 683,
    ]);

    await page.reload();
    await box(page).scrollIntoViewIfNeeded();
    await expect(comments(page).first().getByRole('img', { name: 'Image attached by Current User' })).toBeVisible();
  });

  test('a full storage is told to the visitor and the typed text is kept', async ({ page }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('comments_')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto(url);
    await box(page).scrollIntoViewIfNeeded();
    await box(page).fill('My long answer that must not be lost');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('alert')).toContainText('Your browser storage is full, so this comment was not saved.');
    await expect(box(page)).toHaveValue('My long answer that must not be lost');
    await expect(page.getByText('0 comments')).toBeVisible();
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('the list shows two cards per row and the comment box works', async ({ page }) => {
      await page.goto(`${listOf('/courses/upsc')}/`);
      const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
      expect(a!.y).toBe(b!.y);
      expect(b!.x).toBeGreaterThan(a!.x + a!.width);
      await page.goto(url);
      await box(page).scrollIntoViewIfNeeded();
      await box(page).fill('Desktop comment');
      await box(page).press('Tab');
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await expect(comments(page).first()).toContainText('Desktop comment');
    });
  });
});
