/**
 * `/preview/{entryId}`, the address Contentful's "Open preview" opens (registered by
 * scripts/contentful-webhook/setup.mjs): sends the editor to the entry's page in its first section,
 * reading the entry afresh so a draft created a moment ago is found. 404 when it has no page.
 */
import type { APIRoute } from 'astro';
import { liveContent } from '../lib/content/content';
import { entryPage } from '../lib/content/content-routes';

export const GET: APIRoute = async ({ params, redirect }) => {
  const id = params.id ?? '';
  const page = await entryPage(liveContent({ id }), id);
  if (page) return redirect(page, 303);
  return new Response(
    `Entry "${id}" has no page on the site: it may be of a type without pages, in no section yet, or missing its title.\n`,
    { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
};
