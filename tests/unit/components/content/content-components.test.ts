import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Breadcrumb from '@/components/content/Breadcrumb.astro';
import EntryMeta from '@/components/content/EntryMeta.astro';
import Pagination from '@/components/content/Pagination.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ astroConfig: { site: 'https://example.org' } });
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Pagination', () => {
  const render = (current: number, total: number, numbered = false) =>
    container.renderToString(Pagination, {
      props: { listPath: '/courses/upsc/current-affairs', current, total, numbered },
    });

  it('renders nothing for a single page', async () => expect((await render(1, 1)).trim()).toBe(''));

  it.each([
    [1, 3, { prev: null, next: '/courses/upsc/current-affairs/page/2/' }],
    [2, 3, { prev: '/courses/upsc/current-affairs/', next: '/courses/upsc/current-affairs/page/3/' }],
    [3, 3, { prev: '/courses/upsc/current-affairs/page/2/', next: null }],
  ])('page %i of %i links Previous and Next, disabling the ends', async (current, total, { prev, next }) => {
    const html = await render(current, total);
    expect(text(html)).toContain(`Page ${current} of ${total}`);
    const disabled = [...html.matchAll(/<button[^>]*disabled[^>]*>(.*?)<\/button>/gs)].map((m) => text(m[1]));
    expect(disabled).toEqual([...(prev ? [] : ['Previous']), ...(next ? [] : ['Next'])]);
    if (prev) expect(html).toContain(`href="${prev}" rel="prev"`);
    if (next) expect(html).toContain(`href="${next}" rel="next"`);
  });

  it('adds numbered links on request, marking the current page', async () => {
    const html = await render(2, 3, true);
    expect([...html.matchAll(/aria-label="Page (\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(html).toMatch(/href="\/courses\/upsc\/current-affairs\/page\/2\/" aria-current="page"/);
  });
});

describe('EntryMeta', () => {
  const date = new Date('2025-01-05T00:00:00Z');
  it.each([
    [{ date, category: 'Polity', tags: ['GS II', 'Federalism'] }, 'January 5, 2025 Polity #GS II #Federalism'],
    [{ date, category: 'Polity', tags: [] }, 'January 5, 2025 Polity No tags'],
    [{ date, tags: [], showNoTags: false }, 'January 5, 2025'],
    [{ category: 'Economy' }, 'Economy No tags'],
  ])('%j → %s', async (props, expected) => {
    expect(text(await container.renderToString(EntryMeta, { props }))).toBe(expected);
  });

  it('puts the calendar day in datetime', async () => {
    expect(await container.renderToString(EntryMeta, { props: { date } })).toContain('datetime="2025-01-05"');
  });
});

describe('Breadcrumb', () => {
  const items = [
    { label: 'Home', href: '/' },
    { label: 'UPSC', href: '/courses/upsc' },
    { label: 'Current Affairs', href: '/courses/upsc/current-affairs/' },
    { label: 'A </script> title' },
  ];

  it('links every crumb but the current page', async () => {
    const html = await container.renderToString(Breadcrumb, { props: { items } });
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/',
      '/courses/upsc',
      '/courses/upsc/current-affairs/',
    ]);
    expect(html).toMatch(/aria-current="page"[^>]*>A &lt;\/script&gt; title</);
  });

  it('carries a BreadcrumbList with absolute addresses, safe inside its script', async () => {
    const html = await container.renderToString(Breadcrumb, { props: { items } });
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1];
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'UPSC', item: 'https://example.org/courses/upsc' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Current Affairs',
        item: 'https://example.org/courses/upsc/current-affairs/',
      },
      { '@type': 'ListItem', position: 4, name: 'A </script> title' },
    ]);
  });
});
