import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTokenLeaks, main, tokensFrom } from '../../../scripts/assert-no-token.mjs';
import { writeSiteFiles } from '../../../scripts/dist-digest.mjs';

const TOKEN = 'cfDeliveryToken_0123456789-abcdefghijklmnopqrstu';
const PREVIEW = 'cfPreviewToken_9876543210-zyxwvutsrqponmlkjihgfe';
const env = { CONTENTFUL_ACCESS_TOKEN: TOKEN, CONTENTFUL_PREVIEW_TOKEN: PREVIEW };
const tokens = { CONTENTFUL_ACCESS_TOKEN: TOKEN };

let dir: string;
/** Writes a file under the test directory. */
const put = (path: string, content: string | Buffer) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), content);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'no-token-'));
  put('index.html', '<!doctype html><title>Clean</title><p>access_token is a word here, not a value.</p>');
  put('_astro/app.js', 'fetch("/x",{headers:{Authorization:"Bearer "+t}})');
  put('img/a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('findTokenLeaks', () => {
  it('finds nothing in a clean directory', () => {
    expect(findTokenLeaks(dir, tokensFrom(env))).toEqual([]);
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const planted: [how: string, content: string | Buffer, form: string][] = [
    ['as it is, in a page', `<script>const k="${TOKEN}"</script>`, 'as is'],
    ['base64 on its own', `data:${b64(TOKEN)}`, 'base64'],
    ['base64 after one byte', b64(`x${TOKEN}y`), 'base64'],
    ['base64 after two bytes (Basic auth)', `Basic ${b64(`u:${TOKEN}`)}`, 'base64'],
    ['base64 after 7 bytes', b64(`Bearer ${TOKEN}`), 'base64'],
    ['URL-safe base64', b64(`??${TOKEN}`).replaceAll('+', '-').replaceAll('/', '_'), 'base64'],
    ['inside a binary file', Buffer.concat([Buffer.from([0, 255]), Buffer.from(TOKEN), Buffer.from([0])]), 'as is'],
  ];
  it.each(planted)('finds the token %s, naming the file', (_, content, form) => {
    put('courses/upsc/index.html', content);
    expect(findTokenLeaks(dir, tokens)).toContainEqual({
      file: join('courses', 'upsc', 'index.html'),
      variable: 'CONTENTFUL_ACCESS_TOKEN',
      form,
    });
  });

  it('finds a token URL-encoded, when encoding changes it', () => {
    const odd = 'token+with/odd=chars';
    put('a.html', `?access_token=${encodeURIComponent(odd)}`);
    expect(findTokenLeaks(dir, { CONTENTFUL_ACCESS_TOKEN: odd })).toEqual([
      { file: 'a.html', variable: 'CONTENTFUL_ACCESS_TOKEN', form: 'URL-encoded' },
    ]);
  });

  it('looks for the preview token too', () => {
    put('search/index.json', JSON.stringify({ previewToken: PREVIEW }));
    expect(findTokenLeaks(dir, tokensFrom(env))).toEqual([
      { file: join('search', 'index.json'), variable: 'CONTENTFUL_PREVIEW_TOKEN', form: 'as is' },
    ]);
  });
});

describe("with the build's list of its files", () => {
  /** The site listed by its build in a cacheDir beside it. */
  const listed = () => {
    const cache = mkdtempSync(join(tmpdir(), 'no-token-cache-'));
    writeSiteFiles(dir, cache, new Map());
    return cache;
  };
  const check = (cache: string, with_ = tokens) => {
    const count = { files: 0, read: 0 };
    return { leaks: findTokenLeaks(dir, with_, { cacheDir: cache, count }), count };
  };

  it('reads again only the files not found clean before, for the same tokens', () => {
    const cache = listed();
    expect(check(cache)).toEqual({ leaks: [], count: { files: 3, read: 3 } });
    expect(check(cache)).toEqual({ leaks: [], count: { files: 3, read: 0 } });
    // Other tokens: every file is read again.
    expect(check(cache, { CONTENTFUL_ACCESS_TOKEN: PREVIEW }).count.read).toBe(3);
    rmSync(cache, { recursive: true, force: true });
  });

  it('finds a token written into a file after the list, whatever was clean before', () => {
    const cache = listed();
    check(cache);
    put('index.html', `<script>const k="${TOKEN}"</script>`);
    expect(check(cache).leaks).toEqual([{ file: 'index.html', variable: 'CONTENTFUL_ACCESS_TOKEN', form: 'as is' }]);
    rmSync(cache, { recursive: true, force: true });
  });

  it('finds a token in a file the build listed, never counting it clean', () => {
    put('about/index.html', `<meta content="${TOKEN}">`);
    const cache = listed();
    expect(check(cache).leaks).toHaveLength(1);
    expect(check(cache).leaks).toHaveLength(1);
    rmSync(cache, { recursive: true, force: true });
  });
});

describe('tokensFrom', () => {
  it.each([
    ['both set', env, env],
    ['none set', {}, {}],
    ['an empty value', { CONTENTFUL_ACCESS_TOKEN: '' }, {}],
    ['a value of a few characters', { CONTENTFUL_ACCESS_TOKEN: 'abc' }, {}],
    ['another variable', { CONTENTFUL_SPACE_ID: 'space-id-long-enough' }, {}],
  ])('%s', (_, given, expected) => expect(tokensFrom(given)).toEqual(expected));
});

describe('the command', () => {
  const run = (args: string[], environment: Record<string, string | undefined>) => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = main(args, environment);
    const text = [...out.mock.calls, ...err.mock.calls].map((c) => c.join(' ')).join('\n');
    return { code, text };
  };

  it('prints an OK line for a clean directory', () => {
    const { code, text } = run([dir], env);
    expect(code).toBe(0);
    expect(text).toBe(
      `assert-no-token: OK — no CONTENTFUL_ACCESS_TOKEN or CONTENTFUL_PREVIEW_TOKEN in ${dir} (3 files, 3 read)`,
    );
  });

  it('says there was nothing to look for when no token is set', () => {
    expect(run([dir], {})).toEqual({
      code: 0,
      text: `assert-no-token: OK — no Contentful token is set, nothing to look for in ${dir}`,
    });
  });

  it('fails naming the file and the variable, never printing the token', () => {
    put('about/index.html', `<meta content="${TOKEN}">`);
    const { code, text } = run([dir], env);
    expect(code).toBe(1);
    expect(text).toContain(`${join('about', 'index.html')}: CONTENTFUL_ACCESS_TOKEN (as is)`);
    expect(text).not.toContain(TOKEN);
  });

  it.each([
    ['no directory given', []],
    ['a directory that does not exist', [join(tmpdir(), 'no-such-dist-dir')]],
  ])('exits 2 for %s', (_, args) => expect(run(args, env).code).toBe(2));
});
