/**
 * The preview server's gate (added by src/integrations/preview-server.ts, never in a static
 * build): every page needs the secret (src/preview/access.ts), keeps the site's own
 * Content-Security-Policy and is framed only by Contentful's web app, is kept out of search engines
 * and caches, and renders with `Astro.locals.preview` set — which is what makes pages read live
 * content (src/lib/content/content.ts) and show the banner and the inspector attributes. Only the health
 * check answers without the secret. A client that keeps showing wrong secrets waits (429).
 */
import { defineMiddleware } from 'astro:middleware';
import { previewLocale } from '../loaders/contentful/live-loader';
import {
  COOKIE,
  FailedTries,
  SECRET_HEADER,
  SECRET_PARAM,
  allowed,
  appOrigins,
  clientKey,
  cookieAttributes,
  grant,
  overHttps,
  previewPolicy,
  sameSecret,
} from './access';

const HEALTH_PATH = '/preview/health';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const denied = (headers: Record<string, string> = {}) =>
  text(401, 'This is the editors’ preview of the site. Open it from Contentful, or with the preview secret.', headers);

/** Wrong secrets by client, for as long as the server runs. */
const failures = new FailedTries();

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request, cookies, locals } = context;
  const requestedAt = performance.now();
  if (url.pathname === HEALTH_PATH) return next();
  const secret = process.env.PREVIEW_SECRET?.trim();
  if (!secret) return text(503, 'PREVIEW_SECRET is not set on the preview server: no page is shown without it.');

  const given = url.searchParams.get(SECRET_PARAM);
  const header = request.headers.get(SECRET_HEADER);
  const cookie = cookies.get(COOKIE)?.value;
  if (given === null && header === null && cookie === undefined) return denied();

  // Whatever is shown is checked only once the client has waited out its wrong tries.
  const client = clientKey(clientAddress(context));
  const wait = failures.wait(client, Date.now());
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return text(429, `Too many wrong preview secrets from your address: try again in ${seconds} s.`, {
      'Retry-After': String(seconds),
    });
  }
  const secure = overHttps(url, request.headers.get('x-forwarded-proto'));
  if (!(given !== null ? sameSecret(given, secret) : allowed(header, cookie, secret))) {
    failures.failed(client, Date.now());
    // A cookie from before the secret changed would count against the editor at every page: it goes.
    return denied(cookie === undefined ? {} : { 'Set-Cookie': `${COOKIE}=; Max-Age=0; ${cookieAttributes(secure)}` });
  }
  failures.succeeded(client);

  if (given !== null) {
    // Keep the secret out of the address bar, history and referrers: the cookie carries it on.
    url.searchParams.delete(SECRET_PARAM);
    return text(303, 'See Other', {
      Location: `${url.pathname}${url.search}`,
      'Set-Cookie': `${COOKIE}=${grant(secret)}; ${cookieAttributes(secure)}`,
    });
  }

  const origins = appOrigins(process.env.CONTENTFUL_APP_ORIGINS);
  // A rewrite (a missing page showing the 404 page) runs this again: the request came when it came.
  locals.preview ??= { locale: await previewLocale(), origins, requestedAt };
  const response = await next();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', previewPolicy(response.headers.get('Content-Security-Policy'), origins));
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});

/** The client's address as the server sees it ('' where the adapter gives none). */
function clientAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return '';
  }
}
