/**
 * Link resolution: assets and entries are referenced by id (`{ sys: { type: 'Link', … } }`) and
 * resolved against every published asset and entry of the space, not only those of one sync page
 * or one delta — hence the index kept between builds.
 */
import { toHttps } from '../../schemas/shared';
import { flattenFields } from './locale';
import type {
  EntrySummary,
  Link,
  LinkIndex,
  LocaleChain,
  LocaleView,
  RawAsset,
  RawEntry,
  ResolvedAsset,
} from './types';

export function isLink(value: unknown): value is Link {
  const sys = (value as Link | null)?.sys;
  return typeof sys === 'object' && sys !== null && sys.type === 'Link' && typeof sys.id === 'string';
}

/** A list with links in it (a list may mix typed values and links, as a mains answer's sourceUrl may). */
const isLinkList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isLink);

interface RichNode {
  nodeType: string;
  data?: { target?: unknown; [key: string]: unknown };
  content?: RichNode[];
  [key: string]: unknown;
}

export const isRichText = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && (value as RichNode).nodeType === 'document';

/** An asset as pages use it in a locale (read through its `chain`); undefined without a processed file (still uploading). */
export function resolveAsset(asset: RawAsset, chain: string | readonly string[]): ResolvedAsset | undefined {
  const f = flattenFields(asset.fields, chain) as {
    title?: string;
    description?: string;
    file?: {
      url?: string;
      contentType?: string;
      fileName?: string;
      details?: { size?: number; image?: { width?: number; height?: number } };
    };
  };
  if (!f.file?.url) return undefined;
  const { url, contentType, fileName, details } = f.file;
  const resolved: ResolvedAsset = { url: toHttps(url) };
  if (f.title) resolved.title = f.title;
  if (f.description) resolved.description = f.description;
  if (details?.image?.width) resolved.width = details.image.width;
  if (details?.image?.height) resolved.height = details.image.height;
  if (contentType) resolved.contentType = contentType;
  if (fileName) resolved.fileName = fileName;
  if (typeof details?.size === 'number') resolved.size = details.size;
  return resolved;
}

/** The fields that place an entry's page: what a link to an article, answer or quiz needs. */
const PAGE_FIELDS = ['title', 'slug', 'page', 'category', 'topic', 'exam', 'status'];

/** Fields an entry's label is read from, in order, before the content type's display field. */
const LABEL_FIELDS = ['name', 'title', 'label'];

/**
 * What a locale's index keeps of an entry (see EntrySummary), read through the locale's `chain`.
 * `displayFields` (content type → field, from an export) gives a label to entries with none of the
 * usual fields; `siteTypes` are the content types with a collection, of which only the page fields
 * are kept.
 */
export function summarizeEntry(
  entry: RawEntry,
  chain: string | readonly string[],
  displayFields: ReadonlyMap<string, string>,
  siteTypes: ReadonlySet<string>,
): EntrySummary {
  const contentType = entry.sys.contentType.sys.id;
  const all = flattenFields(entry.fields, chain);
  const display = displayFields.get(contentType);
  const label = [...LABEL_FIELDS, ...(display ? [display] : [])]
    .map((f) => all[f])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const fields = siteTypes.has(contentType)
    ? Object.fromEntries(PAGE_FIELDS.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]))
    : all;
  return { contentType, ...(label && { label: label.trim() }), fields };
}

export const emptyIndex = (): LinkIndex => ({ assets: new Map(), entries: new Map() });

/** Persisted form of every locale's index for the meta store (a string), with the chains they were read through. */
export const serializeIndexes = (locales: readonly LocaleView[]): string =>
  JSON.stringify(
    locales.map(({ code, chain, index }) => ({
      code,
      chain,
      assets: [...index.assets],
      entries: [...index.entries],
    })),
  );

/** The saved indexes when they were read through exactly `chains` (a locale added or changed: undefined, sync all). */
export function parseIndexes(json: string | undefined, chains: readonly LocaleChain[]): LocaleView[] | undefined {
  if (!json) return undefined;
  try {
    const saved = JSON.parse(json) as (LocaleChain & {
      assets: [string, ResolvedAsset][];
      entries: [string, EntrySummary][];
    })[];
    const same = (a: LocaleChain, b: LocaleChain) => a.code === b.code && a.chain.join() === b.chain.join();
    if (saved.length !== chains.length || saved.some((s, i) => !same(s, chains[i]))) return undefined;
    return saved.map(({ code, chain, assets, entries }) => ({
      code,
      chain,
      index: { assets: new Map(assets), entries: new Map(entries) },
    }));
  } catch {
    return undefined;
  }
}

/** Which fields of an entry hold links, kept between builds so a changed asset can be re-resolved. */
export interface EntryLinks {
  /** Top-level link fields as the editor set them: field id → link (or list of links). */
  fields: Record<string, Link | unknown[]>;
  /** Every target id, including those inside rich text. */
  ids: string[];
}

export interface Resolution {
  data: Record<string, unknown>;
  /** undefined when the entry links to nothing */
  links?: EntryLinks;
  /** "featuredImage → asset 3xY" for every link to something unpublished */
  missing: string[];
  /** How many links were followed to something published. */
  followed: number;
  /** "content → entry 3xY" for every entry embedded in rich text that has no label to show. */
  unshown: string[];
  /** "author.company.logo → asset 3xY" for every link more than LINK_DEPTH links away, not followed. */
  deep: string[];
}

/** Drops undefined values so stored data and digests stay minimal. */
const compact = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const describe = (field: string, link: Link) => `${field} → ${link.sys.linkType.toLowerCase()} ${link.sys.id}`;

/**
 * How deep links are followed from an entry's own fields: quiz → question → option → picture
 * (spec document 2 asks for the UPSC quiz with "include depth 3").
 */
export const LINK_DEPTH = 3;

/** An entry a field links to, as schemas read it (src/schemas/shared.ts `LinkedEntry`). */
interface LinkedEntry {
  id: string;
  contentType: string;
  label?: string;
  fields: Record<string, unknown>;
}

/** Follows links through the index, collecting target ids and what could not be found. */
class Follower {
  readonly ids = new Set<string>();
  readonly missing: string[] = [];
  /** Rich text: "content → entry x" for embedded entries with no label, which show nothing. */
  readonly unshown: string[] = [];
  /** Links more than LINK_DEPTH links away from the entry: "author.company.logo → asset 3xY". */
  readonly deep: string[] = [];
  followed = 0;
  constructor(private readonly index: LinkIndex) {}

  /** A link's target, or undefined: noted as missing when unpublished, as deep when more than LINK_DEPTH links away. */
  target(link: Link, path: string, depth: number): ResolvedAsset | LinkedEntry | undefined {
    this.ids.add(link.sys.id);
    if (depth >= LINK_DEPTH) {
      this.deep.push(describe(path, link));
      return undefined;
    }
    const found = link.sys.linkType === 'Asset' ? this.index.assets.get(link.sys.id) : this.entry(link, path, depth);
    if (found) this.followed++;
    else this.missing.push(describe(path, link));
    return found;
  }

  private entry(link: Link, path: string, depth: number): LinkedEntry | undefined {
    const e = this.index.entries.get(link.sys.id);
    if (!e) return undefined;
    const fields = this.fields(e.fields, path, depth + 1);
    return { id: link.sys.id, contentType: e.contentType, ...(e.label && { label: e.label }), fields };
  }

  /** Every link field (single or list) of `fields` replaced by its targets; unfound ones dropped. */
  fields(fields: Record<string, unknown>, path: string, depth: number): Record<string, unknown> {
    const data: Record<string, unknown> = { ...fields };
    for (const [name, value] of Object.entries(fields)) {
      const at = path ? `${path}.${name}` : name;
      if (isLink(value)) {
        const t = this.target(value, at, depth);
        if (t) data[name] = t;
        else delete data[name];
      } else if (isLinkList(value)) {
        data[name] = value
          .map((item) => (isLink(item) ? this.target(item, at, depth) : item))
          .filter((item) => item !== undefined);
      }
    }
    return data;
  }
}

/** A rich-text link target in Contentful's resolved form; no `fields` when unpublished. */
function richTarget(link: Link, index: LinkIndex): { sys: Record<string, unknown>; fields?: Record<string, unknown> } {
  const sys = { type: 'Link', linkType: link.sys.linkType, id: link.sys.id };
  if (link.sys.linkType === 'Asset') {
    const a = index.assets.get(link.sys.id);
    if (!a) return { sys };
    const details = compact({
      size: a.size,
      image: a.width && a.height ? { width: a.width, height: a.height } : undefined,
    });
    const file = compact({ url: a.url, contentType: a.contentType, fileName: a.fileName, details });
    return { sys, fields: compact({ title: a.title, description: a.description, file }) };
  }
  const e = index.entries.get(link.sys.id);
  if (!e) return { sys };
  const place = Object.fromEntries(PAGE_FIELDS.filter((f) => e.fields[f] !== undefined).map((f) => [f, e.fields[f]]));
  return {
    sys: { ...sys, contentType: { sys: { id: e.contentType } } },
    fields: { ...place, ...(e.label && { label: e.label }) },
  };
}

/**
 * A rich-text document with its embedded assets and entry links filled in. The link `sys` stays,
 * so the same function can run again on stored data after an asset changes. Returns a copy.
 */
function resolveRichText(node: RichNode, index: LinkIndex, field: string, follower: Follower): RichNode {
  const link = node.data?.target;
  let data = node.data;
  if (isLink(link)) {
    follower.ids.add(link.sys.id);
    const resolved = richTarget(link, index);
    if (!resolved.fields) follower.missing.push(describe(field, link));
    else follower.followed++;
    if (resolved.fields && node.nodeType.startsWith('embedded-entry') && !resolved.fields.label) {
      follower.unshown.push(describe(field, link));
    }
    data = { ...data, target: resolved };
  }
  const content = node.content?.map((child) => resolveRichText(child, index, field, follower));
  return { ...node, ...(data && { data }), ...(content && { content }) };
}

/**
 * Resolves the links of a flattened entry: link fields become assets or linked entries (whose own
 * links are followed to LINK_DEPTH), lists of links lose their unpublished members, rich text gets
 * its targets filled in. With `known`, it re-resolves stored data, whose link fields were replaced,
 * from the links recorded for it.
 */
export function resolveLinks(fields: Record<string, unknown>, index: LinkIndex, known?: EntryLinks): Resolution {
  const input = { ...fields, ...known?.fields };
  const follower = new Follower(index);
  const data = follower.fields(input, '', 0);
  const linkFields: Record<string, Link | unknown[]> = {};
  for (const [name, value] of Object.entries(input)) {
    if (isLink(value) || isLinkList(value)) linkFields[name] = value;
    else if (isRichText(value)) data[name] = resolveRichText(value, index, name, follower);
  }
  const { ids, missing, followed, unshown, deep } = follower;
  const links = ids.size > 0 ? { fields: linkFields, ids: [...ids] } : undefined;
  return { data, links, missing, followed, unshown, deep };
}
