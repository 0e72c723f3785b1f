/**
 * Security in the built site: the `_headers` file static hosts read, a Content-Security-Policy on
 * every page that covers each inline script and style by its hash (the browser test,
 * tests/e2e/csp.spec.ts, uses one page of each type; this reads all of them), no style attribute
 * (which the policy blocks), and `rel="noopener"` on every link that opens a new tab or leaves the
 * site.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir, htmlFiles, readDist } from '../support/dist';
import { SITE_URL } from '../support/env';

/** `_headers` as path → header name → value (Netlify / Cloudflare Pages format). */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = new Map()));
    else {
      const [name, ...value] = line.trim().split(':');
      current?.set(name.trim().toLowerCase(), value.join(':').trim());
    }
  }
  return rules;
}

/** Astro's static redirect pages (a meta refresh and a link, nothing else) carry no policy. */
const isRedirect = (html: string) => /^<!doctype html><title>Redirecting to: /i.test(html);

const pages = () =>
  htmlFiles()
    .map((file) => ({ file, html: readDist(file) }))
    .filter(({ html }) => !isRedirect(html));

const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('the built site', () => {
  beforeAll(assertBuilt);

  describe('_headers', () => {
    const expected: [path: string, header: string, value: RegExp][] = [
      ['/*', 'Content-Security-Policy', /^frame-ancestors 'self'$/],
      ['/*', 'X-Frame-Options', /^SAMEORIGIN$/],
      ['/*', 'X-Content-Type-Options', /^nosniff$/],
      ['/*', 'Referrer-Policy', /^strict-origin-when-cross-origin$/],
      ['/*', 'Permissions-Policy', /(?=.*camera=\(\))(?=.*microphone=\(\))(?=.*geolocation=\(\))/],
      ['/*', 'Strict-Transport-Security', /^max-age=\d{8,}/],
      ['/_astro/*', 'Cache-Control', /^public, max-age=31536000, immutable$/],
    ];
    it.each(expected)('%s sends %s', (path, header, value) => {
      const rules = parseHeaders(readFileSync(join(distDir, '_headers'), 'utf8'));
      expect(rules.get(path)?.get(header.toLowerCase())).toMatch(value);
    });
  });

  it('every page has a policy that lists the hash of each inline script and style, and no other', () => {
    const problems: string[] = [];
    for (const { file, html } of pages()) {
      const policy = policyOf(html);
      if (!policy) {
        problems.push(`${file}: no content-security-policy meta tag`);
        continue;
      }
      const listed = new Set(policy.match(/'sha256-[^']+'/g));
      for (const [, tag, attrs, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
        // Scripts with a src load by address ('self'); JSON data blocks (JSON-LD) are never run.
        if (attrs.includes(' src=') || /type="application\/(?:ld\+)?json"/.test(attrs)) continue;
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        if (!listed.delete(hash) && !policy.includes(hash)) {
          problems.push(`${file}: inline <${tag}> ${body.slice(0, 60)}… is not in the policy`);
        }
      }
      for (const hash of listed) problems.push(`${file}: the policy allows ${hash}, which nothing on the page has`);
    }
    expect(problems).toEqual([]);
  });

  it('no element has a style attribute (the policy allows them only while reCAPTCHA is configured)', () => {
    const styled = pages().flatMap(({ file, html }) =>
      [...html.matchAll(/<[a-z][^>]*\sstyle="[^"]*"[^>]*>/gi)].map(([tag]) => `${file}: ${tag.slice(0, 120)}`),
    );
    expect(styled).toEqual([]);
  });

  it('every link that opens a new tab or leaves the site has rel="noopener"', () => {
    const site = new URL(SITE_URL);
    const missing = pages().flatMap(({ file, html }) =>
      [...html.matchAll(/<a\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => {
          const href = new URL((attribute(tag, 'href') ?? '').replaceAll('&amp;', '&'), site);
          const leaves = /^https?:$/.test(href.protocol) && href.origin !== site.origin;
          const newTab = attribute(tag, 'target') === '_blank';
          return (leaves || newTab) && !(attribute(tag, 'rel') ?? '').split(/\s+/).includes('noopener');
        })
        .map((tag) => `${file}: ${tag.slice(0, 160)}`),
    );
    expect(missing).toEqual([]);
  });
});
