import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import BlogPostCheck from '@/pages/_components/BlogPostCheck.astro';

const post = (title: string, summary?: string) => ({
  id: title,
  data: { title, slug: 's', summary, tags: [], page: [], publishDate: new Date('2026-10-08T00:00:00Z') },
});

describe('/test-contentful body', () => {
  it('lists the posts with their count and an excerpt', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(BlogPostCheck, {
      props: { posts: [post('First', 'Short summary'), post('Second')] },
    });
    expect(html).toMatch(/data-testid="post-count"[^>]*>2</);
    expect(html).toContain('Short summary');
    expect(html).toContain('No excerpt available');
    expect(html).toContain('October 8, 2026');
  });

  it.each([
    [new Error('Contentful answered 503 for cdn.contentful.com'), 'Contentful answered 503 for cdn.contentful.com'],
    [new Error(''), 'Unknown error occurred'],
    ['a thrown string', 'Unknown error occurred'],
  ])('shows the error %j as %j', async (error, message) => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(BlogPostCheck, { props: { posts: [], error } });
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    expect(html).not.toContain('post-count');
  });
});
