import type { Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import {
  paragraphsOf,
  questionLimits,
  reviewedAnswersOf,
  whyAnswerNotShown,
  type ReviewedAnswer,
} from '@/lib/content/reviewed-answers';
import { AnswerSubmissionSchema } from '@/schemas/answer-submission';

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

const answer = (id: string, fields: Record<string, unknown>): ReviewedAnswer => ({
  id,
  data: AnswerSubmissionSchema.parse({
    question: 'q1',
    name: `Student ${id}`,
    text: 'My answer',
    submissionId: `device-${id}`,
    submittedAt: '2026-11-20T10:00:00+05:30',
    review: doc('Good.'),
    ...fields,
  }),
});

describe('reviewedAnswersOf', () => {
  const all = [
    answer('old-en', { submittedAt: '2026-11-01T10:00:00+05:30' }),
    answer('new-te', { language: 'te', submittedAt: '2026-11-25T10:00:00+05:30' }),
    answer('new-en', { submittedAt: '2026-11-24T10:00:00+05:30' }),
    answer('other-question', { question: 'q2' }),
    answer('not-reviewed', { review: undefined }),
  ];
  const ids = (lang: 'en' | 'te') => reviewedAnswersOf(all, 'q1', lang).map((a) => a.id);

  it('shows the reviewed answers to the question, the page language first, each group newest first', () => {
    expect(ids('en')).toEqual(['new-en', 'old-en', 'new-te']);
    expect(ids('te')).toEqual(['new-te', 'new-en', 'old-en']);
  });

  it('never shows an answer without a review, or one to another question', () => {
    expect(ids('en')).not.toContain('not-reviewed');
    expect(ids('en')).not.toContain('other-question');
  });
});

describe('whyAnswerNotShown', () => {
  it('names the field an editor fixes', () => {
    expect(whyAnswerNotShown({ name: 'A' })).toEqual({
      field: 'question',
      reason: 'links to no published mains answer: not shown',
    });
    expect(whyAnswerNotShown({ question: 'q1' })).toEqual({ field: 'review', reason: 'no review written: not shown' });
    expect(whyAnswerNotShown({ question: 'q1', review: doc('Good.') })).toBeUndefined();
  });
});

describe('questionLimits', () => {
  it.each([
    [doc('Discuss the Governor.', '(15 marks, 250 words)'), { marks: 15, words: 250 }],
    [doc('గవర్నర్ పాత్రను చర్చించండి.', '(15 మార్కులు, 250 పదాలు)'), { marks: 15, words: 250 }],
    [doc('(Andhra Pradesh Group-1 Mains, Paper IV, 10 marks)'), { marks: 10, words: undefined }],
    [doc('Discuss.'), { marks: undefined, words: undefined }],
    [undefined, { marks: undefined, words: undefined }],
  ])('reads the marks and words a question states: %#', (question, limits) => {
    expect(questionLimits(question)).toEqual(limits);
  });
});

describe('the answerSubmission schema', () => {
  it('reads the question link as its entry id and photos as assets', () => {
    const { data } = answer('a', {
      question: { id: 'q9', contentType: 'mainsAnswerWriting', fields: {} },
      photos: [{ url: '//images.ctfassets.net/s/p/a.jpg', width: 1200, height: 1600 }],
    });
    expect(data.question).toBe('q9');
    expect(data.photos[0].url).toBe('https://images.ctfassets.net/s/p/a.jpg');
    expect(data.language).toBe('en');
  });

  it('refuses an answer with neither text nor photos', () => {
    expect(() => answer('a', { text: '' })).toThrow(/neither text nor photos/);
  });
});

it('paragraphsOf keeps a student’s paragraphs and drops blank ones', () => {
  expect(paragraphsOf('One\nline two\n\n\n  Two  \n\n')).toEqual(['One\nline two', 'Two']);
  expect(paragraphsOf(undefined)).toEqual([]);
});
