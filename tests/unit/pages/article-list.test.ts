import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ArticleList from '@/pages/[...lang]/courses/[section]/current-affairs/_components/ArticleList.astro';
import { examSections } from '@/lib/content/sections';

const render = async (section: (typeof examSections)[number], address: string) => {
  const container = await AstroContainer.create({ astroConfig: { site: 'https://example.org' } });
  return container.renderToString(ArticleList, {
    request: new Request(`https://example.org${address}`),
    props: { section, articles: [], page: 1, pages: 1, sectionCount: 0, totalCount: 52, inTelugu: [], alternates: {} },
  });
};

describe('ArticleList empty state', () => {
  it.each(examSections)('$label: says there are no articles and gives the counts', async (section) => {
    const html = await render(section, `${section.basePath}/current-affairs/`);
    expect(html).toContain(`No ${section.label} current affairs articles available at the moment.`);
    expect(html).toMatch(new RegExp(`Total articles: 52 · ${section.label} articles: 0`));
    expect(html).not.toContain('aria-label="Pagination"');
  });

  it.each(examSections)('$label in Telugu: the same in Telugu, on a Telugu page', async (section) => {
    const html = await render(section, `/te${section.basePath}/current-affairs/`);
    expect(html).toContain(`ప్రస్తుతం ${section.label} కరెంట్ అఫైర్స్ వ్యాసాలు ఏవీ అందుబాటులో లేవు.`);
    expect(html).toContain(`మొత్తం వ్యాసాలు: 52 · ${section.label} వ్యాసాలు: 0`);
    expect(html).toContain('<html lang="te-IN"');
  });
});
