/**
 * The editor preview server (`npm run preview:live`), built and started against the fake
 * Contentful as its Preview API: content pages render on request with drafts, the banner and
 * noindex; an edit is on the page at the next request, for one Preview API request; without the
 * secret there is 401 and no draft text, and wrong secrets are slowed; "Open preview" lands on the
 * entry's page; pages keep the site's Content-Security-Policy; requests at once share their reads
 * of Contentful. Then a real
 * Chromium opens a preview page inside a frame of another origin, as Contentful's entry editor
 * does: the inspector attributes are there, the live-preview SDK connects to the frame's parent,
 * and a save the editor reports reloads the page with the saved text.
 */
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags } from '../../scripts/chromium.mjs';
import { assertBuilt, fileForPath } from '../support/dist';
import { testChromiumPath } from '../support/env';
import { startFakeContentful } from '../support/fake-contentful.mjs';
import {
  TEST_SECRET,
  buildPreviewServer,
  removeBuild,
  startPreviewServer,
  type RunningServer,
} from '../support/preview-server';

const PREVIEW_TOKEN = 'test-preview-token-never-in-a-page';
const ARTICLE = {
  id: 'guvsFrm0mw7SBWDMnFF8i2',
  path: '/courses/upsc/current-affairs/census-2027-houselisting-phase-what-comes-next/',
};
const DRAFT = {
  id: 'draftOnlyArticle1',
  title: 'A draft article only editors see',
  path: '/courses/appsc-groups/current-affairs/draft-only-article/',
};
const banner = /<aside aria-label="Preview notice"[\s\S]*?Preview<\/strong> — draft content/;

let work: string;
let cf: Awaited<ReturnType<typeof startFakeContentful>>;
let server: RunningServer;
let parent: Server;
let parentOrigin: string;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'x-preview-secret': TEST_SECRET, ...headers }, redirect: 'manual' });
const page = async (path: string) => {
  const response = await get(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const entryRequests = () => cf.requests.filter((r) => r.path.endsWith('/entries'));
/** A GET from another address of this machine (all of 127.0.0.0/8 is this machine): another client. */
const getFrom = (localAddress: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    request(`${server.url}${path}`, { localAddress, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  cf = await startFakeContentful({
    snapshot: JSON.parse(readFileSync('src/content/demo/space.json', 'utf8')),
    accessToken: PREVIEW_TOKEN,
  });
  // The frame's parent: another origin (another port), as app.contentful.com is for the server.
  parent = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><title>Entry editor</title><script>window.messages=[];` +
        `addEventListener('message',(e)=>window.messages.push(e.data))</script>` +
        `<iframe name="preview" src="${src.replace(/"/g, '&quot;')}" width="1200" height="900"></iframe>`,
    );
  });
  await new Promise<void>((done) => parent.listen(0, '127.0.0.1', done));
  parentOrigin = `http://127.0.0.1:${(parent.address() as AddressInfo).port}`;
  work = await buildPreviewServer();
  server = await startPreviewServer(work, {
    PREVIEW_SECRET: TEST_SECRET,
    CONTENTFUL_SPACE_ID: cf.space,
    CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
    CONTENTFUL_APP_ORIGINS: parentOrigin,
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
  await cf?.close();
  parent?.close();
  if (work) removeBuild(work);
});

describe('the preview server', { timeout: 30_000 }, () => {
  it('renders every kind of content page with the banner, noindex everywhere and no service worker', async () => {
    const quizList = await page('/courses/upsc/current-affairs-quiz/');
    const quiz = /href="(\/courses\/upsc\/current-affairs-quiz\/[^"/]+\/)"/.exec(quizList.html)?.[1];
    const mainsList = await page('/courses/upsc/mains-answer-writing/');
    const answer = /href="(\/courses\/upsc\/mains-answer-writing\/[^"/]+\/)"/.exec(mainsList.html)?.[1];
    expect(quiz && answer).toBeTruthy();
    const paths = [
      ARTICLE.path,
      '/courses/upsc/current-affairs/',
      '/courses/tgpsc-groups/current-affairs/',
      '/courses/upsc/mains-answer-writing/',
      answer!,
      '/courses/upsc/current-affairs-quiz/',
      quiz!,
      '/courses/appsc-groups/current-affairs-pdfs/',
    ];
    for (const path of paths) {
      const { status, headers, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(html, path).toMatch(banner);
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect(html, path).not.toMatch(/\/sw\.js|rel="manifest"|<save-offline/);
      expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // The site's own policy (its scripts by address and hash, no inline code), framed only by Contentful.
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/^default-src 'self'; /);
      expect(policy, path).toMatch(/; script-src 'self' [^;]*'sha256-/);
      expect(policy, path).toContain("; object-src 'none'");
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy.match(/frame-ancestors/g), path).toHaveLength(1);
      expect(policy, path).toMatch(new RegExp(`; frame-ancestors 'self' ${parentOrigin}$`));
    }
    expect((await page('/robots.txt')).html).toBe('User-agent: *\nDisallow: /\n');
  });

  it('shows a draft the public build does not have, on its page with the banner', async () => {
    assertBuilt();
    expect(fileForPath(DRAFT.path)).toBeNull();
    cf.edit({
      id: DRAFT.id,
      contentType: 'blogPost',
      fields: {
        title: DRAFT.title,
        slug: 'draft-only-article',
        page: ['appsc'],
        publishDate: '2026-12-01',
        summary: 'Drafted a minute ago.',
      },
    });
    const { status, html } = await page(DRAFT.path);
    expect(status).toBe(200);
    expect(html).toMatch(banner);
    expect(html).toContain(DRAFT.title);
    expect((await page('/courses/appsc-groups/current-affairs/')).html).toContain(DRAFT.title);
  });

  it('has an edited field on the page at the next request, for one Preview API request', async () => {
    await page(ARTICLE.path); // the list of articles is read and kept
    cf.edit({ id: ARTICLE.id, fields: { summary: 'Summary edited in the entry editor.' } });
    const before = entryRequests().length;
    const { html } = await page(ARTICLE.path);
    expect(html).toContain('Summary edited in the entry editor.');
    expect(
      entryRequests()
        .slice(before)
        .map((r) => r.query['sys.id']),
    ).toEqual([ARTICLE.id]);
  });

  it('answers 401 without the secret or with a wrong one, with no draft text', async () => {
    for (const headers of [{ 'x-preview-secret': '' }, { 'x-preview-secret': 'wrong' }]) {
      const response = await fetch(`${server.url}${DRAFT.path}`, { headers, redirect: 'manual' });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(DRAFT.title);
    }
    const wrong = await fetch(`${server.url}/preview/enter?secret=wrong&to=${DRAFT.path}`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('makes a client that keeps showing wrong secrets wait, without checking them meanwhile; others are not slowed', async () => {
    const guesser = '127.0.0.3';
    for (let i = 0; i < 5; i++)
      expect((await getFrom(guesser, DRAFT.path, { 'x-preview-secret': `guess-${i}` })).status).toBe(401);
    const slowed = await getFrom(guesser, DRAFT.path, { 'x-preview-secret': 'guess-5' });
    expect(slowed.status).toBe(401); // the sixth is checked, and sets the first wait
    const waiting = await getFrom(guesser, `/preview/enter?secret=${TEST_SECRET}&to=/`);
    expect({ status: waiting.status, retryAfter: waiting.headers['retry-after'] }).toEqual({
      status: 429,
      retryAfter: '1',
    });
    expect((await getFrom('127.0.0.2', DRAFT.path, { 'x-preview-secret': TEST_SECRET })).status).toBe(200);
    await new Promise((wait) => setTimeout(wait, 1_100));
    expect((await getFrom(guesser, `/preview/enter?secret=${TEST_SECRET}&to=/`)).status).toBe(303);
  });

  it.each([
    ['/%09/evil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['//evil.example', '/'],
    ['/.//evil.example', '/'],
    [encodeURIComponent(ARTICLE.path), ARTICLE.path],
  ])('sends /preview/enter?to=%s only to a path on itself (%s)', async (to, location) => {
    const response = await get(`/preview/enter?to=${to}`);
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 303, location });
  });

  it('answers 50 requests at once, for a page or for addresses without one, sharing its reads of Contentful: a 404 costs no more than a page', async () => {
    await page(ARTICLE.path); // the lists are read and kept
    const burst = async (path: (i: number) => string) => {
      const before = entryRequests().length;
      const statuses = await Promise.all(Array.from({ length: 50 }, async (_, i) => (await get(path(i))).status));
      return { statuses: [...new Set(statuses)], reads: entryRequests().length - before };
    };
    const pages = await burst(() => ARTICLE.path);
    const missing = await burst((i) => `/courses/upsc/current-affairs/no-such-article-${i}/`);
    expect(pages.statuses).toEqual([200]);
    expect(missing.statuses).toEqual([404]);
    expect(pages.reads).toBeLessThan(25); // one each: 50
    expect(missing.reads).toBeLessThanOrEqual(pages.reads + 1);
  }, 90_000);

  it('lets the secret in once by address, then by cookie, and keeps the token out of every page and script', async () => {
    const entered = await fetch(`${server.url}/preview/enter?secret=${TEST_SECRET}&to=${DRAFT.path}`, {
      redirect: 'manual',
    });
    expect(entered.status).toBe(303);
    const cookie = entered.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).not.toContain(TEST_SECRET);
    const next = await fetch(`${server.url}${entered.headers.get('location')}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(next.headers.get('location')).toBe(DRAFT.path);
    const html = await (await fetch(`${server.url}${DRAFT.path}`, { headers: { cookie } })).text();
    expect(html).toContain(DRAFT.title);
    const scripts = [...html.matchAll(/src="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of [html, ...(await Promise.all(scripts.map(async (s) => (await get(s)).text())))])
      expect(text).not.toContain(PREVIEW_TOKEN);
  });

  it('sends "Open preview" (/preview/{entryId}) to the entry page in its first section', async () => {
    const cases = [
      [ARTICLE.id, ARTICLE.path],
      [DRAFT.id, DRAFT.path],
      ['6zhQA5l0Phw0T8N33rb5fS', '/courses/upsc/current-affairs-quiz/upsc-daily-quiz-2026-08-18/'],
      ['mJK0AwFiBeej6HYhYWcIZY', '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/'],
      ['NuVG9gAazZ37FE2QS8u91U', '/courses/upsc/current-affairs-pdfs/'],
    ];
    for (const [id, path] of cases) {
      const response = await get(`/preview/${id}`);
      expect({ id, status: response.status, location: response.headers.get('location') }).toEqual({
        id,
        status: 303,
        location: path,
      });
    }
    expect((await get('/preview/noSuchEntry')).status).toBe(404);
  });

  it('answers its health check without the secret', async () => {
    const response = await fetch(`${server.url}/preview/health`);
    expect(response.status).toBe(200);
  });
});

describe('a preview page inside the entry editor', { timeout: 60_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
  });
  afterAll(() => browser?.close());

  it('carries the inspector attributes, connects the live-preview SDK and reloads on save', async () => {
    const tab = await browser.newPage();
    const violations: string[] = [];
    tab.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    const src = `${server.url}/preview/enter?secret=${TEST_SECRET}&to=${encodeURIComponent(ARTICLE.path)}`;
    await tab.goto(`${parentOrigin}/?src=${encodeURIComponent(src)}`);
    const frame = tab.frameLocator('iframe[name=preview]');
    await expect
      .poll(() => frame.locator('html').getAttribute('data-live-preview'), { timeout: 15_000 })
      .toBe('connected');
    const connected = await tab.evaluate(() =>
      (window as unknown as { messages: { method?: string; taggedElementCount?: number }[] }).messages.find(
        (m) => m.method === 'CONNECTED',
      ),
    );
    expect(connected?.taggedElementCount).toBeGreaterThanOrEqual(4);
    const tagged = await frame
      .locator('[data-contentful-entry-id]')
      .evaluateAll((els) => els.map((e) => `${e.tagName} ${e.getAttribute('data-contentful-field-id')}`));
    expect(tagged).toEqual(expect.arrayContaining(['IMG featuredImage', 'H1 title', 'P summary', 'DIV content']));
    expect(await frame.locator('h1').getAttribute('data-contentful-entry-id')).toBe(ARTICLE.id);

    cf.edit({ id: ARTICLE.id, fields: { title: 'Title saved in the entry editor' } });
    await tab.evaluate((id) => {
      const preview = document.querySelector('iframe')!.contentWindow!;
      preview.postMessage({ source: 'live-preview-editor', method: 'ENTRY_SAVED', entity: { sys: { id } } }, '*');
    }, ARTICLE.id);
    await expect
      .poll(() => frame.locator('h1').textContent(), { timeout: 15_000 })
      .toContain('Title saved in the entry editor');
    expect(violations).toEqual([]);
    await tab.close();
  });
});
