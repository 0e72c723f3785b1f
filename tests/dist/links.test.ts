/**
 * Every internal link, image, script and stylesheet in the built site resolves to a file in dist/,
 * and no link carries a stray space (the old site's 'junior-college ' id made such a link).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, fileForPath, htmlFiles, readDist } from '../support/dist';

const attr = /\s(?:href|src|srcset|poster|action)="([^"]*)"/g;

function internalTargets(html: string): string[] {
  return [...html.matchAll(attr)]
    .flatMap(([whole, value]) => (whole.trimStart().startsWith('srcset') ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value]))
    .map((v) => v.replaceAll('&amp;', '&'))
    .filter((v) => v.startsWith('/') && !v.startsWith('//'));
}

describe('the built site', () => {
  beforeAll(assertBuilt);

  it('has no broken internal link or missing asset', () => {
    const broken: string[] = [];
    for (const page of htmlFiles()) {
      for (const target of new Set(internalTargets(readDist(page)))) {
        if (!fileForPath(target)) broken.push(`${page} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
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
