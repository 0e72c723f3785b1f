import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspect } from '@/lib/content/preview';

const onServer = { preview: { locale: 'en-US', origins: [], requestedAt: 0 } };

describe('inspector attributes', () => {
  it.each([
    ['an English entry: its id in the default locale', 'abc123', { id: 'abc123', locale: 'en-US' }],
    ['a Telugu copy: the entry’s id, its Telugu field', 'te-IN/abc123', { id: 'abc123', locale: 'te-IN' }],
  ])('%s', (_, stored, { id, locale }) => {
    expect(inspect(onServer, stored, 'title')).toEqual({
      'data-contentful-entry-id': id,
      'data-contentful-field-id': 'title',
      'data-contentful-locale': locale,
    });
  });

  it('open a Telugu copy in the space’s own Telugu locale when CONTENT_LOCALE_TE names it', () => {
    vi.stubEnv('CONTENT_LOCALE_TE', 'te');
    expect(inspect(onServer, 'te-IN/abc123', 'title')['data-contentful-locale']).toBe('te');
  });

  afterEach(() => vi.unstubAllEnvs());

  it('are not written outside the preview server', () => {
    expect(inspect({}, 'te-IN/abc123', 'title')).toEqual({});
  });
});
