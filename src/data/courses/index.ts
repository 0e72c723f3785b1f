/**
 * The course catalogue: every course route, its card on the home page, its label in menus and forms.
 * Course pages read their sections from here too, so a title is changed in one place. Images are
 * in course-images.ts, so this module stays plain data (browser tests and islands import it).
 */

export type CourseCategory =
  | 'UPSC'
  | 'State Services'
  | 'Engineering'
  | 'Medical'
  | 'Law'
  | 'Integrated Program'
  | 'Judiciary'
  | 'Banking'
  | 'Degree'
  | 'Intermediate'
  | 'Foundation';

/** Which logo a route shows in the header (see src/lib/page/route-branding.ts). */
export type Brand = 'default' | 'upsc' | 'iit' | 'neet' | 'groups';

export interface Course {
  /** Route segment: /courses/{id}. */
  id: string;
  /** Full title, as on the course card and page heading. */
  title: string;
  /** Short label in menus and enquiry forms. */
  label: string;
  description: string;
  category: CourseCategory;
  brand: Brand;
  /** Only the Vijayawada campus teaches it (the top bar names campuses by route). */
  vijayawadaOnly: boolean;
}

export const courses = [
  {
    id: 'upsc',
    title: 'UPSC Civil Services',
    label: 'UPSC',
    category: 'UPSC',
    brand: 'upsc',
    vijayawadaOnly: false,
    description:
      'Integrated prelims, mains and interview guidance for IAS, IPS and IFS with daily answer writing and mentorship.',
  },
  {
    id: 'appsc-tgpsc',
    title: 'APPSC & TGPSC',
    label: 'APPSC & TGPSC',
    category: 'State Services',
    brand: 'groups',
    vijayawadaOnly: true,
    description: 'Group-1, Group-2 and Group-3 coaching for both Telugu states, in English and Telugu medium.',
  },
  {
    id: 'appsc-groups',
    title: 'APPSC Groups',
    label: 'APPSC Groups',
    category: 'State Services',
    brand: 'groups',
    vijayawadaOnly: true,
    description: 'Andhra Pradesh Group-1 and Group-2 batches with test series, live and recorded classes.',
  },
  {
    id: 'tgpsc-groups',
    title: 'TGPSC Groups',
    label: 'TGPSC Groups',
    category: 'State Services',
    brand: 'groups',
    vijayawadaOnly: true,
    description: 'Telangana Group-1 and Group-2 batches with state-specific history, polity and economy.',
  },
  {
    id: 'iit',
    title: 'IIT-JEE',
    label: 'IIT-JEE',
    category: 'Engineering',
    brand: 'iit',
    vijayawadaOnly: true,
    description: 'JEE Main and Advanced coaching with the MPC intermediate syllabus, weekly tests and doubt clinics.',
  },
  {
    id: 'neet',
    title: 'NEET',
    label: 'NEET',
    category: 'Medical',
    brand: 'neet',
    vijayawadaOnly: true,
    description:
      'NEET-UG preparation alongside the BiPC intermediate syllabus, with NCERT-first teaching and grand tests.',
  },
  {
    id: 'clat',
    title: 'CLAT',
    label: 'CLAT',
    category: 'Law',
    brand: 'default',
    vijayawadaOnly: true,
    description: 'Legal reasoning, logical reasoning, English and current affairs for CLAT and AILET.',
  },
  {
    id: 'inter-ias',
    title: 'Inter + IAS',
    label: 'Inter+IAS',
    category: 'Integrated Program',
    brand: 'upsc',
    vijayawadaOnly: false,
    description: 'Intermediate (MEC/CEC/HEC) with a civil services foundation from the first year of college.',
  },
  {
    id: 'degree-ias',
    title: 'Degree with IAS',
    label: 'Degree+IAS',
    category: 'Integrated Program',
    brand: 'upsc',
    vijayawadaOnly: false,
    description: 'A full degree with three years of integrated civil services preparation and a first-attempt plan.',
  },
  {
    id: 'judicial-services',
    title: 'Judicial Services',
    label: 'Judicial Services',
    category: 'Judiciary',
    brand: 'default',
    vijayawadaOnly: true,
    description: 'Civil Judge (Junior Division) preparation: bare acts, judgment writing and interview practice.',
  },
  {
    id: 'bank-ssc',
    title: 'Bank & SSC',
    label: 'Bank & SSC',
    category: 'Banking',
    brand: 'default',
    vijayawadaOnly: true,
    description: 'IBPS, SBI, RRB and SSC CGL coaching with speed-maths drills and full-length mock tests.',
  },
  {
    id: 'degree-college',
    title: 'Degree College',
    label: 'Degree College',
    category: 'Degree',
    brand: 'default',
    vijayawadaOnly: false,
    description: 'BA, B.Com and B.Sc programmes with career guidance, skills training and placement support.',
  },
  {
    id: 'junior-college',
    title: 'Junior College',
    label: 'Junior College',
    category: 'Intermediate',
    brand: 'default',
    vijayawadaOnly: false,
    description: 'MPC, BiPC, MEC and CEC intermediate streams with hostel and day-scholar options.',
  },
  {
    id: '6th-to-10th-foundation',
    title: '6th-10th Foundation',
    label: '6th-10th Class Foundation',
    category: 'Foundation',
    brand: 'default',
    vijayawadaOnly: false,
    description: 'IIT, NEET and IAS foundation for classes 6 to 10 alongside the school syllabus.',
  },
] as const satisfies readonly Course[];

export type CourseId = (typeof courses)[number]['id'];

export function courseById(id: CourseId): Course {
  const course = courses.find((c) => c.id === id);
  if (!course) throw new Error(`Unknown course id: ${id}`);
  return course;
}

/** The Courses dropdown: 13 courses (the combined APPSC & TGPSC page is reached from home). */
export const navCourseIds: readonly CourseId[] = [
  'upsc',
  'appsc-groups',
  'tgpsc-groups',
  'iit',
  'neet',
  'clat',
  'inter-ias',
  'degree-ias',
  'judicial-services',
  'bank-ssc',
  'degree-college',
  'junior-college',
  '6th-to-10th-foundation',
];

/**
 * The 12 home course cards. The old site stored 'junior-college ' with a trailing space,
 * which made a broken link; ids here are trimmed route segments.
 */
export const homeCourseIds: readonly CourseId[] = [
  'upsc',
  'appsc-tgpsc',
  'iit',
  'neet',
  'clat',
  'inter-ias',
  'degree-ias',
  'judicial-services',
  'bank-ssc',
  'degree-college',
  'junior-college',
  '6th-to-10th-foundation',
];

/** Enquiry form options: the full form (as on /register) and the call-back form order. */
export const enquiryCourseIds: readonly CourseId[] = navCourseIds;
export const callbackCourseIds: readonly CourseId[] = [
  'iit',
  'neet',
  'upsc',
  'appsc-groups',
  'tgpsc-groups',
  'inter-ias',
  'degree-ias',
  'degree-college',
  'junior-college',
  'clat',
  'judicial-services',
  'bank-ssc',
  '6th-to-10th-foundation',
];
/** The call-back form labels the foundation option differently (the spec: "exact labels not shown"). */
export const callbackLabelOverrides: Partial<Record<CourseId, string>> = {
  '6th-to-10th-foundation': '6th to 10th Foundation',
};
