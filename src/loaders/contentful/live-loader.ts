/**
 * The preview server's live loader (`src/live.config.ts`): the same five content types, read on
 * request from Contentful's Preview API, drafts included. Each entry goes through the build-time
 * loader's own steps — locale flattening, link resolution (`resolveEntry`), address claim, schema
 * and tolerance (`fitEntry`) and address collisions (`assignLocaleAddresses`) — so a draft looks as its
 * published page will. As in the build, an entry with a title of its own in the space's Telugu
 * locale (`te-IN`, or CONTENT_LOCALE_TE) is listed once more as `te-IN/<id>`, read through that
 * locale's fallback chain. (CONTENT_TYPE_MAP is for builds: the preview server reads the site's
 * own content types.)
 *
 * `getLiveCollection(type)` is the whole content type, kept for LIST_TTL_MS; with the filter
 * `{ fresh: id }` that one entry is read again (one request) and put into the list, so the page of
 * the entry an editor is working on (with its copies in other locales) is never older than the
 * request; `{ since }` (a `performance.now()` time: when the request came) asks for the list, or
 * with `fresh` that entry, as read no earlier than then. Requests that come together share one read
 * that started after all of them came: 200 at once cost one Preview API request, not 200.
 * `getLiveEntry(type, id)` reads one entry (`te-IN/<id>`: its Telugu copy).
 */
import type { LiveLoader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { ContentfulConfigError } from './errors';
import { fitEntry, hasOwnName, resolveEntry } from './index';
import { emptyIndex, LINK_DEPTH } from './links';
import { client, sourceFailure } from './live';
import { flattenFields, localeChains, localeId, splitLocaleId } from './locale';
import { assignLocaleAddresses } from './problems';
import { contentSourceFrom, type LiveSource, spaceNamesFrom, TELUGU_LOCALE } from './source';
import { addToIndex } from './sync';
import type { LocaleChain, RawAsset, RawEntry } from './types';

/** How long a content type's list is kept before the next page view reads it again: a list shows a saved draft within 2 s. */
export const LIST_TTL_MS = 1_500;

/** The Contentful host the preview server reads unless CONTENTFUL_HOST names another. */
export const PREVIEW_HOST = 'preview.contentful.com';

/** `getLiveCollection` filter: the entry to read afresh into the list, and how fresh a read must be. */
export interface ListFilter {
  fresh?: string;
  /** A read that started at or after this `performance.now()` time is fresh enough (for `fresh`, else for the list). */
  since?: number;
}

export interface LiveEntry {
  id: string;
  data: Record<string, unknown>;
}

type Env = Record<string, string | undefined>;

/**
 * The Preview API as a content source: CONTENTFUL_SPACE_ID with CONTENTFUL_PREVIEW_TOKEN (or
 * CONTENTFUL_ACCESS_TOKEN holding a preview token), on preview.contentful.com unless CONTENTFUL_HOST
 * says otherwise. Read on the server only; the token never goes into a page.
 */
export function previewSource(env: Env): LiveSource {
  const source = contentSourceFrom(
    {
      ...env,
      CONTENTFUL_ACCESS_TOKEN: env.CONTENTFUL_PREVIEW_TOKEN?.trim() || env.CONTENTFUL_ACCESS_TOKEN,
      CONTENTFUL_HOST: env.CONTENTFUL_HOST?.trim() || PREVIEW_HOST,
      CONTENT_SNAPSHOT: undefined,
    },
    process.cwd(),
  );
  if (source.kind !== 'live')
    throw new ContentfulConfigError(
      'The preview server reads the Preview API: set CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_TOKEN.',
    );
  return source;
}

/** Entries per Preview API request (its maximum is 1000). */
const PAGE_SIZE = 1000;

interface Reader {
  source: LiveSource;
  /** The space's locales, the default first, with their fallback chains. */
  locales: Promise<LocaleChain[]>;
  read(query: Record<string, unknown>): Promise<{ items: RawEntry[]; linked: RawEntry[]; assets: RawAsset[] }>;
}

let reader: Reader | undefined;

/** One client per process, with the space's locales read once. */
function previewReader(env: Env): Reader {
  if (reader) return reader;
  const source = previewSource(env);
  const api = client(source, { warn: () => {} });
  const failure = (error: unknown) => sourceFailure(error, source);
  const locales = api.getLocales().then(
    (l) => localeChains(l.items),
    (error: unknown) => {
      reader = undefined; // the next request tries again
      throw failure(error);
    },
  );
  locales.catch(() => {});
  reader = {
    source,
    locales,
    async read(query) {
      const items: RawEntry[] = [];
      const linked: RawEntry[] = [];
      const assets: RawAsset[] = [];
      try {
        for (let skip = 0; ; skip += PAGE_SIZE) {
          const page = await api.withoutLinkResolution.withAllLocales.getEntries({
            ...query,
            // linked entries and assets as deep as the loader follows links
            include: LINK_DEPTH,
            limit: PAGE_SIZE,
            skip,
          });
          items.push(...(page.items as unknown as RawEntry[]));
          linked.push(...((page.includes?.Entry ?? []) as unknown as RawEntry[]));
          assets.push(...((page.includes?.Asset ?? []) as unknown as RawAsset[]));
          if (skip + PAGE_SIZE >= page.total) break;
        }
      } catch (error) {
        throw failure(error);
      }
      return { items, linked, assets };
    },
  };
  return reader;
}

/**
 * The entries of one answer in the languages the site has pages in (as the build stores them:
 * `<id>` in the default locale, `te-IN/<id>` where the entry has a title of its own in the space's
 * Telugu locale `telugu`), each fitted as the build fits it; those that cannot have a page are
 * left out.
 */
async function fitted(
  schema: z.ZodType,
  siteTypes: ReadonlySet<string>,
  { items, linked, assets }: Awaited<ReturnType<Reader['read']>>,
  locales: readonly LocaleChain[],
  telugu: string,
): Promise<LiveEntry[]> {
  const entries: LiveEntry[] = [];
  for (const { code, chain } of locales.filter((l, i) => i === 0 || l.code === telugu)) {
    const main = code === locales[0].code;
    const index = emptyIndex();
    addToIndex(index, { entries: [...linked, ...items], assets, chain, siteTypes });
    for (const item of items) {
      const fields = flattenFields(item.fields, chain);
      if (!main && !hasOwnName(schema, item, fields, code)) continue;
      const id = main ? item.sys.id : localeId(TELUGU_LOCALE, item.sys.id);
      const { data } = resolveEntry(item, fields, index);
      const fit = await fitEntry(
        schema,
        id,
        data,
        [],
        async (input) => (await schema.parseAsync(input)) as Record<string, unknown>,
      );
      if ('data' in fit) entries.push({ id, data: fit.data });
    }
  }
  return entries;
}

/** The list with every slug final: of two entries of one locale asking for one address the later takes its id, as in the build. */
function settled(entries: readonly LiveEntry[]): LiveEntry[] {
  if (!entries.some((e) => typeof e.data.slug === 'string')) return [...entries];
  const moved = assignLocaleAddresses(
    entries.map(({ id, data }) => ({ id, slug: String(data.slug), createdAt: data.createdAt as Date | undefined })),
  );
  return entries.map((e) => (moved.has(e.id) ? { id: e.id, data: { ...e.data, slug: moved.get(e.id)!.slug } } : e));
}

/** A live loader for one content type; `env` for tests, process.env otherwise. */
export function contentfulLiveLoader({
  contentType,
  schema,
  siteTypes,
  env = process.env,
}: {
  contentType: string;
  schema: z.ZodType;
  /** The content types the site has pages for (links to others are read as labels, as in the build). */
  siteTypes: ReadonlySet<string>;
  env?: Env;
}): LiveLoader<Record<string, unknown>, { id: string }, ListFilter> {
  /** The latest read of the list, and when it started. */
  let list: { at: number; entries: Promise<LiveEntry[]> } | undefined;
  /** The latest read of each entry, by id, and when it started; only the latest is kept. */
  const ones = new Map<string, { at: number; entries: Promise<LiveEntry[]> }>();
  const { telugu } = spaceNamesFrom(env);

  const readList = (r: Reader, since?: number) => {
    if (!list || (since === undefined ? performance.now() - list.at > LIST_TTL_MS : list.at < since)) {
      const entries = Promise.all([r.read({ content_type: contentType }), r.locales]).then(([answer, locales]) =>
        fitted(schema, siteTypes, answer, locales, telugu),
      );
      list = { at: performance.now(), entries };
      entries.catch(() => (list = undefined));
    }
    return list.entries;
  };
  /** The entry `id` (or the one whose locale copy it is) in every locale, read at or after `since` (else now). */
  const readOne = (r: Reader, id: string, since?: number) => {
    const key = splitLocaleId(id).id;
    const last = ones.get(key);
    if (last && since !== undefined && last.at >= since) return last.entries;
    const entries = Promise.all([r.read({ content_type: contentType, 'sys.id': key }), r.locales]).then(
      ([answer, locales]) => fitted(schema, siteTypes, answer, locales, telugu),
    );
    const read = { at: performance.now(), entries };
    ones.set(key, read);
    // Only requests under way when it started can share it: kept a moment, then let go.
    const forget = () => ones.get(key) === read && ones.delete(key);
    entries.then(() => void setTimeout(forget, LIST_TTL_MS), forget);
    return entries;
  };

  return {
    name: 'contentful-preview',
    async loadCollection({ filter }) {
      try {
        const r = previewReader(env);
        const listed = readList(r, filter?.fresh ? undefined : filter?.since);
        const [entries, fresh] = await Promise.all([
          listed,
          filter?.fresh ? readOne(r, filter.fresh, filter.since) : undefined,
        ]);
        if (!filter?.fresh) return { entries: settled(entries) };
        const entry = splitLocaleId(filter.fresh).id;
        const merged = [...entries.filter((e) => splitLocaleId(e.id).id !== entry), ...(fresh ?? [])];
        // The kept list has the entry as just read, so a list page shows a new draft at once.
        if (list?.entries === listed) list.entries = Promise.resolve(merged);
        return { entries: settled(merged) };
      } catch (error) {
        return { error: error as Error };
      }
    },
    async loadEntry({ filter }) {
      try {
        return (await readOne(previewReader(env), filter.id)).find((e) => e.id === filter.id);
      } catch (error) {
        return { error: error as Error };
      }
    },
  };
}

/** The space's default locale (read once), for the live-preview SDK; `env` for tests. */
export const previewLocale = async (env: Env = process.env): Promise<string> =>
  (await previewReader(env).locales)[0].code;
