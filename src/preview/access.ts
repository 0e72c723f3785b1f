/**
 * Who may see the preview server's pages, and what they are told about framing: pure rules for
 * src/preview/middleware.ts. A visitor shows the secret once (`?secret=` on any address, as
 * Contentful's preview URL carries it, or the `X-Preview-Secret` header on every request) and gets
 * a cookie holding a digest of it; without either they get 401 and no draft text.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const SECRET_PARAM = 'secret';
export const SECRET_HEADER = 'x-preview-secret';
export const COOKIE = 'academy_preview';

/** Contentful's web app (US and EU), which frames the preview beside the entry editor. */
export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal strings, compared in constant time. */
export const sameSecret = (given: string, secret: string): boolean => timingSafeEqual(digest(given), digest(secret));

/** The cookie's value: a digest of the secret, so the secret itself is not kept by the browser. */
export const grant = (secret: string): string => digest(`preview:${secret}`).toString('base64url');

/** Whether a request may see drafts: the header holds the secret, or the cookie its grant. */
export const allowed = (header: string | null, cookie: string | undefined, secret: string): boolean =>
  (header !== null && sameSecret(header, secret)) || (cookie !== undefined && sameSecret(cookie, grant(secret)));

/**
 * The cookie's attributes. Over https it must cross sites (the page is framed by app.contentful.com):
 * SameSite=None, Secure and Partitioned (a cookie kept for that frame only). Over plain http (a
 * local try-out) browsers refuse those, and Lax does for the same site.
 */
export const cookieAttributes = (secure: boolean): string =>
  `Path=/; HttpOnly; ${secure ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax'}`;

/** Whether the visitor reached the server over https (directly or through a proxy that says so). */
export const overHttps = (url: URL, forwardedProto: string | null): boolean =>
  url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https';

/** CONTENTFUL_APP_ORIGINS from the environment (space-separated), else Contentful's web app. */
export const appOrigins = (value: string | undefined): string[] => {
  const listed = value?.split(/\s+/).filter(Boolean) ?? [];
  return listed.length > 0 ? listed : CONTENTFUL_APP_ORIGINS;
};

/** The Content-Security-Policy header of preview pages: only these origins may frame them. */
export const framingPolicy = (origins: readonly string[]): string => `frame-ancestors 'self' ${origins.join(' ')}`;

/** A path on this server to send the visitor on to; `/` for anything else (no open redirect). */
export const localPath = (to: string | null): string => (to && /^\/(?![/\\])/.test(to) ? to : '/');
