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
 * Related articles in a section: for an article, up to `count` others, those sharing the most tags
 * (case aside; a shared category counts as one more) first, then the newest, so an article always
 * has neighbours to offer. Made once per section: it notes which articles carry each tag and
 * category, so an article's neighbours cost the articles sharing something with it, not the whole
 * section (scoring every pair took 20 of 190 s of the 10k-article build).
 *
 * Of the article's most common key (mostly its category, which a tenth of a section may share) only
 * the first `count + 1` carriers are read: an article that carries none of its other keys shares
 * one thing at most, and those first ones already outrank it (as many, as newest). Reading every
 * carrier made the build quadratic: at 30k articles this took 40 CPU s, at 10k 3 s.
 */
export function relatedArticles(
  sectionList: readonly Article[],
  count = RELATED_COUNT,
): (article: Article) => Article[] {
  const keysOf = (a: Article) => [
    ...a.data.tags.map((t) => t.toLowerCase()),
    ...(a.data.category ? [`\0${a.data.category}`] : []),
  ];
  // Positions in the list (newest first) of the articles carrying each key, once per tag they carry.
  const carriers = new Map<string, number[]>();
  sectionList.forEach((a, at) => {
    for (const key of keysOf(a)) {
      const list = carriers.get(key);
      if (list) list.push(at);
      else carriers.set(key, [at]);
    }
  });
  const carries = (a: Article, key: string) =>
    key.startsWith('\0') ? a.data.category === key.slice(1) : a.data.tags.some((t) => t.toLowerCase() === key);
  const scores = new Int32Array(sectionList.length);
  return (article) => {
    const scored: number[] = [];
    const [common, ...others] = [...new Set(keysOf(article))].sort(
      (a, b) => (carriers.get(b)?.length ?? 0) - (carriers.get(a)?.length ?? 0),
    );
    for (const key of others) {
      for (const at of carriers.get(key) ?? []) if (scores[at]++ === 0) scored.push(at);
    }
    if (common !== undefined) {
      for (const at of scored) if (carries(sectionList[at], common)) scores[at]++;
      for (const at of carriers.get(common)?.slice(0, count + 1) ?? []) {
        if (scores[at] > 0) continue;
        scores[at] = 1;
        scored.push(at);
      }
    }
    // The best `count`, kept in order in one pass (sorting all of them was most of the time).
    const ahead = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
    const ranked: number[] = [];
    for (const at of scored) {
      if (sectionList[at].id === article.id || (ranked.length === count && !ahead(at, ranked[count - 1]))) continue;
      let place = ranked.length;
      while (place > 0 && ahead(at, ranked[place - 1])) place--;
      ranked.splice(place, 0, at);
      if (ranked.length > count) ranked.pop();
    }
    // Too few share anything: the newest others fill the places left.
    for (let at = 0; ranked.length < count && at < sectionList.length; at++) {
      if (scores[at] === 0 && sectionList[at].id !== article.id) ranked.push(at);
    }
    for (const at of scored) scores[at] = 0;
    return ranked.map((at) => sectionList[at]);
  };
}
