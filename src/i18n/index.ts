/**
 * The site's two languages. English pages live at their spec addresses; each Telugu page lives at
 * the same address under `/te/` (`/te/courses/upsc/current-affairs/{slug}/`). A page's language is
 * read from its address, so no component needs it handed down; its UI strings come from the
 * language's dictionary (en.ts, te.ts: the same keys, checked by the type).
 */
import { en, type Dictionary } from './en';
import { te } from './te';
import type { Lang } from './lang';

export { LANGS, LOCALE, langOf, localePath, type Lang } from './lang';

/**
 * The locale whose content entries make each language's pages, as the loader stores them (`te-IN/<id>`;
 * English: the space's default). A space whose Telugu locale has another code sets CONTENT_LOCALE_TE.
 */
export const CONTENT_LOCALE: Record<Lang, string | undefined> = { en: undefined, te: 'te-IN' };

/** The `[...lang]` route parameter of a language: absent for English. */
export const langParam = (lang: Lang) => (lang === 'en' ? undefined : lang);

const dictionaries: Record<Lang, Dictionary> = { en, te };

/** The UI strings of a language. */
export const dictionary = (lang: Lang): Dictionary => dictionaries[lang];

/** The sections of the dictionary an island reads, and the language of its dates and numbers. */
export type IslandStrings<K extends keyof Dictionary> = Pick<Dictionary, K | 'crash'> & { lang: Lang };

/**
 * An island's `strings` prop, to spread on it (`{...stringsProp(lang, 'quiz')}`): none in English,
 * where the island has its own English sections (so an English page's HTML carries neither them
 * nor an empty prop), the sections in `lang` otherwise.
 */
export function stringsProp<K extends keyof Dictionary>(lang: Lang, ...sections: K[]): { strings?: IslandStrings<K> } {
  if (lang === 'en') return {};
  const d = dictionary(lang);
  const picked = Object.fromEntries(sections.map((key) => [key, d[key]])) as Pick<Dictionary, K>;
  return { strings: { ...picked, crash: d.crash, lang } as IslandStrings<K> };
}

export type { Dictionary };
