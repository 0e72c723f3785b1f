/**
 * Markdown bodies as rich-text documents (build time only). Many spaces keep an article's text in a
 * long-text field with Contentful's Markdown editor; the loader turns that text into the document
 * the rich-text editor would have made, so the site's one renderer (src/lib/content/rich-text.ts) shows
 * both with the same HTML and the same rules: every text escaped, links only to web, e-mail and
 * phone addresses, a "Heading 1" one level down, pictures through Contentful's Images API.
 *
 * markdown-it parses; HTML inside the Markdown is never output. The parser is told about HTML only
 * so that it finds it: each piece is left out and handed back, for the content report.
 */
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import MarkdownIt, { type Token } from 'markdown-it';
import { toHttps } from '../../schemas/shared';

const parser = new MarkdownIt({ html: true });

/** A Markdown text as a document, and the HTML in it that was left out. */
export interface MarkdownDocument {
  document: Document;
  html: string[];
}

type Node = Block | Inline | Text;

/** Markdown's container blocks; paragraphs and headings are made from the text inside them. */
const BLOCK_OF: Record<string, string> = {
  bullet_list: BLOCKS.UL_LIST,
  ordered_list: BLOCKS.OL_LIST,
  list_item: BLOCKS.LIST_ITEM,
  blockquote: BLOCKS.QUOTE,
  table: BLOCKS.TABLE,
  tr: BLOCKS.TABLE_ROW,
  th: BLOCKS.TABLE_HEADER_CELL,
  td: BLOCKS.TABLE_CELL,
};

const MARK_OF: Record<string, string> = {
  strong: MARKS.BOLD,
  em: MARKS.ITALIC,
  s: MARKS.STRIKETHROUGH,
};

const block = (nodeType: string, content: Node[] = []): Block => ({ nodeType, data: {}, content }) as Block;

const text = (value: string, marks: readonly string[]): Text => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

/**
 * A picture as an embedded asset whose target is already resolved (as the loader resolves those of
 * rich text), with the Markdown's alt text as its description and its title as its title.
 */
function picture(token: Token): Block {
  const title = token.attrGet('title');
  const fields = {
    ...(title && { title: String(title) }),
    description: token.content,
    file: { url: toHttps(String(token.attrGet('src') ?? '')), contentType: 'image/*' },
  };
  return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: { fields } }, content: [] } as unknown as Block;
}

/**
 * An inline token list as rich-text inlines. A picture ends the run of text it is in (an embedded
 * asset is a block of its own, and a link holds only text), so this returns runs of inlines with
 * the pictures between them.
 */
function inlines(tokens: readonly Token[], html: string[]): (Node[] | Block)[] {
  const parts: (Node[] | Block)[] = [[]];
  const marks: string[] = [];
  let link: Inline | undefined;
  const run = () => parts[parts.length - 1] as Node[];
  /** Ends the link's text so far (a picture may come inside it). */
  const endLink = () => {
    if (link?.content.length) run().push(link);
    if (link) link = { ...link, content: [] };
  };
  const push = (node: Text) => (link ? link.content.push(node) : run().push(node));
  for (const token of tokens) {
    const kind = token.type.replace(/_(?:open|close)$/, '');
    if (MARK_OF[kind] && token.nesting === 1) marks.push(MARK_OF[kind]);
    else if (MARK_OF[kind]) marks.splice(marks.lastIndexOf(MARK_OF[kind]), 1);
    else if (token.type === 'link_open')
      link = { nodeType: INLINES.HYPERLINK, data: { uri: token.attrGet('href') ?? '' }, content: [] } as Inline;
    else if (token.type === 'link_close') {
      endLink();
      link = undefined;
    } else if (token.type === 'text' && token.content) push(text(token.content, marks));
    else if (token.type === 'code_inline') push(text(token.content, [...marks, MARKS.CODE]));
    else if (token.type === 'softbreak' || token.type === 'hardbreak') push(text('\n', marks));
    else if (token.type === 'html_inline') html.push(token.content);
    else if (token.type === 'image') {
      endLink();
      parts.push(picture(token), []);
    }
  }
  return parts;
}

/** Runs of inlines as blocks of `nodeType` (empty runs dropped), with the pictures between them. */
const blocksOf = (parts: (Node[] | Block)[], nodeType: string): Block[] =>
  parts.flatMap((part) => (Array.isArray(part) ? (part.length ? [block(nodeType, part)] : []) : [part]));

/** A Markdown text as a rich-text document (see the file comment). */
export function markdownToRichText(markdown: string): MarkdownDocument {
  const html: string[] = [];
  const root = block(BLOCKS.DOCUMENT);
  const open: Block[] = [root];
  const add = (...nodes: Block[]) => open[open.length - 1].content.push(...nodes);
  /** What an inline token list makes inside the block that is open: a paragraph's text, a heading's, a cell's. */
  let inlineType: string = BLOCKS.PARAGRAPH;
  for (const token of parser.parse(markdown, {})) {
    const kind = token.type.replace(/_(?:open|close)$/, '');
    if (token.type === 'inline') {
      add(...blocksOf(inlines(token.children ?? [], html), inlineType));
    } else if (token.type === 'paragraph_open' || token.type === 'heading_open') {
      // The inline token inside makes the block itself (split where it holds a picture).
      inlineType = kind === 'heading' ? `heading-${token.tag.slice(1)}` : BLOCKS.PARAGRAPH;
    } else if (BLOCK_OF[kind] && token.nesting === 1) {
      const opened = block(BLOCK_OF[kind]);
      add(opened);
      open.push(opened);
      if (kind === 'th' || kind === 'td') inlineType = BLOCKS.PARAGRAPH;
    } else if (BLOCK_OF[kind] && token.nesting === -1) {
      open.pop();
    } else if (token.type === 'hr') {
      add(block(BLOCKS.HR));
    } else if (token.type === 'fence' || token.type === 'code_block') {
      add(block(BLOCKS.PARAGRAPH, [text(token.content.replace(/\n$/, ''), [MARKS.CODE])]));
    } else if (token.type === 'html_block') {
      html.push(token.content.trim());
    }
  }
  return { document: root as unknown as Document, html };
}
