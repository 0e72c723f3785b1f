/**
 * Facts the site shows that the academy has not given yet: stand-ins written while the site was
 * built — phone numbers, the e-mail, addresses, YouTube videos, the store and the scholarship test
 * platform, and the people and results a visitor takes as fact (testimonials, faculty, guest
 * lecturers, rankers, success stories, the director's words, sample PDFs, the founding year). Each
 * is marked where it is written, `placeholder(value, what, where)`, a whole record at once where
 * the record is invented: the site shows it as it is, and `npm run launch-check`
 * (scripts/launch-check.mjs) lists every one still marked, by page, so the academy can replace
 * them before launch; a production deploy refuses to ship while any remain. Replacing a value
 * means removing its marker: the mark is the one record, there is no list beside it to keep in
 * step. Figures (the stats bands) are marked the other way round: one shows only with a `source`
 * (data/courses/types.ts).
 */

export interface PlaceholderFact {
  /** What it stands for, as the academy would name it. */
  what: string;
  /** The stand-in, as written. */
  value: unknown;
  /** Where visitors see it: a page's address, or a part of the site. */
  where: string;
}

/** The shell's stand-ins (header, footer, contact dialog): on every page. */
export const EVERY_PAGE = 'Every page';

const marked: PlaceholderFact[] = [];

/** Marks `value` as a stand-in for `what`, seen `where`, and returns it unchanged. */
export function placeholder<T>(value: T, what: string, where: string = EVERY_PAGE): T {
  marked.push({ what, value, where });
  return value;
}

/** Marks each item of a list as a stand-in for one `what` (each invented teacher, each story), and returns the list. */
export function placeholders<L extends readonly unknown[]>(items: L, what: string, where: string = EVERY_PAGE): L {
  for (const item of items) placeholder(item, what, where);
  return items;
}

/** The markers of one page's stand-ins: `const mark = placeholdersOn('/courses/neet/')`, then `mark(v, what)`, `mark.each(list, what)`. */
export const placeholdersOn = (where: string) =>
  Object.assign(<T>(value: T, what: string): T => placeholder(value, what, where), {
    each: <L extends readonly unknown[]>(items: L, what: string): L => placeholders(items, what, where),
  });

/** Every stand-in marked by the modules loaded so far. */
export const placeholderFacts = (): readonly PlaceholderFact[] => marked;

/** The figures that name their source: the only ones the site shows (a stand-in figure is left out). */
export const sourced = <T extends { source?: string }>(figures: readonly T[] = []): T[] =>
  figures.filter((figure) => Boolean(figure.source));
