/**
 * The content report of the answers students sent for review (issue 47): how many reviewed answers
 * each question shows, and the answers it cannot show with why, from a space the loader reads as a
 * file, as a build does.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCollection } from '@/loaders/contentful';
import { collectReport, reportMarkdown, resetContentReport } from '@/loaders/contentful/report';
import { reviewedByQuestion, whyAnswerNotShown } from '@/lib/content/reviewed-answers';
import { AnswerSubmissionSchema } from '@/schemas/answer-submission';
import { fakeContext } from './fake-context';

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const doc = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});
const entry = (id: string, contentType: string, fields: Record<string, unknown>, published = true) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: contentType } },
    createdAt: '2026-11-01T00:00:00Z',
    ...(published && { publishedVersion: 1 }),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
});
const answer = (id: string, question: string, reviewed = true, published = true) =>
  entry(
    id,
    'answerSubmission',
    {
      question: link(question),
      name: `Student ${id}`,
      text: 'Article 200 gives the Governor four options.',
      language: 'en',
      submissionId: `s-${id}`,
      submittedAt: '2026-11-20T10:00:00Z',
      ...(reviewed && { review: doc('Add Shamsher Singh.') }),
    },
    published,
  );

async function report() {
  const space = {
    locales: [{ code: 'en-US', default: true }],
    assets: [],
    entries: [
      entry('governor', 'mainsAnswerWriting', { title: 'Governor and State Legislation', page: ['upsc'] }),
      entry('farming', 'mainsAnswerWriting', { title: 'Natural farming in Andhra Pradesh', page: ['appsc'] }),
      entry('withdrawn', 'mainsAnswerWriting', { title: 'A question taken down', page: ['upsc'] }, false),
      answer('a1', 'governor'),
      answer('a2', 'governor'),
      answer('a3', 'farming'),
      answer('a4', 'governor', false), // waiting for its review
      answer('a5', 'farming', true, false), // a draft: never shown
      answer('a6', 'withdrawn'), // its question is not published
    ],
  };
  const path = join(mkdtempSync(join(tmpdir(), 'cf-answers-')), 'space.json');
  writeFileSync(path, JSON.stringify(space));
  resetContentReport();
  const fake = fakeContext('answerSubmission', AnswerSubmissionSchema);
  await loadCollection(fake.ctx, {
    contentType: 'answerSubmission',
    schema: AnswerSubmissionSchema,
    whyNoPage: (_, data) => whyAnswerNotShown(data),
    countShown: reviewedByQuestion,
    env: { CONTENT_SNAPSHOT: path },
  });
  return collectReport();
}

describe('the content report of reviewed answers', () => {
  it('counts the reviewed answers each question shows, most first, by its title', async () => {
    const [answers] = (await report()).collections;
    expect(answers.shownBy).toEqual({
      heading: 'Reviewed answers shown, by question',
      column: 'Question',
      counts: [
        { id: 'governor', title: 'Governor and State Legislation', shown: 2 },
        { id: 'farming', title: 'Natural farming in Andhra Pradesh', shown: 1 },
      ],
    });
    expect(answers.shown).toBe(3);
  });

  it('names each answer it cannot show and why: no review yet, a question not published, a draft', async () => {
    const [answers] = (await report()).collections;
    expect(answers.rows.map((r) => [r.id, r.kind, r.field, r.reason])).toEqual(
      expect.arrayContaining([
        ['a4', 'no section', 'review', 'no review written: not shown'],
        ['a6', 'no section', 'question', 'links to no published mains answer: not shown'],
        ['a5', 'draft', '(entry)', 'draft, not published'],
      ]),
    );
  });

  it('writes the counts as a table of content-report.md', async () => {
    const md = reportMarkdown(await report());
    expect(md).toContain(
      [
        '## Reviewed answers shown, by question',
        '',
        '| Question | Entry | Shown |',
        '| --- | --- | ---: |',
        '| Governor and State Legislation | governor | 2 |',
        '| Natural farming in Andhra Pradesh | farming | 1 |',
      ].join('\n'),
    );
  });
});
