/**
 * One sync per build for all the collections. Astro starts the five collections' `load()`s
 * together: those that ask within a few milliseconds of each other share one sync. When they
 * start from the same saved token it is a delta from there; when their tokens differ (say one
 * collection's schema changed, or its cache was lost) it is one full sync for all of them, so their
 * tokens agree again afterwards. A finished sync is not kept: the next build or dev reload syncs again.
 */
import { emptyIndex, parseIndexes, resolveAsset, serializeIndexes, summarizeEntry } from './links';
import { fetchLive } from './live';
import { localeChains } from './locale';
import { readSnapshot } from './snapshot';
import { type ContentSource, type SpaceNames, TELUGU_LOCALE } from './source';
import type { LinkIndex, LocaleView, RawAsset, RawEntry, RawLocale, SyncResult, TypeCount } from './types';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SyncRequest {
  source: ContentSource;
  /** The collection's content type: the index keeps only page fields of the collections' types. */
  contentType: string;
  /** CONTENT_TYPE_MAP and CONTENT_LOCALE_TE (source.ts). */
  names: SpaceNames;
  /** Live only: the token the collection's store is at, with the locales' link indexes saved beside it. */
  fromToken?: string;
  savedIndex?: string;
  logger: Logger;
}

/** How long the first collection waits for the others before the sync starts. */
const JOIN_WINDOW_MS = 10;

interface SharedSync {
  joiners: SyncRequest[];
  started: boolean;
  /** The token the sync started from; undefined for a full sync, which suits every collection. */
  from?: string;
  promise: Promise<SyncResult>;
}

const shared = new Map<string, SharedSync>();

/** The shared sync for this request's source (see the file comment). */
export function syncContent(request: SyncRequest): Promise<SyncResult> {
  const key = request.source.key;
  const current = shared.get(key);
  if (current && !current.started) {
    current.joiners.push(request);
    return current.promise;
  }
  if (current && (current.from === undefined || current.from === request.fromToken)) return current.promise;
  if (current) return runSync(request, [request]); // a latecomer from another starting point: on its own

  const sync = { joiners: [request], started: false } as SharedSync;
  sync.promise = new Promise((resolve) => setTimeout(resolve, JOIN_WINDOW_MS))
    .then(() => {
      sync.started = true;
      const tokens = new Set(sync.joiners.map((j) => j.fromToken));
      const lead = tokens.size === 1 ? sync.joiners[0] : { ...request, fromToken: undefined, savedIndex: undefined };
      sync.from = lead.fromToken;
      return runSync(lead, sync.joiners);
    })
    .finally(() => shared.delete(key));
  shared.set(key, sync);
  return sync.promise;
}

const forWhom = (n: number) => `for ${n} ${n === 1 ? 'collection' : 'collections'}`;

/** Archived entries are kept in exports but are not published. */
const isArchived = (item: RawEntry | RawAsset) => Boolean(item.sys.archivedVersion || item.sys.archivedAt);

/** An export made with `--include-drafts` also holds what was never published: no `publishedVersion`. */
export const isDraft = (item: RawEntry | RawAsset) => !item.sys.publishedVersion;

interface IndexInput {
  entries: readonly RawEntry[];
  assets: readonly RawAsset[];
  /** The locale's fallback chain (locale.ts), or the locale alone. */
  chain: string | readonly string[];
  /** Content type → display field, from an export's content types. */
  displayFields?: ReadonlyMap<string, string>;
  siteTypes: ReadonlySet<string>;
}

export function addToIndex(
  index: LinkIndex,
  { entries, assets, chain, displayFields = new Map(), siteTypes }: IndexInput,
) {
  for (const asset of assets) {
    const resolved = resolveAsset(asset, chain);
    if (resolved) index.assets.set(asset.sys.id, resolved);
    else index.assets.delete(asset.sys.id);
  }
  for (const entry of entries) {
    index.entries.set(entry.sys.id, summarizeEntry(entry, chain, displayFields, siteTypes));
  }
}

/** Entries as CONTENT_TYPE_MAP names their content types (`post` read as `blogPost`). */
function renameTypes(entries: readonly RawEntry[], names: SpaceNames): RawEntry[] {
  if (!Object.keys(names.types).length) return [...entries];
  return entries.map((entry) => {
    const to = names.types[entry.sys.contentType.sys.id];
    return to ? { ...entry, sys: { ...entry.sys, contentType: { sys: { id: to } } } } : entry;
  });
}

/** Every content type of the space: its published entries (all in the default locale's index) and drafts. */
function countTypes(index: LinkIndex, drafts: readonly RawEntry[]): Record<string, TypeCount> {
  const types = new Map<string, { entries: number; drafts: number; fields: Set<string> }>();
  const add = (type: string, fields: object, kind: 'entries' | 'drafts') => {
    const count = types.get(type) ?? { entries: 0, drafts: 0, fields: new Set<string>() };
    count[kind]++;
    for (const field of Object.keys(fields)) count.fields.add(field);
    types.set(type, count);
  };
  for (const entry of index.entries.values()) add(entry.contentType, entry.fields, 'entries');
  for (const draft of drafts) add(draft.sys.contentType.sys.id, draft.fields ?? {}, 'drafts');
  return Object.fromEntries([...types].map(([type, c]) => [type, { ...c, fields: [...c.fields].sort() }]));
}

/** A warning when CONTENT_LOCALE_TE names a locale the space does not have (no Telugu page can be built). */
function checkTelugu(names: SpaceNames, locales: readonly LocaleView[], logger: Logger) {
  if (locales.slice(1).some((l) => l.code === names.telugu)) return;
  const has = locales.map((l) => l.code).join(', ');
  if (locales.length > 1 || names.telugu !== TELUGU_LOCALE)
    logger.warn(
      `The space has no locale "${names.telugu}" to build the Telugu pages from (it has ${has}); set CONTENT_LOCALE_TE to its Telugu locale.`,
    );
}

/** Every locale of the space with an empty index, to fill (addToIndex). */
const freshViews = (locales: readonly RawLocale[] | undefined): LocaleView[] =>
  localeChains(locales).map((l) => ({ ...l, index: emptyIndex() }));

async function runSync(
  { source, names, fromToken, savedIndex, logger }: SyncRequest,
  joiners: readonly SyncRequest[],
): Promise<SyncResult> {
  const started = performance.now();
  const collections = joiners.length;
  const siteTypes = new Set(joiners.map((j) => j.contentType));
  if (source.kind !== 'live') {
    const snapshot = await readSnapshot(source);
    const shown = (item: RawEntry | RawAsset) => source.drafts || !isDraft(item);
    const read = renameTypes(
      snapshot.entries.filter((e) => e?.sys?.id && e.sys.contentType?.sys?.id && !isArchived(e)),
      names,
    );
    const entries = read.filter(shown);
    const drafts = read.filter((e) => !shown(e));
    const assets = (snapshot.assets ?? []).filter((a) => a?.sys?.id && !isArchived(a) && shown(a));
    const locales = freshViews(snapshot.locales);
    const displayFields = new Map(
      (snapshot.contentTypes ?? []).flatMap((t) => (t?.sys?.id && t.displayField ? [[t.sys.id, t.displayField]] : [])),
    );
    for (const { chain, index } of locales) addToIndex(index, { entries, assets, chain, displayFields, siteTypes });
    checkTelugu(names, locales, logger);
    const left = drafts.length ? ` (${drafts.length} drafts left out)` : '';
    logger.info(
      `Read ${entries.length} entries${left} and ${assets.length} assets from ${source.label} in ${Math.round(performance.now() - started)} ms ${forWhom(collections)}.`,
    );
    return {
      full: true,
      locales,
      entries,
      drafts,
      types: countTypes(locales[0].index, drafts),
      deletedEntryIds: [],
      changedTargetIds: new Set(),
      label: source.label,
    };
  }

  // A delta only from indexes read through the space's present locales and fallbacks.
  let previous: LocaleView[] | undefined;
  const page = await fetchLive(
    source,
    (spaceLocales) => {
      previous = fromToken ? parseIndexes(savedIndex, localeChains(spaceLocales)) : undefined;
      return previous && fromToken;
    },
    logger,
  );
  const locales = page.full || !previous ? freshViews(page.locales) : previous;
  const entries = renameTypes(page.entries, names);
  for (const { chain, index } of locales) {
    addToIndex(index, { entries, assets: page.assets, chain, siteTypes });
    for (const id of page.deletedAssetIds) index.assets.delete(id);
    for (const id of page.deletedEntryIds) index.entries.delete(id);
  }
  const changedTargetIds = new Set<string>(
    page.full
      ? []
      : [...page.entries, ...page.assets].map((i) => i.sys.id).concat(page.deletedAssetIds, page.deletedEntryIds),
  );
  logger.info(
    `Synced ${page.full ? 'everything' : 'changes'} from ${source.label}: ${page.entries.length} entries, ${page.assets.length} assets, ` +
      `${page.deletedEntryIds.length + page.deletedAssetIds.length} deletions in ${Math.round(performance.now() - started)} ms ${forWhom(collections)}.`,
  );
  checkTelugu(names, locales, logger);
  if (page.full && page.entries.length === 0) {
    logger.warn(
      `${source.label} has no published entries in space "${source.space}", environment "${source.environment}".`,
    );
  }
  return {
    full: page.full,
    locales,
    entries,
    drafts: [],
    types: countTypes(locales[0].index, []),
    deletedEntryIds: page.deletedEntryIds,
    changedTargetIds,
    nextSyncToken: page.nextSyncToken || undefined,
    indexJson: serializeIndexes(locales),
    label: source.label,
  };
}
