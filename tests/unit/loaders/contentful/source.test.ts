import { describe, expect, it } from 'vitest';
import { ContentfulConfigError } from '@/loaders/contentful/errors';
import { contentSourceFrom, spaceNamesFrom } from '@/loaders/contentful/source';

const live = { CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'tok' };

describe('contentSourceFrom', () => {
  it('uses the demo snapshot when nothing is set', () => {
    expect(contentSourceFrom({}, '/site')).toMatchObject({ kind: 'demo', path: '/site/src/content/demo/space.json' });
  });

  it('reads CONTENT_SNAPSHOT relative to the project', () => {
    expect(contentSourceFrom({ CONTENT_SNAPSHOT: 'exports/space.json' }, '/site')).toMatchObject({
      kind: 'file',
      path: '/site/exports/space.json',
    });
    expect(contentSourceFrom({ CONTENT_SNAPSHOT: '/tmp/s.json' }, '/site')).toMatchObject({
      kind: 'file',
      path: '/tmp/s.json',
    });
  });

  it('prefers the live space, with the spec defaults', () => {
    expect(contentSourceFrom({ ...live, CONTENT_SNAPSHOT: 'x.json' }, '/site')).toEqual({
      kind: 'live',
      space: 'abc',
      accessToken: 'tok',
      environment: 'master',
      host: 'cdn.contentful.com',
      insecure: false,
      retryLimit: 5,
      timeout: 30000,
      label: 'cdn.contentful.com',
      key: 'live:abc/master@cdn.contentful.com',
    });
  });

  it.each([
    [
      { CONTENTFUL_HOST: 'preview.contentful.com' },
      { host: 'preview.contentful.com', insecure: false, label: 'preview.contentful.com' },
    ],
    [
      { CONTENTFUL_HOST: '127.0.0.1:4453', CONTENTFUL_INSECURE: 'true' },
      { host: '127.0.0.1:4453', insecure: true, label: 'http://127.0.0.1:4453' },
    ],
    [{ CONTENTFUL_HOST: 'http://mirror.local:8080/' }, { host: 'mirror.local:8080', insecure: true }],
    [{ CONTENTFUL_HOST: 'https://preview.contentful.com' }, { host: 'preview.contentful.com', insecure: false }],
    [{ CONTENTFUL_ENVIRONMENT: 'staging' }, { environment: 'staging', key: 'live:abc/staging@cdn.contentful.com' }],
    [
      { CONTENTFUL_RETRY_LIMIT: '2', CONTENTFUL_TIMEOUT: '5000' },
      { retryLimit: 2, timeout: 5000 },
    ],
  ])('reads %j', (env, expected) => {
    expect(contentSourceFrom({ ...live, ...env }, '/site')).toMatchObject(expected);
  });

  it.each([
    [{ CONTENTFUL_SPACE_ID: 'abc' }, 'CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN is not'],
    [{ CONTENTFUL_ACCESS_TOKEN: 'tok' }, 'CONTENTFUL_ACCESS_TOKEN is set but CONTENTFUL_SPACE_ID is not'],
    [{ ...live, CONTENTFUL_HOST: 'ftp://x' }, 'CONTENTFUL_HOST must be a host name with an optional port'],
    [{ ...live, CONTENTFUL_RETRY_LIMIT: 'lots' }, 'CONTENTFUL_RETRY_LIMIT must be a whole number'],
  ])('refuses a half or bad configuration %j', (env, message) => {
    expect(() => contentSourceFrom(env, '/site')).toThrow(ContentfulConfigError);
    expect(() => contentSourceFrom(env, '/site')).toThrow(message);
  });
});

describe('spaceNamesFrom', () => {
  it.each([
    [{}, { types: {}, telugu: 'te-IN' }],
    [
      { CONTENT_TYPE_MAP: ' post:blogPost , article:blogPost,', CONTENT_LOCALE_TE: ' te ' },
      { types: { post: 'blogPost', article: 'blogPost' }, telugu: 'te' },
    ],
    [
      { CONTENT_TYPE_MAP: '', CONTENT_LOCALE_TE: '' },
      { types: {}, telugu: 'te-IN' },
    ],
  ])('%j → %j', (env, names) => {
    expect(spaceNamesFrom(env)).toEqual(names);
  });

  it.each(['post', 'post:', ':blogPost', 'a:b:c', 'my post:blogPost'])('rejects a map of "%s", naming it', (pair) => {
    expect(() => spaceNamesFrom({ CONTENT_TYPE_MAP: pair })).toThrow(ContentfulConfigError);
    expect(() => spaceNamesFrom({ CONTENT_TYPE_MAP: pair })).toThrow(`got "${pair}"`);
  });
});
