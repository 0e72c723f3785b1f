/**
 * The configuration of the state-services pages (APPSC & TGPSC, APPSC Groups, TGPSC Groups): a
 * CourseConfig whose sections the page shows are required, so a missing one fails the type check
 * instead of leaving a gap; the Groups pages add the exam they prepare for (it names the quiz,
 * resources and texts) and their success stories.
 */
import type { ImageMetadata } from 'astro';
import type { CourseConfig } from './types';

/** A former student's result, shown as a card in Success Stories. */
export interface SuccessStory {
  /** The student's name, as they agreed to have it shown. */
  name: string;
  /** The result, e.g. "APPSC Group 1 · State Rank 7". */
  result: string;
  /** The post it led to, e.g. "Deputy Collector". */
  post: string;
  /** Year of the result. */
  year: number;
  /** Square portrait. */
  image: ImageMetadata;
  /** A sentence or two in their words. */
  quote: string;
}

/** A CourseConfig with the fields K made mandatory. */
export type WithSections<K extends keyof CourseConfig> = CourseConfig & { [P in K]-?: NonNullable<CourseConfig[P]> };

/** The combined APPSC & TGPSC page. */
export type CombinedStateConfig = WithSections<
  'popup' | 'currentAffairsTopics' | 'quickCourses' | 'features' | 'youtubeVideos'
>;

/** APPSC Groups and TGPSC Groups. */
export type GroupsCourseConfig = WithSections<'popup' | 'stats' | 'features' | 'quickCourses' | 'faqs'> & {
  id: 'appsc-groups' | 'tgpsc-groups';
  /** The commission, as written in texts: "APPSC" or "TGPSC". */
  exam: 'APPSC' | 'TGPSC';
  /** Success Stories cards. */
  successStories: readonly SuccessStory[];
};
