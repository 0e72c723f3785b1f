import type { ImageMetadata } from 'astro';
import { describe, expect, it } from 'vitest';
import { addresses } from '@/data/contacts';
import type { QuickCourse } from '@/data/courses/types';
import { indexingOf, servedPath } from '@/integrations/sitemap';
import { isPreviewBuild } from '@/lib/content/preview';
import {
  breadcrumbList,
  contentImage,
  courseKeywords,
  courseSeo,
  educationalOrganization,
  keywordList,
  sectionKeywords,
} from '@/lib/page/seo';
import { examSections } from '@/lib/content/sections';

const SITE = import.meta.env.SITE;
const image = { src: '/hero.jpg', width: 1920, height: 800, format: 'jpg' } as ImageMetadata;
const priced = (id: string, price: number, mode?: string): QuickCourse => ({
  id,
  title: `Course ${id}`,
  description: '',
  url: `/store/${id}`,
  price,
  duration: '1 year',
  mode,
  features: [],
});

describe('keywords', () => {
  it('drops blanks and repeats, whatever their case, and keeps the first spelling', () => {
    expect(keywordList('UPSC', undefined, ['upsc', ' Polity ', ''], 'polity', 'Economy')).toEqual([
      'UPSC',
      'Polity',
      'Economy',
    ]);
  });

  it.each([
    ['upsc', ['UPSC coaching in Vijayawada', 'UPSC coaching in Hyderabad']],
    ['iit', ['IIT-JEE coaching in Vijayawada']],
  ] as const)('names where %s is taught', (id, places) => {
    const keywords = courseKeywords(id);
    expect(keywords.filter((k) => / in /.test(k))).toEqual(places);
  });

  it("starts a content page's keywords with its section and kind, then the entry's terms", () => {
    const [upsc] = examSections;
    expect(sectionKeywords(upsc, 'current affairs', ['Polity', 'polity'], 'Economy').slice(0, 3)).toEqual([
      'UPSC current affairs',
      'Polity',
      'Economy',
    ]);
  });
});

describe('contentImage', () => {
  it('asks Contentful for a 1200×630 JPEG', () => {
    const asset = { url: 'https://images.ctfassets.net/s/a/b/photo.png', width: 3000, height: 2000, title: 'Photo' };
    expect(contentImage(asset, 'Article')).toEqual({
      src: 'https://images.ctfassets.net/s/a/b/photo.png?w=1200&h=630&fit=fill&fm=jpg&q=80',
      alt: 'Photo',
      width: 1200,
      height: 630,
    });
  });

  it.each(['//images.contentful.com/s/a/b/photo.jpg', 'http://images.eu.ctfassets.net/s/a/b/photo.jpg'])(
    'resizes a picture on another Contentful host too, never the original: %s',
    (url) => {
      const https = `https://${url.replace(/^(?:https?:)?\/\//, '')}`;
      expect(contentImage({ url, width: 3992, height: 2992 }, 'Article').src).toBe(
        `${https}?w=1200&h=630&fit=fill&fm=jpg&q=80`,
      );
    },
  );

  it('uses other files as they are, with the title as alt when the asset has no text', () => {
    expect(contentImage({ url: '/demo-assets/a.jpg', width: 1200, height: 630 }, 'Article')).toEqual({
      src: '/demo-assets/a.jpg',
      alt: 'Article',
      width: 1200,
      height: 630,
    });
  });
});

describe('structured data', () => {
  it('makes breadcrumb links absolute and leaves the current page without one', () => {
    expect(breadcrumbList([{ label: 'Home', href: '/' }, { label: 'UPSC' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', SITE).href },
        { '@type': 'ListItem', position: 2, name: 'UPSC' },
      ],
    });
  });

  it('gives the academy a postal address per campus and office', () => {
    const org = educationalOrganization('/logo.svg');
    expect(org.logo).toBe(new URL('/logo.svg', SITE).href);
    expect(org.address).toHaveLength(addresses.length);
    expect((org.address as { postalCode: string }[]).map((a) => a.postalCode)).toEqual([
      '520010',
      '520007',
      '521151',
      '500020',
      '110060',
    ]);
  });

  it('offers each priced item once in rupees, with its mode, and adds FAQPage only with a FAQ', () => {
    const seo = courseSeo({
      id: 'upsc',
      description: 'UPSC coaching',
      heroSlides: [{ image, alt: 'Hero' }],
      quickCourses: [priced('a', 999, 'Online'), priced('b', 120000)],
      programmes: [priced('a', 999, 'Online')],
    });
    expect(seo.image).toEqual({ src: image, alt: 'Hero' });
    expect(seo.structuredData.map((d) => d['@type'])).toEqual(['Course', 'BreadcrumbList']);
    expect(seo.structuredData[0].offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Course a',
        description: 'Online',
        category: 'Paid',
        price: 999,
        priceCurrency: 'INR',
      },
      { '@type': 'Offer', name: 'Course b', category: 'Paid', price: 120000, priceCurrency: 'INR' },
    ]);

    const withFaq = courseSeo({ id: 'clat', description: '', heroSlides: [], faqs: [{ q: 'Q?', a: 'A.' }] });
    expect(withFaq.structuredData.map((d) => d['@type'])).toEqual(['Course', 'BreadcrumbList', 'FAQPage']);
    expect(withFaq.structuredData[0]).not.toHaveProperty('offers');
  });
});

describe('isPreviewBuild', () => {
  it.each([
    [{}, false],
    [{ CONTENTFUL_PREVIEW: 'true' }, true],
    [{ CONTENTFUL_PREVIEW: 'false' }, false],
    [{ CONTENTFUL_HOST: 'preview.contentful.com' }, true],
    [{ CONTENTFUL_HOST: 'preview.eu.contentful.com' }, true],
    [{ CONTENTFUL_HOST: 'cdn.contentful.com' }, false],
    [{ CONTENTFUL_HOST: '127.0.0.1:4599' }, false],
  ])('%o → %s', (env, expected) => {
    expect(isPreviewBuild(env)).toBe(expected);
  });
});

describe('the sitemap scan', () => {
  it.each([
    ['<head><meta name="robots" content="noindex, nofollow"></head>', true],
    ["<title>x</title><meta content='noindex' name='robots'><body>", true],
    ['<head><meta name="robots" content="index, follow"></head>', false],
    ['<head></head><body><p>meta name="robots" content="noindex"</p></body>', false],
  ])('%s → noindex %s', (html, expected) => {
    expect(indexingOf(html).noindex).toBe(expected);
  });

  it.each([
    [
      '<head><link rel="canonical" href="https://x.in/courses/appsc-groups/current-affairs/a/"></head>',
      '/courses/appsc-groups/current-affairs/a',
    ],
    ["<head><link href='https://x.in/' rel=canonical></head>", ''],
    ['<head><link rel="icon" href="/favicon.svg"></head><body><link rel="canonical" href="/b/"></body>', undefined],
  ])('%s → canonical path %s', (html, expected) => {
    expect(indexingOf(html).canonical).toBe(expected);
  });

  it.each([
    [
      '<head><link rel="alternate" hreflang="en" href="https://x.in/a/"><link rel="alternate" hreflang="te-IN" href="https://x.in/te/a/"><link rel="alternate" hreflang="x-default" href="https://x.in/a/"></head>',
      [
        { lang: 'en', url: 'https://x.in/a/' },
        { lang: 'te-IN', url: 'https://x.in/te/a/' },
        { lang: 'x-default', url: 'https://x.in/a/' },
      ],
    ],
    ['<head><link rel="alternate" type="application/rss+xml" href="/a/rss.xml"></head>', []],
    ['<head></head><body><link rel="alternate" hreflang="te-IN" href="/te/a/"></body>', []],
  ])('%s → language alternates %o', (html, expected) => {
    expect(indexingOf(html).alternates).toEqual(expected);
  });

  it.each([
    ['index.html', ''],
    ['about/index.html', '/about'],
    ['404.html', '/404'],
    ['courses/upsc/current-affairs/page/2/index.html', '/courses/upsc/current-affairs/page/2'],
  ])('%s is served at "%s"', (file, path) => {
    expect(servedPath(file)).toBe(path);
  });
});
