/**
 * The shell rendered once a build (RenderedOnce): a page gets the markup rendered for its name, so
 * the name must hold everything the markup depends on. The header, rendered as a build does, on
 * pages that differ by the link marked as theirs, their logo and their campuses.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Header from '@/components/shell/Header.astro';
import { brandingFor } from '@/lib/page/route-branding';
import { renderedOnce } from '@/lib/page/rendered-once';

afterEach(() => vi.unstubAllEnvs());

describe('renderedOnce', () => {
  it('renders a name once in a build; a page asking meanwhile waits for that HTML', async () => {
    vi.stubEnv('DEV', false);
    const render = vi.fn(async () => '<p>shell</p>');
    const pages = await Promise.all([1, 2, 3].map(() => renderedOnce('once-a-build', render)));
    expect(pages).toEqual(['<p>shell</p>', '<p>shell</p>', '<p>shell</p>']);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await renderedOnce('another-name', async () => '<p>other</p>')).toBe('<p>other</p>');
  });

  it('renders every time in astro dev, where an edit must show', async () => {
    vi.stubEnv('DEV', true);
    const render = vi.fn(async () => '<p>edited</p>');
    await renderedOnce('in-dev', render);
    await renderedOnce('in-dev', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('the header, rendered once for each of its versions', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create({ astroConfig: { site: 'https://example.org' } });
  });
  const header = (path: string) => {
    vi.stubEnv('DEV', false);
    const { brand, campuses } = brandingFor(path);
    return container.renderToString(Header, {
      props: { brand, campuses },
      request: new Request(`https://example.org${path}`),
    });
  };
  const marked = (html: string) => [
    ...new Set([...html.matchAll(/href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1])),
  ];

  it('marks the link of the page it is on, and none elsewhere', async () => {
    expect(marked(await header('/about'))).toEqual(['/about']);
    expect(marked(await header('/contact/'))).toEqual(['/contact']);
    expect(marked(await header('/search'))).toEqual(['/search']);
    expect(marked(await header('/courses/upsc/current-affairs/repo-rate'))).toEqual([]);
    expect(marked(await header('/about'))).toEqual(['/about']);
  });

  it('is the same markup on two articles of a course, and the course’s own logo and campuses on another', async () => {
    const upsc = await header('/courses/upsc/current-affairs/repo-rate');
    expect(await header('/courses/upsc/current-affairs/wetlands')).toBe(upsc);
    const neet = await header('/courses/neet');
    expect(neet).not.toBe(upsc);
    expect(neet).toContain(brandingFor('/courses/neet').campuses.join(' | '));
  });
});
