/**
 * Where the content comes from, decided once per build from the environment (DESIGN.md "Content
 * source"): the live space, a `contentful space export` file, or the demo snapshot in the repo.
 */
import { isAbsolute, resolve } from 'node:path';
import { CONTENT_LOCALE } from '../../i18n';
import { ContentfulConfigError } from './errors';
import { liveSpace } from './live-space.mjs';

/** The embedded demo snapshot, relative to the project root. */
export const DEMO_SNAPSHOT = 'src/content/demo/space.json';

export interface LiveSource {
  kind: 'live';
  space: string;
  /** Read here at build time only; never stored, logged or handed to pages. */
  accessToken: string;
  environment: string;
  /** host[:port], as the client takes it */
  host: string;
  insecure: boolean;
  retryLimit: number;
  timeout: number;
  /** For messages: the host, with http:// when insecure. */
  label: string;
  /** Changes whenever a cached sync token stops being valid for this source. */
  key: string;
}

export interface FileSource {
  kind: 'file' | 'demo';
  path: string;
  /** Whether entries and assets never published (an `--include-drafts` export) are read: editor previews only. */
  drafts: boolean;
  label: string;
  key: string;
}

export type ContentSource = LiveSource | FileSource;

type Env = Record<string, string | undefined>;

const HOST = /^[^\s:/]+(?::\d+)?$/;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ContentfulConfigError(`${name} must be a whole number, got "${raw}".`);
  return n;
}

/**
 * Reads CONTENTFUL_* and CONTENT_SNAPSHOT. A half-configured live source is an error rather than a
 * silent fall-back to the demo: a production build must not publish demo content by accident.
 */
export function contentSourceFrom(env: Env, root: string): ContentSource {
  const live = liveSpace(env);
  if (live) {
    if (!HOST.test(live.host))
      throw new ContentfulConfigError(
        `CONTENTFUL_HOST must be a host name with an optional port, e.g. preview.contentful.com or 127.0.0.1:4453; got "${live.host}".`,
      );
    return {
      kind: 'live',
      ...live,
      retryLimit: positiveInt(env, 'CONTENTFUL_RETRY_LIMIT', 5),
      timeout: positiveInt(env, 'CONTENTFUL_TIMEOUT', 30_000),
    };
  }
  if (env.CONTENTFUL_SPACE_ID?.trim())
    throw new ContentfulConfigError(
      'CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN is not: set both for the live space, or neither for the demo content.',
    );
  if (env.CONTENTFUL_ACCESS_TOKEN?.trim())
    throw new ContentfulConfigError(
      'CONTENTFUL_ACCESS_TOKEN is set but CONTENTFUL_SPACE_ID is not: set both for the live space, or neither for the demo content.',
    );
  const drafts = env.CONTENTFUL_PREVIEW?.trim() === 'true';
  const snapshot = env.CONTENT_SNAPSHOT?.trim();
  if (snapshot) {
    const path = isAbsolute(snapshot) ? snapshot : resolve(root, snapshot);
    return { kind: 'file', path, drafts, label: path, key: `file:${path}${drafts ? '+drafts' : ''}` };
  }
  const path = resolve(root, DEMO_SNAPSHOT);
  return { kind: 'demo', path, drafts, label: DEMO_SNAPSHOT, key: `demo:${path}${drafts ? '+drafts' : ''}` };
}

/**
 * How the space's names meet the site's, for a space that names things its own way:
 * `CONTENT_TYPE_MAP=post:blogPost,article:blogPost` reads those content types as the site's, and
 * `CONTENT_LOCALE_TE=te` the locale the Telugu pages are built from (default `te-IN`).
 */
export interface SpaceNames {
  /** Content type in the space → the site's content type. */
  types: Record<string, string>;
  /** The space's locale that the Telugu pages are built from. */
  telugu: string;
}

/**
 * The site's name for its Telugu content (src/i18n): the Telugu copies are stored as `te-IN/<id>`
 * whatever the space calls its Telugu locale, which is this one unless CONTENT_LOCALE_TE says otherwise.
 */
export const TELUGU_LOCALE = CONTENT_LOCALE.te as string;

const TYPE_ID = /^[A-Za-z0-9_-]+$/;

/** Reads CONTENT_TYPE_MAP and CONTENT_LOCALE_TE; a malformed map is an error naming what was typed. */
export function spaceNamesFrom(env: Env): SpaceNames {
  const types: Record<string, string> = {};
  for (const pair of (env.CONTENT_TYPE_MAP ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to, extra] = pair.split(':').map((part) => part.trim());
    if (extra !== undefined || !from || !to || !TYPE_ID.test(from) || !TYPE_ID.test(to))
      throw new ContentfulConfigError(
        `CONTENT_TYPE_MAP must be pairs of content type ids like post:blogPost, separated by commas; got "${pair}".`,
      );
    types[from] = to;
  }
  return { types, telugu: env.CONTENT_LOCALE_TE?.trim() || TELUGU_LOCALE };
}
