/**
 * Facts the site shows that the academy has not given yet: stand-ins written while the site was
 * built (phone numbers, the e-mail, addresses, YouTube videos, the store and the scholarship test
 * platform). Each is marked where it is written, `placeholder(value, what)`: the site shows the
 * value as it is, and `npm run launch-check` (scripts/launch-check.mjs) lists every one still
 * marked, so the academy can replace them before launch. Replacing a value means removing its
 * marker: the mark is the one record, there is no list beside it to keep in step. Figures (the
 * stats bands) are marked the other way round: one shows only with a `source` (data/courses/types.ts).
 */

export interface PlaceholderFact {
  /** What it stands for, as the academy would name it. */
  what: string;
  /** The stand-in, as written. */
  value: unknown;
}

const marked: PlaceholderFact[] = [];

/** Marks `value` as a stand-in for `what`, and returns it unchanged. */
export function placeholder<T>(value: T, what: string): T {
  marked.push({ what, value });
  return value;
}

/** Every stand-in marked by the modules loaded so far. */
export const placeholderFacts = (): readonly PlaceholderFact[] => marked;

/** The figures that name their source: the only ones the site shows (a stand-in figure is left out). */
export const sourced = <T extends { source?: string }>(figures: readonly T[] = []): T[] =>
  figures.filter((figure) => Boolean(figure.source));
