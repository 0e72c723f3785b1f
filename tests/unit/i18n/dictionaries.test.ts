import { describe, expect, it } from 'vitest';
import { LANGS, dictionary, stringsProp } from '@/i18n';
import { fill, templateParts } from '@/i18n/template';

/** Every string of a dictionary by its dotted key, e.g. `quiz.resultTitle`. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]]);
  const entries = Object.entries(value);
  // An empty section (one a later change fills) is a key of its own, so both must have it.
  if (entries.length === 0) return new Map([[prefix, {}]]);
  return new Map(entries.flatMap(([key, v]) => [...leaves(v, prefix ? `${prefix}.${key}` : key)]));
}

/** The `{name}` places of a template, sorted. */
const places = (template: string) =>
  templateParts(template)
    .filter((_, i) => i % 2)
    .sort();

const english = leaves(dictionary('en'));

describe.each(LANGS.filter((lang) => lang !== 'en'))('the %s dictionary', (lang) => {
  const other = leaves(dictionary(lang));

  it('has exactly the keys of the English one, at every depth', () => {
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()].filter((key) => typeof english.get(key) === 'string'))(
    '%s: a non-empty string with the same places',
    (key) => {
      const text = other.get(key);
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
      expect(places(text as string)).toEqual(places(english.get(key) as string));
    },
  );

  it('differs from English where the words are words (not a copy left untranslated)', () => {
    const same = [...english.keys()].filter((key) => other.get(key) === english.get(key));
    // Only what is the same in every language: an e-mail example, a figure, no words (a rank holder's
    // badge, "AIR 38", is written so in Telugu too).
    expect(same).toEqual(['forms.emailPlaceholder', 'foundation.rank']);
  });
});

describe('the English dictionary', () => {
  it.each([...english.entries()].filter(([, text]) => typeof text === 'string'))('%s is not empty', (_, text) => {
    expect((text as string).trim()).not.toBe('');
  });
});

describe('stringsProp', () => {
  it('gives an English page nothing to pass', () => {
    expect(stringsProp('en', 'quiz')).toEqual({});
  });

  it('gives a Telugu page the sections asked for, the error view and the language', () => {
    const te = dictionary('te');
    expect(stringsProp('te', 'forms', 'validation')).toEqual({
      strings: { forms: te.forms, validation: te.validation, crash: te.crash, lang: 'te' },
    });
  });
});

describe('fill', () => {
  it.each([
    ['{answered} of {total} answered', { answered: 3, total: 10 }, '3 of 10 answered'],
    ['{total} ప్రశ్నల్లో {answered} రాశారు', { answered: 3, total: 10 }, '10 ప్రశ్నల్లో 3 రాశారు'],
    ['Call {label}', {}, 'Call {label}'],
  ])('%s with %o → %s', (template, values, text) => {
    expect(fill(template, values)).toBe(text);
  });
});
