/**
 * The id addresses of current-affairs articles, written after the build by
 * src/integrations/forwarding-pages.ts rather than by Astro: each article of each section has one,
 * and no other page forwards; each sends the visitor at once to the article's slug page (a real
 * page), is noindex with its canonical link at the page search engines are given (that page, or for
 * an article in several sections its first section's page: never a page that names another), and
 * carries the site's Content-Security-Policy without hashes (it has no inline script or style). The
 * browser follows one per section in tests/e2e/current-affairs.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, fileForPath, htmlFiles, readDist } from '../support/dist';
import { demoArticles } from '../support/demo-articles';
import { SITE_URL } from '../support/env';
import { articlePath, canonicalArticlePath, sectionArticles } from '../../src/lib/content/current-affairs';
import { examSections } from '../../src/lib/content/sections';

const forwards = (html: string) => /<meta http-equiv="refresh"/.test(html);
const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];

/** Every article's id address in each of its sections, and its slug address (the slug page, when the id is some slug). */
const expected = examSections.flatMap((section) => {
  const articles = sectionArticles(demoArticles, section);
  const slugs = new Set(articles.map((a) => a.data.slug));
  return articles
    .filter((a) => !slugs.has(a.id))
    .map((a) => ({
      from: articlePath(section, a.id),
      to: articlePath(section, a.data.slug),
      canonical: canonicalArticlePath(section, a.data),
    }));
});

describe('id → slug forwarding pages', () => {
  beforeAll(assertBuilt);

  it('forward every id address, noindex, to its slug page', () => {
    expect(expected.length).toBeGreaterThan(50);
    // The demo's Krishna article is in APPSC and TGPSC: its TGPSC id address names the APPSC page.
    expect(expected.filter((e) => e.canonical !== e.to).map((e) => e.from)).toContain(
      '/courses/tgpsc-groups/current-affairs/t4Ko9ShyvK61s3rLqEzNV9/',
    );
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    const problems = expected.flatMap(({ from, to, canonical }) => {
      const file = fileForPath(from);
      if (!file) return [`${from}: no page`];
      const html = readFileSync(file, 'utf8');
      const target = fileForPath(to);
      const indexed = fileForPath(canonical);
      return [
        !html.includes(`<meta http-equiv="refresh" content="0;url=${to}">`) && `${from}: does not forward to ${to}`,
        !html.includes('<meta name="robots" content="noindex">') && `${from}: not noindex`,
        canonicalOf(html) !== `${SITE_URL}${canonical}` && `${from}: canonical ${canonicalOf(html)}, not ${SITE_URL}${canonical}`,
        (!indexed || canonicalOf(readFileSync(indexed, 'utf8')) !== `${SITE_URL}${canonical}`) &&
          `${from}: its canonical ${canonical} names another page`,
        !html.includes(`<a href="${to}">`) && `${from}: no link to ${to}`,
        (!target || forwards(readFileSync(target, 'utf8'))) && `${from}: ${to} is not an article page`,
      ].filter((problem) => problem !== false);
    });
    expect(problems).toEqual([]);
  });

  it('are the only pages under current-affairs that forward', () => {
    const forwarding = htmlFiles()
      .filter((file) => /^courses\/[^/]+\/current-affairs\//.test(file) && forwards(readDist(file)))
      .map((file) => `/${file.replace(/index\.html$/, '')}`);
    expect(forwarding.sort()).toEqual(expected.map((e) => e.from).sort());
  });

  it("carry the site's Content-Security-Policy, without hashes", () => {
    const site = policyOf(readDist('index.html'))!.replace(/ 'sha256-[^']+'/g, '');
    expect(site).toContain("default-src 'self'");
    const policies = new Set(expected.map(({ from }) => policyOf(readFileSync(fileForPath(from)!, 'utf8'))));
    expect([...policies]).toEqual([site]);
  });
});
