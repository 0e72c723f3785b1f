/**
 * Offline reading (issue 12): the service worker stores what a visitor opens; offline, a stored page
 * shows with the "You're offline — this copy was saved on {date}" banner, any other address shows
 * /offline/ (a Telugu page both in Telugu), and a quiz opened once can be taken. "Save for offline" keeps a page, /offline/ lists
 * and removes copies, the site is installable, a repeat visit is served from the copy at once, a new
 * build shows on the next online navigation and the content image cache keeps its cap.
 */
import { cp, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { test, expect, iconsDrawn } from '../support/fixtures';
import { distDir } from '../support/dist';
import { ASSETS_CACHE, CAPS, IMAGES_CACHE, PAGES_CACHE } from '../../src/lib/offline/offline-copies';
import { formatLongDate } from '../../src/lib/dates';
import { dictionary } from '../../src/i18n';
import { fill } from '../../src/i18n/template';
import { serve } from '../../scripts/lighthouse/serve.mjs';
import { chromiumFlags } from '../../scripts/chromium.mjs';
import { chromiumPath } from '../support/env';

const ARTICLE = '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/';
const ARTICLE_TITLE = 'RBI Keeps the Repo Rate Unchanged as Inflation Stays Below Target';
const OTHER_ARTICLE = '/courses/upsc/current-affairs/';
const QUIZ = '/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/';
// Service workers install, store and activate in the background: generous waits on a busy machine.
test.describe.configure({ timeout: 120_000 });
// The suite blocks service workers (playwright.config.ts); this file is where the worker is tested.
test.use({ serviceWorkers: 'allow' });
const POLL = { timeout: 30_000 };

const BANNER = `You're offline — this copy was saved on ${formatLongDate(new Date())}`;

/** Waits until the worker controls the page (it claims pages as soon as it is active). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

/** Whether a cache holds an address. */
const cached = (page: Page, cacheName: string, url: string) =>
  page.evaluate(
    async ([name, href]) => Boolean(await caches.match(href, { cacheName: name, ignoreVary: true })),
    [cacheName, url],
  );

/**
 * Opens a page as a first visit does (before any worker) and waits until the worker has stored it
 * and every script it loaded (the CACHE_URLS message the page sends after registering).
 */
async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  await controlled(page);
  await expect.poll(() => cached(page, PAGES_CACHE, page.url()), POLL).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/_astro/') && url.endsWith('.js'));
          const found = await Promise.all(
            scripts.map((url) => caches.match(url, { cacheName: name, ignoreVary: true })),
          );
          return scripts.length > 0 && found.every(Boolean);
        }, ASSETS_CACHE),
      POLL,
    )
    .toBe(true);
}

const banner = (page: Page) => page.locator('[data-offline-banner]');
/** Whether the page's own deferred stylesheet has come and applies (src/lib/page/deferred-css.ts). */
const ownStylesheetApplied = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('/_astro/page.') && sheet.cssRules.length > 0),
  );

test('pages opened online read offline with the banner; an address never opened shows /offline/', async ({
  page,
  context,
}) => {
  await firstVisit(page, ARTICLE);
  // The icon sprite is stored with the shell, as the stylesheets are.
  const sprite = (await page.locator('header svg > use').first().getAttribute('href'))?.split('#')[0] ?? '';
  expect(await cached(page, ASSETS_CACHE, sprite)).toBe(true);
  await page.goto(QUIZ); // controlled now: stored as it is fetched
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  await expect(banner(page)).toHaveText(BANNER);
  // Styled: the page's own stylesheet comes from the worker's cache too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(18, 36, 77)');
  await expect.poll(() => ownStylesheetApplied(page)).toBe(true);
  await expect.poll(() => iconsDrawn(page)).toBe(true);
  await page.reload();
  await expect(banner(page)).toHaveText(BANNER);

  await page.goto(OTHER_ARTICLE);
  await expect(page).toHaveURL(OTHER_ARTICLE);
  await expect(page.getByRole('alert')).toHaveText(
    "You're offline, and this page isn't saved on this device. These pages are:",
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved for offline');
  await expect.poll(() => ownStylesheetApplied(page)).toBe(true);
  await expect.poll(() => iconsDrawn(page)).toBe(true);
  const articles = page.getByRole('region', { name: 'Current affairs' });
  await expect(articles.getByRole('link', { name: ARTICLE_TITLE })).toHaveAttribute('href', new RegExp(`${ARTICLE}$`));
  await expect(page.getByRole('region', { name: 'Quizzes' }).getByRole('link')).toHaveText(
    'Daily Current Affairs Quiz - 18 August 2026',
  );

  // Back online, the network's page again, without the banner.
  await context.setOffline(false);
  await page.goto(ARTICLE);
  await expect(banner(page)).toHaveCount(0);
});

test('a quiz opened once is taken offline: timer, scoring, last result and streak', async ({ page, context }) => {
  await firstVisit(page, QUIZ);
  await context.setOffline(true);
  await page.reload();
  await expect(banner(page)).toHaveText(BANNER);
  await expect(page.locator('astro-island[component-url*="QuizRunner"]')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  const question = (n: number) => page.getByTestId('quiz-question').nth(n);
  await question(0).getByLabel('B. NASA').check();
  await question(1).getByLabel(/^A\. /).check();
  await question(2).getByLabel('A. 1 only').check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByTestId('quiz-result').getByTestId('quiz-score')).toHaveText('3.34 / 10.00');

  await page.reload();
  await expect(page.getByText(/^Your last attempt:/)).toHaveText(
    /^Your last attempt: 3\.34 \/ 10\.00 \(2 correct\) on \w+ \d{1,2}, \d{4}\.$/,
  );
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quiz_streak') ?? '{}').days)).toBe(1);
});

test('Save for offline keeps a page; /offline/ lists it with its date and removes it', async ({ page, context }) => {
  await firstVisit(page, ARTICLE);
  const save = page.getByRole('button', { name: 'Save for offline' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: 'Saved for offline' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on' })).toHaveText(
    `Saved on ${formatLongDate(new Date())}`,
  );
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/offline/');
  await expect(page.getByRole('alert')).toBeHidden();
  const item = page.getByRole('region', { name: 'Current affairs' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(ARTICLE_TITLE);
  await expect(item).toContainText(`Saved on ${formatLongDate(new Date())}`);
  await item.getByRole('button', { name: `Remove ${ARTICLE_TITLE}` }).click();
  await expect(page.getByRole('region', { name: 'Current affairs' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved for offline');
});

test('a Telugu article opened online reads offline in its font with a Telugu banner; the Telugu /offline/ lists it in Telugu', async ({
  page,
  context,
}) => {
  const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
  const article = /<loc>https?:\/\/[^/]+(\/te\/courses\/[^/]+\/current-affairs\/(?!page\/)[^/<]+\/)<\/loc>/.exec(
    sitemap,
  )![1];
  await firstVisit(page, article);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  // The first page fetches the font once it has painted, before the worker controls it; the next
  // view declares it and the worker stores it (the shell precaches Inter only).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('telugu-cached')), POLL).toBe('1');
  await page.reload();
  // Its timing entry comes once the font's body has.
  const fontEntry = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((url) => url.includes('noto-sans-telugu')),
    );
  await expect.poll(fontEntry, POLL).toBeDefined();
  const font = (await fontEntry())!;
  await expect.poll(() => cached(page, ASSETS_CACHE, font), POLL).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const te = dictionary('te');
  const today = formatLongDate(new Date(), 'te');
  await expect(banner(page)).toHaveText(fill(te.offline.banner, { date: today }));
  expect(await page.locator('html').getAttribute('lang')).toBe('te-IN');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Noto Sans Telugu Variable') && f.status === 'loaded'),
      ),
    )
    .toBe(true);

  // A Telugu address never opened: the Telugu offline page, its list written in Telugu.
  await page.goto(article.replace(/[^/]+\/$/, ''));
  await expect(page.getByRole('alert')).toHaveText(te.content.offlineNotice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(te.content.offlineTitle);
  const item = page.getByRole('region', { name: te.offline.sections.currentAffairs }).getByRole('listitem');
  await expect(item).toContainText(title);
  await expect(item).toContainText(fill(te.offline.openedOn, { date: today }));
  await item.getByRole('button', { name: fill(te.offline.removeLabel, { title }) }).click();
  await expect(page.getByRole('region', { name: te.offline.sections.currentAffairs })).toHaveCount(0);
  await expect(page.getByText(te.content.offlineEmpty)).toBeVisible();

  await context.setOffline(false);
  await page.goto('/te/offline/');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('installable: the manifest, its icons and no installability errors', async ({ baseURL }) => {
  // Chromium offers no install in an incognito profile, which every test context is: a real profile.
  const profile = await mkdtemp(join(tmpdir(), 'offline-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    baseURL,
  });
  try {
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
    const page = context.pages()[0] ?? (await context.newPage());
    await firstVisit(page, ARTICLE);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Akshara Academy',
      short_name: 'Akshara',
      start_url: '/',
      display: 'standalone',
      theme_color: '#172f65',
    });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('on a copy of the build served separately', () => {
  let root: string;
  let site: { origin: string; close: () => Promise<void> };

  test.beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'offline-site-'));
    await cp(distDir, root, { recursive: true });
    site = await serve(root, 0);
  });
  test.afterAll(async () => {
    await site?.close();
    await rm(root, { recursive: true, force: true });
  });

  test('a new build shows on the next online navigation; the new worker takes over and drops old caches', async ({
    page,
  }) => {
    const url = `${site.origin}${ARTICLE}`;
    await firstVisit(page, url);
    await page.evaluate(() => caches.open('academy-pages-v0'));

    // A deploy: the page and the worker change on the host.
    const file = join(root, ARTICLE, 'index.html');
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll(`>${ARTICLE_TITLE}<`, '>Repo rate: the update<'));
    await writeFile(join(root, 'sw.js'), `${await readFile(join(root, 'sw.js'), 'utf8')}\n// build 2\n`);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repo rate: the update');
    await expect(banner(page)).toHaveCount(0);
    // The navigation made the browser check /sw.js (asked again here: on a busy machine the check
    // after the navigation came later than the wait below): the new worker activates (the old one is
    // past activating, so only a new one deletes the cache no version uses) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect.poll(() => page.evaluate(() => caches.keys()), POLL).not.toContain('academy-pages-v0');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    expect(await page.evaluate(() => caches.keys())).toContain(PAGES_CACHE);
  });

  test('a repeat visit shows the stored copy at once; a newer page found behind it is stored, not forced on a reader', async ({
    page,
    context,
  }) => {
    const url = `${site.origin}${ARTICLE}`;
    const heading = page.getByRole('heading', { level: 1 });
    await firstVisit(page, url);
    const stored = await heading.textContent();
    const file = join(root, ARTICLE, 'index.html');
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll(`>${stored}<`, '>Repo rate: revised<'));

    // The host holds its answer: the page still opens, from the worker's copy, without the offline banner.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await context.route(url, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url);
    await expect(heading).toHaveText(stored!);
    await expect(banner(page)).toHaveCount(0);

    // The visitor starts reading; then the host's newer page arrives: stored, the page left as it is.
    // (The scroll is smooth: on a busy machine the page had not moved yet when the answer came, and
    // a page still at the top is one nobody reads, which the worker's copy may replace.)
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    answer();
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([name, href]) =>
              (await (await caches.match(href, { cacheName: name }))?.text())?.includes('revised'),
            [PAGES_CACHE, url],
          ),
        POLL,
      )
      .toBe(true);
    await expect(heading).toHaveText(stored!);
    await page.reload();
    await expect(heading).toHaveText('Repo rate: revised');
  });

  test(`content images stay within the cap: ${CAPS.images.maxEntries} images, ${CAPS.images.maxBytes / 2 ** 20} MB`, async ({
    page,
  }) => {
    const small = Array.from({ length: 70 }, (_, i) => `/demo-assets/cap-small-${i}.png`);
    const large = Array.from({ length: 40 }, (_, i) => `/demo-assets/cap-large-${i}.png`);
    await Promise.all([
      ...small.map((path) => writeFile(join(root, path), Buffer.alloc(1000, 1))),
      ...large.map((path) => writeFile(join(root, path), Buffer.alloc(2 ** 20, 1))),
    ]);
    await firstVisit(page, `${site.origin}/offline/`);

    /** Shows images one after another, each once it is stored (the cache's order is the order shown). */
    const show = (paths: string[]) =>
      page.evaluate(
        async ([list, name]) => {
          for (const path of list) {
            await new Promise((done) => {
              const img = new Image();
              img.onload = img.onerror = done;
              img.src = path;
            });
            for (
              let tries = 0;
              tries < 100 && !(await caches.match(path, { cacheName: name, ignoreVary: true }));
              tries++
            ) {
              await new Promise((r) => setTimeout(r, 20));
            }
          }
        },
        [paths, IMAGES_CACHE] as const,
      );
    /** The image cache: addresses, oldest first, and the bytes of their bodies. */
    const contents = () =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        // An entry listed may be trimmed before it is read: only those still there count.
        const entries = await Promise.all(
          (await cache.keys()).map(async (k) => ({ path: new URL(k.url).pathname, body: await cache.match(k) })),
        );
        const kept = entries.filter((entry) => entry.body);
        const sizes = await Promise.all(kept.map(async (entry) => (await entry.body!.blob()).size));
        return { paths: kept.map((entry) => entry.path), bytes: sizes.reduce((a, b) => a + b, 0) };
      }, IMAGES_CACHE);

    await show(small);
    // The oldest went first.
    await expect.poll(async () => (await contents()).paths, POLL).toEqual(small.slice(-CAPS.images.maxEntries));

    await show(large);
    await expect.poll(async () => (await contents()).bytes, POLL).toBeLessThanOrEqual(CAPS.images.maxBytes);
    const { paths } = await contents();
    expect(paths.slice(-30)).toEqual(large.slice(-30));
    expect(paths).not.toContain(large[0]);
  });
});
