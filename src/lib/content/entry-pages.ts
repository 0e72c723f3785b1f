/**
 * The page of an entry of any content type, for links to it from another entry's rich text: an
 * article, a mains answer or a quiz in the first section that lists it. PDFs and entries of other
 * content types have no page of their own.
 */
import { articlePath } from './current-affairs';
import { mainsAnswerPath } from './mains';
import { quizPath } from './quizzes';
import { quizSection, sectionsOf, type Sectioned } from './sections';

/** What the loader keeps of a linked entry (src/loaders/contentful/links.ts PAGE_FIELDS). */
export interface PlacedEntry extends Sectioned {
  id: string;
  slug?: string;
}

/** The entry's page, or undefined when it has none. */
export function entryPage(contentType: string, entry: PlacedEntry): string | undefined {
  const key = entry.slug || entry.id;
  if (contentType === 'quiz' || contentType === 'currentAffairsQuiz') {
    const section = quizSection(contentType, entry);
    return section && quizPath(section, key);
  }
  const [section] = sectionsOf(entry);
  if (!section) return undefined;
  if (contentType === 'blogPost') return articlePath(section, key);
  if (contentType === 'mainsAnswerWriting') return mainsAnswerPath(section, entry.id);
  return undefined;
}
