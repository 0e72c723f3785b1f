import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { articlesPath } from '@/lib/content/current-affairs';
import { mainsListPath } from '@/lib/content/mains';
import { matchMissing, missingRules } from '@/lib/content/not-found';
import { quizListPath } from '@/lib/content/quizzes';
import { examSections } from '@/lib/content/sections';

const rules = missingRules(
  examSections.map((s) => ({ articles: articlesPath(s), mains: mainsListPath(s), quizzes: quizListPath(s) })),
  en.content,
);
const match = (path: string) => {
  const rule = matchMissing(path, rules);
  return rule && [rule.message, rule.list, rule.backLabel];
};

describe('matchMissing', () => {
  it.each([
    ['/courses/upsc/current-affairs/deleted-article/', '/courses/upsc/current-affairs/'],
    ['/courses/appsc-groups/current-affairs/mistyped', '/courses/appsc-groups/current-affairs/'],
    ['/courses/tgpsc-groups/current-affairs/5xYzAbC/', '/courses/tgpsc-groups/current-affairs/'],
  ])('an article address %s: the article message, back to %s', (path, list) => {
    expect(match(path)).toEqual(['Article not found or no longer available.', list, 'Back to Current Affairs']);
  });

  it.each([
    ['/courses/upsc/mains-answer-writing/gone/', '/courses/upsc/mains-answer-writing/'],
    ['/courses/tgpsc-groups/mains-answer-writing/gone', '/courses/tgpsc-groups/mains-answer-writing/'],
  ])('a mains answer address %s: Post not found, back to %s', (path, list) => {
    expect(match(path)).toEqual(['Post not found.', list, 'Back to All Questions']);
  });

  it.each([
    ['/courses/upsc/current-affairs-quiz/deleted-quiz/', '/courses/upsc/current-affairs-quiz/'],
    ['/courses/appsc-groups/current-affairs-quiz/renamed', '/courses/appsc-groups/current-affairs-quiz/'],
    ['/courses/tgpsc-groups/current-affairs-quiz/mistyped-slug/', '/courses/tgpsc-groups/current-affairs-quiz/'],
  ])('a quiz address %s: Quiz not found, back to %s', (path, list) => {
    expect(match(path)).toEqual(['Quiz not found.', list, 'Back to Quizzes']);
  });

  it.each([
    '/no-such-page',
    '/courses/upsc/current-affairs/page/99/', // a list page, not an article
    '/courses/upsc/current-affairs/a/b/',
    '/courses/upsc/current-affairs-quiz/type/daily/', // a filter, not a quiz
    '/courses/neet/current-affairs/x/',
    '/courses/upsc/current-affairs-pdfs/x/',
    '/courses/upsc/',
  ])('%s keeps the generic page', (path) => {
    expect(matchMissing(path, rules)).toBeNull();
  });
});
