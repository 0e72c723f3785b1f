import { courses, type Brand } from '@/data/courses';

export interface RouteBranding {
  /** Campus names in the top bar. */
  campuses: readonly string[];
  /** Which header logo the route shows. */
  brand: Brand;
}

const both = ['Vijayawada', 'Hyderabad'] as const;
const vijayawadaOnly = ['Vijayawada'] as const;

/** Campus names and logo by route: course routes follow their course; home, UPSC and any other route show both campuses. */
export function brandingFor(pathname: string): RouteBranding {
  const segment = pathname.match(/^\/courses\/([^/?#]+)/)?.[1];
  const course = courses.find((c) => c.id === segment);
  if (!course) return { campuses: both, brand: 'default' };
  return { campuses: course.vijayawadaOnly ? vijayawadaOnly : both, brand: course.brand };
}
