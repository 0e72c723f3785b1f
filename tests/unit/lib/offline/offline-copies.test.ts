import { describe, expect, it } from 'vitest';
import {
  KEPT_HEADER,
  SAVED_AT_HEADER,
  SIZE_HEADER,
  isPagePath,
  pageTitle,
  savedAt,
  savedCopies,
  sectionOf,
  isOfflinePage,
  stamp,
  BUILD_HEADER,
  trimCache,
} from '@/lib/offline/offline-copies';
import { withBanner } from '@/lib/offline/offline-banner';

/** A Cache over a Map: keys in the order stored, storing again moves an address to the end. */
function fakeCache(entries: [string, Response][] = []) {
  const map = new Map(entries);
  return {
    map,
    keys: async () => [...map.keys()].map((url) => new Request(url)),
    match: async (request: RequestInfo | URL) =>
      map.get(typeof request === 'string' ? request : (request as Request).url)?.clone(),
    delete: async (request: RequestInfo | URL) => map.delete((request as Request).url),
  } as unknown as Cache & { map: Map<string, Response> };
}

const copy = (bytes: number, extra: Record<string, string> = {}) =>
  new Response('x', { headers: { [SIZE_HEADER]: String(bytes), ...extra } });
const url = (n: number) => `https://site.test/${n}`;

describe('trimCache', () => {
  it('deletes the oldest entries beyond the count', async () => {
    const cache = fakeCache(Array.from({ length: 5 }, (_, i) => [url(i), copy(10)]));
    await trimCache(cache, { maxEntries: 3 });
    expect([...cache.map.keys()]).toEqual([url(2), url(3), url(4)]);
  });

  it('deletes the oldest entries until the recorded sizes fit', async () => {
    const cache = fakeCache([
      [url(0), copy(600)],
      [url(1), copy(300)],
      [url(2), copy(500)],
    ]);
    await trimCache(cache, { maxEntries: 10, maxBytes: 900 });
    expect([...cache.map.keys()]).toEqual([url(1), url(2)]);
  });

  it('never deletes a kept copy, nor counts it', async () => {
    const cache = fakeCache([
      [url(0), copy(10, { [KEPT_HEADER]: '1' })],
      [url(1), copy(10)],
      [url(2), copy(10)],
    ]);
    await trimCache(cache, { maxEntries: 1 });
    expect([...cache.map.keys()]).toEqual([url(0), url(2)]);
  });
});

describe('stamp', () => {
  it('adds the save time, the size and the kept mark, keeping body, status and headers', async () => {
    const original = new Response('<p>hello</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    const stored = await stamp(original, { kept: true, now: 1_700_000_000_000 });
    expect(await stored.text()).toBe('<p>hello</p>');
    expect(stored.headers.get('content-type')).toBe('text/html');
    expect(stored.headers.get(SAVED_AT_HEADER)).toBe('1700000000000');
    expect(stored.headers.get(SIZE_HEADER)).toBe('12');
    expect(stored.headers.get(KEPT_HEADER)).toBe('1');
  });

  it('keeps the first save time when a stored copy is stamped again, and can un-keep it', async () => {
    const first = await stamp(new Response('a'), { kept: true, now: 1000 });
    const again = await stamp(first, { kept: false, now: 5000 });
    expect(savedAt(again)).toEqual(new Date(1000));
    expect(again.headers.has(KEPT_HEADER)).toBe(false);
  });

  it('marks the build a copy came from, and keeps that mark when the copy is stamped again', async () => {
    const first = await stamp(new Response('a'), { build: 'build-1' });
    expect(first.headers.get(BUILD_HEADER)).toBe('build-1');
    expect((await stamp(first.clone(), { kept: true })).headers.get(BUILD_HEADER)).toBe('build-1');
    expect((await stamp(first, { build: 'build-2' })).headers.get(BUILD_HEADER)).toBe('build-2');
  });
});

describe('the offline banner', () => {
  // 20:00 UTC on 23 November is 01:30 on 24 November in India.
  const saved = new Date('2026-11-23T20:00:00Z');

  it.each([
    ['/courses/upsc/current-affairs/x/', "You're offline — this copy was saved on November 24, 2026"],
    ['/te/courses/upsc/current-affairs/x/', 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు — ఇది 24 నవంబర్, 2026న దాచిన ప్రతి'],
  ])('is the first thing in the body, dated in India time, in the language of %s', (path, text) => {
    const html = withBanner('<html><body class="x"><main>Text</main></body></html>', saved, path);
    expect(html).toMatch(/^<html><body class="x"><p role="status" data-offline-banner [^>]*>/);
    expect(html).toContain(`>${text}</p><main>`);
  });

  it.each([
    ['/about', "You're offline — this copy was saved on an earlier visit"],
    ['/te/', 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు — ఇది గతంలో దాచిన ప్రతి'],
  ])('says "an earlier visit" for a copy without a save time (%s)', (path, text) => {
    expect(withBanner('<body>', null, path)).toContain(`>${text}</p>`);
  });
});

describe('listing copies', () => {
  it('groups pages by section', () => {
    expect(sectionOf('/courses/upsc/current-affairs/rbi-policy/')).toBe('currentAffairs');
    expect(sectionOf('/courses/upsc/current-affairs/page/3/')).toBe('other');
    expect(sectionOf('/courses/appsc-groups/mains-answer-writing/abc123/')).toBe('mainsAnswers');
    expect(sectionOf('/courses/tgpsc-groups/current-affairs-quiz/tgpsc-daily-quiz/')).toBe('quizzes');
    expect(sectionOf('/courses/upsc/current-affairs-quiz/type/daily/')).toBe('other');
    expect(sectionOf('/courses/upsc/current-affairs-pdfs/')).toBe('pdfs');
    expect(sectionOf('/about')).toBe('other');
  });

  it.each([
    ['/te/courses/upsc/current-affairs/rbi-policy/', 'currentAffairs'],
    ['/te/courses/appsc-groups/mains-answer-writing/abc123/', 'mainsAnswers'],
    ['/te/courses/upsc/current-affairs-quiz/upsc-daily-quiz/', 'quizzes'],
    ['/te/courses/upsc/current-affairs-pdfs/', 'pdfs'],
    ['/te/courses/upsc/current-affairs/page/2/', 'other'],
    ['/te/', 'other'],
  ])('groups the Telugu page %s with the English ones: %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it.each([
    ['/offline/', true],
    ['/te/offline/', true],
    ['/te/courses/upsc/current-affairs/x/', false],
  ])('%s is the offline page: %s', (path, expected) => {
    expect(isOfflinePage(path)).toBe(expected);
  });

  it('tells pages from files', () => {
    expect(isPagePath('/courses/upsc/')).toBe(true);
    expect(isPagePath('/about')).toBe(true);
    expect(isPagePath('/_astro/x.Bo0F2uJm.css')).toBe(false);
    expect(isPagePath('/pagefind/pagefind.js')).toBe(false);
  });

  it("reads a title without the academy's name, entities decoded", () => {
    expect(pageTitle('<title>Q&amp;A: GST &#8212; explained | UPSC Mains | Akshara Academy</title>')).toBe(
      'Q&A: GST — explained | UPSC Mains',
    );
    expect(pageTitle('<title>Akshara Academy</title>')).toBe('Akshara Academy');
    expect(pageTitle('<p>no title</p>')).toBe('');
  });

  it('lists copies newest first with section, date and kept mark', async () => {
    const page = (title: string, at: number, kept = false) =>
      stamp(new Response(`<title>${title} | Akshara Academy</title>`), { now: at, kept });
    const cache = fakeCache([
      ['https://site.test/courses/upsc/current-affairs/old/', await page('Old', 1000)],
      ['https://site.test/courses/upsc/current-affairs-quiz/q/', await page('Quiz', 3000, true)],
    ]);
    expect(await savedCopies(cache)).toEqual([
      {
        url: 'https://site.test/courses/upsc/current-affairs-quiz/q/',
        path: '/courses/upsc/current-affairs-quiz/q/',
        title: 'Quiz',
        section: 'quizzes',
        savedAt: new Date(3000),
        kept: true,
      },
      {
        url: 'https://site.test/courses/upsc/current-affairs/old/',
        path: '/courses/upsc/current-affairs/old/',
        title: 'Old',
        section: 'currentAffairs',
        savedAt: new Date(1000),
        kept: false,
      },
    ]);
  });
});
