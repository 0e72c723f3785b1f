/**
 * The preview server's gate (added by src/integrations/preview-server.ts, never in a static
 * build): every page needs the secret (src/preview/access.ts), is framed only by Contentful's web
 * app, is kept out of search engines and caches, and renders with `Astro.locals.preview` set — which
 * is what makes pages read live content (src/lib/content/content.ts) and show the banner and the inspector
 * attributes. Only the health check answers without the secret.
 */
import { defineMiddleware } from 'astro:middleware';
import { previewLocale } from '../loaders/contentful/live-loader';
import {
  COOKIE,
  SECRET_HEADER,
  SECRET_PARAM,
  allowed,
  appOrigins,
  cookieAttributes,
  framingPolicy,
  grant,
  overHttps,
  sameSecret,
} from './access';

const HEALTH_PATH = '/preview/health';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const denied = () =>
  text(401, 'This is the editors’ preview of the site. Open it from Contentful, or with the preview secret.');

export const onRequest = defineMiddleware(async ({ url, request, cookies, locals }, next) => {
  if (url.pathname === HEALTH_PATH) return next();
  const secret = process.env.PREVIEW_SECRET?.trim();
  if (!secret) return text(503, 'PREVIEW_SECRET is not set on the preview server: no page is shown without it.');

  const given = url.searchParams.get(SECRET_PARAM);
  if (given !== null) {
    if (!sameSecret(given, secret)) return denied();
    // Keep the secret out of the address bar, history and referrers: the cookie carries it on.
    url.searchParams.delete(SECRET_PARAM);
    const secure = overHttps(url, request.headers.get('x-forwarded-proto'));
    return text(303, 'See Other', {
      Location: `${url.pathname}${url.search}`,
      'Set-Cookie': `${COOKIE}=${grant(secret)}; ${cookieAttributes(secure)}`,
    });
  }
  if (!allowed(request.headers.get(SECRET_HEADER), cookies.get(COOKIE)?.value, secret)) return denied();

  const origins = appOrigins(process.env.CONTENTFUL_APP_ORIGINS);
  locals.preview = { locale: await previewLocale(), origins };
  const response = await next();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', framingPolicy(origins));
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});
