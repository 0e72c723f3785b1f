/**
 * The words of a Contentful rich-text document, for excerpts, titles and feeds. Apart from the HTML
 * renderer (rich-text.ts), which links embedded entries to their pages: what a section lists
 * (mains.ts) reads a question's first words without depending on every section's addresses. The
 * loader reads documents by the same words (src/loaders/contentful/plain-text.ts).
 */
import type { Document } from '@contentful/rich-text-types';
import { richTextToPlain } from '../../loaders/contentful/plain-text';

export { richTextToPlain };

/** The first block of text in a document (e.g. the opening sentence of a mains question). */
export function firstText(doc: Document | undefined): string {
  const first = doc?.content.find((block) => richTextToPlain(block) !== '');
  return richTextToPlain(first);
}
