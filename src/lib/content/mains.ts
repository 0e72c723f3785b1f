/**
 * Mains answer writing (spec document 2 §2): which answers a section lists, in what order, under
 * which heading and at which address. The pages build everything from these.
 */
import type { MainsAnswer } from '@/schemas/mains-answer';
import { byNewest, inSection, type ExamSection } from '@/lib/content/sections';
import { firstText } from '@/lib/content/plain-text';

/** A collection entry as getCollection returns it (only the parts used here). */
export interface MainsEntry {
  id: string;
  data: MainsAnswer;
}

/** The section's answers, newest first; those of the same date by the title their card shows. */
export const sectionAnswers = <T extends MainsEntry>(entries: readonly T[], section: ExamSection): T[] =>
  entries
    .filter((entry) => inSection(section, entry.data, 'mainsAnswerWriting'))
    .map((entry) => ({ entry, shown: { publishDate: entry.data.publishDate, title: cardTitle(entry.data) } }))
    .sort((a, b) => byNewest(a.shown, b.shown))
    .map(({ entry }) => entry);

/** Card title on the list: the first text of the question, else the title (spec document 2 §2). */
export const cardTitle = (answer: MainsAnswer): string => firstText(answer.question) || answer.title || '';

/** Page heading of an answer: its title, else the first text of the question. */
export const answerHeading = (answer: MainsAnswer): string => answer.title || firstText(answer.question);

/** `/courses/{section}/mains-answer-writing`, no trailing slash (for pagePath). */
export const mainsListPath = (section: ExamSection) => `${section.basePath}/mains-answer-writing`;

/** The detail page of an answer, by entry id. */
export const mainsAnswerPath = (section: ExamSection, id: string) => `${mainsListPath(section)}/${id}/`;

/** The page of the students' answers mentors reviewed, beside the mains answer's own. */
export const reviewedAnswersPath = (section: ExamSection, id: string) => `${mainsAnswerPath(section, id)}reviewed/`;
