/**
 * Every internal link, image, icon sprite (`<use href>`), script and stylesheet in the built site
 * resolves to a file in dist/,
 * and so does every absolute address on the site's own origin (canonical and Open Graph tags,
 * JSON-LD) and every url() in the built CSS (fonts); no link carries a stray space (the old site's
 * 'junior-college ' id made such a link).
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir, fileForPath, htmlFiles, readDist } from '../support/dist';
import { SITE_URL } from '../support/env';

const attr = /\s(?:href|src|srcset|poster|action)="([^"]*)"/g;

function internalTargets(html: string): string[] {
  return [...html.matchAll(attr)]
    .flatMap(([whole, value]) => (whole.trimStart().startsWith('srcset') ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value]))
    .map((v) => v.replaceAll('&amp;', '&'))
    .filter((v) => v.startsWith('/') && !v.startsWith('//'));
}

/** Paths of the absolute addresses on the site's own origin, wherever they are in the page. */
const ownOrigin = new RegExp(`${SITE_URL.replaceAll('.', '\\.')}(/[^"'\\s<>)]*)`, 'g');
const absoluteTargets = (html: string) => [...html.matchAll(ownOrigin)].map(([, path]) => path.replaceAll('&amp;', '&'));

describe('the built site', () => {
  beforeAll(assertBuilt);

  it('has no broken internal link or missing asset', () => {
    const broken: string[] = [];
    for (const page of htmlFiles()) {
      const html = readDist(page);
      for (const target of new Set([...internalTargets(html), ...absoluteTargets(html)])) {
        if (!fileForPath(target)) broken.push(`${page} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has every file the stylesheets load (fonts, images)', () => {
    const sheets = readdirSync(`${distDir}/_astro`).filter((f) => f.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const missing = sheets.flatMap((sheet) =>
      [...readDist(`_astro/${sheet}`).matchAll(/url\(\s*['"]?([^'")]+)/g)]
        .map(([, ref]) => ref)
        .filter((ref) => !ref.startsWith('data:'))
        .filter((ref) => !fileForPath(new URL(ref, `${SITE_URL}/_astro/${sheet}`).pathname))
        .map((ref) => `_astro/${sheet} → ${ref}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no link with a space in its path', () => {
    const spaced = htmlFiles().flatMap((page) =>
      internalTargets(readDist(page))
        .filter((t) => /\s|%20/.test(t.split('?')[0]))
        .map((t) => `${page} → ${t}`),
    );
    expect(spaced).toEqual([]);
  });
});
