import { describe, expect, it } from 'vitest';
import {
  CONTENTFUL_APP_ORIGINS,
  FIRST_WAIT_MS,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  FailedTries,
  MAX_WAIT_MS,
  allowed,
  appOrigins,
  clientKey,
  cookieAttributes,
  framingPolicy,
  grant,
  localPath,
  overHttps,
  previewPolicy,
  sameSecret,
} from '@/preview/access';

const SECRET = 'correct horse';

describe('allowed', () => {
  it.each([
    ['the secret in the header', SECRET, undefined, true],
    ['the grant in the cookie', null, grant(SECRET), true],
    ['nothing', null, undefined, false],
    ['a wrong header', 'correct', undefined, false],
    ['an empty header', '', undefined, false],
    ['the secret itself as the cookie', null, SECRET, false],
    ['the grant of another secret', null, grant('other'), false],
  ])('%s → %s', (_, header, cookie, expected) => {
    expect(allowed(header, cookie, SECRET)).toBe(expected);
  });

  it('compares whole strings', () => {
    expect(sameSecret(`${SECRET} `, SECRET)).toBe(false);
    expect(sameSecret(SECRET, SECRET)).toBe(true);
  });
});

// What `to=` may send the editor to: a path on this server as a browser reads it, else the home page.
describe.each([
  ['/courses/upsc/current-affairs/', '/courses/upsc/current-affairs/'],
  ['/x?y=1#top', '/x?y=1#top'],
  ['/a/../b/', '/b/'],
  ['/ /evil.example', '/%20/evil.example'],
  ['/%2F/evil.example', '/%2F/evil.example'],
  ['//evil.example/', '/'],
  ['/\\evil.example/', '/'],
  ['/\t/evil.example', '/'], // `/%09/evil` once decoded: browsers drop the tab and read //evil
  ['/\n/evil.example', '/'],
  ['/\r/evil.example', '/'],
  ['\t//evil.example', '/'],
  ['/\u0000/evil.example', '/'],
  ['/\u007f/evil.example', '/'],
  ['/.//evil.example', '/'],
  ['/..//evil.example', '/'],
  ['https://evil.example/', '/'],
  ['http:evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['evil.example', '/'],
  ['', '/'],
  [null, '/'],
])('localPath(%j)', (to, expected) => {
  it(`is ${expected}`, () => expect(localPath(to)).toBe(expected));
  it('never leaves this server, as a browser resolves it', () => {
    expect(new URL(localPath(to), 'https://preview.example').origin).toBe('https://preview.example');
  });
});

describe('FailedTries', () => {
  const CLIENT = '203.0.113.7';

  it.each([
    [1, 0],
    [FREE_FAILURES, 0],
    [FREE_FAILURES + 1, FIRST_WAIT_MS],
    [FREE_FAILURES + 2, 2 * FIRST_WAIT_MS],
    [FREE_FAILURES + 4, 8 * FIRST_WAIT_MS],
    [FREE_FAILURES + 20, MAX_WAIT_MS],
  ])('after %i wrong secrets in a row a client waits %i ms', (count, wait) => {
    const tries = new FailedTries();
    for (let i = 0; i < count; i++) tries.failed(CLIENT, 1_000);
    expect(tries.wait(CLIENT, 1_000)).toBe(wait);
    expect(tries.wait('198.51.100.1', 1_000)).toBe(0); // another client is not slowed
  });

  it('lets the wait run out, forgets a client after the right secret or a quiet quarter hour', () => {
    const tries = new FailedTries();
    for (let i = 0; i <= FREE_FAILURES; i++) tries.failed(CLIENT, 0);
    expect(tries.wait(CLIENT, FIRST_WAIT_MS / 2)).toBe(FIRST_WAIT_MS / 2);
    expect(tries.wait(CLIENT, FIRST_WAIT_MS)).toBe(0);
    tries.failed(CLIENT, FORGET_AFTER_MS + 1);
    expect(tries.wait(CLIENT, FORGET_AFTER_MS + 1)).toBe(0);
    tries.succeeded(CLIENT);
    expect(tries.size).toBe(0);
  });

  it('remembers a bounded number of clients, forgetting the one that failed longest ago', () => {
    const tries = new FailedTries(3);
    for (const client of ['a', 'b', 'c', 'd', 'e']) for (let i = 0; i <= FREE_FAILURES; i++) tries.failed(client, 0);
    expect(tries.size).toBe(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((client) => tries.wait(client, 0))).toEqual([0, 0, 1000, 1000, 1000]);
  });
});

describe.each([
  ['127.0.0.1', '127.0.0.1'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
  ['2001:0db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['', ''],
])('clientKey(%j)', (address, expected) => {
  it(`is ${expected}`, () => expect(clientKey(address)).toBe(expected));
});

describe('the cookie and the framing', () => {
  it.each([
    ['https://p.example/x', null, true],
    ['http://10.0.0.2:4321/x', 'https', true],
    ['http://10.0.0.2:4321/x', 'https, http', true],
    ['http://127.0.0.1:4321/x', null, false],
  ])('%s forwarded as %s is https: %s', (url, proto, expected) => {
    expect(overHttps(new URL(url), proto)).toBe(expected);
  });

  it('crosses sites only over https, never readable by scripts', () => {
    expect(cookieAttributes(true)).toBe('Path=/; HttpOnly; SameSite=None; Secure; Partitioned');
    expect(cookieAttributes(false)).toBe('Path=/; HttpOnly; SameSite=Lax');
  });

  it.each([
    [undefined, CONTENTFUL_APP_ORIGINS],
    ['  ', CONTENTFUL_APP_ORIGINS],
    ['https://a.example  https://b.example', ['https://a.example', 'https://b.example']],
  ])('CONTENTFUL_APP_ORIGINS=%j → %j', (value, expected) => {
    expect(appOrigins(value)).toEqual(expected);
  });

  it("lets only the page itself and Contentful's web app frame a page", () => {
    expect(framingPolicy(CONTENTFUL_APP_ORIGINS)).toBe(
      "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
    );
  });

  it.each([
    [
      "the site's policy, whose framing it replaces",
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'; img-src 'self' data:",
      "default-src 'self'; script-src 'self' 'sha256-abc='; img-src 'self' data:; frame-ancestors 'self' https://app.contentful.com",
    ],
    ['no policy (a redirect, a text answer)', null, "frame-ancestors 'self' https://app.contentful.com"],
  ])('keeps %s and adds only the framing of preview pages', (_, site, expected) => {
    expect(previewPolicy(site, ['https://app.contentful.com'])).toBe(expected);
  });
});
