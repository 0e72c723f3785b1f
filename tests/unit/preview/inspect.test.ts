import { describe, expect, it } from 'vitest';
import { inspect } from '@/lib/content/preview';

const onServer = { preview: { locale: 'en-US', origins: [] } };

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

  it('are not written outside the preview server', () => {
    expect(inspect({}, 'te-IN/abc123', 'title')).toEqual({});
  });
});
