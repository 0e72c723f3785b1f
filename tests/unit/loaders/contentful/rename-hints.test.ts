/**
 * Every rename hint of the report ("not shown on the site; rename it to content if it is …") leads
 * to a field that is shown: for each name other spaces give one of the site's fields, a value in
 * the shape those spaces keep it (Contentful's starters, community blogs) is, once renamed as the
 * hint says, kept whole by the loader — no second drop for that field.
 */
import { describe, expect, it } from 'vitest';
import { fitEntry } from '@/loaders/contentful';
import { OTHER_NAMES, unusedFieldNote, unusedFields } from '@/loaders/contentful/problems';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { MainsAnswerSchema } from '@/schemas/mains-answer';

const doc = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});
const asset = (url: string, contentType = 'image/jpeg') => ({
  url,
  title: 'Picture',
  contentType,
  width: 1600,
  height: 900,
});
const person = (name: string) => ({ id: name, contentType: 'person', label: name, fields: { name } });

/** Values as other spaces keep them, by the site field their name stands for. */
const SHAPES: Record<string, unknown[]> = {
  content: ['# Heading\n\nA **Markdown** body.', doc('A rich-text body.')],
  featuredImage: [asset('https://images.ctfassets.net/s/p/1/x.jpg'), 'https://images.ctfassets.net/s/p/1/x.jpg'],
  publishDate: ['2024-01-12', '2024-01-12T10:00:00.000Z'],
  summary: ['A teaser.', doc('A rich-text teaser.')],
  author: [person('John Doe'), [person('John Doe'), person('Jane Roe')], 'John Doe'],
  category: ['Polity', person('Polity'), [person('Polity'), person('Current Affairs')]],
  tags: [['general', 'static-sites'], 'Polity, Parliament', [person('Economy')]],
  modelAnswer: ['The **answer**.', doc('The answer.')],
  pdfFile: [asset('https://assets.ctfassets.net/s/f/1/march.pdf', 'application/pdf')],
};

const SCHEMAS = [
  ['blogPost', BlogPostSchema],
  ['mainsAnswerWriting', MainsAnswerSchema],
  ['currentAffairsPdf', CurrentAffairsPdfSchema],
] as const;

/** Every (content type, other name, site field, value): each hint the report can give, with each shape. */
const CASES = SCHEMAS.flatMap(([type, schema]) =>
  Object.entries(OTHER_NAMES)
    .filter(([field]) => field in schema.shape)
    .flatMap(([field, names]) =>
      names.flatMap((name) => (SHAPES[field] ?? []).map((value) => [type, name, field, value, schema] as const)),
    ),
);

describe('a field renamed as the report says is shown, not dropped again', () => {
  it('covers every rename hint', () => {
    const hinted = new Set(CASES.map(([, name, field]) => `${name}→${field}`));
    const all = Object.entries(OTHER_NAMES).flatMap(([field, names]) => names.map((name) => `${name}→${field}`));
    expect(all.filter((hint) => !hinted.has(hint))).toEqual([]);
  });

  it.each(
    CASES.map(([type, name, field, value, schema]) => [
      type,
      name,
      field,
      JSON.stringify(value).slice(0, 40),
      value,
      schema,
    ]),
  )('%s: %s → %s (%s)', async (_, name, field, __, value, schema) => {
    const before = { title: 'An entry', [name]: value };
    expect(unusedFields(schema, before)).toEqual([name]);
    expect(unusedFieldNote(schema)(name)).toMatch(new RegExp(`; rename it to ${field} if it is `));
    const after = { title: 'An entry', [field]: value };
    const fitted = await fitEntry(
      schema,
      'e1',
      after,
      [],
      async (input) => schema.parse(input) as Record<string, unknown>,
    );
    expect(
      'data' in fitted && fitted.problems.filter((p) => p.field === field || p.field.startsWith(`${field}[`)),
    ).toEqual([]);
    expect('data' in fitted && fitted.data[field]).toBeTruthy();
  });
});
