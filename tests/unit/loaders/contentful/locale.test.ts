import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  fallbackChain,
  flattenFields,
  localeChains,
  hasOwnValue,
  splitLocaleId,
} from '@/loaders/contentful/locale';

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

describe('fallbackChain', () => {
  const en = { code: 'en-US', default: true, fallbackCode: null };
  it.each([
    [
      'a locale falling back to the default',
      [en, { code: 'te-IN', fallbackCode: 'en-US' }],
      'te-IN',
      ['te-IN', 'en-US'],
    ],
    [
      'a chain of two',
      [en, { code: 'te-IN', fallbackCode: 'hi-IN' }, { code: 'hi-IN', fallbackCode: 'en-US' }],
      'te-IN',
      ['te-IN', 'hi-IN', 'en-US'],
    ],
    ['a null fallback: the locale alone', [en, { code: 'te-IN', fallbackCode: null }], 'te-IN', ['te-IN']],
    ['no fallback given: the locale alone', [en, { code: 'te-IN' }], 'te-IN', ['te-IN']],
    [
      'a fallback the space does not have: up to it',
      [en, { code: 'te-IN', fallbackCode: 'hi-IN' }],
      'te-IN',
      ['te-IN'],
    ],
    ['a locale the space does not have: itself', [en], 'te-IN', ['te-IN']],
    [
      'a cycle: each locale once',
      [en, { code: 'te-IN', fallbackCode: 'hi-IN' }, { code: 'hi-IN', fallbackCode: 'te-IN' }],
      'te-IN',
      ['te-IN', 'hi-IN'],
    ],
    ['a locale falling back to itself', [en, { code: 'te-IN', fallbackCode: 'te-IN' }], 'te-IN', ['te-IN']],
  ])('%s', (_, locales, locale, expected) => {
    expect(fallbackChain(locale, locales)).toEqual(expected);
  });

  it('gives every locale its chain, the default first', () => {
    expect(localeChains([{ code: 'te-IN', fallbackCode: 'en-US' }, en, { code: 'hi-IN', fallbackCode: null }])).toEqual(
      [
        { code: 'en-US', chain: ['en-US'] },
        { code: 'te-IN', chain: ['te-IN', 'en-US'] },
        { code: 'hi-IN', chain: ['hi-IN'] },
      ],
    );
    expect(localeChains(undefined)).toEqual([{ code: 'en-US', chain: ['en-US'] }]);
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

  const fields = {
    title: { 'en-US': 'A', 'te-IN': 'అ' },
    summary: { 'en-US': 'S', 'hi-IN': 'स' },
    slug: { 'en-US': 'a' },
    body: { 'en-US': 'B', 'te-IN': null },
    note: { 'hi-IN': 'न' },
  };
  it.each([
    ['its own values', ['te-IN'], { title: 'అ' }],
    ['its own value, else the fallback', ['te-IN', 'en-US'], { title: 'అ', summary: 'S', slug: 'a', body: 'B' }],
    [
      'through a chain of two',
      ['te-IN', 'hi-IN', 'en-US'],
      { title: 'అ', summary: 'स', slug: 'a', body: 'B', note: 'न' },
    ],
    ['nothing from a locale the entry has no values in', ['ta-IN'], {}],
  ])('reads a locale through its chain: %s', (_, chain, expected) => {
    expect(flattenFields(fields, chain)).toEqual(expected);
  });
});

describe('hasOwnValue', () => {
  const fields = {
    title: { 'en-US': 'A', 'te-IN': ' ' },
    question: { 'te-IN': { nodeType: 'document', content: [] } },
    summary: { 'te-IN': null },
  };
  it.each([
    ['title', 'en-US', true],
    ['title', 'te-IN', false], // blank
    ['question', 'te-IN', true], // rich text
    ['question', 'en-US', false],
    ['summary', 'te-IN', false],
    ['slug', 'te-IN', false],
  ])('%s in %s: %s', (field, locale, expected) => {
    expect(hasOwnValue(fields, field, locale)).toBe(expected);
  });
});

describe('splitLocaleId', () => {
  it.each([
    ['abc123', { id: 'abc123' }],
    ['te-IN/abc123', { id: 'abc123', locale: 'te-IN' }],
  ])('%s', (stored, expected) => {
    expect(splitLocaleId(stored)).toEqual(expected);
  });
});
