/** RSS feed of a section's current affairs (the newest articles), linked from its list pages. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { academy } from '@/data/contacts';
import { articlePath, articlesPath, sectionArticles } from '@/lib/current-affairs';
import { richTextToPlain } from '@/lib/rich-text';
import { examSections, type ExamSection } from '@/lib/sections';

/** Feed readers only need the recent items; the full archive stays on the list pages. */
const FEED_SIZE = 50;

export const getStaticPaths = () =>
  examSections.map((section) => ({ params: { section: section.courseId }, props: { section } }));

export async function GET({ props, site }: APIContext<{ section: ExamSection }>) {
  const { section } = props;
  const articles = sectionArticles(await getCollection('blogPost'), section).slice(0, FEED_SIZE);
  return rss({
    title: `${section.label} Current Affairs | ${academy.name}`,
    description: `Current affairs for ${section.label} aspirants from ${academy.name}.`,
    site: new URL(`${articlesPath(section)}/`, site).href,
    customData: '<language>en-in</language>',
    items: articles.map(({ data }) => ({
      title: data.title,
      link: articlePath(section, data.slug),
      pubDate: data.publishDate,
      description: data.summary || richTextToPlain(data.content).slice(0, 300),
      categories: [data.category, ...data.tags].filter((c): c is string => Boolean(c)),
    })),
  });
}
