/**
 * Paint from the HTML alone (src/integrations/critical-css.ts): the CSS inline in a page is all its
 * elements need, so with the site's stylesheets never arriving every element is laid out and
 * coloured as with them — nothing flashes or moves when the deferred stylesheet applies. Then, with
 * scripts on, the deferred stylesheet does apply.
 */
import type { Page } from '@playwright/test';
import { test, expect, desktop } from '../support/fixtures';

// Two loads of each page, on a shared machine.
test.describe.configure({ timeout: 90_000 });

const pages: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'course page with the hero carousel', path: '/courses/iit' },
  { name: 'about', path: '/about' },
  { name: 'current affairs list', path: '/courses/upsc/current-affairs/' },
  { name: 'article', path: '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/' },
  { name: 'mains answer list', path: '/courses/upsc/mains-answer-writing/' },
  { name: 'mains answer', path: '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/' },
  { name: 'quiz list', path: '/courses/upsc/current-affairs-quiz/' },
  { name: 'not found', path: '/no-such-page' },
];

/**
 * Every element's box, colours, font size and display, in document order. An element the page does
 * not render (inside a closed dialog, menu or <details>, or hidden) only counts as not rendered: the
 * inline CSS leaves out the rules of what is closed (src/lib/page/critical-css.ts `renderedHtml`), and a
 * closed part cannot flash — but one the inline CSS showed that the stylesheet hides (or the other
 * way round) still differs.
 */
const layout = (page: Page, root = 'body') =>
  page.evaluate(
    (root) =>
      [...document.querySelector(root)!.querySelectorAll('*')].map((el, i) => {
        if (!el.checkVisibility()) return `${i} <${el.tagName.toLowerCase()}> not rendered`;
        // Content a page puts after its first screen (an article's footer) is styled by the stylesheet.
        const later = el.closest('[data-after-first-screen]');
        if (later === el)
          return `${i} <${el.tagName.toLowerCase()}> at ${Math.round(el.getBoundingClientRect().y + scrollY)}`;
        if (later) return `${i} after the first screen`;
        // Where it is on the page, not on the screen: a page scrolled by a few pixels meanwhile is laid out the same.
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const figures = [box.x + scrollX, box.y + scrollY, box.width, box.height].map(Math.round).join(' ');
        return `${i} <${el.tagName.toLowerCase()}> ${figures} ${style.display} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
      }),
    root,
  );

/** The page laid out with its stylesheets and without them (the inline CSS alone) is the same. */
async function expectSameWithoutStylesheet(page: Page, path: string) {
  // The same text metrics in both loads: the web font is optional (font-display) anyway.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const styled = await layout(page);
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(1);

  await page.route(/\.css$/, (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await layout(page)).toEqual(styled);
  // What the page marks as after its first screen is: it starts below the screen, from the inline CSS alone.
  const laterTops = await page
    .locator('[data-after-first-screen]')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top - innerHeight));
  expect(
    laterTops.every((below) => below >= 0),
    `${laterTops} px below the first screen`,
  ).toBe(true);
}

test.describe('the first paint needs only the HTML', () => {
  // As the parser leaves it: no script changes the page, and the <noscript> stylesheet is the one that loads.
  test.use({ javaScriptEnabled: false });

  for (const { name, path } of pages) {
    test(name, ({ page }) => expectSameWithoutStylesheet(page, path));
  }

  test.describe('on a desktop screen (top bar, main menu and floating buttons shown)', () => {
    test.use(desktop);
    const article = pages.find((p) => p.name === 'article')!;
    test(article.name, ({ page }) => expectSameWithoutStylesheet(page, article.path));
  });
});

/** Every closed part of the page opened, so that the rules of what a visitor may open are compared too. */
const openEverything = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    for (const dialog of document.querySelectorAll('dialog')) if (!dialog.open) dialog.show();
    for (const el of document.querySelectorAll('[hidden]')) el.removeAttribute('hidden');
    for (const el of document.querySelectorAll('.hidden')) el.classList.remove('hidden');
  });

test.describe("the page's own deferred stylesheet (src/lib/page/deferred-css.ts)", () => {
  for (const { name, path } of pages) {
    test(`${name}: applies once the page has painted, and styles it as the site's whole stylesheet does`, async ({
      page,
    }) => {
      await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const kept = await page
        .locator('head noscript')
        .evaluateAll((elements) =>
          elements.flatMap((el) => /<link rel="stylesheet" href="([^"]+)"/.exec(el.textContent ?? '')?.slice(1) ?? []),
        );
      const applied = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
      );
      expect(kept.length).toBeGreaterThan(0);
      expect(applied).toEqual([expect.stringMatching(/^\/_astro\/page\.[\w-]+\.css$/)]);
      await openEverything(page);
      const own = await layout(page);

      // The same page with the site's whole stylesheets (what <noscript> keeps) in place of its own.
      const whole = (await Promise.all(kept.map(async (href) => (await page.request.get(href)).text()))).join('');
      await page.route(/\/_astro\/page\.[\w-]+\.css$/, (route) =>
        route.fulfill({ contentType: 'text/css', body: whole }),
      );
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await openEverything(page);
      expect(own).toEqual(await layout(page));
    });
  }
});

test('a course popup that opens as the page loads is laid out by the inline CSS alone', async ({ page }) => {
  const popup = page.locator('dialog[data-course-popup]');
  const load = async () => {
    await page.goto('/courses/appsc-tgpsc');
    await expect(popup).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Its picture is in, the box drawn round it (the close button sits on its corner).
    await expect(popup.locator('img')).toHaveJSProperty('complete', true);
    // The linked stylesheets that came (Chromium keeps an aborted one, with no rules to read).
    const styles = await page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => {
          try {
            return sheet.href && sheet.cssRules.length > 0;
          } catch {
            return false;
          }
        }).length,
    );
    const boxes = await layout(page, 'dialog[data-course-popup]');
    // Shown once per session: the next load opens it again only with the flag gone.
    await page.evaluate(() => sessionStorage.clear());
    return { styles, boxes: [await popup.evaluate((d) => JSON.stringify(d.getBoundingClientRect())), ...boxes] };
  };
  await page.route('**/*.woff2', (route) => route.abort());
  const styled = await load();
  expect(styled.styles).toBeGreaterThan(0);
  await page.route(/\.css$/, (route) => route.abort());
  const inline = await load();
  expect(inline.styles).toBe(0);
  expect(inline.boxes).toEqual(styled.boxes);
});

test('an article asks for its stylesheet and Inter once its featured picture is on screen; the next page sets Inter', async ({
  page,
}) => {
  const article = pages.find((p) => p.name === 'article')!;
  await page.goto(article.path);
  await page.waitForFunction(() => localStorage.getItem('inter-cached') === '1');
  // The font's entry comes once its body is in, after the fetch has resolved.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.woff2')));
  const { shown, asked } = await page.evaluate(async () => {
    const pictures = await new Promise<PerformanceEntry[]>((resolve) =>
      new PerformanceObserver((list) =>
        resolve(
          list.getEntries().filter((e) => (e as LargestContentfulPaint).element?.hasAttribute('data-paint-first')),
        ),
      ).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    const resources = performance.getEntriesByType('resource').filter((e) => /\.(css|woff2)$/.test(e.name));
    return {
      shown: pictures[0]?.startTime,
      asked: resources.map((e) => [e.name.split('.').pop(), e.startTime] as const),
    };
  });
  expect(shown).toBeGreaterThan(0);
  expect(asked.map(([type]) => type).sort()).toEqual(['css', 'woff2']);
  for (const [type, at] of asked) expect(at, type).toBeGreaterThan(shown!);

  await page.goto(pages.find((p) => p.name === 'quiz list')!.path);
  // A family name with a space reads back quoted.
  expect(await page.evaluate(() => [...document.fonts].map((font) => font.family))).toEqual(['"Inter Variable"']);
});
