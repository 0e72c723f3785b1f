/**
 * Site search (pagefind, built by `src/integrations/pagefind.ts`): the content types it covers and
 * what a content page puts on its main content to be indexed. Pages without it stay out of the index.
 */
import { localePath } from '@/i18n';
import { examSections, type ExamSection } from '@/lib/content/sections';

/** The kinds of page search covers: `key` is the `?type=` value, `label` the filter and badge text. */
export const contentTypes = [
  { key: 'current-affairs', label: 'Current affairs' },
  { key: 'mains', label: 'Mains answer' },
  { key: 'quiz', label: 'Quiz' },
  { key: 'course', label: 'Course' },
] as const;

export type ContentTypeLabel = (typeof contentTypes)[number]['label'];

/**
 * Whether search indexes the page of an entry in `section`. An entry in several sections (an
 * article for APPSC and TGPSC) has a page in each, with the same text: only the page of its first
 * section (`sections`, as `sectionsOf` gives them) is indexed, with every section as a filter value,
 * so a search finds it once, and the search page links it in the section its filter asks for
 * (`resultUrl`). Each copy indexed made one more result of the same text, and at 10k articles
 * (1.57 section pages each) a third of the index.
 */
export const indexedIn = (section: ExamSection, sections: readonly ExamSection[]) => sections[0]?.key === section.key;

/**
 * A search result's address in the section `label` (a section filter's value): an entry is indexed
 * at its first section's page (`indexedIn`), and its other pages have the same path under their
 * section, in the same language. Any other address, or no section, as it is.
 */
export function resultUrl(url: string, label: string | undefined): string {
  const to = examSections.find((s) => s.label === label);
  const from = examSections
    .flatMap((s) => [s.basePath, localePath('te', s.basePath)].map((base) => ({ base, section: s })))
    .find(({ base }) => url.startsWith(`${base}/`));
  return to && from ? from.base.replace(from.section.basePath, to.basePath) + url.slice(from.base.length) : url;
}

/**
 * Attributes for a page's main content (spread them on the element): index it, filterable by its
 * section, unless the entry's first section is another (`indexedIn`; `sections` defaults to this
 * one alone). SearchSections.astro, placed inside, adds the entry's other sections, and
 * `data-pagefind-ignore` keeps navigation and widgets in it out of the index. A page may have more
 * than one such element (the quiz page: its head and the questions).
 */
export const searchBody = (section: ExamSection, sections: readonly ExamSection[] = [section]) =>
  indexedIn(section, sections) ? { 'data-pagefind-body': '', 'data-pagefind-filter': `section:${section.label}` } : {};

/**
 * Attributes for the parts of a course page search reads (its title bar and its about text, in its
 * language): a course page is found by its name and what it teaches, with no section.
 */
export const courseSearchBody = { 'data-pagefind-body': '' };

/**
 * Attributes for the page's h1: the result's title, and the type filter (pagefind takes one inline
 * filter per element, so it cannot share the body's attribute).
 */
export const searchTitle = (type: ContentTypeLabel) => ({
  'data-pagefind-meta': 'title',
  'data-pagefind-filter': `type:${type}`,
});
