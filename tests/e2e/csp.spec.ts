/**
 * The Content-Security-Policy (src/lib/page/csp.ts + Astro's hashes): every page type carries the
 * policy with the sources the test build's services need, and using the page — scrolling through
 * it, the quiz, the PDF modal, the video player, search, an enquiry with the faked reCAPTCHA and
 * tag manager (the visitor has accepted the tags) — breaks no rule of it. A script injected into the page is refused, so a missing or
 * toothless policy fails here too.
 */
import type { Page } from '@playwright/test';
import { test, expect, acceptTags, hydrated, iconsDrawn, spriteIconAreas, agree } from '../support/fixtures';
import { CAPTURE_URL, SITE_URL } from '../support/env';
import { cspSources } from '../../src/lib/page/csp';
import {
  CLARITY_SOURCES,
  GOOGLE_ADS_SOURCES,
  ONESIGNAL_SOURCES,
  ONESIGNAL_WORKER_SDK,
} from '../../src/lib/tags/marketing-tags';
import { VARIANT_ENV } from '../support/variant-build.mjs';
import { courses } from '../../src/data/courses';

/** The services `npm run build:test` configures (package.json). */
const testBuild = {
  PUBLIC_SITE_URL: SITE_URL,
  PUBLIC_ENQUIRY_ENDPOINT: `${CAPTURE_URL}/enquiry`,
  PUBLIC_GTM_ID: 'GTM-TEST123',
  PUBLIC_RECAPTCHA_SITE_KEY: 'test-recaptcha-site-key',
};

/**
 * Records every violation from now on, across navigations: the page's `securitypolicyviolation`
 * events and the console errors Chromium writes for them.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    ),
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** The page's policy as directive → sources. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const metas = page.locator('meta[http-equiv="content-security-policy"]');
  await expect(metas).toHaveCount(1);
  const content = (await metas.getAttribute('content')) ?? '';
  return new Map(
    content
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Scrolls down a screen at a time, so islands that hydrate when visible do, then waits for the network. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
}

/** A page type and what a visitor does there. */
const journeys: { name: string; path: string; use?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'gallery', path: '/gallery' },
  { name: 'scholarship exams', path: '/scholarship-exams' },
  { name: 'not found (countdown)', path: '/no-such-page' },
  { name: 'current affairs list', path: '/courses/upsc/current-affairs/' },
  { name: 'article', path: '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/' },
  { name: 'mains answer list', path: '/courses/upsc/mains-answer-writing/' },
  { name: 'mains answer (comment box)', path: '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/' },
  { name: 'quiz list', path: '/courses/upsc/current-affairs-quiz/' },
  {
    name: 'quiz: start and finish',
    path: '/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/',
    use: async (page) => {
      await hydrated(page, 'QuizRunner');
      await page.getByTestId('quiz-question').first().getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(page.getByTestId('quiz-result')).toBeVisible();
    },
  },
  {
    name: 'PDFs: the download modal',
    path: '/courses/upsc/current-affairs-pdfs/',
    use: async (page) => {
      const title = 'UPSC Current Affairs Monthly - October 2026';
      await page
        .getByTestId('pdf-card')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .getByRole('button', { name: 'Download PDF' })
        .click();
      await expect(page.getByRole('dialog', { name: `Download ${title}` })).toBeVisible();
    },
  },
  {
    name: 'testimonials: the video player',
    path: '/testimonials',
    use: async (page) => {
      await page.getByRole('heading', { name: 'What Our Students Say' }).scrollIntoViewIfNeeded();
      await hydrated(page, 'Testimonials');
      await page
        .getByRole('button', { name: /^Play video: / })
        .first()
        .click();
      await expect(page.getByRole('dialog').locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toBeAttached();
    },
  },
  {
    name: 'search (pagefind)',
    path: '/search?q=repo+rate',
    use: async (page) => {
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'register: an enquiry with reCAPTCHA and the tag manager',
    path: '/register',
    use: async (page) => {
      const submit = page.getByRole('button', { name: 'Submit Enquiry' });
      await hydrated(page, 'EnquiryForm');
      await page.getByLabel('Full Name').fill('Ravi Kumar');
      await page.getByLabel('Email Address').fill(`csp-${Date.now()}@example.com`);
      await page.getByLabel('Phone Number').fill('9876543210');
      await page.getByLabel('Course').selectOption('upsc');
      await agree(page);
      page.on('dialog', (d) => void d.accept());
      await expect.poll(() => page.evaluate(() => 'grecaptcha' in window)).toBe(true);
      await submit.click();
      await expect(page).toHaveURL('/');
      await expect.poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);
    },
  },
  ...courses.map((c) => ({
    name: `course ${c.id}`,
    path: `/courses/${c.id}`,
    // The lead forms hydrate on first touch or focus.
    use: async (page: Page) => {
      const field = page.getByLabel('Full Name').first();
      if (await field.count()) await field.focus();
    },
  })),
];

test.describe('no Content-Security-Policy violations', () => {
  for (const { name, path, use } of journeys) {
    test(name, async ({ page }) => {
      // A visitor who accepted the tags: the tag manager loads under the policy too.
      await acceptTags(page);
      const violations = await watchViolations(page);
      await page.goto(path);
      const policy = await policyOf(page);
      for (const [directive, sources] of Object.entries(cspSources(testBuild))) {
        expect(policy.get(directive)?.slice(0, sources.length), directive).toEqual(sources);
      }
      await scrollThrough(page);
      await use?.(page);
      expect(violations).toEqual([]);
    });
  }
});

test('the policy refuses what it does not list: an injected script and a foreign image', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.src = 'https://evil.example/pixel.gif';
    document.body.append(img);
  });
  await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
  expect(violations.join('\n')).toMatch(/img-src blocked https:\/\/evil\.example\/pixel\.gif/);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

test.describe('icons from the sprite file (src/lib/page/inline-svg.ts)', () => {
  const ARTICLE = '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/';
  const SPRITE = /^\/_astro\/icons\.[\w-]{8}\.svg$/;

  test('are drawn under the policy, the sprite fetched once without holding up the first paint', async ({ page }) => {
    const violations = await watchViolations(page);
    const sprite = page.waitForResponse((response) => SPRITE.test(new URL(response.url()).pathname));
    await page.goto(ARTICLE);
    const response = await sprite;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    await expect.poll(() => iconsDrawn(page)).toBe(true);
    await expect(page.locator('link[rel="preload"][href^="/_astro/icons."]')).toHaveCount(0);
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus: string })[])
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/icons.'))
        .map((entry) => entry.renderBlockingStatus),
    );
    expect(fetched).toEqual(['non-blocking']);
    expect(violations).toEqual([]);
  });

  test('take no room when the sprite does not load (what the test above tells apart)', async ({ page }) => {
    await page.route(
      (url) => SPRITE.test(url.pathname),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(ARTICLE);
    await page.waitForLoadState('networkidle');
    const areas = await spriteIconAreas(page);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((area) => area === 0)).toBe(true);
  });
});

test.describe('marketing tags (the test site variant: each switched on, no enquiry endpoint)', () => {
  /** Each tag's documented sources, by the variable that switches it on. */
  const tags = [
    { name: 'Google Ads', sources: GOOGLE_ADS_SOURCES },
    { name: 'Microsoft Clarity', sources: CLARITY_SOURCES },
    { name: 'OneSignal', sources: ONESIGNAL_SOURCES },
  ];
  /** The test build's policy, without the enquiry endpoint the variant does not have. */
  const { PUBLIC_ENQUIRY_ENDPOINT: _, ...withoutEndpoint } = testBuild;

  for (const path of ['/', '/register', '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/']) {
    test(`${path}: the policy adds each tag's vendor sources and nothing else`, async ({ page, variant }) => {
      await acceptTags(page);
      const violations = await watchViolations(page);
      await page.goto(`${variant}${path}`);
      const policy = await policyOf(page);
      const before = cspSources(withoutEndpoint);
      const added = new Map(
        [...policy].map(([directive, sources]) => [
          directive,
          sources.filter((s) => !before[directive]?.includes(s) && !s.startsWith("'sha256-")),
        ]),
      );
      for (const { name, sources } of tags) {
        for (const [directive, list] of Object.entries(sources)) {
          expect(policy.get(directive), `${name}: ${directive}`).toEqual(expect.arrayContaining([...list]));
        }
      }
      const documented = (directive: string) =>
        new Set(tags.flatMap(({ sources }) => [...((sources as Record<string, string[]>)[directive] ?? [])]));
      for (const [directive, list] of added) {
        expect(
          list.filter((s) => !documented(directive).has(s)),
          `${directive}: nothing undocumented`,
        ).toEqual([]);
      }
      expect(policy.get('connect-src')).not.toContain(CAPTURE_URL);
      await scrollThrough(page);
      expect(violations).toEqual([]);
    });
  }

  test('the tags start after the first paint and the load event; the push prompt waits until the page is read', async ({
    page,
    variant,
  }) => {
    await acceptTags(page);
    // OneSignal's page SDK faked: it records init and each permission prompt asked for.
    await page.route('https://cdn.onesignal.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__oneSignal = { inits: [], prompts: 0 };
          const os = { init: async (o) => { __oneSignal.inits.push(o); }, Slidedown: { promptPush: async () => { __oneSignal.prompts++; } } };
          for (const run of window.OneSignalDeferred || []) run(os);
          window.OneSignalDeferred = { push: (run) => run(os) };`,
      }),
    );
    // When each third-party script element joins the page, in ms since navigation.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __tagsAt: typeof seen }).__tagsAt = seen;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLScriptElement && /clarity|onesignal|gtag\/js/.test(n.src))
              seen[new URL(n.src).hostname] ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${variant}/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/`);
    await expect
      .poll(() => page.evaluate(() => Object.keys((window as unknown as { __tagsAt: object }).__tagsAt).sort()))
      .toEqual(['cdn.onesignal.com', 'www.clarity.ms', 'www.googletagmanager.com']);
    const { tagsAt, paint, load, codeAt } = await page.evaluate(() => ({
      tagsAt: Object.values((window as unknown as { __tagsAt: Record<string, number> }).__tagsAt),
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      // The site's own code for the tags: not even asked for before then (it would compete with the page's picture).
      codeAt: performance
        .getEntriesByType('resource')
        .filter((e) => /MarketingTags|google-ads/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(codeAt.length).toBeGreaterThan(0);
    for (const at of [...tagsAt, ...codeAt]) expect(at).toBeGreaterThan(Math.max(paint, load));

    // OneSignal is set up in the site's worker, and asks nothing on arrival.
    const oneSignal = () =>
      page.evaluate(() => (window as unknown as { __oneSignal: { inits: object[]; prompts: number } }).__oneSignal);
    await expect
      .poll(async () => (await oneSignal()).inits)
      .toEqual([expect.objectContaining({ appId: VARIANT_ENV.PUBLIC_ONESIGNAL_APP_ID, serviceWorkerPath: 'sw.js' })]);
    await page.waitForTimeout(500);
    expect((await oneSignal()).prompts).toBe(0);
    await scrollThrough(page);
    await expect.poll(async () => (await oneSignal()).prompts).toBe(1);
  });

  test('one service worker: the variant imports OneSignal into it; the test build has no marketing code', async ({
    page,
    variant,
  }) => {
    const variantWorker = await (await fetch(`${variant}/sw.js`)).text();
    expect(variantWorker).toContain(ONESIGNAL_WORKER_SDK);
    const testWorker = await (await fetch(`${SITE_URL}/sw.js`)).text();
    expect(testWorker).not.toContain('onesignal');
    await page.goto('/register');
    expect(await page.locator('script[src*="MarketingTags"], template[data-tags-allowed]').count()).toBe(0);
    const policy = await policyOf(page);
    expect([...policy.values()].flat().filter((s) => /clarity|onesignal|googleadservices/.test(s))).toEqual([]);
    // Clarity, where it is on, records no form field.
    await expect(page.locator('form[data-clarity-mask="true"]')).toHaveCount(1);
  });
});
