/** RSS feed of a section's current affairs in a language (the newest articles), linked from its list pages. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { academy } from '@/data/contacts';
import { articlePath, articlesPath, sectionArticles } from '@/lib/content/current-affairs';
import { dictionary, localePath } from '@/i18n';
import { richTextToPlain } from '@/lib/content/plain-text';
import { buildContent, contentFor, pageProps } from '@/lib/content/content';
import { feedPages } from '@/lib/content/content-routes';

/** Feed readers only need the recent items; the full archive stays on the list pages. */
const FEED_SIZE = 50;

export const getStaticPaths = () => feedPages(buildContent);

export async function GET(context: APIContext) {
  const { site, locals } = context;
  const props = await pageProps(context, feedPages);
  if (!props) return new Response(null, { status: 404 });
  const { section, lang } = props;
  const t = dictionary(lang).content;
  const articles = sectionArticles(await contentFor(locals).entries('blogPost', lang), section).slice(0, FEED_SIZE);
  return rss({
    title: `${t.articlesHeading(section.label)} | ${academy.name}`,
    description: t.feedDescription(section.label, academy.name),
    site: new URL(localePath(lang, `${articlesPath(section)}/`), site).href,
    customData: `<language>${lang}-in</language>`,
    items: articles.map(({ data }) => ({
      title: data.title,
      link: localePath(lang, articlePath(section, data.slug)),
      pubDate: data.publishDate,
      description: data.summary || richTextToPlain(data.content).slice(0, 300),
      categories: [data.category, ...data.tags].filter((c): c is string => Boolean(c)),
    })),
  });
}
