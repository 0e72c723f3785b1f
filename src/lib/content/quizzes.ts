/**
 * Quizzes of a section (spec document 2 §2 "Quiz list", §7): which ones, in what order, their type
 * filters and where their pages live. Pure: pages pass in the `quiz` (UPSC) and
 * `currentAffairsQuiz` (APPSC, TGPSC) collections.
 */
import { SECONDS_PER_QUESTION } from '@/lib/quiz/quiz-scoring';
import type { CurrentAffairsQuiz } from '@/schemas/current-affairs-quiz';
import type { Quiz } from '@/schemas/quiz';
import { byNewest, quizSection, type ExamSection } from './sections';

interface QuizOption {
  /** Option text; may be absent for a picture-only option. */
  text?: string;
  /** Picture used as (or with) the option. */
  imageUrl?: string;
  /** What the picture shows. */
  imageAlt?: string;
}

export interface QuizQuestion {
  /** The question text. */
  question: string;
  /** Shown under the question once the quiz is submitted. */
  explanation?: string;
  /** Index of the right option (0 = A). */
  correctAnswer: number;
  /** Picture shown with the question. */
  questionImage?: string;
  /** The options, labelled A, B, C … in this order. */
  options: QuizOption[];
}

/** A quiz as every section's pages use it, whichever content type it came from. */
export interface SectionQuiz {
  /** Contentful entry id. */
  id: string;
  slug: string;
  title: string;
  description?: string;
  publishDate?: Date;
  quizType: string;
  subject?: string;
  year: number | null;
  questions: QuizQuestion[];
}

/** One choice of the type filter. */
export interface QuizFilter {
  /** Visible text. */
  label: string;
  /** The quizType it keeps; none keeps every quiz. */
  quizType?: string;
  /** Path segment under `…/current-affairs-quiz/type/`; none for the list's own address (the default view). */
  slug?: string;
}

/** UPSC's filter starts with every type; APPSC's and TGPSC's with Daily (spec doc 2 §2). */
const upscFilters: QuizFilter[] = [
  { label: 'All Types' },
  { label: 'Daily', quizType: 'Daily', slug: 'daily' },
  { label: 'Monthly', quizType: 'Monthly', slug: 'monthly' },
  { label: 'Previous Years', quizType: 'Previous Years', slug: 'previous-years' },
];
const groupsFilters: QuizFilter[] = [
  { label: 'Daily', quizType: 'Daily' },
  { label: 'Monthly', quizType: 'Monthly', slug: 'monthly' },
  { label: 'Previous', quizType: 'Previous', slug: 'previous' },
];

/** The type filter of a section; the first one is the default view. */
export const quizFilters = (section: ExamSection): readonly QuizFilter[] =>
  section.key === 'upsc' ? upscFilters : groupsFilters;

/** `/courses/{section}/current-affairs-quiz`, without a trailing slash. */
export const quizListPath = (section: ExamSection) => `${section.basePath}/current-affairs-quiz`;

/** The list path of a filter (its page 1 without the trailing slash). */
export const filterPath = (section: ExamSection, filter: QuizFilter) =>
  filter.slug ? `${quizListPath(section)}/type/${filter.slug}` : quizListPath(section);

/** A quiz's own page. */
export const quizPath = (section: ExamSection, slug: string) => `${quizListPath(section)}/${slug}/`;

/** The quizzes a filter keeps, in the order given. */
export const applyFilter = (quizzes: readonly SectionQuiz[], filter: QuizFilter) =>
  filter.quizType ? quizzes.filter((q) => q.quizType === filter.quizType) : [...quizzes];

/** Minutes a quiz allows: one per question (spec doc 2 §9). */
export const quizMinutes = (quiz: Pick<SectionQuiz, 'questions'>) =>
  (quiz.questions.length * SECONDS_PER_QUESTION) / 60;

/** A collection entry: the Contentful id and its checked data. */
interface Entry<T> {
  id: string;
  data: T;
}

/**
 * The section's quizzes, newest first: UPSC from `quiz` entries marked Published whose page list
 * has "upsc" (Drafts are never built); APPSC and TGPSC from `currentAffairsQuiz` entries of their
 * exam. Slugs are unique per content type (the loader gives the later of two its id).
 */
export function sectionQuizzes(
  section: ExamSection,
  upsc: readonly Entry<Quiz>[],
  groups: readonly Entry<CurrentAffairsQuiz>[],
): SectionQuiz[] {
  const entries =
    section.key === 'upsc'
      ? upsc.filter((e) => quizSection('quiz', e.data) === section)
      : groups.filter((e) => quizSection('currentAffairsQuiz', e.data) === section);
  return entries
    .map(({ id, data }): SectionQuiz => ({
      id,
      slug: data.slug,
      title: data.title,
      description: data.description,
      publishDate: data.publishDate,
      quizType: data.quizType,
      subject: data.subject,
      year: data.year,
      questions: data.questions.map((q) => ({
        question: q.question,
        explanation: q.explanation,
        correctAnswer: q.correctAnswer,
        questionImage: 'questionImage' in q ? q.questionImage : undefined,
        options: q.options.map((o) => (typeof o === 'string' ? { text: o } : o)),
      })),
    }))
    .sort(byNewest);
}
