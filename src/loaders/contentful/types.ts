/**
 * The raw shapes the loader reads: what the Sync API returns and what `contentful space export`
 * writes (both key every field by locale), and what one sync hands to the collections.
 */

/** A reference to another entry or asset, unresolved. */
export interface Link {
  sys: { type: 'Link'; linkType: 'Asset' | 'Entry'; id: string };
}

/** Fields keyed by field id, then by locale: `{ "title": { "en-US": "…" } }`. */
export type LocalizedFields = Record<string, Record<string, unknown> | undefined>;

export interface RawEntry {
  sys: {
    id: string;
    type?: string;
    contentType: { sys: { id: string } };
    createdAt?: string;
    updatedAt?: string;
    archivedVersion?: number;
    archivedAt?: string;
  };
  fields: LocalizedFields;
}

export interface RawAsset {
  sys: { id: string; type?: string; archivedVersion?: number; archivedAt?: string };
  fields: LocalizedFields;
}

export interface RawLocale {
  code: string;
  default?: boolean;
}

/** The file format of `contentful space export` (only the parts the loader reads). */
export interface Snapshot {
  entries: RawEntry[];
  assets?: RawAsset[];
  locales?: RawLocale[];
}

/** Title and slug of an entry, for links to it from rich text. */
export interface EntrySummary {
  contentType: string;
  title?: string;
  slug?: string;
}

/** A published asset, flattened: the shape of `AssetSchema` in src/schemas/shared.ts. */
export interface ResolvedAsset {
  url: string;
  title?: string;
  description?: string;
  width?: number;
  height?: number;
  contentType?: string;
  fileName?: string;
  size?: number;
}

/** Every published asset and entry of the space, by id: what links resolve against. */
export interface LinkIndex {
  assets: Map<string, ResolvedAsset>;
  entries: Map<string, EntrySummary>;
}

/** What one sync produced, shared by the collections of one build. */
export interface SyncResult {
  /** True: `entries` is the whole space (replace the store). False: only what changed. */
  full: boolean;
  /** The space's default locale, which every field is flattened to. */
  locale: string;
  /** Entries of every content type: all of them, or the changed ones. */
  entries: RawEntry[];
  /** Entries deleted or unpublished since the last sync (delta only). */
  deletedEntryIds: string[];
  /** Assets and entries that changed or went away (delta only): their linkers must be re-resolved. */
  changedTargetIds: Set<string>;
  /** Link targets after this sync. */
  index: LinkIndex;
  /** Live only: token for the next delta, and the index serialised for the meta store. */
  nextSyncToken?: string;
  indexJson?: string;
  /** Where the content came from, for log lines. */
  label: string;
}
