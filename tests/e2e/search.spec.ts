/**
 * Site search (/search, pagefind): nothing of it loads until the box is used; results for a word
 * of a demo article's title link to the article; the section and type filters narrow results (the
 * badges say so) and stay in the address; an article in two sections is found once and linked in
 * the section asked for; a shared `?q=` address searches on load; nonsense finds
 * nothing, a missing index says so; the last 12 months' results show before the archive's, which
 * follow them (a missing archive says some are missing); the page fits a 360 px phone; the header and the section lists
 * lead to it. Expected values come from the demo space the test build is made of.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';

interface RawEntry {
  sys: { contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}
const space = JSON.parse(readFileSync('src/content/demo/space.json', 'utf8')) as { entries: RawEntry[] };
const slug = 'rbi-policy-repo-rate-unchanged-october-2026';
const article = space.entries.find((e) => e.fields.slug?.['en-US'] === slug)!;
const articleTitle = article.fields.title['en-US'] as string;
const articlePath = `/courses/upsc/current-affairs/${slug}/`;

const box = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search articles, mains answers, quizzes and courses' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The badge texts of the results shown, by badge ("section" or "type"). */
const badges = (page: Page, kind: 'section' | 'type') => page.locator(`[data-result-${kind}]`).allTextContents();

test('loads nothing for search until the box is used, then finds an article by a title word', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.startsWith('/pagefind/') || path.includes('search-client'))).toEqual([]);

  await box(page).fill('repo');
  await expect(status(page)).toHaveText(/^\d+ results? for “repo”$/);
  expect(fetched.some((path) => path.startsWith('/pagefind/'))).toBe(true);
  await expect(page).toHaveURL(/\/search\/?\?q=repo$/);

  const link = results(page).getByRole('link', { name: articleTitle });
  await expect(link).toBeVisible();
  await expect(results(page).filter({ hasText: articleTitle }).locator('mark').first()).toHaveText(/repo/i);
  await link.click();
  await expect(page).toHaveURL(articlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle);
});

const filters = [
  {
    name: 'section',
    choose: (page: Page) => page.getByRole('group', { name: 'Section' }).getByText('APPSC', { exact: true }).click(),
    badge: 'section' as const,
    value: 'APPSC',
    param: 'section=appsc',
  },
  {
    name: 'type',
    choose: (page: Page) => page.getByLabel('Type').selectOption({ label: 'Quiz' }),
    badge: 'type' as const,
    value: 'Quiz',
    param: 'type=quiz',
  },
];

for (const filter of filters) {
  test(`the ${filter.name} filter narrows the results and stays in the address`, async ({ page }) => {
    await page.goto('/search');
    await box(page).fill('wetland');
    await expect(status(page)).toHaveText(/results? for “wetland”/);
    await expect.poll(async () => new Set(await badges(page, filter.badge)).size).toBeGreaterThan(1);

    await filter.choose(page);
    await expect(page).toHaveURL(new RegExp(`[?&]${filter.param}(&|$)`));
    await expect.poll(async () => [...new Set(await badges(page, filter.badge))]).toEqual([filter.value]);
    await expect(status(page)).toHaveText(/^\d+ results? for “wetland”$/);
  });
}

test('an article in two sections is one result, linked in the section the filter asks for', async ({ page }) => {
  const shared = space.entries.find((e) => e.fields.slug?.['en-US'] === 'krishna-water-sharing-tribunal')!;
  const title = shared.fields.title['en-US'] as string;
  expect(shared.fields.page!['en-US']).toEqual(['appsc', 'tgpsc']);
  const found = () => results(page).filter({ has: page.getByRole('link', { name: title }) });

  await page.goto('/search?q=tribunal');
  await expect(found()).toHaveCount(1);
  await expect(found().locator('[data-result-section]')).toHaveText('APPSC, TGPSC');
  await expect(found().getByRole('link')).toHaveAttribute('href', /^\/courses\/appsc-groups\/current-affairs\//);

  await page.getByRole('group', { name: 'Section' }).getByText('TGPSC', { exact: true }).click();
  await expect(found().locator('[data-result-section]')).toHaveText('TGPSC');
  await found().getByRole('link').click();
  await expect(page).toHaveURL('/courses/tgpsc-groups/current-affairs/krishna-water-sharing-tribunal/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a shared address searches on load with its filters set', async ({ page }) => {
  await page.goto('/search?q=ramsar&section=appsc&type=quiz');
  await expect(box(page)).toHaveValue('ramsar');
  await expect(page.getByRole('radio', { name: 'APPSC' })).toBeChecked();
  await expect(page.getByLabel('Type')).toHaveValue('quiz');
  await expect(status(page)).toHaveText(/^\d+ results? for “ramsar”$/);
  await expect(results(page).first()).toBeVisible();
  expect(new Set(await badges(page, 'section'))).toEqual(new Set(['APPSC']));
  expect(new Set(await badges(page, 'type'))).toEqual(new Set(['Quiz']));
});

test('a word found nowhere says so, and clearing the box clears the results', async ({ page }) => {
  const tracked = () =>
    page.evaluate(() => ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((e) => e.event === 'search'));
  await page.goto('/search?q=ramsar');
  await expect(results(page).first()).toBeVisible();
  // A search is counted once every part of the index has answered (the archive after the recent part).
  await expect.poll(async () => (await tracked()).length).toBe(1);
  await box(page).fill('zqxjvbw');
  await expect(status(page)).toHaveText('No results for “zqxjvbw”.');
  // Each search reaches analytics as its query length and result count, never its words.
  await expect.poll(async () => (await tracked()).length).toBe(2);
  const searches = await tracked();
  expect(searches).toEqual([
    expect.objectContaining({ query_length: 6, result_count: expect.any(Number) }),
    expect.objectContaining({ query_length: 7, result_count: 0 }),
  ]);
  expect(searches[0].result_count).toBeGreaterThan(0);
  expect(JSON.stringify(searches)).not.toContain('ramsar');
  await expect(results(page)).toHaveCount(0);
  await box(page).fill('');
  await expect(status(page)).toBeHidden();
  await expect(page).toHaveURL(/\/search\/?$/);
});

test('shows ten results at a time, and Show more brings the next ones into focus', async ({ page }) => {
  await page.goto('/search?q=india');
  await expect(status(page)).toHaveText(/^\d+ results for “india”$/);
  const total = Number((await status(page).textContent())!.split(' ')[0]);
  expect(total, 'the demo has more than ten pages about India').toBeGreaterThan(10);
  await expect(results(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(results(page)).toHaveCount(Math.min(total, 20));
  await expect(results(page).nth(10).getByRole('link')).toBeFocused();
});

test('says so when the search index cannot load', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/search');
  await box(page).fill('repo');
  await expect(page.getByRole('alert')).toHaveText(/Search could not be loaded/);
  await expect(results(page)).toHaveCount(0);
});

test.describe('the two parts of the index: the last 12 months first, then the archive', () => {
  /** The demo's entries are all of the last months, so its archive part is empty: here it mirrors the recent part. */
  const mirrorArchive = (page: Page, hold?: Promise<void>) =>
    page.route('**/pagefind/archive/**', async (route) => {
      if (hold && /\.pf_(index|fragment)$/.test(route.request().url())) await hold;
      await route.continue({ url: route.request().url().replace('/pagefind/archive/', '/pagefind/') });
    });

  test('the recent results show while the archive loads; its results follow them and count', async ({ page }) => {
    const single = await (async () => {
      await page.goto('/search?q=india');
      await expect(status(page)).toHaveText(/^\d+ results for “india”$/);
      return Number((await status(page).textContent())!.split(' ')[0]);
    })();
    let release = () => {};
    await mirrorArchive(page, new Promise<void>((resolve) => (release = resolve)));
    await page.reload();
    await expect(status(page)).toHaveText(`${single} results for “india”`);
    await expect(results(page)).toHaveCount(10);
    const firstTitle = await results(page).first().getByRole('link').textContent();
    release();
    await expect(status(page)).toHaveText(`${2 * single} results for “india”`);
    await expect(page.getByRole('alert')).toBeHidden();
    // Show more until the archive's copy of the first result: it comes after every recent one.
    for (let shown = 10; shown < single + 1; shown += 10)
      await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results(page).nth(single).getByRole('link')).toHaveText(firstTitle!);
  });

  test('an archive that cannot load leaves the recent results, and says some are missing', async ({ page }) => {
    await page.route('**/pagefind/archive/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=india');
    await expect(status(page)).toHaveText(/^\d+ results for “india”$/);
    await expect(results(page)).toHaveCount(10);
    await expect(page.getByRole('alert')).toHaveText(
      'Some results could not be loaded. Please check your connection and try again.',
    );
  });
});

test('fits a 360 px phone with results, with tap targets of at least 44 px', async ({ page }) => {
  await page.goto('/search?q=water');
  await expect(results(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const targets = [
    box(page),
    page.getByRole('button', { name: 'Search', exact: true }),
    ...['All', 'UPSC', 'APPSC', 'TGPSC'].map((name) =>
      page.locator('label').filter({ hasText: new RegExp(`^${name}$`) }),
    ),
    page.getByLabel('Type'),
    results(page).first().getByRole('article'),
  ];
  for (const target of targets) {
    const size = await target.boundingBox();
    expect(size!.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
  }
});

test('the header search link leads to the search page on a phone', async ({ page }) => {
  await page.goto(articlePath);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
});

test.describe('desktop', () => {
  test.use(desktop);

  test('a section list searches within its section through the search page', async ({ page }) => {
    await page.goto('/courses/appsc-groups/current-affairs/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
    const form = page.getByRole('search');
    await form.getByRole('searchbox', { name: 'Search APPSC articles, mains answers and quizzes' }).fill('Kolleru');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/?\?q=Kolleru&section=appsc$/);
    await expect(page.getByRole('radio', { name: 'APPSC' })).toBeChecked();
    await expect(status(page)).toHaveText(/^\d+ results? for “Kolleru”$/);
    await expect(results(page).first()).toBeVisible();
    expect(new Set(await badges(page, 'section'))).toEqual(new Set(['APPSC']));
  });
});
