/**
 * Locale flattening. Contentful keys every field by locale, and the Sync API and exports give every
 * locale as stored, with no fallback applied: a locale's view of an entry takes each field from the
 * first locale of its fallback chain that has a value, as the Delivery API does for one locale.
 */
import type { LocaleChain, LocalizedFields, RawLocale } from './types';

export const FALLBACK_LOCALE = 'en-US';

/** The space's default locale (the one marked `default`), en-US when the space does not say. */
export function defaultLocale(locales: readonly RawLocale[] | undefined): string {
  return locales?.find((l) => l.default)?.code ?? locales?.[0]?.code ?? FALLBACK_LOCALE;
}

/**
 * `locale`, then its `fallbackCode`, then that one's, …: where a field with no value of its own in
 * `locale` takes it from. The chain stops at a null fallback, at a code the space does not have,
 * and before a locale already in it (a cycle).
 */
export function fallbackChain(locale: string, locales: readonly RawLocale[]): string[] {
  const chain: string[] = [];
  for (let code: string | null | undefined = locale; code && !chain.includes(code);) {
    const found = locales.find((l) => l.code === code);
    if (!found && chain.length) break;
    chain.push(code);
    code = found?.fallbackCode;
  }
  return chain;
}

/** Every locale of the space, the default first, each with its fallback chain. */
export function localeChains(locales: readonly RawLocale[] | undefined): LocaleChain[] {
  const main = defaultLocale(locales);
  const others = (locales ?? []).filter((l) => l.code && l.code !== main);
  return [
    { code: main, chain: [main] },
    ...others.map((l) => ({ code: l.code, chain: fallbackChain(l.code, locales ?? []) })),
  ];
}

const hasValue = (value: unknown) => value !== undefined && value !== null;

/**
 * `{ title: { 'en-US': 'A' } }` → `{ title: 'A' }`, each field from the first locale of `chain`
 * (a locale code: that one alone) with a value. A field with no value in any of them is left out.
 */
export function flattenFields(
  fields: LocalizedFields | undefined,
  chain: string | readonly string[],
): Record<string, unknown> {
  const codes = typeof chain === 'string' ? [chain] : chain;
  const flat: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(fields ?? {})) {
    const code = codes.find((c) => hasValue(byLocale?.[c]));
    if (code) flat[name] = byLocale![code];
  }
  return flat;
}

/** Whether a value says something: text that is not blank, or any other value (a rich-text document, a link). */
export const isFilled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/** Whether `field` has a value of its own in `locale` (not through a fallback). */
export const hasOwnValue = (fields: LocalizedFields | undefined, field: string, locale: string): boolean =>
  isFilled(fields?.[field]?.[locale]);

/** The id a non-default locale's copy of an entry is stored under: `te-IN/abc123`. */
export const localeId = (locale: string, id: string) => `${locale}/${id}`;

/** A stored id as its Contentful entry id and locale (none: the default locale's entry). */
export function splitLocaleId(stored: string): { id: string; locale?: string } {
  const at = stored.indexOf('/');
  return at < 0 ? { id: stored } : { id: stored.slice(at + 1), locale: stored.slice(0, at) };
}
