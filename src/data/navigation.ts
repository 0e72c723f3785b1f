/** Header and footer links. Course links are built from the catalogue so labels never drift. */
import { courseById, navCourseIds, type CourseId } from './courses';

export interface NavLink {
  label: string;
  href: string;
}

export const courseHref = (id: CourseId) => `/courses/${id}`;

export const enquireSectionId = 'enquire';
/** Enquire Now: home's enquiry section, a plain anchor that works without JavaScript (on home the shell scrolls smoothly). */
export const enquireHref = `/#${enquireSectionId}`;

export const mainNav = {
  before: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
  ],
  courses: navCourseIds.map((id) => ({ label: courseById(id).title, href: courseHref(id) })),
  after: [
    { label: 'Gallery', href: '/gallery' },
    { label: 'Testimonials', href: '/testimonials', desktopOnly: true },
    { label: 'Contact', href: '/contact' },
  ],
} satisfies Record<string, (NavLink & { desktopOnly?: boolean })[]>;

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Competitive Exams',
    links: [
      { label: 'UPSC Civil Services', href: courseHref('upsc') },
      { label: 'APPSC Groups', href: courseHref('appsc-groups') },
      { label: 'TGPSC Groups', href: courseHref('tgpsc-groups') },
      { label: 'Judicial Services', href: courseHref('judicial-services') },
      { label: 'Bank & SSC', href: courseHref('bank-ssc') },
    ],
  },
  {
    title: 'Engineering & Medical',
    links: [
      { label: 'IIT-JEE (MPC)', href: '/courses/iit?program=mpc' },
      { label: 'NEET (BiPC)', href: '/courses/neet?program=bipc' },
      { label: 'EAMCET', href: '/courses/eamcet' },
      { label: 'CLAT', href: courseHref('clat') },
    ],
  },
  {
    title: 'Integrated Programs',
    links: [
      { label: 'Inter + IAS', href: courseHref('inter-ias') },
      { label: 'Degree with IAS', href: courseHref('degree-ias') },
      { label: 'Junior College', href: courseHref('junior-college') },
      { label: 'Degree College', href: courseHref('degree-college') },
      { label: '6th-10th Foundation', href: courseHref('6th-to-10th-foundation') },
    ],
  },
  {
    title: 'Popular Searches',
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
