/**
 * Who may see the preview server's pages, what they are told about framing, and where they may be
 * sent: pure rules for src/preview/middleware.ts. A visitor shows the secret once (`?secret=` on any
 * address, as Contentful's preview URL carries it, or the `X-Preview-Secret` header on every
 * request) and gets a cookie holding a digest of it; without either they get 401 and no draft
 * text. A client that keeps showing wrong secrets is made to wait (FailedTries).
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

/** The framing directive of preview pages: only the site itself and these origins may frame them. */
export const framingPolicy = (origins: readonly string[]): string => `frame-ancestors 'self' ${origins.join(' ')}`;

/**
 * A preview page's Content-Security-Policy: the site's own (the one Astro computes for the page:
 * its scripts, styles and services) with the framing directive of preview pages in place of any
 * other. Contentful's live-preview script talks to the entry editor by postMessage only, which no
 * directive governs, so it needs nothing more. A response without a policy gets the framing alone.
 */
export const previewPolicy = (sitePolicy: string | null, origins: readonly string[]): string =>
  [
    ...(sitePolicy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive && !/^frame-ancestors\b/i.test(directive)),
    framingPolicy(origins),
  ].join('; ');

const HERE = 'http://preview.invalid';
/** Characters a browser drops (tab, newline) or trims before reading an address, and backslashes, which it reads as slashes. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * A path on this server to send the visitor on to, as the browser will read it; `/` for anything a
 * browser could take to another origin (`//host`, `/\host`, `/<TAB>/host`, `/.//host`, a scheme).
 */
export function localPath(to: string | null): string {
  if (!to?.startsWith('/') || UNSAFE.test(to)) return '/';
  const url = new URL(to, HERE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === HERE && !path.startsWith('//') ? path : '/';
}

/** Wrong secrets a client may show before it must wait; each further one doubles the wait, from FIRST_WAIT_MS to MAX_WAIT_MS. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 60_000;
/** A client that has shown no wrong secret for this long starts afresh. */
export const FORGET_AFTER_MS = 15 * 60_000;
/** Clients remembered at most, the one that failed longest ago forgotten first: memory stays bounded whoever tries. */
export const MAX_CLIENTS = 10_000;

/**
 * Wrong secrets per client. A client that has shown FREE_FAILURES wrong ones must wait before the
 * next one is even checked: 1 s, then 2, 4 … up to a minute, so one that keeps guessing gets about
 * one try a minute instead of hundreds a second.
 */
export class FailedTries {
  readonly #clients = new Map<string, { failures: number; last: number; until: number }>();
  constructor(readonly limit = MAX_CLIENTS) {}

  /** How long `client` must still wait before a secret it shows is checked, in ms (0: it may try now). */
  wait(client: string, now: number): number {
    const seen = this.#clients.get(client);
    return seen ? Math.max(0, seen.until - now) : 0;
  }

  /** `client` showed a wrong secret at `now`. */
  failed(client: string, now: number): void {
    const seen = this.#clients.get(client);
    const failures = seen && now - seen.last < FORGET_AFTER_MS ? seen.failures + 1 : 1;
    const extra = failures - FREE_FAILURES;
    const until = extra > 0 ? now + Math.min(FIRST_WAIT_MS * 2 ** (extra - 1), MAX_WAIT_MS) : now;
    this.#clients.delete(client); // re-added last: the map stays in order of the latest failure
    this.#clients.set(client, { failures, last: now, until });
    if (this.#clients.size > this.limit) this.#clients.delete(this.#clients.keys().next().value!);
  }

  /** `client` showed the right secret: its wrong ones are forgotten. */
  succeeded(client: string): void {
    this.#clients.delete(client);
  }

  /** Clients remembered. */
  get size(): number {
    return this.#clients.size;
  }
}

/**
 * Who a client is, for FailedTries: its IPv4 address (also when written as IPv6), or the /64
 * network of an IPv6 address (one subscriber gets a whole /64, so its single addresses are cheap).
 */
export function clientKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4 || !address.includes(':')) return v4?.[1] ?? address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const [left, right] = [head.split(':').filter(Boolean), tail.split(':').filter(Boolean)];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
