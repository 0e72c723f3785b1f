/**
 * One page of each type of the built site, with its budget kind (tests/e2e/budgets.spec.ts): the
 * pages the budgets and the Nu HTML Checker (tests/dist/nu-checker.test.ts) go through.
 */
import { courses } from '../../src/data/courses';

/** Which budget of DESIGN.md a page keeps. */
export type PageKind = 'article' | 'list' | 'static' | 'content' | 'interactive' | 'quiz';

export interface PageType {
  type: string;
  /** Its address on the site. */
  path: string;
  kind: PageKind;
  /** Its file under dist/, where no address serves it (the 404 page). */
  file?: string;
}

export const pageTypes: PageType[] = [
  { type: 'home', path: '/', kind: 'content' },
  { type: 'about', path: '/about', kind: 'static' },
  { type: 'gallery', path: '/gallery', kind: 'static' },
  { type: 'contact', path: '/contact', kind: 'static' },
  { type: '404', path: '/no-such-page', kind: 'static', file: '404.html' },
  { type: 'register', path: '/register', kind: 'interactive' },
  { type: 'testimonials', path: '/testimonials', kind: 'interactive' },
  { type: 'scholarship exams', path: '/scholarship-exams', kind: 'interactive' },
  { type: 'Telugu scholarship exams', path: '/te/scholarship-exams', kind: 'interactive' },
  { type: 'current affairs list', path: '/courses/upsc/current-affairs/', kind: 'list' },
  { type: 'current affairs list, page 3', path: '/courses/appsc-groups/current-affairs/page/3/', kind: 'static' },
  // The largest article of the demo content (the others are smaller).
  {
    type: 'article',
    path: '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/',
    kind: 'article',
  },
  {
    type: 'article (APPSC)',
    path: '/courses/appsc-groups/current-affairs/alluri-sitarama-raju-rampa-rebellion/',
    kind: 'article',
  },
  { type: 'mains answer list', path: '/courses/upsc/mains-answer-writing/', kind: 'list' },
  { type: 'mains answer list, page 2', path: '/courses/upsc/mains-answer-writing/page/2/', kind: 'static' },
  // A mains answer is read like an article: its first round trip is an article's.
  {
    type: 'mains answer (UPSC, comments)',
    path: '/courses/upsc/mains-answer-writing/mJK0AwFiBeej6HYhYWcIZY/',
    kind: 'article',
  },
  {
    type: 'mains answer (APPSC)',
    path: '/courses/appsc-groups/mains-answer-writing/20vWQxW8PnImaCmXUjXirD/',
    kind: 'article',
  },
  { type: 'quiz list', path: '/courses/upsc/current-affairs-quiz/', kind: 'list' },
  { type: 'quiz list, one type', path: '/courses/upsc/current-affairs-quiz/type/daily/', kind: 'static' },
  { type: 'quiz list (APPSC)', path: '/courses/appsc-groups/current-affairs-quiz/', kind: 'static' },
  // A quiz's countdown runs from the moment it opens (spec), so its runner hydrates at once:
  // DESIGN.md gives quiz pages their own JS budget. Every other content page has 5 KB (lists,
  // articles, mains answers) or 6 KB (home, the course pages, the gated PDF page below).
  { type: 'quiz page', path: '/courses/upsc/current-affairs-quiz/upsc-monthly-quiz-2026-10/', kind: 'quiz' },
  // APPSC and TGPSC quizzes are their own content type (currentAffairsQuiz).
  {
    type: 'quiz page (APPSC)',
    path: '/courses/appsc-groups/current-affairs-quiz/appsc-daily-quiz-2026-08-10/',
    kind: 'quiz',
  },
  { type: 'search', path: '/search', kind: 'static' },
  // Telugu is three bytes a character: the largest Telugu article of the demo and a Telugu list
  // keep the same first round trip as their English pages (issue 37).
  { type: 'Telugu current affairs list', path: '/te/courses/upsc/current-affairs/', kind: 'list' },
  {
    type: 'Telugu article',
    path: '/te/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/',
    kind: 'article',
  },
  // The PDF page is a gated download: its listing and lead form hydrate on first use.
  { type: 'current affairs PDFs', path: '/courses/upsc/current-affairs-pdfs/', kind: 'content' },
  ...courses.map((c) => ({ type: `course ${c.id}`, path: `/courses/${c.id}`, kind: 'content' as const })),
  // A Telugu course page keeps its English pair's budget (issue 49).
  ...courses.map(({ id }) => ({
    type: `Telugu course ${id}`,
    path: `/te/courses/${id}`,
    kind: 'content' as const,
  })),
];
