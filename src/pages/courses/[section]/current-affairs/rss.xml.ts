/** RSS feed of a section's current affairs (the newest articles), linked from its list pages. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { academy } from '@/data/contacts';
import { articlePath, articlesPath, sectionArticles } from '@/lib/current-affairs';
import { richTextToPlain } from '@/lib/rich-text';
import { contentFor, pageProps } from '@/lib/content';
import { sectionPages } from '@/lib/content-routes';

/** Feed readers only need the recent items; the full archive stays on the list pages. */
const FEED_SIZE = 50;

export const getStaticPaths = sectionPages;

export async function GET(context: APIContext) {
  const { site, locals } = context;
  const props = await pageProps(context, sectionPages);
  if (!props) return new Response(null, { status: 404 });
  const { section } = props;
  const articles = sectionArticles(await contentFor(locals).entries('blogPost'), section).slice(0, FEED_SIZE);
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
