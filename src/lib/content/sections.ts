/**
 * The three exam sections with content pages (spec document 2 §2): where they live and which
 * entries belong to them. Pages filter collections with these rules; nothing else re-states them.
 */
export type ExamKey = 'upsc' | 'appsc' | 'tgpsc';

export interface ExamSection {
  key: ExamKey;
  /** As in visible texts: "No {label} current affairs articles available at the moment." */
  label: 'UPSC' | 'APPSC' | 'TGPSC';
  /** The course page the section hangs under. */
  courseId: 'upsc' | 'appsc-groups' | 'tgpsc-groups';
  /** `/courses/{courseId}`, without a trailing slash. */
  basePath: string;
}

export const examSections: readonly ExamSection[] = [
  { key: 'upsc', label: 'UPSC', courseId: 'upsc', basePath: '/courses/upsc' },
  { key: 'appsc', label: 'APPSC', courseId: 'appsc-groups', basePath: '/courses/appsc-groups' },
  { key: 'tgpsc', label: 'TGPSC', courseId: 'tgpsc-groups', basePath: '/courses/tgpsc-groups' },
];

/** The fields an entry is matched on: its exam keys and its category. */
export interface Sectioned {
  page?: readonly string[];
  category?: string;
  /** Quizzes: UPSC's `status`, APPSC's and TGPSC's `exam`. */
  status?: string;
  exam?: string;
}

const pageHas = (entry: Sectioned, key: string) => (entry.page ?? []).some((p) => p.toLowerCase().includes(key));

/**
 * Whether an entry belongs to a section: APPSC and TGPSC by a page key containing "appsc" / "tgpsc"
 * (case-insensitive); UPSC by the page key "upsc" or a category containing "current" or "affairs".
 */
export function inSection(section: ExamSection, entry: Sectioned): boolean {
  if (section.key !== 'upsc') return pageHas(entry, section.key);
  return pageHas(entry, 'upsc') || /current|affairs/i.test(entry.category ?? '');
}

/** The sections an entry belongs to, in the order of `examSections`. */
export const sectionsOf = (entry: Sectioned): ExamSection[] => examSections.filter((s) => inSection(s, entry));

/** The section that lists a quiz: UPSC a `quiz` marked Published with "upsc" in its pages, APPSC and TGPSC a `currentAffairsQuiz` of their exam. */
export function quizSection(contentType: 'quiz' | 'currentAffairsQuiz', quiz: Sectioned): ExamSection | undefined {
  if (contentType === 'quiz') return quiz.status === 'Published' && pageHas(quiz, 'upsc') ? examSections[0] : undefined;
  return examSections.find((s) => s.key !== 'upsc' && s.key === quiz.exam);
}

/** Why an entry of a content type is in no section (so no page shows it), naming the field that decides; undefined when it has a place. */
export function whyInNoSection(
  contentType: string,
  entry: Sectioned,
): { field: string; value?: string; reason: string } | undefined {
  if (contentType === 'quiz' || contentType === 'currentAffairsQuiz') {
    if (quizSection(contentType, entry)) return undefined;
    if (contentType === 'currentAffairsQuiz')
      return {
        field: 'exam',
        ...(entry.exam && { value: entry.exam }),
        reason: 'not "appsc" or "tgpsc": no quiz list shows it',
      };
    if (entry.status !== 'Published')
      return {
        field: 'status',
        ...(entry.status && { value: entry.status }),
        reason: 'not "Published": the quiz is hidden',
      };
    return { field: 'page', value: (entry.page ?? []).join(', '), reason: 'has no "upsc": no quiz list shows it' };
  }
  if (sectionsOf(entry).length) return undefined;
  return {
    field: 'page',
    value: (entry.page ?? []).join(', '),
    reason: 'names no exam ("upsc", "appsc", "tgpsc") and the category is not current affairs: no page shows it',
  };
}

/**
 * The section whose page search engines are given for an entry shown in `section`: an entry in
 * several sections has a page in each, and all of them name the first one's as canonical.
 */
export const canonicalSection = (section: ExamSection, entry: Sectioned): ExamSection =>
  sectionsOf(entry)[0] ?? section;

/**
 * Newest first by publish date (entries without one go last), and entries of the same date by
 * title: the order content comes in differs between a full sync and one from the build cache
 * (a new entry is added last), and a list must not change with it.
 */
export const byNewest = <T extends { publishDate?: Date; title?: string }>(a: T, b: T) =>
  (b.publishDate?.getTime() ?? 0) - (a.publishDate?.getTime() ?? 0) ||
  (a.title ?? '').localeCompare(b.title ?? '', 'en');
