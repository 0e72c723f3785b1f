import type { Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import {
  answerHeading,
  cardTitle,
  mainsAnswerPath,
  mainsListPath,
  sectionAnswers,
  type MainsEntry,
} from '@/lib/content/mains';
import { examSections } from '@/lib/content/sections';
import type { MainsAnswer } from '@/schemas/mains-answer';

const [upsc, appsc, tgpsc] = examSections;

/** A question document with one paragraph per given text. */
const doc = (...paragraphs: string[]): Document =>
  ({
    nodeType: 'document',
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  }) as Document;

const answer = (fields: Partial<MainsAnswer>): MainsAnswer => ({ tags: [], page: [], sourceUrl: [], ...fields });
const entry = (id: string, fields: Partial<MainsAnswer>): MainsEntry => ({ id, data: answer(fields) });

describe('cardTitle and answerHeading', () => {
  it.each([
    [
      'question and title',
      { title: 'Governor and Bills', question: doc('', 'Discuss the Governor.', '(15 marks)') },
      'Discuss the Governor.',
      'Governor and Bills',
    ],
    ['title only', { title: 'Governor and Bills' }, 'Governor and Bills', 'Governor and Bills'],
    ['question only', { question: doc('Discuss the Governor.') }, 'Discuss the Governor.', 'Discuss the Governor.'],
    ['empty question', { title: 'Fallback', question: doc('  ') }, 'Fallback', 'Fallback'],
  ])('%s → card %j, heading %j', (_, fields, card, heading) => {
    expect(cardTitle(answer(fields))).toBe(card);
    expect(answerHeading(answer(fields))).toBe(heading);
  });
});

describe('sectionAnswers', () => {
  const entries = [
    entry('old-upsc', { page: ['upsc'], publishDate: new Date('2026-01-01') }),
    entry('new-upsc', { page: ['UPSC'], publishDate: new Date('2026-03-01') }),
    entry('appsc', { page: ['appsc'], publishDate: new Date('2026-02-01') }),
    entry('both-states', { page: ['appsc', 'tgpsc'], publishDate: new Date('2026-02-15') }),
    entry('undated-tgpsc', { page: ['tgpsc'] }),
  ];

  it.each([
    [upsc, ['new-upsc', 'old-upsc']],
    [appsc, ['both-states', 'appsc']],
    [tgpsc, ['both-states', 'undated-tgpsc']],
  ])('%o lists its own answers newest first', (section, ids) => {
    expect(sectionAnswers(entries, section).map((e) => e.id)).toEqual(ids);
  });

  it('lists answers of the same date by the title their card shows, whatever order they came in', () => {
    const day = new Date('2026-04-01');
    const sameDay = [
      entry('b', { page: ['upsc'], publishDate: day, title: 'Alpha', question: doc('Discuss federalism.') }),
      entry('c', { page: ['upsc'], publishDate: day, question: doc('Comment on fiscal deficits.') }),
      entry('a', { page: ['upsc'], publishDate: day, title: 'Budget' }),
    ];
    expect(sectionAnswers(sameDay, upsc).map((e) => e.id)).toEqual(['a', 'c', 'b']);
    expect(sectionAnswers([...sameDay].reverse(), upsc).map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('paths', () => {
  it.each([
    [upsc, '/courses/upsc/mains-answer-writing'],
    [appsc, '/courses/appsc-groups/mains-answer-writing'],
    [tgpsc, '/courses/tgpsc-groups/mains-answer-writing'],
  ])('%o list at %s, answers by id below it', (section, list) => {
    expect(mainsListPath(section)).toBe(list);
    expect(mainsAnswerPath(section, 'abc123')).toBe(`${list}/abc123/`);
  });
});
