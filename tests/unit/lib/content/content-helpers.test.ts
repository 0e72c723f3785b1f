import { describe, expect, it } from 'vitest';
import { examSections, inSection, byNewest } from '@/lib/content/sections';
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
    [upsc, {}, false],
    [appsc, { page: ['APPSC'] }, true],
    [appsc, { page: ['appsc-groups'] }, true],
    [appsc, { page: ['tgpsc'], category: 'Current Affairs' }, false],
    [tgpsc, { page: ['upsc', 'TGPSC'] }, true],
    [tgpsc, { page: [] }, false],
  ])('%o section, entry %o → %s', (section, entry, expected) => {
    expect(inSection(section, entry)).toBe(expected);
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
