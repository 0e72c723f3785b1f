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

/** The fields an entry is matched on: its exam keys, and what else its content type is matched on. */
export interface Sectioned {
  page?: readonly string[];
  /** Articles: a category containing "current" or "affairs" puts one in UPSC. */
  category?: string;
  /** Mains answers: the exam the question is set for; "UPSC" puts one in UPSC. */
  topic?: string;
  /** Quizzes: UPSC's `status`, APPSC's and TGPSC's `exam`. */
  status?: string;
  exam?: string;
  /** Quizzes: the questions, when known (a quiz without any is listed nowhere). */
  questions?: readonly unknown[];
}

const pageHas = (entry: Sectioned, key: string) => (entry.page ?? []).some((p) => p.toLowerCase().includes(key));

/**
 * What puts an entry in UPSC besides the page key "upsc", by content type (spec document 2 §7):
 * an article's category containing "current" or "affairs", a mains answer's "UPSC topic"; a PDF's
 * page key alone, as its listing reads it.
 */
const upscAlso = {
  blogPost: (entry: Sectioned) => /current|affairs/i.test(entry.category ?? ''),
  mainsAnswerWriting: (entry: Sectioned) => /upsc/i.test(entry.topic ?? ''),
  currentAffairsPdf: () => false,
} satisfies Record<string, (entry: Sectioned) => boolean>;

/** The content types whose entries are placed in sections by these rules (quizzes: quizSection). */
export type SectionedType = keyof typeof upscAlso;

/** What else could have put an entry in UPSC, for the report's reason. */
const NOR_UPSC: Record<SectionedType, string> = {
  blogPost: ' and the category is not current affairs',
  mainsAnswerWriting: ' and the topic is not UPSC',
  currentAffairsPdf: '',
};

/**
 * Whether an entry belongs to a section: APPSC and TGPSC by a page key containing "appsc" / "tgpsc"
 * (case-insensitive); UPSC by the page key "upsc" or its content type's own rule (upscAlso).
 */
export function inSection(section: ExamSection, entry: Sectioned, type: SectionedType): boolean {
  if (section.key !== 'upsc') return pageHas(entry, section.key);
  return pageHas(entry, 'upsc') || upscAlso[type](entry);
}

/** The sections an entry belongs to, in the order of `examSections`. */
export const sectionsOf = (entry: Sectioned, type: SectionedType): ExamSection[] =>
  examSections.filter((s) => inSection(s, entry, type));

/** The section a quiz's fields name: UPSC a `quiz` marked Published with "upsc" in its pages, APPSC and TGPSC a `currentAffairsQuiz` of their exam. */
function namedSection(contentType: 'quiz' | 'currentAffairsQuiz', quiz: Sectioned): ExamSection | undefined {
  if (contentType === 'quiz') return quiz.status === 'Published' && pageHas(quiz, 'upsc') ? examSections[0] : undefined;
  return examSections.find((s) => s.key !== 'upsc' && s.key === quiz.exam);
}

/**
 * The section that lists a quiz and gives it a page: the one its fields name, unless it has no
 * questions (a row reading "0 questions · 0 minutes · Start Quiz" would lead nowhere).
 */
export const quizSection = (contentType: 'quiz' | 'currentAffairsQuiz', quiz: Sectioned): ExamSection | undefined =>
  quiz.questions?.length === 0 ? undefined : namedSection(contentType, quiz);

/** The content report's reason for a quiz without questions (docs/editors.md). */
const NO_QUESTIONS = 'no questions: not listed';

/** Why an entry of a content type is in no section (so no page shows it), naming the field that decides; undefined when it has a place. */
export function whyInNoSection(
  contentType: string,
  entry: Sectioned,
): { field: string; value?: string; reason: string } | undefined {
  if (contentType === 'quiz' || contentType === 'currentAffairsQuiz') {
    if (quizSection(contentType, entry)) return undefined;
    if (namedSection(contentType, entry)) return { field: 'questions', reason: NO_QUESTIONS };
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
  if (!(contentType in upscAlso)) return undefined;
  if (sectionsOf(entry, contentType as SectionedType).length) return undefined;
  return {
    field: 'page',
    value: (entry.page ?? []).join(', '),
    reason: `names no exam ("upsc", "appsc", "tgpsc")${NOR_UPSC[contentType as SectionedType]}: no page shows it`,
  };
}

/**
 * The section whose page search engines are given for an entry shown in `section`: an entry in
 * several sections has a page in each, and all of them name the first one's as canonical.
 */
export const canonicalSection = (section: ExamSection, entry: Sectioned, type: SectionedType): ExamSection =>
  sectionsOf(entry, type)[0] ?? section;

/**
 * Newest first by publish date (entries without one go last), and entries of the same date by
 * title: the order content comes in differs between a full sync and one from the build cache
 * (a new entry is added last), and a list must not change with it.
 */
export const byNewest = <T extends { publishDate?: Date; title?: string }>(a: T, b: T) =>
  (b.publishDate?.getTime() ?? 0) - (a.publishDate?.getTime() ?? 0) ||
  (a.title ?? '').localeCompare(b.title ?? '', 'en');
