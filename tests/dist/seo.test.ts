// @vitest-environment happy-dom
/**
 * What search engines and link previews read in the built site, page type by page type: a unique
 * title, description, keywords, Open Graph and Twitter tags with an absolute picture, a canonical
 * link equal to the page's own address, and JSON-LD that parses and has the types the page calls
 * for — BreadcrumbList exactly where a breadcrumb is shown (and on course pages), FAQPage exactly
 * where a FAQ is shown and with its questions, Course offers with the prices the page shows. An
 * entry's copies in further sections name its first section's page canonical. Then the sitemap
 * against the pages' robots meta and canonical links, and robots.txt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academy, addresses, phones } from '../../src/data/contacts';
import { courseById, courses } from '../../src/data/courses';
import { cardInTelugu } from '../../src/data/courses/telugu';
import { LANGS, LOCALE, dictionary } from '../../src/i18n';
import { formatRupees } from '../../src/lib/money';
import { assertBuilt, fileForPath, htmlFiles, readDist } from '../support/dist';
import { SITE_URL } from '../support/env';

interface Page {
  /** Served path with a trailing slash, e.g. `/about/`. */
  path: string;
  html: string;
  /** The parsed head (parsing every whole page takes too long); `body()` parses the whole page. */
  doc: Document;
  noindex: boolean;
  /** Its canonical link's address, if it has one. */
  canonical?: string;
  /** A page that only forwards elsewhere (meta refresh after 0 s). */
  redirect: boolean;
}

type Json = Record<string, unknown>;

const parser = new DOMParser();
/** Parsed without stylesheet links, which happy-dom would fetch, and without icons (speed). */
const parse = (html: string) =>
  parser.parseFromString(
    html.replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, '').replace(/<svg\b[\s\S]*?<\/svg>/g, ''),
    'text/html',
  );
const bodies = new Map<string, Document>();
const body = (page: Page) => bodies.get(page.path) ?? bodies.set(page.path, parse(page.html)).get(page.path)!;
/** The breadcrumb trail's name in each language. */
const breadcrumbNames = LANGS.map((lang) => dictionary(lang).content.breadcrumb).join('|');
/** The page's breadcrumb trail, parsed on its own. */
const breadcrumbNav = (page: Page) =>
  parse(page.html.match(new RegExp(`<nav aria-label="(?:${breadcrumbNames})"[\\s\\S]*?</nav>`))?.[0] ?? '').querySelector(
    'nav',
  );
const hasFaq = (page: Page) => page.html.includes('data-testid="faq-item"');
// Content pages in English, or in Telugu under /te/.
const section = '(?:/te)?/courses/(?:upsc|appsc-groups|tgpsc-groups)';
const courseIds = courses.map((c) => c.id).join('|');

/** Page types by path; every indexable page belongs to exactly one. */
const pageTypes: { type: string; path: RegExp; ogType: string; jsonLd: string[] }[] = [
  { type: 'home', path: /^\/(?:te\/)?$/, ogType: 'website', jsonLd: ['EducationalOrganization'] },
  { type: 'course', path: new RegExp(`^(?:/te)?/courses/(?:${courseIds})/$`), ogType: 'website', jsonLd: ['Course'] },
  { type: 'article', path: new RegExp(`^${section}/current-affairs/[^/]+/$`), ogType: 'article', jsonLd: ['Article'] },
  {
    type: 'mains answer',
    path: new RegExp(`^${section}/mains-answer-writing/[^/]+/$`),
    ogType: 'article',
    jsonLd: [],
  },
  {
    type: 'reviewed answers',
    path: new RegExp(`^${section}/mains-answer-writing/[^/]+/reviewed/$`),
    ogType: 'website',
    jsonLd: [],
  },
  { type: 'quiz', path: new RegExp(`^${section}/current-affairs-quiz/[^/]+/$`), ogType: 'website', jsonLd: ['Quiz'] },
  {
    type: 'content list',
    path: new RegExp(`^${section}/(?:current-affairs|mains-answer-writing|current-affairs-quiz)/(?:(?:type/[^/]+/)?(?:page/\\d+/)?)$`),
    ogType: 'website',
    jsonLd: [],
  },
  { type: 'PDF list', path: new RegExp(`^${section}/current-affairs-pdfs/$`), ogType: 'website', jsonLd: [] },
  {
    type: 'site page',
    path: /^\/(?:about|contact|gallery|testimonials|register|(?:te\/)?scholarship-exams|(?:te\/)?privacy)\/$/,
    ogType: 'website',
    jsonLd: [],
  },
];

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Every JSON-LD object on the page (head and body: breadcrumbs carry their own). */
const jsonLdOf = (page: Page): Json[] =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const typesOf = (page: Page) => jsonLdOf(page).map((d) => d['@type'] as string);
const ofType = (page: Page, type: string) => jsonLdOf(page).filter((d) => d['@type'] === type);

let pages: Page[];
let indexable: Page[];
const typeOf = (page: Page) => pageTypes.find((t) => t.path.test(page.path));

beforeAll(() => {
  assertBuilt();
  pages = htmlFiles().map((file) => {
    const html = readDist(file);
    const headEnd = html.search(/<\/head>|<body/);
    const doc = parse(headEnd < 0 ? html : html.slice(0, headEnd));
    return {
      path: `/${file.replace(/index\.html$|\.html$/, '')}`.replace(/([^/])$/, '$1/'),
      html,
      doc,
      noindex: /noindex/.test(meta(doc, 'robots') ?? ''),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      redirect: /^0\s*;/.test(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content') ?? ''),
    };
  });
  // What search engines are asked to index: pages not kept out, and not copies of another page.
  indexable = pages.filter((p) => !p.noindex && p.canonical === `${SITE_URL}${p.path}`);
}, 60_000); // every page parsed: seconds on a busy machine

describe('SEO head of every indexable page', () => {
  it('puts every indexable page in exactly one page type, and every type has pages', () => {
    const typed = (page: Page) => pageTypes.filter((t) => t.path.test(page.path)).length;
    expect(indexable.filter((p) => typed(p) !== 1).map((p) => p.path)).toEqual([]);
    for (const { type, path } of pageTypes) expect(indexable.some((p) => path.test(p.path)), type).toBe(true);
  });

  it('builds every course page at its English address and its Telugu one', () => {
    const built = new Set(indexable.map((p) => p.path));
    for (const { id } of courses) {
      expect(built.has(`/courses/${id}/`), id).toBe(true);
      expect(built.has(`/te/courses/${id}/`), `te ${id}`).toBe(true);
    }
  });

  it("names an entry's first section page canonical on its copies in other sections", () => {
    const copies = pages.filter((p) => !p.noindex && p.canonical !== `${SITE_URL}${p.path}`);
    // The demo's article for both APPSC and TGPSC, in both languages.
    expect(copies.map((p) => p.path).sort()).toEqual([
      '/courses/tgpsc-groups/current-affairs/krishna-water-sharing-tribunal/',
      '/te/courses/tgpsc-groups/current-affairs/krishna-water-sharing-tribunal/',
    ]);
    for (const copy of copies) {
      const original = indexable.find((p) => `${SITE_URL}${p.path}` === copy.canonical);
      expect(original?.path, copy.path).toBe(copy.path.replace('/tgpsc-groups/', '/appsc-groups/'));
      expect(copy.doc.title).toBe(original!.doc.title);
      expect(meta(copy.doc, 'og:url')).toBe(copy.canonical);
    }
  });

  it('gives every page its own title', () => {
    const titles = indexable.map((p) => p.doc.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it.each(pageTypes)('$type: description, keywords, canonical, Open Graph and Twitter tags', ({ path, ogType }) => {
    for (const { path: pagePath, doc } of indexable.filter((p) => path.test(p.path))) {
      const url = `${SITE_URL}${pagePath}`;
      const title = doc.title;
      const description = meta(doc, 'description');
      expect(title, pagePath).toMatch(new RegExp(`\\S.*${academy.name}$|^${academy.name}$`));
      expect(description?.length, pagePath).toBeGreaterThan(20);
      expect(meta(doc, 'keywords')?.split(', ').length, pagePath).toBeGreaterThan(1);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), pagePath).toBe(url);
      expect(
        {
          'og:title': meta(doc, 'og:title'),
          'og:description': meta(doc, 'og:description'),
          'og:type': meta(doc, 'og:type'),
          'og:url': meta(doc, 'og:url'),
          'og:site_name': meta(doc, 'og:site_name'),
          'og:locale': meta(doc, 'og:locale'),
          'twitter:card': meta(doc, 'twitter:card'),
          // Absent: X falls back to og:title, og:description and og:image.
          'twitter:title': meta(doc, 'twitter:title'),
          'twitter:description': meta(doc, 'twitter:description'),
          'twitter:image': meta(doc, 'twitter:image'),
        },
        pagePath,
      ).toEqual({
        'og:title': title,
        'og:description': description,
        'og:type': ogType,
        'og:url': url,
        'og:site_name': academy.name,
        'og:locale': pagePath.startsWith('/te/') ? 'te_IN' : 'en_IN',
        'twitter:card': 'summary_large_image',
        'twitter:title': null,
        'twitter:description': null,
        'twitter:image': null,
      });
      const image = meta(doc, 'og:image') ?? '';
      expect(image, pagePath).toMatch(/^https?:\/\//);
      if (image.startsWith(SITE_URL)) expect(fileForPath(new URL(image).pathname), image).not.toBeNull();
      expect(Number(meta(doc, 'og:image:width')), pagePath).toBeGreaterThan(0);
      expect(Number(meta(doc, 'og:image:height')), pagePath).toBeGreaterThan(0);
      expect(meta(doc, 'og:image:alt')?.trim(), pagePath).toBeTruthy();
    }
  });

  it('uses the course hero, the article picture or the default picture for previews', () => {
    const image = (path: string) => meta(indexable.find((p) => p.path === path)!.doc, 'og:image');
    const defaultImage = image('/');
    expect(image('/about/')).toBe(defaultImage);
    expect(image('/courses/upsc/')).not.toBe(defaultImage);
    expect(image('/courses/upsc/')).toMatch(/\/_astro\/.+\.jpg$/);
    const picture = (page: Page) => body(page).querySelector('article > img')?.getAttribute('src');
    const article = indexable.find((p) => typeOf(p)?.type === 'article' && picture(p))!;
    expect(image(article.path)).toBe(new URL(picture(article)!, SITE_URL).href);
  });
});

describe('structured data', () => {
  it('parses on every page, with the schema.org context', () => {
    for (const page of pages) {
      for (const data of jsonLdOf(page)) expect(data['@context'], page.path).toBe('https://schema.org');
    }
  });

  it.each(pageTypes)('$type: the expected types, BreadcrumbList and FAQPage where shown', ({ type, path, jsonLd }) => {
    for (const page of indexable.filter((p) => path.test(p.path))) {
      const breadcrumb = type === 'course' || breadcrumbNav(page) !== null;
      const expected = [...jsonLd, ...(breadcrumb ? ['BreadcrumbList'] : []), ...(hasFaq(page) ? ['FAQPage'] : [])];
      expect(typesOf(page).sort(), page.path).toEqual(expected.sort());
    }
  });

  it('describes the academy on the home page with every phone and campus', () => {
    const home = indexable.find((p) => p.path === '/')!;
    const [org] = ofType(home, 'EducationalOrganization');
    expect(org).toMatchObject({
      name: academy.name,
      url: `${SITE_URL}/`,
      email: academy.email,
      telephone: Object.values(phones).map((p) => `+${p.e164}`),
    });
    expect(fileForPath(new URL(org.logo as string).pathname)).not.toBeNull();
    const listed = (org.address as Json[]).map((a) => `${a.streetAddress} ${a.addressLocality} ${a.postalCode}`);
    expect(listed).toHaveLength(addresses.length);
    addresses.forEach((a, i) => expect(listed[i]).toContain(a.lines.at(-1)));
  });

  it('names each course, its page and provider, with an offer for every price shown', { timeout: 60_000 }, () => {
    const coursePages = indexable.filter((p) => typeOf(p)?.type === 'course');
    expect(coursePages).toHaveLength(2 * courses.length);
    for (const page of coursePages) {
      const { path } = page;
      const doc = body(page);
      const [course] = ofType(page, 'Course');
      // In the page's language: a Telugu page names the course as its Telugu card does.
      const lang = path.startsWith('/te/') ? 'te' : 'en';
      const id = courses.find((c) => path.endsWith(`/courses/${c.id}/`))!.id;
      expect(course, path).toMatchObject({
        name: lang === 'te' ? cardInTelugu[id].title : courseById(id).title,
        inLanguage: LOCALE[lang],
        url: `${SITE_URL}${path}`,
        provider: { '@type': 'EducationalOrganization', name: academy.name },
      });
      const offers = (course.offers ?? []) as Json[];
      expect(offers.length > 0, `${path} shows prices`).toBe(text(doc.body).includes('₹'));
      const cards = [...doc.querySelectorAll('li, article')].map(text);
      for (const offer of offers) {
        const shown = [offer.name, offer.description ?? '', formatRupees(offer.price as number)] as string[];
        expect(offer.priceCurrency).toBe('INR');
        expect(
          cards.some((card) => shown.every((s) => card.includes(s))),
          `${path}: ${shown.join(' ')}`,
        ).toBe(true);
      }
      const [trail] = ofType(page, 'BreadcrumbList');
      expect((trail.itemListElement as Json[]).map((i) => i.name)).toEqual([dictionary(lang).shell.home, course.name]);
    }
  });

  it('repeats the FAQ a page shows, question for question', () => {
    const withFaq = indexable.filter(hasFaq);
    expect(withFaq.length).toBeGreaterThan(0);
    for (const page of withFaq) {
      const shown = [...body(page).querySelectorAll('[data-testid="faq-item"]')].map((item) => ({
        q: text(item.querySelector('summary')),
        a: text(item.querySelector('p')),
      }));
      const [faq] = ofType(page, 'FAQPage');
      const data = (faq.mainEntity as Json[]).map((q) => ({ q: q.name, a: (q.acceptedAnswer as Json).text }));
      expect(data, page.path).toEqual(shown);
    }
  });

  it('gives content breadcrumbs absolute links that match the visible trail', () => {
    const withTrail = indexable.filter((p) => breadcrumbNav(p));
    expect(withTrail.length).toBeGreaterThan(0);
    for (const page of withTrail) {
      const nav = breadcrumbNav(page)!;
      const links = [...nav.querySelectorAll('a')].map((a) => new URL(a.getAttribute('href')!, SITE_URL).href);
      const [trail] = ofType(page, 'BreadcrumbList');
      const items = trail.itemListElement as Json[];
      expect(items.filter((i) => i.item).map((i) => i.item), page.path).toEqual(links);
      const names = [...nav.querySelectorAll('li')].map(text);
      expect(items.map((i) => i.name), page.path).toEqual(names);
    }
  });
});

describe('noindex, sitemap and robots.txt', () => {
  const sitemapUrls = () => {
    const index = readDist('sitemap-index.xml');
    const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(chunks.length).toBeGreaterThan(0);
    return chunks.flatMap((chunk) => {
      expect(chunk.startsWith(`${SITE_URL}/`), chunk).toBe(true);
      return [...readDist(new URL(chunk).pathname.slice(1)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    });
  };

  it('lists exactly the pages not marked noindex nor copies of another, at their canonical address', () => {
    expect(sitemapUrls().sort()).toEqual(indexable.map((p) => `${SITE_URL}${p.path}`).sort());
  });

  it.each([
    ['the developer test page', '/test-contentful/'],
    ['the not-found page', '/404/'],
    ['the EAMCET redirect', '/courses/eamcet/'],
    ['an id → slug forwarding page', /^\/courses\/upsc\/current-affairs\/[A-Za-z0-9]{22}\/$/],
  ])('keeps %s out (noindex, no canonical to itself)', (_, path) => {
    const page = pages.find((p) => (typeof path === 'string' ? p.path === path : path.test(p.path)));
    expect(page?.noindex).toBe(true);
    const canonical = page!.doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).not.toBe(`${SITE_URL}${page!.path}`);
  });

  it('has no canonical link on a noindex page that is not a redirect', () => {
    const offenders = pages.filter((p) => p.noindex && !p.redirect && p.doc.querySelector('link[rel="canonical"]'));
    expect(offenders.map((p) => p.path)).toEqual([]);
  });

  it('robots.txt allows crawling, keeps the test page out and names the sitemap', () => {
    const lines = readDist('robots.txt').trim().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /test-contentful');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    expect(fileForPath('/sitemap-index.xml')).not.toBeNull();
  });
});
