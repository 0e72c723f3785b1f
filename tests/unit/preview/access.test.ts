import { describe, expect, it } from 'vitest';
import {
  CONTENTFUL_APP_ORIGINS,
  allowed,
  appOrigins,
  cookieAttributes,
  framingPolicy,
  grant,
  localPath,
  overHttps,
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

describe.each([
  ['/courses/upsc/current-affairs/', '/courses/upsc/current-affairs/'],
  ['/x?y=1', '/x?y=1'],
  ['//evil.example/', '/'],
  ['/\\evil.example/', '/'],
  ['https://evil.example/', '/'],
  [null, '/'],
])('localPath(%j)', (to, expected) => {
  it(`is ${expected}`, () => expect(localPath(to)).toBe(expected));
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
});
