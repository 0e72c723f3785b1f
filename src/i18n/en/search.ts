/**
 * The search page's form and results: the form and the results' frame are rendered from these; the
 * page's search script writes the status line and each result's type badge from them.
 */
export const search = {
  label: 'Search articles, mains answers, quizzes and courses',
  placeholder: 'e.g. repo rate, Ramsar, Article 356',
  submit: 'Search',
  section: 'Section',
  allSections: 'All',
  type: 'Type',
  allTypes: 'All types',
  /** Each content type (src/lib/search/search.ts, by its key) as the type filter and a result's badge name it. */
  types: { 'current-affairs': 'Current affairs', mains: 'Mains answer', quiz: 'Quiz', course: 'Course' },
  results: 'Search results',
  more: 'Show more results',
  error: 'Search could not be loaded. Please check your connection and try again.',
  /** Shown with the results found when a part of the index (src/lib/search/search-parts.ts) could not be loaded. */
  partError: 'Some results could not be loaded. Please check your connection and try again.',
  noScript: 'Search needs JavaScript. Please turn it on, or browse the lists of articles.',
  /** The status line after a search for `{term}`. */
  none: 'No results for “{term}”.',
  one: '1 result for “{term}”',
  many: '{count} results for “{term}”',
};
