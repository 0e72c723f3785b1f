/**
 * Current-affairs articles of a section (spec document 2 §2): which ones, in what order, where
 * they live and which are related. Pure: pages pass in the `blogPost` collection.
 */
import type { BlogPost } from '@/schemas/blog-post';
import { byNewest, canonicalSection, inSection, type ExamSection } from './sections';

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

/** The page search engines are given for an article shown in `section` (its copies and id addresses name it). */
export const canonicalArticlePath = (section: ExamSection, data: BlogPost) =>
  articlePath(canonicalSection(section, data), data.slug);

/** The section's articles, newest first. */
export const sectionArticles = (all: readonly Article[], section: ExamSection): Article[] =>
  all.filter((a) => inSection(section, a.data)).sort((a, b) => byNewest(a.data, b.data));

/**
 * How many of the newest articles carrying each tag (and each category) of an article are weighed
 * for its related articles.
 */
export const RELATED_SCAN = 100;

/**
 * Related articles in a section: for an article, up to `count` others, those sharing the most tags
 * (case aside; a shared category counts as one more) first, then the newest, so an article always
 * has neighbours to offer. The candidates are the newest RELATED_SCAN articles carrying each of its
 * tags and its category (noted once per section), each scored on all of them: the same as ranking
 * the whole section while no tag has more carriers than that. Weighing every carrier made the build
 * quadratic: a tag on a fifth of a section's 50,000 articles is 10,000 candidates for each of them
 * (profiled: 40 of the 570 CPU s of a 50k-article build's main process).
 */
export function relatedArticles(
  sectionList: readonly Article[],
  count = RELATED_COUNT,
): (article: Article) => Article[] {
  const keysOf = (a: Article) => [
    ...new Set([...a.data.tags.map((t) => t.toLowerCase()), ...(a.data.category ? [`\0${a.data.category}`] : [])]),
  ];
  // Positions in the list (newest first) of the newest articles carrying each key.
  const carriers = new Map<string, number[]>();
  sectionList.forEach((a, at) => {
    for (const key of keysOf(a)) {
      const list = carriers.get(key);
      if (!list) carriers.set(key, [at]);
      else if (list.length < RELATED_SCAN) list.push(at);
    }
  });
  const carries = (a: Article, key: string) =>
    key.startsWith('\0') ? a.data.category === key.slice(1) : a.data.tags.some((t) => t.toLowerCase() === key);
  return (article) => {
    const keys = keysOf(article);
    const candidates = new Set(keys.flatMap((key) => carriers.get(key) ?? []));
    const scores = new Map<number, number>();
    for (const at of candidates) scores.set(at, keys.filter((key) => carries(sectionList[at], key)).length);
    // The best `count`, kept in order in one pass.
    const ahead = (a: number, b: number) =>
      scores.get(a)! > scores.get(b)! || (scores.get(a) === scores.get(b) && a < b);
    const ranked: number[] = [];
    for (const at of candidates) {
      if (sectionList[at].id === article.id || (ranked.length === count && !ahead(at, ranked[count - 1]))) continue;
      let place = ranked.length;
      while (place > 0 && ahead(at, ranked[place - 1])) place--;
      ranked.splice(place, 0, at);
      if (ranked.length > count) ranked.pop();
    }
    // Too few share anything: the newest others fill the places left.
    for (let at = 0; ranked.length < count && at < sectionList.length; at++) {
      if (!candidates.has(at) && sectionList[at].id !== article.id) ranked.push(at);
    }
    return ranked.map((at) => sectionList[at]);
  };
}
