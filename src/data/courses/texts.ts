/**
 * A course page in both languages: its facts (prices, durations, dates, links, pictures, counts,
 * people's names) are written once, in its English module; a Telugu module under te/ gives only
 * its texts, in the same shape (`Texts<typeof config>`), so a text missing in Telugu fails the
 * type check and a list of another length fails the build (a module typed by an interface with
 * optional parts is checked whole by tests/unit/data/course-texts.test.ts). `inLanguage` lays the texts over the
 * facts.
 */
import type { Lang } from '@/i18n/lang';
import { placeholder } from '@/data/placeholder';

/**
 * Keys whose values are the same in every language: links, pictures, icons, colours, people's
 * names, exam names as the academy writes them ('APPSC', 'UPSC CSE'), postal addresses (as the post
 * office writes them), and measures written once in English words (a duration, a figure's unit,
 * years of experience), which `measureIn` says in the page's language.
 */
export const FACT_KEYS = [
  'id',
  'icon',
  'url',
  'href',
  'issuePath',
  'redirectUrl',
  'moreVideosUrl',
  'image',
  'thumbnail',
  'color',
  'gradient',
  'videoFocus',
  'source',
  'name',
  'exam',
  'address',
  'suffix',
  'duration',
  'experience',
] as const;

type FactKey = (typeof FACT_KEYS)[number];

/** Whether a value of type T carries text: a string, or a list or record with one in it. */
type HasText<T> = [NonNullable<T>] extends [string]
  ? true
  : [NonNullable<T>] extends [readonly (infer U)[]]
    ? HasText<U>
    : [NonNullable<T>] extends [number | boolean]
      ? false
      : [NonNullable<T>] extends [object]
        ? [keyof Texts<NonNullable<T>>] extends [never]
          ? false
          : true
        : false;

/** The texts of a value: its strings, in the same lists and records, without its facts. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : T extends object
      ? { [K in keyof T as K extends FactKey ? never : HasText<T[K]> extends true ? K : never]: Texts<T[K]> }
      : never;

/** `facts` with `texts` laid over them; a list whose length differs between the two is an error. */
export function withTexts<T>(facts: T, texts: Texts<T>, where = 'texts'): T {
  if (typeof texts === 'string') return texts as T;
  if (Array.isArray(facts)) {
    const list = texts as readonly unknown[];
    if (!Array.isArray(list) || list.length !== facts.length)
      throw new Error(`${where}: ${facts.length} items in English, ${Array.isArray(list) ? list.length : 0} in Telugu`);
    return facts.map((fact, i) => withTexts(fact, list[i] as Texts<unknown>, `${where}[${i}]`)) as T;
  }
  if (typeof facts !== 'object' || facts === null) return facts;
  const laid = Object.entries(texts as object).map(([key, text]) => [
    key,
    withTexts((facts as Record<string, unknown>)[key], text as Texts<unknown>, `${where}.${key}`),
  ]);
  return { ...facts, ...Object.fromEntries(laid) };
}

/** A page's config in `lang`: the English module as it is, or with the language's texts laid over. */
export const inLanguage = <T>(lang: Lang, config: T, texts: Partial<Record<Lang, Texts<T>>>): T => {
  const own = texts[lang];
  if (lang === 'en') return config;
  if (!own) throw new Error(`no ${lang} texts for this page`);
  return withTexts(config, own, lang);
};

/**
 * Marks a module's Telugu texts (`file`) as not yet read by a native speaker: `npm run launch-check`
 * lists each such module by the page it shows on, and its strict run fails while any remain. The
 * academy's proofreader removes the mark once the texts are read.
 */
export function unreviewedTelugu<T>(texts: T, where: string, file: string): T {
  placeholder(file, 'Telugu text not yet read by a native speaker', where);
  return texts;
}

/** Measures in English words, each language's wording; numbers are kept as written. */
const measureWords: Record<Exclude<Lang, 'en'>, [RegExp, string][]> = {
  te: [
    [/^(\d+) months access$/, '$1 నెలల యాక్సెస్'],
    [/^(\d+) months?$/, '$1 నెలలు'],
    [/^(\d+) tests$/, '$1 టెస్టులు'],
    [/^One academic year$/, 'ఒక విద్యా సంవత్సరం'],
    [/^weekends$/, 'వారాంతాల్లో'],
    [/^Prelims \+ Mains$/, 'ప్రిలిమ్స్ + మెయిన్స్'],
    [/^Tier (\d) \+ Tier (\d)$/, 'టైర్ $1 + టైర్ $2'],
    [/^CBT (\d) \+ CBT (\d)$/, '$&'],
    [/^(\d+)(\+?) years$/, '$1$2 ఏళ్లు'],
    [/^1 hr$/, '1 గంట'],
    [/^(\d+) hrs$/, '$1 గంటలు'],
    [/^(\d+) min$/, '$1 నిమిషాలు'],
    [/^(\+?) [Yy]ears$/, '$1 ఏళ్లు'],
    // Said the same in every language: a symbol unit, a video's running time.
    [/^[+%×]?$/, '$&'],
    [/^\d+:\d\d$/, '$&'],
  ],
};

/**
 * A measure written once in English (a course's duration `'16 tests · 5 months'`, a figure's unit
 * `' years'`, a teacher's `'18+ years'`, a part of the day's routine `'30 min'`) as `lang` says it:
 * each part between `·` by its pattern. A part no pattern knows fails the build, so no English
 * slips onto a Telugu page.
 */
export function measureIn(lang: Lang, measure: string): string {
  if (lang === 'en') return measure;
  return measure
    .split(' · ')
    .map((part) => {
      const rule = measureWords[lang].find(([pattern]) => pattern.test(part));
      if (!rule) throw new Error(`no ${lang} wording for "${part}"`);
      return part.replace(rule[0], rule[1]);
    })
    .join(' · ');
}
