/**
 * The words of a Contentful rich-text document. The loader reads a summary kept as rich text and
 * names a rich-text value in the report by them; pages read excerpts and titles by them through
 * src/lib/content/plain-text.ts.
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
