import { describe, expect, it } from 'vitest';
import {
  courseFilters,
  DEFAULT_COURSE_FILTER,
  filtersForTitle,
  matchesCourseFilter,
} from '@/lib/browser/course-filter';

describe('courseFilters', () => {
  it('offers Group 1 (the default), Group 2, Test Series, Live and Recorded', () => {
    expect(courseFilters.map((f) => f.id)).toEqual(['group1', 'group2', 'testseries', 'live', 'recorded']);
    expect(DEFAULT_COURSE_FILTER).toBe('group1');
  });
});

describe('matchesCourseFilter', () => {
  it.each([
    ['APPSC Group 1 Prelims + Mains', 'group1', true],
    ['appsc GROUP 1 foundation', 'group1', true],
    ['APPSC Group 2 Mains', 'group1', false],
    ['APPSC Group-1 Prelims', 'group1', false],
    ['APPSC Group 2 Mains', 'group2', true],
    ['Group 1 Prelims TEST SERIES', 'testseries', true],
    ['Group 1 Prelims Tests', 'testseries', false],
    ['Group 2 Live Batch', 'live', true],
    ['Group 2 LIVE batch', 'live', true],
    ['Group 2 Recorded Lectures', 'recorded', true],
    ['Group 2 Video Lectures', 'recorded', false],
  ] as const)('%s under %s: %s', (title, filter, expected) => {
    expect(matchesCourseFilter(title, filter)).toBe(expected);
  });
});

describe('filtersForTitle', () => {
  it.each([
    ['APPSC Group 1 Live Batch', ['group1', 'live']],
    ['Group 1 & Group 2 Combined Test Series', ['group1', 'group2', 'testseries']],
    ['Group 2 Recorded Course', ['group2', 'recorded']],
    ['Current Affairs Magazine', []],
  ])('%s → %j', (title, ids) => {
    expect(filtersForTitle(title)).toEqual(ids);
  });
});
