import { describe, expect, it } from 'vitest';
import { examSections, inSection, byNewest, quizSection, sectionsOf, whyInNoSection } from '@/lib/content/sections';
import { PAGE_SIZE, pageCount, pageItems, pagePath, parsePageParam } from '@/lib/content/paging';
import { formatLongDate, isoDay } from '@/lib/dates';

const [upsc, appsc, tgpsc] = examSections;

describe('inSection', () => {
  it.each([
    [upsc, { page: ['upsc'], category: 'Polity' }, true],
    [upsc, { category: 'Current Affairs' }, true],
    [upsc, { category: 'Weekly affairs digest' }, true],
    [upsc, { page: ['appsc'], category: 'State Affairs' }, true],
    [upsc, { page: ['appsc'], category: 'Economy' }, false],
    [upsc, { topic: 'UPSC' }, false],
    [upsc, {}, false],
    [appsc, { page: ['APPSC'] }, true],
    [appsc, { page: ['appsc-groups'] }, true],
    [appsc, { page: ['tgpsc'], category: 'Current Affairs' }, false],
    [tgpsc, { page: ['upsc', 'TGPSC'] }, true],
    [tgpsc, { page: [] }, false],
  ])('an article: %o section, entry %o → %s', (section, entry, expected) => {
    expect(inSection(section, entry, 'blogPost')).toBe(expected);
  });

  // A mains answer is UPSC's by its "UPSC topic" (spec document 2 §7), or by the page key as
  // everything else is; an article's category rule does not apply to it.
  it.each([
    [upsc, { topic: 'UPSC' }, true],
    [upsc, { topic: 'upsc', page: ['appsc'] }, true],
    [upsc, { page: ['upsc'] }, true],
    [upsc, { topic: 'Polity' }, false],
    [upsc, { category: 'Current Affairs' }, false],
    [appsc, { topic: 'UPSC', page: ['appsc'] }, true],
    [appsc, { topic: 'APPSC' }, false],
  ])('a mains answer: %o section, entry %o → %s', (section, entry, expected) => {
    expect(inSection(section, entry, 'mainsAnswerWriting')).toBe(expected);
  });

  it.each([
    [{ page: ['upsc'] }, ['upsc']],
    [{ category: 'Current Affairs' }, []],
    [{ page: ['appsc', 'tgpsc'] }, ['appsc', 'tgpsc']],
  ])('a PDF by its page key alone, as its listing: %o → %o', (entry, keys) => {
    expect(sectionsOf(entry, 'currentAffairsPdf').map((s) => s.key)).toEqual(keys);
  });

  it('sorts newest first, undated last', () => {
    const items = [{ publishDate: new Date('2026-01-01') }, {}, { publishDate: new Date('2026-03-01') }];
    expect(items.sort(byNewest).map((i) => i.publishDate?.getMonth())).toEqual([2, 0, undefined]);
  });

  it('sorts entries of the same date by title, whatever order they came in', () => {
    const day = new Date('2026-10-18');
    const items = [
      { title: 'Krishna water sharing', publishDate: day },
      { title: '42 per cent reservation', publishDate: day },
      { title: 'bathukamma', publishDate: day },
    ];
    const titles = (list: typeof items) => [...list].sort(byNewest).map((i) => i.title);
    expect(titles(items)).toEqual(['42 per cent reservation', 'bathukamma', 'Krishna water sharing']);
    expect(titles([...items].reverse())).toEqual(titles(items));
  });
});

describe('quizSection and the content report', () => {
  const question = { question: 'Q?', options: ['a', 'b'], correctAnswer: 0 };
  it.each([
    ['quiz', { status: 'Published', page: ['upsc'], questions: [question] }, 'upsc', undefined],
    ['currentAffairsQuiz', { exam: 'appsc', questions: [question] }, 'appsc', undefined],
    // Known from the link index, which does not keep the questions: the quiz's page is linked.
    ['currentAffairsQuiz', { exam: 'tgpsc' }, 'tgpsc', undefined],
    [
      'quiz',
      { status: 'Published', page: ['upsc'], questions: [] },
      undefined,
      { field: 'questions', reason: 'no questions: not listed' },
    ],
    [
      'currentAffairsQuiz',
      { exam: 'appsc', questions: [] },
      undefined,
      { field: 'questions', reason: 'no questions: not listed' },
    ],
    [
      'quiz',
      { status: 'Draft', page: ['upsc'], questions: [] },
      undefined,
      { field: 'status', value: 'Draft', reason: 'not "Published": the quiz is hidden' },
    ],
  ] as const)('%s %o: listed in %s; the report says %o', (type, quiz, section, why) => {
    expect(quizSection(type, quiz)?.key).toBe(section);
    expect(whyInNoSection(type, quiz)).toEqual(why);
  });

  it.each([
    ['blogPost', ' and the category is not current affairs'],
    ['mainsAnswerWriting', ' and the topic is not UPSC'],
    ['currentAffairsPdf', ''],
  ])('names what else could have placed a %s in no section', (type, nor) => {
    expect(whyInNoSection(type, { page: ['neet'] })).toEqual({
      field: 'page',
      value: 'neet',
      reason: `names no exam ("upsc", "appsc", "tgpsc")${nor}: no page shows it`,
    });
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [26, 3],
  ])('%i items make %i pages', (total, pages) => expect(pageCount(total)).toBe(pages));

  it('slices pages of 10', () => {
    const items = Array.from({ length: 26 }, (_, i) => i);
    expect(PAGE_SIZE).toBe(10);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 10));
    expect(pageItems(items, 3)).toEqual([20, 21, 22, 23, 24, 25]);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
  ])('?page=%s means page %i', (value, page) => expect(parsePageParam(value)).toBe(page));

  it.each([
    [1, '/courses/upsc/current-affairs/'],
    [2, '/courses/upsc/current-affairs/page/2/'],
  ])('page %i lives at %s', (page, path) => expect(pagePath('/courses/upsc/current-affairs', page)).toBe(path));
});

describe('dates', () => {
  it.each([
    ['2025-01-05', 'January 5, 2025'],
    ['2026-10-08', 'October 8, 2026'],
    ['2026-12-31T23:30:00Z', 'January 1, 2027'], // already the next day in India
  ])('%s reads %s', (value, text) => expect(formatLongDate(new Date(value))).toBe(text));

  it('gives the calendar day', () => expect(isoDay(new Date('2026-10-08'))).toBe('2026-10-08'));
});
