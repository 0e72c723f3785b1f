/**
 * robots.txt: crawl everything but the developer check page, and find the sitemap here. An editor
 * preview build (src/lib/content/preview.ts) disallows everything and names no sitemap.
 */
import type { APIContext } from 'astro';
import { showsDrafts } from '@/lib/content/preview';

export function GET({ site, locals }: APIContext) {
  const rules = showsDrafts(locals)
    ? ['User-agent: *', 'Disallow: /']
    : [
        'User-agent: *',
        'Allow: /',
        'Disallow: /test-contentful',
        '',
        `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      ];
  return new Response(`${rules.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
