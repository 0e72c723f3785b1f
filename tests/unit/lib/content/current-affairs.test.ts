import { describe, expect, it } from 'vitest';
import {
  RELATED_SCAN,
  articlePath,
  articlesPath,
  relatedArticles,
  sectionArticles,
  type Article,
} from '@/lib/content/current-affairs';
import { examSections } from '@/lib/content/sections';

const [upsc, appsc] = examSections;
let n = 0;
const article = (over: Partial<Article['data']> & { day: number }): Article => {
  const { day, ...data } = over;
  n += 1;
  return {
    id: `id${n}`,
    data: {
      title: `T${n}`,
      slug: `s${n}`,
      tags: [],
      page: ['upsc'],
      publishDate: new Date(Date.UTC(2026, 9, day)),
      ...data,
    },
  };
};

describe('paths', () => {
  it.each([
    [upsc, '/courses/upsc/current-affairs'],
    [appsc, '/courses/appsc-groups/current-affairs'],
  ])('%o', (section, path) => {
    expect(articlesPath(section)).toBe(path);
    expect(articlePath(section, 'x-y')).toBe(`${path}/x-y/`);
  });
});

describe('sectionArticles', () => {
  it("keeps the section's articles, newest first", () => {
    const old = article({ day: 1 });
    const fresh = article({ day: 9 });
    const other = article({ day: 5, page: ['appsc'] });
    const byCategory = article({ day: 3, page: [], category: 'Current Affairs' });
    expect(sectionArticles([old, other, fresh, byCategory], upsc)).toEqual([fresh, byCategory, old]);
    expect(sectionArticles([old, other, fresh], appsc)).toEqual([other]);
  });
});

describe('relatedArticles', () => {
  const me = article({ day: 10, tags: ['RBI', 'Inflation'], category: 'Economy' });
  const newest = article({ day: 20 });
  const twoTags = article({ day: 2, tags: ['rbi', 'inflation'] });
  const sameCategory = article({ day: 3, category: 'Economy' });
  const oneTag = article({ day: 4, tags: ['Inflation'] });
  const older = article({ day: 1 });
  const list = sectionArticles([me, newest, twoTags, sameCategory, oneTag, older], upsc);

  it('ranks shared tags and category first, then the newest, never the article itself, at most 4', () =>
    expect(relatedArticles(list)(me)).toEqual([twoTags, oneTag, sameCategory, newest]));

  it.each([
    [2, 2],
    [10, 5],
  ])('count %i gives %i', (count, length) => expect(relatedArticles(list, count)(me)).toHaveLength(length));
});

describe('relatedArticles on a larger section', () => {
  it('picks the same articles as ranking the whole section (most shared tags, then newest)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pool = ['polity', 'economy', 'rbi', 'environment', 'schemes', 'space'];
    const list = Array.from({ length: 120 }, (_, i) =>
      article({
        day: 1 + (i % 28),
        tags: pool.filter(() => random() < 0.3),
        category: random() < 0.5 ? 'Economy' : 'Polity',
      }),
    );
    const ranked = (target: Article) =>
      list
        .filter((o) => o.id !== target.id)
        .map((o, order) => ({
          o,
          order,
          score:
            o.data.tags.filter((t) => target.data.tags.includes(t)).length +
            (target.data.category === o.data.category ? 1 : 0),
        }))
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .slice(0, 4)
        .map(({ o }) => o.id);
    const relatedTo = relatedArticles(list);
    for (const target of list) {
      expect(relatedTo(target).map((a) => a.id)).toEqual(ranked(target));
    }
  });
});

describe('relatedArticles where a tag has more carriers than are weighed', () => {
  // Days are minutes here, so the section can be long: 150 articles on polity, the newest first.
  const at = (minute: number, over: Partial<Article['data']>): Article => {
    const a = article({ day: 1, ...over });
    return { ...a, data: { ...a.data, publishDate: new Date(Date.UTC(2026, 0, 1, 0, minute)) } };
  };
  const me = at(1000, { tags: ['polity', 'rbi'], category: 'Economy' });
  const polity = Array.from({ length: 150 }, (_, i) => at(500 + i, { tags: ['polity'] }));
  const list = (...more: Article[]) => sectionArticles([me, ...polity, ...more], upsc);

  it('scores a candidate on every key it shares, even past the window of one of them', () => {
    // Older than the newest 100 on polity, but the one article on RBI: it shares both.
    const bothOld = at(10, { tags: ['Polity', 'RBI'] });
    expect(relatedArticles(list(bothOld))(me)[0]).toBe(bothOld);
  });

  it(`weighs only the newest ${RELATED_SCAN} carriers of each key: older ones are not candidates`, () => {
    const economy = Array.from({ length: 150 }, (_, i) => at(300 + i, { category: 'Economy' }));
    // Shares polity and the category, but is older than the newest 100 of both.
    const oldTwo = at(5, { tags: ['polity'], category: 'Economy' });
    const related = relatedArticles(list(...economy, oldTwo))(me);
    expect(related).not.toContain(oldTwo);
    expect(related.map((a) => a.data.tags)).toEqual([['polity'], ['polity'], ['polity'], ['polity']]);
  });
});
