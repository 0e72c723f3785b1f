import { describe, expect, it } from 'vitest';
import { indexedIn, resultUrl, searchBody } from '@/lib/search/search';
import { canonicalSection, examSections, sectionsOf } from '@/lib/content/sections';

const [upsc, appsc, tgpsc] = examSections;

describe('an entry in several sections', () => {
  it('is in them in the sections’ order, whatever its page list says', () => {
    expect(sectionsOf({ page: ['tgpsc', 'appsc'] })).toEqual([appsc, tgpsc]);
    expect(sectionsOf({ page: ['tgpsc'], category: 'Current Affairs' })).toEqual([upsc, tgpsc]);
    expect(sectionsOf({ category: 'Polity' })).toEqual([]);
  });

  it('names its first section’s page canonical from every section it is shown in', () => {
    const entry = { page: ['tgpsc', 'appsc'] };
    expect(canonicalSection(tgpsc, entry)).toBe(appsc);
    expect(canonicalSection(appsc, entry)).toBe(appsc);
    expect(canonicalSection(tgpsc, { page: ['tgpsc'] })).toBe(tgpsc);
  });

  it('is indexed at its first section’s page only, filterable by that section', () => {
    const sections = [appsc, tgpsc];
    expect(indexedIn(appsc, sections)).toBe(true);
    expect(indexedIn(tgpsc, sections)).toBe(false);
    expect(searchBody(appsc, sections)).toEqual({ 'data-pagefind-body': '', 'data-pagefind-filter': 'section:APPSC' });
    expect(searchBody(tgpsc, sections)).toEqual({});
    // A quiz is in its own section alone.
    expect(searchBody(tgpsc)).toEqual({ 'data-pagefind-body': '', 'data-pagefind-filter': 'section:TGPSC' });
  });

  it.each([
    ['/courses/appsc-groups/current-affairs/krishna/', 'TGPSC', '/courses/tgpsc-groups/current-affairs/krishna/'],
    ['/courses/upsc/mains-answer-writing/abc/', 'APPSC', '/courses/appsc-groups/mains-answer-writing/abc/'],
    ['/courses/appsc-groups/current-affairs/krishna/', 'APPSC', '/courses/appsc-groups/current-affairs/krishna/'],
    ['/courses/appsc-groups/current-affairs/krishna/', undefined, '/courses/appsc-groups/current-affairs/krishna/'],
    ['/courses/upsc-prelims/x/', 'APPSC', '/courses/upsc-prelims/x/'],
    ['/about/', 'TGPSC', '/about/'],
  ])('links the result %s in section %s at %s', (url, label, expected) => {
    expect(resultUrl(url, label)).toBe(expected);
  });
});
