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
    /** Set in an export for entries that are published; absent for a draft. */
    publishedVersion?: number;
    archivedVersion?: number;
    archivedAt?: string;
  };
  fields: LocalizedFields;
}

export interface RawAsset {
  sys: { id: string; type?: string; publishedVersion?: number; archivedVersion?: number; archivedAt?: string };
  fields: LocalizedFields;
}

export interface RawLocale {
  code: string;
  default?: boolean;
  /** Where a field with no value in this locale takes it from; null: nowhere. */
  fallbackCode?: string | null;
}

/** The file format of `contentful space export` (only the parts the loader reads). */
export interface Snapshot {
  contentTypes?: RawContentType[];
  entries: RawEntry[];
  assets?: RawAsset[];
  locales?: RawLocale[];
}

/**
 * What the build needs of an entry that others link to: its label (what a link to it reads as)
 * and its fields, flattened, links unresolved. For content types the site has a collection of,
 * only the fields that place its page (title, slug, page, category, exam, status); for the others
 * (person, tag, quiz question, option …) every field, so links can be followed through them.
 */
export interface EntrySummary {
  contentType: string;
  /** `name`, else `title`, else `label`, else the content type's display field (from an export). */
  label?: string;
  fields: Record<string, unknown>;
}

/** A content type as an export describes it (only the parts the loader reads). */
export interface RawContentType {
  sys: { id: string };
  displayField?: string;
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

/** A locale of the space and the chain its fields are read through (locale.ts); the default locale's chain is itself. */
export interface LocaleChain {
  code: string;
  chain: string[];
}

/** A locale with the link index read through its chain. */
export interface LocaleView extends LocaleChain {
  index: LinkIndex;
}

/** A content type of the space: its published entries, its drafts (file sources) and the field ids they have. */
export interface TypeCount {
  entries: number;
  drafts: number;
  fields: string[];
}

/** What one sync produced, shared by the collections of one build. */
export interface SyncResult {
  /** True: `entries` is the whole space (replace the store). False: only what changed. */
  full: boolean;
  /** Every locale of the space, the default first (its entries keep their ids), each with its link targets after this sync. */
  locales: LocaleView[];
  /** Entries of every content type: all of them, or the changed ones. */
  entries: RawEntry[];
  /** File sources outside editor previews: the entries left out as never published (drafts). */
  drafts: RawEntry[];
  /** Every content type of the space (as CONTENT_TYPE_MAP names it), by id: what the report accounts for. */
  types: Record<string, TypeCount>;
  /** Entries deleted or unpublished since the last sync (delta only). */
  deletedEntryIds: string[];
  /** Assets and entries that changed or went away (delta only): their linkers must be re-resolved. */
  changedTargetIds: Set<string>;
  /** Live only: token for the next delta, and the locales' indexes serialised for the meta store. */
  nextSyncToken?: string;
  indexJson?: string;
  /** Where the content came from, for log lines. */
  label: string;
}
