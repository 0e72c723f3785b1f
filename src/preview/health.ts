/** `/preview/health`: answers 200 while the preview server runs (no secret needed, no content read). */
import type { APIRoute } from 'astro';

export const GET: APIRoute = () =>
  new Response('ok\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
