import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ArticleList from '@/pages/courses/[section]/current-affairs/_components/ArticleList.astro';
import { examSections } from '@/lib/sections';

describe('ArticleList empty state', () => {
  it.each(examSections)('$label: says there are no articles and gives the counts', async (section) => {
    const container = await AstroContainer.create({ astroConfig: { site: 'https://example.org' } });
    const html = await container.renderToString(ArticleList, {
      props: { section, articles: [], page: 1, pages: 1, sectionCount: 0, totalCount: 52 },
    });
    expect(html).toContain(`No ${section.label} current affairs articles available at the moment.`);
    expect(html).toMatch(new RegExp(`Total articles: 52 · ${section.label} articles: 0`));
    expect(html).not.toContain('aria-label="Pagination"');
  });
});
