/** Header and footer links. Course links are built from the catalogue so labels never drift. */
import { courseById, courses, navCourseIds, type CourseId } from './courses';
import { shell } from '@/i18n/en/shell';

export interface NavLink {
  label: string;
  href: string;
  /** Its label's key in the dictionaries (src/i18n): the site's own pages, not the courses. */
  text?: NavText;
  /** The page has a Telugu counterpart under /te/; otherwise it is English only. */
  translated?: boolean;
  /** The course it leads to: on a Telugu page, its Telugu title is the label (src/data/courses/telugu.ts). */
  course?: CourseId;
}

/** The keys of the header's own links in the dictionaries (src/i18n). */
type NavText = keyof typeof shell.nav;
type GroupText = keyof typeof shell.footerGroups;

/** A link to one of the site's own pages, labelled in English here. */
const ownLink = (text: NavText, href: string, translated = false): NavLink => ({
  label: shell.nav[text],
  href,
  text,
  translated,
});

export const courseHref = (id: CourseId) => `/courses/${id}`;

/**
 * The course a page belongs to: its own page or a section under it (`/courses/upsc/`,
 * `/te/courses/upsc/current-affairs/…` → 'upsc'), so the page's forms open with it chosen.
 */
export const courseOfPage = (pathname: string): CourseId | undefined =>
  courses.find((c) => new RegExp(`^(?:/te)?${courseHref(c.id)}(?:/|$)`).test(pathname))?.id;

/** A link to a course's page (`query`: a programme on it): every course page is in Telugu too. */
const courseLink = (label: string, course: CourseId, query = ''): NavLink => ({
  label,
  href: `${courseHref(course)}${query}`,
  translated: true,
  course,
});

export const enquireSectionId = 'enquire';
/** Enquire Now: home's enquiry section, a plain anchor that works without JavaScript (on home the shell scrolls smoothly). */
export const enquireHref = `/#${enquireSectionId}`;

/** The students' stories: in the menu at every width and in the footer. */
export const testimonialsLink = ownLink('testimonials', '/testimonials');

export const mainNav = {
  before: [ownLink('home', '/', true), ownLink('about', '/about')],
  courses: navCourseIds.map((id) => courseLink(courseById(id).title, id)),
  after: [ownLink('gallery', '/gallery'), testimonialsLink, ownLink('contact', '/contact')],
} satisfies Record<string, NavLink[]>;

/** The footer's link groups: each titled by its key in the dictionaries (src/i18n). */
export const footerGroups: { text: GroupText; links: NavLink[] }[] = [
  {
    text: 'exams',
    links: [
      courseLink('UPSC Civil Services', 'upsc'),
      courseLink('APPSC Groups', 'appsc-groups'),
      courseLink('TGPSC Groups', 'tgpsc-groups'),
      courseLink('Judicial Services', 'judicial-services'),
      courseLink('Bank & SSC', 'bank-ssc'),
    ],
  },
  {
    text: 'engineeringMedical',
    links: [
      courseLink('IIT-JEE (MPC)', 'iit', '?program=mpc'),
      courseLink('NEET (BiPC)', 'neet', '?program=bipc'),
      { label: 'EAMCET', href: '/courses/eamcet' },
      courseLink('CLAT', 'clat'),
    ],
  },
  {
    text: 'integrated',
    links: [
      courseLink('Inter + IAS', 'inter-ias'),
      courseLink('Degree with IAS', 'degree-ias'),
      courseLink('Junior College', 'junior-college'),
      courseLink('Degree College', 'degree-college'),
      courseLink('6th-10th Foundation', '6th-to-10th-foundation'),
    ],
  },
  {
    text: 'popular',
    links: [
      courseLink('Best IAS coaching in Vijayawada', 'upsc'),
      courseLink('IAS coaching in Hyderabad', 'upsc'),
      courseLink('APPSC Group 1 coaching', 'appsc-groups'),
      courseLink('TGPSC Group 2 coaching', 'tgpsc-groups'),
      courseLink('IIT-JEE coaching in Vijayawada', 'iit'),
      courseLink('NEET long term coaching', 'neet'),
    ],
  },
];
