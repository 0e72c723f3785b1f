/**
 * The languages and how an address tells its language, apart from the dictionaries: the service
 * worker and page scripts import this without carrying any dictionary.
 */
export type Lang = 'en' | 'te';

export const LANGS: readonly Lang[] = ['en', 'te'];

/** The `lang` attribute and `Intl` locale of each language. */
export const LOCALE: Record<Lang, string> = { en: 'en', te: 'te-IN' };

const PREFIX: Record<Lang, string> = { en: '', te: '/te' };

/** The language of the page at `pathname`: Telugu under `/te/`, else English. */
export const langOf = (pathname: string): Lang => (/^\/te(\/|$)/.test(pathname) ? 'te' : 'en');

/** `path` (an English address, starting with `/`) in `lang`. */
export const localePath = (lang: Lang, path: string) => `${PREFIX[lang]}${path}`;
