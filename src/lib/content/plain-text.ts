/**
 * The words of a Contentful rich-text document, for excerpts, titles and feeds. Apart from the HTML
 * renderer (rich-text.ts), which links embedded entries to their pages: what a section lists
 * (mains.ts) reads a question's first words without depending on every section's addresses.
 */
import { INLINES, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';

type AnyNode = Document | Block | Inline | Text;

/** The words of a document, blocks separated by a space, whitespace collapsed (for excerpts and titles). */
export function richTextToPlain(doc: AnyNode | undefined): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.nodeType === 'text') parts.push((node as Text).value);
    else {
      for (const child of (node as Block).content ?? []) walk(child);
      if (node.nodeType !== 'document' && !(Object.values(INLINES) as string[]).includes(node.nodeType))
        parts.push(' ');
    }
  };
  if (doc) walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first block of text in a document (e.g. the opening sentence of a mains question). */
export function firstText(doc: Document | undefined): string {
  const first = doc?.content.find((block) => richTextToPlain(block) !== '');
  return richTextToPlain(first);
}
