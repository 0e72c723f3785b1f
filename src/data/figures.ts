/**
 * The academy's own figures, each written once: every page, meta description and piece of
 * structured data that states one reads it from here (a course's own figures, such as IIT's
 * ranks, are its stats in src/data/courses/). Counts the site can make are made: the courses from
 * the course list, the years from the founding year and India's calendar.
 *
 * Where the spec's copy of the old site gives one fact two values, the site states the smaller
 * (true if either is): docs/decisions.md, "Figures".
 */
import type { Stat } from '@/data/courses/types';
import { academy } from '@/data/contacts';
import { enquiryCourseIds } from '@/data/courses';

/** A figure as every page writes it: "150+". */
export const shown = ({ number, suffix }: Pick<Stat, 'number' | 'suffix'>) => `${number}${suffix}`;

/** UPSC ranks of the academy's students: 150+ on the old home page (spec document 1 §1), 300+ on its UPSC page (§9). */
export const iasRanks = {
  number: 150,
  suffix: '+',
  label: 'IAS Ranks',
  source: 'spec document 1 §1 (§9: 300+)',
} as const satisfies Stat;

/** APPSC Group-1 ranks (spec document 1 §1). */
export const appscGroup1Ranks = {
  number: 98,
  suffix: '+',
  label: 'APPSC Group-1 Ranks',
  source: 'spec document 1 §1',
} as const satisfies Stat;

/** The academy's teachers: 40+ (spec document 1 §1), 50+ (About, §2), 70+ (the UPSC and IIT stats, §9). */
export const expertFaculty = {
  number: 40,
  suffix: '+',
  label: 'Expert Faculty',
  source: 'spec document 1 §1 (About: 50+; UPSC and IIT, §9: 70+)',
} as const satisfies Stat;

/** Former students' results, across every course (spec document 1 §2, About). */
export const successStories = {
  number: 1000,
  suffix: '+',
  label: 'Success Stories',
  source: 'spec document 1 §2 (About)',
} as const satisfies Stat;

/** The courses a visitor can choose, in the menu and the enquiry forms (About's "8" counted fewer). */
export const courseCount = {
  number: enquiryCourseIds.length,
  suffix: '',
  label: 'Specialized Courses',
  source: 'the course list (src/data/courses)',
} as const satisfies Stat;

/**
 * The years of teaching certainly behind the academy in India's `year`: the founding year may
 * have begun late, so it is not counted ("8+" nine calendar years on).
 */
export const yearsOfExcellence = (year: number): Stat => ({
  number: year - academy.founded - 1,
  suffix: '+',
  label: 'Years of Excellence',
  source: 'the founding year',
});
