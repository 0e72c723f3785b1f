import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { firstText, richTextToPlain } from '@/lib/content/plain-text';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const link = (uri: string, label: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [text(label)] });
const doc = (...content: object[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;

describe('richTextToPlain and firstText', () => {
  const question = doc(
    paragraph(text('')),
    paragraph(text('Discuss the role of the '), link('https://x.in', 'Finance Commission'), text('.')),
    {
      nodeType: 'unordered-list',
      data: {},
      content: [{ nodeType: 'list-item', data: {}, content: [paragraph(text('150 words'))] }],
    },
  );

  it('joins blocks with a space and keeps inline links in the sentence', () =>
    expect(richTextToPlain(question)).toBe('Discuss the role of the Finance Commission. 150 words'));

  it('takes the first non-empty block', () =>
    expect(firstText(question)).toBe('Discuss the role of the Finance Commission.'));

  it.each([undefined, doc()])('is empty for %j', (d) => {
    expect(richTextToPlain(d)).toBe('');
    expect(firstText(d)).toBe('');
  });
});
