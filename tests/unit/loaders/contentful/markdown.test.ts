/**
 * Markdown bodies (markdown.ts, reshape.ts): a Markdown text becomes the document the rich-text
 * editor makes for the same content, so the site's renderer gives the same HTML under the same
 * rules; HTML inside it is left out and named; text kept in a summary, description or excerpt
 * in the other shape is read as words.
 */
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { markdownToRichText } from '@/loaders/contentful/markdown';
import { reshape } from '@/loaders/contentful/reshape';
import { renderRichText } from '@/lib/content/rich-text';
import { BlogPostSchema } from '@/schemas/blog-post';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';

type Node = Record<string, unknown>;
const text = (value: string, ...marks: string[]): Node => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, ...content: Node[]): Node => ({ nodeType, data: {}, content });
const doc = (...content: Node[]) => block(BLOCKS.DOCUMENT, ...content) as never;
const p = (...content: Node[]) => block(BLOCKS.PARAGRAPH, ...content);
const hyperlink = (uri: string, ...content: Node[]): Node => ({ nodeType: INLINES.HYPERLINK, data: { uri }, content });
const picture = (url: string, description: string, contentType = 'image/jpeg'): Node => ({
  nodeType: BLOCKS.EMBEDDED_ASSET,
  data: {
    target: { sys: { type: 'Link', linkType: 'Asset', id: 'a' }, fields: { description, file: { url, contentType } } },
  },
  content: [],
});

/** Markdown, and the rich-text document an editor would make for the same content. */
const SAME: [string, string, unknown][] = [
  ['a heading 1, shifted to h2 as for rich text', '# Budget 2025', doc(block(BLOCKS.HEADING_1, text('Budget 2025')))],
  ['headings 2 to 6', '## A\n\n###### F', doc(block(BLOCKS.HEADING_2, text('A')), block(BLOCKS.HEADING_6, text('F')))],
  [
    'bold, italic, code and struck text',
    'A **b** _i_ `c` ~~s~~',
    doc(
      p(
        text('A '),
        text('b', MARKS.BOLD),
        text(' '),
        text('i', MARKS.ITALIC),
        text(' '),
        text('c', MARKS.CODE),
        text(' '),
        text('s', MARKS.STRIKETHROUGH),
      ),
    ),
  ],
  [
    'a web link, opened in a new tab',
    'See [PRS](https://prsindia.org).',
    doc(p(text('See '), hyperlink('https://prsindia.org', text('PRS')), text('.'))),
  ],
  [
    'a list, a quote and a rule',
    '- one\n- two\n\n> said\n\n---',
    doc(
      block(BLOCKS.UL_LIST, block(BLOCKS.LIST_ITEM, p(text('one'))), block(BLOCKS.LIST_ITEM, p(text('two')))),
      block(BLOCKS.QUOTE, p(text('said'))),
      block(BLOCKS.HR),
    ),
  ],
  ['an ordered list', '1. first', doc(block(BLOCKS.OL_LIST, block(BLOCKS.LIST_ITEM, p(text('first')))))],
  [
    'a table, in its scrolling box',
    '| Year | Rate |\n| --- | --- |\n| 2025 | 6.5 |',
    doc(
      block(
        BLOCKS.TABLE,
        block(
          BLOCKS.TABLE_ROW,
          block(BLOCKS.TABLE_HEADER_CELL, p(text('Year'))),
          block(BLOCKS.TABLE_HEADER_CELL, p(text('Rate'))),
        ),
        block(BLOCKS.TABLE_ROW, block(BLOCKS.TABLE_CELL, p(text('2025'))), block(BLOCKS.TABLE_CELL, p(text('6.5')))),
      ),
    ),
  ],
  [
    'a picture on Contentful, through the Images API',
    '![The budget](//images.ctfassets.net/s/pic/1/budget.jpg)',
    doc(picture('https://images.ctfassets.net/s/pic/1/budget.jpg', 'The budget')),
  ],
  [
    'a picture inside a paragraph, as its own block between the words',
    'Before ![x](https://images.ctfassets.net/s/p/1/x.png) after',
    doc(p(text('Before ')), picture('https://images.ctfassets.net/s/p/1/x.png', 'x', 'image/png'), p(text(' after'))),
  ],
];

describe('a Markdown text renders as the same content in rich text does', () => {
  it.each(SAME)('%s', (_, markdown, richText) => {
    const { document, html } = markdownToRichText(markdown);
    expect(renderRichText(document)).toBe(renderRichText(richText as never));
    expect(html).toEqual([]);
  });
});

describe('the same safety rules as rich text', () => {
  it.each([
    ['a javascript: link (not a link)', '[x](javascript:alert(1))', /^<p>\[x\]\(javascript:alert\(1\)\)<\/p>$/],
    ['a data: link (not a link)', '[x](data:text/html;base64,PHNjcmlwdD4=)', /^<p>\[x\]\(data:/],
    ['text that looks like HTML, escaped', 'a &lt; b and 1 < 2', /^<p>a &lt; b and 1 &lt; 2<\/p>$/],
    [
      'a code block, escaped',
      '```\n<script>x</script>\n```',
      /^<p><code>&lt;script&gt;x&lt;\/script&gt;<\/code><\/p>$/,
    ],
  ])('%s', (_, markdown, html) => {
    expect(renderRichText(markdownToRichText(markdown).document)).toMatch(html);
  });

  it('leaves HTML out, keeps the words between tags, and hands the HTML back for the report', () => {
    const { document, html } = markdownToRichText(
      'Read <a href="https://x" onclick="steal()">this</a>.\n\n<iframe src="https://evil.example"></iframe>\n\n<script>alert(1)</script>',
    );
    expect(renderRichText(document)).toBe('<p>Read this.</p>');
    expect(html).toEqual([
      '<a href="https://x" onclick="steal()">',
      '</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<script>alert(1)</script>',
    ]);
  });
});

describe('reshape: values in another shape than the field', () => {
  const post = { title: 'T', slug: 't' };
  const rich = doc(p(text('Lead '), text('words', MARKS.BOLD)));

  it('reads a Markdown body, question and model answer as rich text, naming the HTML left out', () => {
    const { data, problems } = reshape(MainsAnswerSchema, {
      question: 'Why **now**?',
      modelAnswer: 'Because <b>x</b>',
    });
    expect(renderRichText(data.question as never)).toBe('<p>Why <b>now</b>?</p>');
    expect(renderRichText(data.modelAnswer as never)).toBe('<p>Because x</p>');
    expect(problems).toEqual([
      { field: 'modelAnswer', value: '<b> </b>', reason: 'HTML inside Markdown is not shown; write it as Markdown' },
    ]);
  });

  it('reads rich text in a summary, description or excerpt as its words', () => {
    expect(reshape(BlogPostSchema, { ...post, summary: rich, content: rich }).data.summary).toBe('Lead words');
    expect(reshape(MainsAnswerSchema, { title: 'T', excerpt: rich }).data.excerpt).toBe('Lead words');
  });

  it('leaves rich text in a field that is neither to the schema, which names it', () => {
    expect(reshape(QuizSchema, { ...post, subject: rich }).data.subject).toEqual(rich);
  });

  it.each([
    [
      'no content: the description is the article text, moved',
      { ...post, description: rich },
      { content: rich, summary: undefined, description: undefined },
      'used as the article text, as content is empty',
    ],
    [
      'content but no summary: the description, as words, is the summary, and stays the description',
      { ...post, description: 'A **lead**', content: rich },
      { content: rich, summary: 'A lead', description: 'A **lead**' },
      'used as the summary, as summary is empty',
    ],
  ])('%s', (_, input, expected, reason) => {
    const { data, problems } = reshape(BlogPostSchema, input);
    expect({ content: data.content, summary: data.summary, description: data.description }).toEqual(expected);
    expect(problems).toMatchObject([{ field: 'description', reason, warning: true }]);
    // A second pass (a re-resolved stored entry) finds nothing to move.
    expect(reshape(BlogPostSchema, data).problems).toEqual([]);
  });

  it('leaves an article with its own summary and text as it is', () => {
    const input = { ...post, summary: 'S', description: 'D', content: rich };
    expect(reshape(BlogPostSchema, input)).toEqual({ data: input, problems: [] });
  });
});
