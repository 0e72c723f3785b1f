/**
 * Current-affairs articles of a section (spec document 2 §2): which ones, in what order, where
 * they live and which are related. Pure: pages pass in the `blogPost` collection.
 */
import type { BlogPost } from '@/schemas/blog-post';
import { byNewest, inSection, type ExamSection } from './sections';

/** An article as the collection holds it: the Contentful entry id and its data. */
export interface Article {
  id: string;
  data: BlogPost;
}

/** Spec doc 2 §9: related articles shown under an article. */
export const RELATED_COUNT = 4;

/** `/courses/{section}/current-affairs`, without a trailing slash. */
export const articlesPath = (section: ExamSection) => `${section.basePath}/current-affairs`;

/** An article's page; `key` is its slug, or its id for the address the spec links related articles by. */
export const articlePath = (section: ExamSection, key: string) => `${articlesPath(section)}/${key}/`;

/** The section's articles, newest first. */
export const sectionArticles = (all: readonly Article[], section: ExamSection): Article[] =>
  all.filter((a) => inSection(section, a.data)).sort((a, b) => byNewest(a.data, b.data));

/**
 * Up to `count` other articles of the section: those sharing the most tags (a shared category
 * counts as one more) first, then the newest — so an article always has neighbours to offer.
 */
export function relatedArticles(sectionList: readonly Article[], article: Article, count = RELATED_COUNT): Article[] {
  const tags = new Set(article.data.tags.map((t) => t.toLowerCase()));
  const score = (other: Article) =>
    other.data.tags.filter((t) => tags.has(t.toLowerCase())).length +
    (article.data.category && other.data.category === article.data.category ? 1 : 0);
  // One pass keeping the best `count` (the list is newest first, so among equal scores the first seen
  // stays ahead): sorting the whole section for every article made builds quadratic-log in its size.
  const best: { other: Article; score: number }[] = [];
  for (const other of sectionList) {
    if (other.id === article.id) continue;
    const s = score(other);
    if (best.length === count && s <= best[count - 1].score) continue;
    const at = best.findIndex((b) => b.score < s);
    best.splice(at === -1 ? best.length : at, 0, { other, score: s });
    if (best.length > count) best.pop();
  }
  return best.map(({ other }) => other);
}
