/**
 * The site in Telugu (/te/): the header's switch to the same article or quiz in the other language
 * and back, a Telugu quiz scored as its English page scores it, a Telugu PDF's lead form opening the
 * PDF, the Telugu font fetched on Telugu pages only, Telugu search finding Telugu pages, and the
 * Telugu not-found page. Which entries have Telugu pages is the demo content's business: the tests
 * take them from the sitemap. The Telugu home's course cards and tiles are in Telugu, and so is every
 * course page: its pair, JSON-LD and call-back form; the Groups pages' filter and streak, Degree with
 * IAS's call-back modal.
 */
import type { Page } from '@playwright/test';
import { test, expect, agree, captured, hydrated, uniqueEmail } from '../support/fixtures';
import { SITE_URL } from '../support/env';
import { dictionary } from '../../src/i18n';
import { fill } from '../../src/i18n/template';
import { academy } from '../../src/data/contacts';
import { courseById, courses, homeCourseIds, navCourseIds } from '../../src/data/courses';
import { cardInTelugu, categoryInTelugu } from '../../src/data/courses/telugu';

const te = dictionary('te').content;
const FONT = /noto-sans-telugu-telugu-wght-normal\.[\w-]+\.woff2$/;

/** The sitemap's Telugu pages (paths) that match `path`; the first is the section UPSC's when it has one. */
async function teluguPages(page: Page, path: RegExp): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => loc.slice(SITE_URL.length))
    .filter((p) => p.startsWith('/te/') && path.test(p));
}

const ARTICLE = /^\/te\/courses\/[^/]+\/current-affairs\/(?!page\/)[^/]+\/$/;
const QUIZ = /^\/te\/courses\/[^/]+\/current-affairs-quiz\/(?!type\/|page\/)[^/]+\/$/;
const PDFS = /^\/te\/courses\/[^/]+\/current-affairs-pdfs\/$/;

/** The header's link to this page in the other language. */
const switchLink = (page: Page) => page.locator('header a[hreflang][lang]');
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const questions = (page: Page) => page.getByTestId('quiz-question');

/**
 * The English words of a Telugu page's own content not marked lang="en": exam names written in
 * capitals as the academy writes them (UPSC, CLAT, IAS …) are not words here.
 */
const unmarkedEnglish = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('[lang="en"], select, script, style, template, [hidden]')) continue;
      words.push(...(node.textContent!.match(/\b[A-Za-z]*[a-z]{3,}\b/g) ?? []));
    }
    return words;
  });

/** Opens a page and switches language in the header: it lands on `to`, which switches back to `from`. */
async function switchBothWays(page: Page, from: string, to: string) {
  await page.goto(from);
  await switchLink(page).click();
  await expect(page).toHaveURL(`${SITE_URL}${to}`);
  await expect(switchLink(page)).toHaveAttribute('href', from);
  await switchLink(page).click();
  await expect(page).toHaveURL(`${SITE_URL}${from}`);
}

test('an article: Telugu page, the switch to the same article in English and back, hreflang both ways', async ({
  page,
}) => {
  const [article] = await teluguPages(page, ARTICLE);
  const english = article.slice('/te'.length);
  await page.goto(article);
  expect(await htmlLang(page)).toBe('te-IN');
  await expect(switchLink(page)).toHaveText('English');
  await expect(switchLink(page)).toHaveAttribute('lang', 'en');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // The trail leads back to the course's Telugu page.
  const course = page.getByRole('navigation', { name: te.breadcrumb }).getByRole('link').nth(1);
  await expect(course).toHaveAttribute('href', article.replace(/\/current-affairs\/.*$/, ''));
  await expect(course).not.toHaveAttribute('hreflang');

  await switchBothWays(page, article, english);
  await page.goto(english);
  expect(await htmlLang(page)).toBe('en');
  await expect(switchLink(page)).toHaveText('తెలుగు');
  await expect(switchLink(page)).toHaveAttribute('lang', 'te-IN');
  for (const [lang, path] of [
    ['en', english],
    ['te-IN', article],
    ['x-default', english],
  ]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${SITE_URL}${path}`,
    );
  }
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${english}`);

  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${article}`);
});

test('the Telugu menu: its own pages in Telugu, the English-only ones marked and linked as English', async ({
  page,
}) => {
  const shell = dictionary('te').shell;
  const [article] = await teluguPages(page, ARTICLE);
  await page.goto(article);
  await page.getByRole('button', { name: shell.menu }).click();
  const menu = page.getByRole('navigation', { name: shell.mainNav });
  await expect(menu.getByRole('link', { name: shell.nav.home })).toHaveAttribute('href', '/te/');
  await expect(menu.getByRole('link', { name: shell.nav.home })).not.toHaveAttribute('hreflang');
  const about = menu.getByRole('link', { name: `${shell.nav.about} (${shell.inEnglish})` });
  await expect(about).toHaveAttribute('href', '/about');
  await expect(about).toHaveAttribute('hreflang', 'en');
  await expect(about).toHaveText(`${shell.nav.about} EN(${shell.inEnglish})`);
  // Every course page is in Telugu: each linked there under its Telugu name.
  const menuCourses = menu.locator('summary');
  await expect(menuCourses).toHaveText(shell.courses);
  await menuCourses.click();
  for (const id of navCourseIds) {
    const link = menu.getByRole('link', { name: cardInTelugu[id].title, exact: true });
    await expect(link).toHaveAttribute('href', `/te/courses/${id}`);
    await expect(link).not.toHaveAttribute('hreflang');
  }
  // The footer's groups keep their English names (marked once, at the heading), and lead to the Telugu pages.
  const footer = page.getByTestId('site-footer');
  await expect(
    footer.getByRole('heading', { name: `${shell.footerGroups.exams} (${shell.inEnglish})` }),
  ).toBeAttached();
  for (const [name, href] of [
    ['UPSC Civil Services', '/te/courses/upsc'],
    ['TGPSC Groups', '/te/courses/tgpsc-groups'],
    ['Degree with IAS', '/te/courses/degree-ias'],
    ['NEET (BiPC)', '/te/courses/neet?program=bipc'],
  ]) {
    const link = footer.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('hreflang');
  }
  await expect(menu.getByRole('link', { name: shell.enquireNow })).toHaveAttribute('href', '/te/#enquire');
});

test('a quiz: the switch keeps the visitor on the same quiz, both ways', async ({ page }) => {
  const [quiz] = await teluguPages(page, QUIZ);
  await switchBothWays(page, quiz, quiz.slice('/te'.length));
  expect(await htmlLang(page)).toBe('te-IN');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  expect(data.find((d) => d['@type'] === 'Quiz')?.inLanguage).toBe('te-IN');
});

test('an English list marks the entries that are also in Telugu, and the mark is Telugu', async ({ page }) => {
  const telugu = new Set(await teluguPages(page, ARTICLE));
  const [article] = telugu;
  await page.goto(article.slice('/te'.length).replace(/[^/]+\/$/, ''));
  const cards = page.locator('main li > article');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const href = await card.getByRole('link').first().getAttribute('href');
    // Marked exactly when the article has a Telugu page.
    await expect(card.locator('[lang="te-IN"]')).toHaveCount(telugu.has(`/te${href}`) ? 1 : 0);
  }
  await expect(page.locator('main [lang="te-IN"]').first()).toHaveText('తెలుగులో కూడా');
});

test('a Telugu quiz scores as its English page does: same answers, same score', async ({ page }) => {
  const [quiz] = await teluguPages(page, QUIZ);
  const scores: string[] = [];
  for (const path of [quiz, quiz.slice('/te'.length)]) {
    await page.goto(path);
    await hydrated(page, 'QuizRunner');
    const count = await questions(page).count();
    expect(count).toBeGreaterThan(0);
    // The first option of every question but the last, which stays unanswered.
    for (let i = 0; i < count - 1; i++) await questions(page).nth(i).getByRole('radio').first().check();
    await page.locator('[data-pending-tap]').click();
    const score = page.getByTestId('quiz-result').getByTestId('quiz-score');
    await expect(score).toHaveText(/^-?\d+(\.\d+)? \/ \d+(\.\d+)?$/);
    scores.push((await score.textContent())!);
    await expect(page.getByRole('timer')).toHaveCount(0);
  }
  expect(scores[0]).toBe(scores[1]);
});

test('a Telugu PDF: its lead form opens the PDF', async ({ page }) => {
  const [listing] = await teluguPages(page, PDFS);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto(listing);
  expect(await htmlLang(page)).toBe('te-IN');
  const card = page
    .getByTestId('pdf-card')
    .filter({ has: page.locator('button:enabled') })
    .first();
  await card.locator('button:enabled').click();
  const modal = page.getByRole('dialog');
  await modal.locator('[name="name"]').fill('లక్ష్మీ దేవి');
  await modal.locator('[name="email"]').fill(uniqueEmail('te-pdf'));
  await modal.locator('[name="phone"]').fill('9876543210');
  await modal.locator('[name="course"]').selectOption({ index: 1 });
  await agree(modal, 'te');
  // The PDF opens in a new tab: asked for by it.
  const pdf = page.context().waitForEvent('request', (request) => /\.pdf$/.test(request.url()));
  await modal.locator('button[type="submit"]').click();
  await pdf;
  await expect(modal).toBeHidden();
  expect(alerts).toHaveLength(1);
});

test('the Telugu font: fetched after a Telugu page’s first paint, used from then on, never on an English page', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (FONT.test(request.url())) fonts.push(request.url());
  });
  const teluguFace = () =>
    page.evaluate(() => [...document.fonts].find((f) => f.family.includes('Noto Sans Telugu Variable'))?.display);
  const [article, other] = await teluguPages(page, ARTICLE);
  await page.goto(article.slice('/te'.length), { waitUntil: 'networkidle' });
  await expect(switchLink(page)).toBeVisible();
  expect(fonts).toEqual([]);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Telugu')))).toBe(false);

  // A first Telugu page paints without the web font and fetches it once painted.
  await page.goto(article);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('telugu-cached'))).toBe('1');
  expect(new Set(fonts).size).toBe(1);
  // Its timing entry comes once the body has (the fetch that notes it resolves at the headers).
  await expect
    .poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, fonts[0]))
    .toBeGreaterThan(0);
  const [asked, painted] = await page.evaluate((url) => {
    const [font] = performance.getEntriesByName(url);
    return [font.startTime, performance.getEntriesByName('first-contentful-paint')[0].startTime];
  }, fonts[0]);
  expect(asked).toBeGreaterThan(painted);
  const status = () =>
    page.evaluate(() => [...document.fonts].find((f) => f.family.includes('Noto Sans Telugu Variable'))?.status);
  // A machine with no Telugu font of its own (the fallback face fails, as on a fresh Debian) puts it
  // to use once it has come; one with its own (the face loads: Android's Noto Sans Telugu) keeps
  // that until the next page, and lays nothing out again.
  const standIn = () =>
    page.evaluate(() => [...document.fonts].find((f) => f.family === 'Noto Sans Telugu Fallback')?.status);
  await expect.poll(standIn).toMatch(/^(loaded|error)$/);
  if ((await standIn()) === 'error') await expect.poll(status).toBe('loaded');
  else expect(await status()).toBeUndefined();

  // The next one declares it before its first layout, from the cache.
  await page.goto(other, { waitUntil: 'networkidle' });
  expect(await teluguFace()).toBe('swap');
  await expect.poll(status).toBe('loaded');
});

test('Telugu search finds Telugu pages; English search keeps to English ones', async ({ page }) => {
  const [article] = await teluguPages(page, ARTICLE);
  await page.goto(article);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const word = title.split(/\s+/).find((w) => w.length > 3)!;
  const results = page.locator('[data-search-list] [data-result-link]');
  const hrefs = () => results.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

  await page.goto(`/te/search/?q=${encodeURIComponent(word)}`);
  await expect(results.first()).toBeVisible();
  expect((await hrefs()).every((href) => href.startsWith('/te/'))).toBe(true);
  expect(await hrefs()).toContain(article);
  // The form, the status line and the badges in Telugu; without JS the form asks the Telugu page.
  const search = dictionary('te').search;
  await expect(page.getByLabel(search.label)).toHaveValue(word);
  await expect(page.locator('[data-search-form]')).toHaveAttribute('action', '/te/search');
  const count = await results.count();
  const status = fill(count === 1 ? search.one : search.many, { count, term: word });
  await expect(page.locator('[data-search-status]')).toHaveText(status);
  await expect(page.locator('[data-search-list] [data-result-type]').first()).toHaveText(
    new RegExp(`^(${Object.values(search.types).join('|')})`),
  );

  await page.goto(`/search/?q=${encodeURIComponent(word)}`);
  await expect(page.locator('[data-search-status]')).not.toBeEmpty();
  expect((await hrefs()).filter((href) => href.startsWith('/te/'))).toEqual([]);
});

test('the Telugu home: course cards and “Why Choose” tiles in Telugu, each card leading to its Telugu page', async ({
  page,
}) => {
  const home = dictionary('te').home;
  await page.goto('/te/');
  const courses = page.getByRole('region', { name: home.courses });
  const cards = courses.getByTestId('course-card');
  await expect(cards).toHaveCount(homeCourseIds.length);
  for (const [i, id] of homeCourseIds.entries()) {
    const card = cards.nth(i);
    const course = courseById(id);
    const link = card.getByRole('link');
    await expect(link).toHaveAccessibleName(cardInTelugu[id].title);
    await expect(link).toHaveAttribute('href', `/te/courses/${id}`);
    await expect(link).not.toHaveAttribute('hreflang');
    await expect(card).toContainText(cardInTelugu[id].description);
    await expect(card).toContainText(categoryInTelugu[course.category]);
    await expect(card).not.toContainText(course.description);
  }
  const why = page.getByRole('region', { name: home.whyHeading(academy.name) });
  const tiles = why.getByTestId('feature-tile');
  await expect(tiles).toHaveCount(12);
  for (const claim of ['150+ IAS ర్యాంకులు', '98+ APPSC గ్రూప్-1 ర్యాంకులు', 'బ్యాచ్‌కు 45 మంది', 'రోజూ 30 నిమిషాల పరీక్ష']) {
    await expect(why.getByRole('heading', { name: claim })).toBeVisible();
  }
  // Telugu words around the exam names, which stay as the academy writes them (UPSC, IAS …): no
  // English word left in a card or tile.
  for (const text of [...(await cards.allTextContents()), ...(await tiles.allTextContents())]) {
    expect(text).toMatch(/[\u0C00-\u0C7F]/);
    expect(text).not.toMatch(/[a-z]{3,}/);
  }
  // The slideshow's toggle, renamed by its script once it plays: in Telugu too.
  await expect(page.getByRole('button', { name: dictionary('te').carousel.pause })).toBeVisible();
  // Nothing in either section is marked as being in another language any more.
  await expect(
    page.locator('main section:is([aria-labelledby="courses-title"], [aria-labelledby="why-title"]) [lang]'),
  ).toHaveCount(0);
});

test.describe('the Telugu course pages', () => {
  const t = dictionary('te');
  // The once-per-session popup and Degree with IAS's call-back modal (their own tests:
  // course-state.spec.ts) marked as shown, for these tests.
  const courseIds = courses.map((c) => c.id);
  test.beforeEach(({ page }) =>
    page.addInitScript((ids) => {
      for (const id of ids) sessionStorage.setItem(`course_popup_${id}`, 'true');
      sessionStorage.setItem('callback_modal_degree-ias', 'true');
    }, courseIds),
  );
  for (const id of courseIds) {
    const path = `/te/courses/${id}/`;
    const english = `/courses/${id}/`;
    const title = cardInTelugu[id].title;

    test(`${path}: in Telugu, English names marked, its pair named, the JSON-LD in Telugu`, async ({ page }) => {
      await page.goto(path);
      expect(await htmlLang(page)).toBe('te-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${english}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="te-IN"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${path}`,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'te_IN');
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) => {
        const parsed = JSON.parse(block);
        return (parsed['@graph'] ?? [parsed]) as Record<string, unknown>[];
      });
      expect(data.find((d) => d['@type'] === 'Course')).toMatchObject({
        name: title,
        inLanguage: 'te-IN',
        url: `${SITE_URL}${path}`,
      });
      for (const faq of data.filter((d) => d['@type'] === 'FAQPage')) expect(faq.inLanguage).toBe('te-IN');
      // Every visible word of the page's own content is Telugu, but for names marked lang="en" and the
      // academy's own name (in the forms' consent notice).
      const own = academy.name.split(' ');
      expect((await unmarkedEnglish(page)).filter((word) => !own.includes(word))).toEqual([]);
    });

    test(`${path}: the language switch leads to its English pair and back`, async ({ page }) => {
      await switchBothWays(page, path, english);
    });

    test(`${path}: its form in Telugu sends the request with the course chosen`, async ({ page }) => {
      // Degree with IAS asks for a call back in its modal (its own test below): its page's form is
      // the registration form, which goes to the Telugu home once sent.
      const [submit, success, form] =
        id === 'degree-ias'
          ? [t.forms.enquirySubmit, t.forms.enquirySuccess, 'enquiry']
          : [t.forms.callbackSubmit, t.forms.callbackSuccess, 'callback'];
      const email = uniqueEmail(`te-${id}`);
      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(d.message());
        void d.accept();
      });
      await page.goto(path);
      const fields = page
        .locator('main form')
        .filter({ has: page.getByRole('button', { name: submit }) })
        .first();
      await fields.scrollIntoViewIfNeeded();
      const name = fields.getByLabel(t.forms.fullName);
      await name.fill('రవి తేజ');
      await fields.getByLabel(t.forms.email).fill(email);
      await fields.getByLabel(t.forms.phone).fill('9123456780');
      // The combined APPSC & TGPSC page leaves the choice between the two to the visitor.
      const course = fields.getByLabel(t.forms.course);
      const chosen = id === 'appsc-tgpsc' ? 'appsc-groups' : id;
      if (chosen === id) await expect(course).toHaveValue(id);
      else await course.selectOption(chosen);
      await agree(fields, 'te');
      await fields.getByRole('button', { name: submit }).click();
      await expect.poll(() => alerts).toEqual([success]);
      if (form === 'enquiry') await expect(page).toHaveURL(`${SITE_URL}/te/`);
      else await expect(name).toHaveValue('');
      const rows = await captured(email);
      expect(rows).toHaveLength(1);
      expect(rows[0].body).toMatchObject({ form, name: 'రవి తేజ', email, course: chosen, consent: { lang: 'te' } });
    });
  }
});

test('/te/courses/degree-ias/: the call-back modal, in Telugu, opens once the page has been seen and sends the request', async ({
  page,
}) => {
  const t = dictionary('te');
  const email = uniqueEmail('te-degree-modal');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.clock.install();
  await page.goto('/te/courses/degree-ias/');
  const modal = page.getByRole('dialog', { name: t.degreeIas.callbackTitle });
  await expect(modal).toBeHidden();
  await page.clock.runFor(5000);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(t.degreeIas.callbackText);
  await expect(modal.getByRole('button', { name: t.shell.close })).toBeVisible();
  await modal.getByLabel(t.forms.fullName).fill('లక్ష్మీ దేవి');
  await modal.getByLabel(t.forms.email).fill(email);
  await modal.getByLabel(t.forms.phone).fill('9876501234');
  await expect(modal.getByLabel(t.forms.course)).toHaveValue('degree-ias');
  await agree(modal, 'te');
  await modal.getByRole('button', { name: t.forms.callbackSubmit }).click();
  await expect.poll(() => alerts).toEqual([t.forms.callbackSuccess]);
  await expect(modal).toBeHidden();
  const rows = await captured(email);
  expect(rows.map((r) => r.body)).toEqual([
    expect.objectContaining({
      form: 'callback',
      course: 'degree-ias',
      consent: expect.objectContaining({ lang: 'te' }),
    }),
  ]);
});

test('/te/courses/appsc-groups/: the course filter in Telugu shows what the English one shows; the streak and the quiz link in Telugu', async ({
  page,
}) => {
  const g = dictionary('te').groups;
  await page.addInitScript(() => {
    sessionStorage.setItem('course_popup_appsc-groups', 'true');
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('quiz_streak', JSON.stringify({ days: 3, lastDate: today }));
  });
  /** For each filter, in order: the cards it shows (their anchors) and their prices. */
  async function filtered(path: string, title: string, labels: readonly string[]) {
    await page.goto(path);
    const section = page.getByRole('region', { name: title, exact: true });
    const shown: string[][] = [];
    for (const label of labels) {
      const filter = section.getByRole('group');
      await filter.getByText(label, { exact: true }).click();
      await expect(filter.getByRole('radio', { name: label, exact: true })).toBeChecked();
      const cards = section.locator('[data-testid="course-offer"]:visible');
      shown.push([
        ...(await cards.evaluateAll((els) => els.map((el) => el.id))),
        ...(await cards.getByTestId('price').allTextContents()),
      ]);
    }
    return shown;
  }
  const english = await filtered(
    '/courses/appsc-groups/',
    'APPSC Courses',
    Object.values(dictionary('en').groups.filters),
  );
  const telugu = await filtered(
    '/te/courses/appsc-groups/',
    fill(g.coursesTitle, { exam: 'APPSC' }),
    Object.values(g.filters),
  );
  expect(telugu).toEqual(english);
  expect(english.every((cards) => cards.length > 0)).toBe(true);
  const status = page.getByTestId('filter-status').locator('p:visible');
  await expect(status).toHaveText(fill(g.showing, { shown: english.at(-1)!.length / 2, total: 7 }));

  // The badge's code loads as it comes near the screen, as a visitor scrolls to it.
  await page.getByTestId('quiz-streak').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('quiz-streak')).toHaveText(fill(g.streak.many, { days: 3 }));
  const quiz = page.getByRole('link', { name: `${g.takeQuiz} (${dictionary('te').shell.inEnglish})` });
  await expect(quiz).toHaveAttribute('href', '/courses/appsc-groups/current-affairs-quiz');
  await expect(quiz).toHaveAttribute('hreflang', 'en');
});

test('the Telugu scholarship exams page: in Telugu, the programmes’ names marked English, its pair both ways', async ({
  page,
}) => {
  await page.goto('/te/scholarship-exams/');
  expect(await htmlLang(page)).toBe('te-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('స్కాలర్‌షిప్ పరీక్షలు');
  // The English page's four tests, each on the test platform, each named in English.
  const tests = page.getByTestId('scholarship-tests');
  await expect(tests.getByRole('link')).toHaveCount(4);
  await expect(tests.locator('h2[lang="en"]').first()).toHaveText('Inter + IIT-JEE');
  await expect(tests.getByRole('link').first()).toHaveAttribute('href', /\/scholarship\/inter-iit-jee$/);
  expect(await unmarkedEnglish(page)).toEqual([]);
  await switchBothWays(page, '/te/scholarship-exams/', '/scholarship-exams/');
});

test.describe('the Telugu not-found page', () => {
  test('an unknown /te/ address: 404, in Telugu, home is the Telugu home', async ({ page }) => {
    const response = await page.goto('/te/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te.notFoundHeading);
    expect(await htmlLang(page)).toBe('te-IN');
    await expect(page.getByRole('link', { name: te.returnHome })).toHaveAttribute('href', '/te/');
    await expect(page).toHaveTitle(new RegExp(`^${te.notFoundTitle}`));
    await expect(page.getByRole('timer')).toContainText(te.redirecting);
  });

  test('a gone Telugu article: the Telugu message and the way back to the Telugu list', async ({ page }) => {
    await page.goto('/te/courses/upsc/current-affairs/no-such-article/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te.articleMissing);
    await expect(page.getByRole('link', { name: te.backToCurrentAffairs })).toHaveAttribute(
      'href',
      '/te/courses/upsc/current-affairs/',
    );
    expect(await htmlLang(page)).toBe('te-IN');
  });

  test('an unknown English address stays English', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await htmlLang(page)).toBe('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});
