/**
 * Current affairs (spec document 2 §2, §9) for UPSC, APPSC and TGPSC: the static list with its
 * pager and old `?page=N` links, the article page (by slug and by id) with breadcrumb, meta, rich
 * text, author, source link, related articles and feedback, the RSS feed and /test-contentful.
 * Expected values come from the demo space the test build is made of.
 */
import { test, expect, desktop } from '../support/fixtures';
import { demoArticles as all } from '../support/demo-articles';
import { academy } from '../../src/data/contacts';
import { formatLongDate } from '../../src/lib/dates';
import { relatedArticles, sectionArticles } from '../../src/lib/content/current-affairs';
import { byNewest, examSections } from '../../src/lib/content/sections';

const bySlug = (slug: string) => all.find((a) => a.data.slug === slug)!;
const upsc = examSections[0];
const listOf = (section = upsc) => `${section.basePath}/current-affairs`;

test.describe('current affairs list', () => {
  for (const section of examSections) {
    const articles = sectionArticles(all, section);
    const lastPage = Math.ceil(articles.length / 10);

    test(`${section.label}: 10 newest articles a page, Previous/Next and "Page X of Y"`, async ({ page }) => {
      expect(lastPage, 'the demo reaches page 3').toBeGreaterThanOrEqual(3);
      await page.goto(`${listOf(section)}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${section.label} Current Affairs`);
      const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article');
      await expect(cards).toHaveCount(10);
      await expect(cards.getByRole('heading')).toHaveText(articles.slice(0, 10).map((a) => a.data.title));
      const first = articles[0].data;
      await expect(cards.first().locator('time')).toHaveText(formatLongDate(first.publishDate!));
      await expect(cards.first().getByText(first.category!, { exact: true })).toBeVisible();

      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${listOf(section)}/page/2/`);
      await expect(cards.getByRole('heading')).toHaveText(articles.slice(10, 20).map((a) => a.data.title));
      await expect(pager.getByText(`Page 2 of ${lastPage}`)).toBeVisible();

      await page.goto(`${listOf(section)}/page/${lastPage}/`);
      await expect(cards).toHaveCount(articles.length - (lastPage - 1) * 10);
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
      await pager.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(`${listOf(section)}/page/${lastPage - 1}/`);
    });
  }

  test('a card shows its two-line summary and tags, and opens the article by slug', async ({ page }) => {
    const article = sectionArticles(all, upsc)[0];
    await page.goto(`${listOf()}/`);
    const card = page.getByRole('article').filter({ hasText: article.data.title });
    await expect(card.getByText(article.data.summary!)).toHaveCSS('-webkit-line-clamp', '2');
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      article.data.tags.map((t) => `#${t}`),
    );
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`${listOf()}/${article.data.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.data.title);
  });

  test.describe('old ?page=N links land on the right page', () => {
    const cases = [
      ['2', '/page/2/', 'Page 2 of 3'],
      ['3', '/page/3/', 'Page 3 of 3'],
      ['99', '/page/3/', 'Page 3 of 3'],
      ['1', '/', 'Page 1 of 3'],
      ['0', '/', 'Page 1 of 3'],
      ['-2', '/', 'Page 1 of 3'],
      ['abc', '/', 'Page 1 of 3'],
      ['2.5', '/', 'Page 1 of 3'],
    ] as const;
    for (const [param, suffix, text] of cases) {
      test(`?page=${param}`, async ({ page }) => {
        await page.goto(`${listOf()}/?page=${param}`);
        await expect(page).toHaveURL(new RegExp(`${listOf()}${suffix.replace(/\//g, '\\/')}(\\?page=.*)?$`));
        await expect(page.getByText(text)).toBeVisible();
      });
    }

    test('without JavaScript the visitor sees page 1', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${listOf()}/?page=2`);
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      await context.close();
    });
  });

  test('UPSC has a back link to /courses/upsc', async ({ page }) => {
    await page.goto(`${listOf()}/`);
    await page.getByRole('link', { name: 'Back to UPSC' }).click();
    await expect(page).toHaveURL('/courses/upsc');
  });

  test('links its RSS feed, which lists the newest articles of the section', async ({ page, request }) => {
    const section = examSections[1];
    const feed = `${listOf(section)}/rss.xml`;
    await page.goto(`${listOf(section)}/`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feed);
    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', feed);
    const xml = await (await request.get(feed)).text();
    const newest = sectionArticles(all, section)[0].data;
    expect(xml).toContain(`<title>${newest.title}</title>`);
    expect(xml).toContain(`${listOf(section)}/${newest.slug}/</link>`);
    const other = sectionArticles(all, examSections[2])[0].data;
    expect(xml).not.toContain(other.title);
  });

  test.describe('on a desktop', () => {
    test.use(desktop);
    test('cards sit in two columns', async ({ page }) => {
      await page.goto(`${listOf()}/`);
      const [a, b] = await page.getByRole('list', { name: 'Articles' }).getByRole('article').all();
      const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
      expect(boxB!.y).toBe(boxA!.y);
      expect(boxB!.x).toBeGreaterThan(boxA!.x + boxA!.width);
    });
  });
});

test.describe('article page', () => {
  const rbi = bySlug('rbi-policy-repo-rate-unchanged-october-2026');

  test('shows breadcrumb, featured image, date, category, tags, title, summary, content, author and source', async ({
    page,
  }) => {
    await page.goto(`${listOf()}/${rbi.data.slug}/`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'UPSC', 'Current Affairs', rbi.data.title]);
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/courses/upsc');

    const main = page.getByRole('main');
    const hero = main.locator('img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('alt', /\S/);
    // Asked for from the head, before the parser reaches the picture.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', (await hero.getAttribute('src'))!);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(main.locator('time').first()).toHaveText('October 8, 2026');
    await expect(main.getByText(rbi.data.category!, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('list', { name: 'Tags' }).first().getByRole('listitem')).toHaveText(
      rbi.data.tags.map((t) => `#${t}`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rbi.data.title);
    await expect(main.getByText(rbi.data.summary!)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'How the MPC works' })).toBeVisible();

    const embedded = main.locator('.rich-text img');
    await expect(embedded).toHaveAttribute('loading', 'lazy');
    await expect(embedded).toHaveAttribute('alt', /\S/);
    await expect(embedded).toHaveAttribute('width', /\d+/);

    await expect(main.getByText(`By ${rbi.data.author}`)).toBeVisible();
    const source = main.getByRole('link', { name: 'Read Original Source' });
    await expect(source).toHaveAttribute('href', String(rbi.data.sourceUrl));
    await expect(source).toHaveAttribute('target', '_blank');
  });

  test('an article without tags, author or source says No tags and credits the academy', async ({ page }) => {
    const bare = bySlug('rashtriya-ekta-diwas-sardar-patel-integration');
    await page.goto(`${listOf()}/${bare.data.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare.data.title);
    await expect(page.getByRole('main').getByText('No tags', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(`By ${academy.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read Original Source' })).toHaveCount(0);
  });

  test('a javascript: link in the content is shown as plain text', async ({ page }) => {
    await page.goto(`${listOf()}/${bySlug('digital-arrest-scams-how-to-stay-safe').data.slug}/`);
    const content = page.locator('.rich-text');
    await expect(content.getByText('click here to verify your KYC')).toBeVisible();
    await expect(content.getByRole('link', { name: 'click here to verify your KYC' })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(content.getByRole('link', { name: 'National Cyber Crime Reporting Portal' })).toHaveAttribute(
      'href',
      'https://cybercrime.gov.in/',
    );
  });

  test('offers up to 4 related articles of the section, linked straight at their addresses', async ({ page }) => {
    const related = relatedArticles(sectionArticles(all, upsc))(rbi);
    expect(related).toHaveLength(4);
    await page.goto(`${listOf()}/${rbi.data.slug}/`);
    const region = page.getByRole('region', { name: 'Related Articles' });
    const links = region.getByRole('link');
    await expect(links).toHaveText(related.map((a) => a.data.title));
    for (const [i, a] of related.entries())
      await expect(links.nth(i)).toHaveAttribute('href', `${listOf()}/${a.data.slug}/`);
    await links.first().click();
    await expect(page).toHaveURL(`${listOf()}/${related[0].data.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0].data.title);
  });

  for (const section of examSections) {
    test(`${section.label}: found by id, it sends the visitor to its slug address`, async ({ page }) => {
      const article = sectionArticles(all, section)[5];
      const response = await page.request.get(`${listOf(section)}/${article.id}/`);
      expect(await response.text()).toContain(`<link rel="canonical" href="http://127.0.0.1`);
      await page.goto(`${listOf(section)}/${article.id}/`);
      await expect(page).toHaveURL(`${listOf(section)}/${article.data.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.data.title);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        section.label,
        'Current Affairs',
        article.data.title,
      ]);
    });
  }

  test('carries Article and BreadcrumbList structured data', async ({ page }) => {
    await page.goto(`${listOf()}/${rbi.data.slug}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
    const article = data.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: rbi.data.title,
      datePublished: '2026-10-08',
      author: { '@type': 'Person', name: rbi.data.author },
      publisher: { name: academy.name },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'UPSC', 'Current Affairs', rbi.data.title]);
  });

  test('the feedback widget thanks the visitor and remembers the vote', async ({ page }) => {
    await page.goto(`${listOf()}/${rbi.data.slug}/`);
    const widget = page.getByRole('region', { name: 'Feedback' });
    await expect(widget.getByText('Was this helpful?')).toBeVisible();
    await widget.getByRole('button', { name: 'Yes' }).click();
    await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback!');
    await expect(widget.getByRole('button', { name: 'Yes' })).toBeHidden();
    await page.reload();
    await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback!');
    await expect(widget.getByText('Was this helpful?')).toBeHidden();

    await page.goto(`${listOf()}/${sectionArticles(all, upsc)[0].data.slug}/`);
    await expect(widget.getByText('Was this helpful?')).toBeVisible();
  });

  test('the back link returns to the list', async ({ page }) => {
    await page.goto(`${listOf()}/${rbi.data.slug}/`);
    await page.getByRole('link', { name: 'Back to Current Affairs' }).click();
    await expect(page).toHaveURL(`${listOf()}/`);
  });
});

test('/test-contentful lists every blog post with its count, kept out of search engines', async ({ page }) => {
  await page.goto('/test-contentful');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('post-count')).toHaveText(String(all.length));
  const newest = [...all].sort((a, b) => byNewest(a.data, b.data))[0].data;
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(first.getByRole('heading')).toHaveText(newest.title);
  await expect(first.locator('time')).toHaveText(formatLongDate(newest.publishDate!));
  await expect(first.getByText(newest.summary!)).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading')).toHaveCount(0);
});
