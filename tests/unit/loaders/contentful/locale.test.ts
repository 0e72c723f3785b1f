import { describe, expect, it } from 'vitest';
import { defaultLocale, flattenFields } from '@/loaders/contentful/locale';

describe('defaultLocale', () => {
  it.each([
    ['the one marked default', [{ code: 'te-IN' }, { code: 'en-IN', default: true }], 'en-IN'],
    ['the first when none is marked', [{ code: 'hi-IN' }], 'hi-IN'],
    ['en-US when the space says nothing', undefined, 'en-US'],
    ['en-US for an empty list', [], 'en-US'],
  ])('is %s', (_, locales, expected) => {
    expect(defaultLocale(locales)).toBe(expected);
  });
});

describe('flattenFields', () => {
  it.each([
    ['takes the default-locale value', { title: { 'en-US': 'A', 'te-IN': 'అ' } }, { title: 'A' }],
    ['leaves out a field with no default-locale value', { title: { 'te-IN': 'అ' } }, {}],
    ['leaves out null values', { summary: { 'en-US': null } }, {}],
    [
      'keeps lists, objects and falsy values',
      { tags: { 'en-US': [] }, year: { 'en-US': 0 }, q: { 'en-US': { a: 1 } } },
      { tags: [], year: 0, q: { a: 1 } },
    ],
  ])('%s', (_, fields, expected) => {
    expect(flattenFields(fields, 'en-US')).toEqual(expected);
  });

  it('flattens to another default locale', () => {
    expect(flattenFields({ title: { 'en-US': 'A', 'en-IN': 'B' } }, 'en-IN')).toEqual({ title: 'B' });
  });
});
