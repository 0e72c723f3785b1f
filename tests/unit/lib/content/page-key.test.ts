import { describe, expect, it } from 'vitest';
import { pageKey, type BuildInputs } from '@/lib/content/page-key';

const build: BuildInputs = { year: 2026, preview: false, settings: { PUBLIC_GTM_ID: 'GTM-1' } };
const entry = (id: string, digest: string, title = 'RBI holds the repo rate') => ({
  id,
  collection: 'blogPost',
  digest,
  data: { title },
});
const props = { section: { key: 'upsc' }, article: entry('a', 'd1'), related: [entry('b', 'd2')], page: 2 };
const key = pageKey(props, build);

describe('pageKey', () => {
  it('is the same for the same page in the same build', () => {
    expect(pageKey(structuredClone(props), { ...build })).toBe(key);
  });

  it('names an entry by its digest: its data is what the digest was made from', () => {
    expect(pageKey({ ...props, article: entry('a', 'd1', 'A title the digest does not know') }, build)).toBe(key);
  });

  it.each([
    ['the entry was edited (a new digest)', { ...props, article: entry('a', 'd9') }, build],
    ['a related entry was edited', { ...props, related: [entry('b', 'd9')] }, build],
    ['a related entry was added', { ...props, related: [entry('b', 'd2'), entry('c', 'd3')] }, build],
    ['another value in the props changed', { ...props, page: 3 }, build],
    ['the year in the footer changed', props, { ...build, year: 2027 }],
    ['it is an editor preview', props, { ...build, preview: true }],
    ['a PUBLIC_* setting changed', props, { ...build, settings: { PUBLIC_GTM_ID: 'GTM-2' } }],
  ])('changes when %s', (_, changedProps, changedBuild) => {
    expect(pageKey(changedProps, changedBuild)).not.toBe(key);
  });

  it('reads plain objects in full (a quiz made from its entry)', () => {
    const quiz = { slug: 'q1', questions: [{ text: 'Which article?' }] };
    expect(pageKey({ quiz }, build)).not.toBe(
      pageKey({ quiz: { ...quiz, questions: [{ text: 'Which one?' }] } }, build),
    );
  });
});
