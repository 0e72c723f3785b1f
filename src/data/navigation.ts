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

export const enquireSectionId = 'enquire';
/** Enquire Now: home's enquiry section, a plain anchor that works without JavaScript (on home the shell scrolls smoothly). */
export const enquireHref = `/#${enquireSectionId}`;

/** The students' stories: in the menu at every width and in the footer. */
export const testimonialsLink = ownLink('testimonials', '/testimonials');

export const mainNav = {
  before: [ownLink('home', '/', true), ownLink('about', '/about')],
  courses: navCourseIds.map((id) => ({ label: courseById(id).title, href: courseHref(id) })),
  after: [ownLink('gallery', '/gallery'), testimonialsLink, ownLink('contact', '/contact')],
} satisfies Record<string, NavLink[]>;

/** The footer's link groups: each titled by its key in the dictionaries (src/i18n). */
export const footerGroups: { text: GroupText; links: NavLink[] }[] = [
  {
    text: 'exams',
    links: [
      { label: 'UPSC Civil Services', href: courseHref('upsc') },
      { label: 'APPSC Groups', href: courseHref('appsc-groups') },
      { label: 'TGPSC Groups', href: courseHref('tgpsc-groups') },
      { label: 'Judicial Services', href: courseHref('judicial-services') },
      { label: 'Bank & SSC', href: courseHref('bank-ssc') },
    ],
  },
  {
    text: 'engineeringMedical',
    links: [
      { label: 'IIT-JEE (MPC)', href: '/courses/iit?program=mpc' },
      { label: 'NEET (BiPC)', href: '/courses/neet?program=bipc' },
      { label: 'EAMCET', href: '/courses/eamcet' },
      { label: 'CLAT', href: courseHref('clat') },
    ],
  },
  {
    text: 'integrated',
    links: [
      { label: 'Inter + IAS', href: courseHref('inter-ias') },
      { label: 'Degree with IAS', href: courseHref('degree-ias') },
      { label: 'Junior College', href: courseHref('junior-college') },
      { label: 'Degree College', href: courseHref('degree-college') },
      { label: '6th-10th Foundation', href: courseHref('6th-to-10th-foundation') },
    ],
  },
  {
    text: 'popular',
    links: [
      { label: 'Best IAS coaching in Vijayawada', href: courseHref('upsc') },
      { label: 'IAS coaching in Hyderabad', href: courseHref('upsc') },
      { label: 'APPSC Group 1 coaching', href: courseHref('appsc-groups') },
      { label: 'TGPSC Group 2 coaching', href: courseHref('tgpsc-groups') },
      { label: 'IIT-JEE coaching in Vijayawada', href: courseHref('iit') },
      { label: 'NEET long term coaching', href: courseHref('neet') },
    ],
  },
];
