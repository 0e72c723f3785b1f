/**
 * The APPSC and TGPSC Groups course filter (spec document 1 §4): one filter at a time, Group 1 by
 * default, each matching the course title case-insensitively against a fixed phrase.
 */

/** The filters, in order, each with the phrase it looks for (its label: the dictionary's `groups.filters`). */
export const courseFilters = [
  { id: 'group1', phrase: 'group 1' },
  { id: 'group2', phrase: 'group 2' },
  { id: 'testseries', phrase: 'test series' },
  { id: 'live', phrase: 'live' },
  { id: 'recorded', phrase: 'recorded' },
] as const;

export type CourseFilterId = (typeof courseFilters)[number]['id'];

export const DEFAULT_COURSE_FILTER: CourseFilterId = 'group1';

/** Whether a course title belongs under a filter: its phrase appears in the title, ignoring case. */
export function matchesCourseFilter(title: string, filter: CourseFilterId): boolean {
  const { phrase } = courseFilters.find((f) => f.id === filter)!;
  return title.toLowerCase().includes(phrase);
}

/** The ids of the filters a course title belongs under (for marking its card at build time). */
export function filtersForTitle(title: string): CourseFilterId[] {
  return courseFilters.filter((f) => matchesCourseFilter(title, f.id)).map((f) => f.id);
}
