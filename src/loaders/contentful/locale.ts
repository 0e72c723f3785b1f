/** Locale flattening: Contentful keys every field by locale; the site is in one language. */
import type { LocalizedFields, RawLocale } from './types';

export const FALLBACK_LOCALE = 'en-US';

/** The space's default locale (the one marked `default`), en-US when the space does not say. */
export function defaultLocale(locales: readonly RawLocale[] | undefined): string {
  return locales?.find((l) => l.default)?.code ?? locales?.[0]?.code ?? FALLBACK_LOCALE;
}

/**
 * `{ title: { 'en-US': 'A' } }` → `{ title: 'A' }`. A field with no value in the default locale is
 * left out, as the Delivery API does for the default locale (it has no fallback).
 */
export function flattenFields(fields: LocalizedFields | undefined, locale: string): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(fields ?? {})) {
    const value = byLocale?.[locale];
    if (value !== undefined && value !== null) flat[name] = value;
  }
  return flat;
}
