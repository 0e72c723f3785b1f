/**
 * The test build (dist/, made by `npm run build:test`) in two languages: every content route has
 * Telugu pages under /te/ made from the demo's Telugu entries, each page says its language, the
 * pages of one entry (or list) name each other both ways with hreflang and x-default in the head and
 * in the sitemap, and each section's current-affairs feed exists per language.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir, htmlFiles, readDist } from '../support/dist';
import { SITE_URL } from '../support/env';
import { examSections } from '../../src/lib/content/sections';
import { courses } from '../../src/data/courses';

const LANG = { en: 'en', te: 'te-IN' } as const;

/** The page's `<html lang>`. */
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

/** The head's `hreflang` links: language → absolute address. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [
      ...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ].map(([, lang, href]) => [lang, href]),
  );

/** The served address of an HTML file of dist/. */
const addressOf = (file: string) => `${SITE_URL}/${file.replace(/index\.html$/, '')}`;

let pages: { file: string; html: string }[];

beforeAll(() => {
  assertBuilt();
  pages = htmlFiles()
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({ file, html: readDist(file) }));
});

describe('pages per language', () => {
  it.each([
    ['an article', /^te\/courses\/[^/]+\/current-affairs\/[^/]+\/index\.html$/],
    ['an article list', /^te\/courses\/[^/]+\/current-affairs\/index\.html$/],
    ['a mains answer', /^te\/courses\/[^/]+\/mains-answer-writing\/[^/]+\/index\.html$/],
    ['a quiz', /^te\/courses\/[^/]+\/current-affairs-quiz\/(?!type\/|page\/)[^/]+\/index\.html$/],
    ['a quiz list', /^te\/courses\/[^/]+\/current-affairs-quiz\/index\.html$/],
    ['a PDF listing', /^te\/courses\/[^/]+\/current-affairs-pdfs\/index\.html$/],
    ['the home page', /^te\/index\.html$/],
    ['the search page', /^te\/search\/index\.html$/],
    ['the offline page', /^te\/offline\/index\.html$/],
  ])('Telugu has %s', (_, path) => {
    // Forwarding pages (an article's id address) are not rendered pages: they say no language.
    expect(pages.filter((p) => path.test(p.file) && htmlLang(p.html)).length).toBeGreaterThan(0);
  });

  it('every rendered page under /te/ is Telugu, every other one English', () => {
    for (const { file, html } of pages) {
      const lang = htmlLang(html);
      if (!lang) continue; // a forwarding page
      expect([file, lang]).toEqual([file, file.startsWith('te/') ? LANG.te : LANG.en]);
    }
  });

  it('every course page has a Telugu page', () => {
    const telugu = pages.flatMap((p) => /^te\/courses\/([^/]+)\/index\.html$/.exec(p.file)?.[1] ?? []);
    expect(telugu.sort()).toEqual(courses.map((c) => c.id).sort());
  });
});

describe('hreflang pairs', () => {
  it('a page with alternates names itself, its counterpart names it back, and x-default is the English page', () => {
    const byAddress = new Map(pages.map((p) => [addressOf(p.file), p.html]));
    const paired = pages.filter((p) => Object.keys(alternatesOf(p.html)).length > 0);
    expect(paired.filter((p) => p.file.startsWith('te/')).length).toBeGreaterThan(10);
    for (const { file, html } of paired) {
      const links = alternatesOf(html);
      expect(Object.keys(links).sort(), file).toEqual(['en', 'te-IN', 'x-default']);
      expect(links[htmlLang(html)!], file).toBe(addressOf(file));
      expect(links['x-default'], file).toBe(links.en);
      for (const lang of ['en', 'te-IN']) {
        const other = byAddress.get(links[lang]);
        expect(other, `${file} → ${links[lang]}`).toBeDefined();
        expect(alternatesOf(other!), `${links[lang]} names ${file} back`).toEqual(links);
      }
    }
  });

  it('an English list marks the entries that have a Telugu page, in Telugu', () => {
    const list = readDist('courses/upsc/current-affairs/index.html');
    const main = list.slice(list.indexOf('<main'));
    const badges = [...main.matchAll(/<span lang="te-IN"[^>]*>([^<]+)</g)];
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges.map(([, text]) => text))).toEqual(new Set(['తెలుగులో కూడా']));
  });
});

describe('the sitemap', () => {
  const urls = () =>
    [...readDist('sitemap-0.xml').matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(url)![1],
      links: Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
          l,
          h,
        ]),
      ),
    }));

  it('lists the Telugu pages, each paired page with its alternates both ways, as its head has them', () => {
    const all = urls();
    const listed = new Map(all.map((u) => [u.loc, u.links]));
    const paired = all.filter((u) => Object.keys(u.links).length > 0);
    expect(paired.some((u) => u.loc.includes('/te/courses/'))).toBe(true);
    for (const { loc, links } of paired) {
      expect(Object.values(links), loc).toContain(loc);
      expect(links['x-default'], loc).toBe(links.en);
      for (const lang of ['en', 'te-IN']) expect(listed.get(links[lang]), `${loc} → ${lang}`).toEqual(links);
      const file = loc.slice(SITE_URL.length + 1) + 'index.html';
      expect(alternatesOf(readDist(file)), loc).toEqual(links);
    }
  });
});

describe('RSS per section and language', () => {
  it.each(examSections)('$label: an English feed of English articles, a Telugu one of Telugu articles', (section) => {
    const english = readDist(`${section.basePath.slice(1)}/current-affairs/rss.xml`);
    expect(english).toContain('<language>en-in</language>');
    expect(english).not.toContain(`${SITE_URL}/te/`);
    const telugu = join(distDir, `te${section.basePath}/current-affairs/rss.xml`);
    // A section without Telugu articles has no Telugu list, so no Telugu feed.
    if (!existsSync(join(distDir, `te${section.basePath}/current-affairs/index.html`))) {
      expect(existsSync(telugu)).toBe(false);
      return;
    }
    const feed = readDist(`te${section.basePath}/current-affairs/rss.xml`);
    expect(feed).toContain('<language>te-in</language>');
    const links = [...feed.matchAll(/<item>.*?<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${SITE_URL}/te${section.basePath}/current-affairs/`)).toBe(true);
  });
});
