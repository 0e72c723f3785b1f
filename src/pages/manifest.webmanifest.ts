/** The web app manifest (src/lib/page/web-app.ts), written as /manifest.webmanifest. */
import { webAppManifest } from '@/lib/page/web-app';

export const GET = () =>
  new Response(JSON.stringify(webAppManifest()), { headers: { 'Content-Type': 'application/manifest+json' } });
