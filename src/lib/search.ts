/**
 * Site search (pagefind, built by `src/integrations/pagefind.ts`): the content types it covers and
 * what a content page puts on its main content to be indexed. Pages without it stay out of the index.
 */
import type { ExamSection } from '@/lib/sections';

/** The kinds of page search covers: `key` is the `?type=` value, `label` the filter and badge text. */
export const contentTypes = [
  { key: 'current-affairs', label: 'Current affairs' },
  { key: 'mains', label: 'Mains answer' },
  { key: 'quiz', label: 'Quiz' },
] as const;

export type ContentTypeLabel = (typeof contentTypes)[number]['label'];

/**
 * Attributes for a page's main content (spread them on the element): index it, filterable by
 * section. Inside it, `data-pagefind-ignore` keeps navigation and widgets out of the index. A page
 * may have more than one such element (the quiz page: its head and the questions).
 */
export const searchBody = (section: ExamSection) => ({
  'data-pagefind-body': '',
  'data-pagefind-filter': `section:${section.label}`,
});

/**
 * Attributes for the page's h1: the result's title, and the type filter (pagefind takes one inline
 * filter per element, so it cannot share the body's attribute).
 */
export const searchTitle = (type: ContentTypeLabel) => ({
  'data-pagefind-meta': 'title',
  'data-pagefind-filter': `type:${type}`,
});
