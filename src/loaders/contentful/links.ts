/**
 * Link resolution: assets and entries are referenced by id (`{ sys: { type: 'Link', … } }`) and
 * resolved against every published asset and entry of the space, not only those of one sync page
 * or one delta — hence the index kept between builds.
 */
import { toHttps } from '../../schemas/shared';
import { flattenFields } from './locale';
import type { EntrySummary, Link, LinkIndex, RawAsset, RawEntry, ResolvedAsset } from './types';

export function isLink(value: unknown): value is Link {
  const sys = (value as Link | null)?.sys;
  return typeof sys === 'object' && sys !== null && sys.type === 'Link' && typeof sys.id === 'string';
}

const isLinkList = (value: unknown): value is Link[] => Array.isArray(value) && value.length > 0 && value.every(isLink);

interface RichNode {
  nodeType: string;
  data?: { target?: unknown; [key: string]: unknown };
  content?: RichNode[];
  [key: string]: unknown;
}

export const isRichText = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && (value as RichNode).nodeType === 'document';

/** An asset as pages use it; undefined for an asset without a processed file (still uploading). */
export function resolveAsset(asset: RawAsset, locale: string): ResolvedAsset | undefined {
  const f = flattenFields(asset.fields, locale) as {
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

/** Title and slug of an entry, enough to link to it from another entry's rich text. */
export function summarizeEntry(entry: RawEntry, locale: string): EntrySummary {
  const title = entry.fields?.title?.[locale];
  const slug = entry.fields?.slug?.[locale];
  const summary: EntrySummary = { contentType: entry.sys.contentType.sys.id };
  if (typeof title === 'string') summary.title = title;
  if (typeof slug === 'string') summary.slug = slug;
  return summary;
}

export const emptyIndex = (): LinkIndex => ({ assets: new Map(), entries: new Map() });

/** Persisted form of the index for the meta store (a string). */
export const serializeIndex = (index: LinkIndex): string =>
  JSON.stringify({ assets: [...index.assets], entries: [...index.entries] });

export function parseIndex(json: string | undefined): LinkIndex | undefined {
  if (!json) return undefined;
  try {
    const { assets, entries } = JSON.parse(json) as {
      assets: [string, ResolvedAsset][];
      entries: [string, EntrySummary][];
    };
    return { assets: new Map(assets), entries: new Map(entries) };
  } catch {
    return undefined;
  }
}

/** Which fields of an entry hold links, kept between builds so a changed asset can be re-resolved. */
export interface EntryLinks {
  /** Top-level link fields as the editor set them: field id → link (or list of links). */
  fields: Record<string, Link | Link[]>;
  /** Every target id, including those inside rich text. */
  ids: string[];
}

export interface Resolution {
  data: Record<string, unknown>;
  /** undefined when the entry links to nothing */
  links?: EntryLinks;
  /** "featuredImage → asset 3xY" for every link to something unpublished */
  missing: string[];
}

/** Drops undefined values so stored data and digests stay minimal. */
const compact = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const describe = (field: string, link: Link) => `${field} → ${link.sys.linkType.toLowerCase()} ${link.sys.id}`;

/** A top-level link field's value: the asset, or `{ id, contentType, title, slug }` for an entry. */
function fieldTarget(link: Link, index: LinkIndex): ResolvedAsset | (EntrySummary & { id: string }) | undefined {
  if (link.sys.linkType === 'Asset') return index.assets.get(link.sys.id);
  const entry = index.entries.get(link.sys.id);
  return entry && { id: link.sys.id, ...entry };
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
  return {
    sys: { ...sys, contentType: { sys: { id: e.contentType } } },
    fields: compact({ title: e.title, slug: e.slug }),
  };
}

/**
 * A rich-text document with its embedded assets and entry links filled in. The link `sys` stays,
 * so the same function can run again on stored data after an asset changes. Returns a copy.
 */
function resolveRichText(
  node: RichNode,
  index: LinkIndex,
  field: string,
  ids: Set<string>,
  missing: string[],
): RichNode {
  const link = node.data?.target;
  let data = node.data;
  if (isLink(link)) {
    ids.add(link.sys.id);
    const resolved = richTarget(link, index);
    if (!resolved.fields) missing.push(describe(field, link));
    data = { ...data, target: resolved };
  }
  const content = node.content?.map((child) => resolveRichText(child, index, field, ids, missing));
  return { ...node, ...(data && { data }), ...(content && { content }) };
}

/**
 * Resolves the links of a flattened entry: link fields become assets (or entry summaries), lists
 * of links lose their unpublished members, rich text gets its targets filled in. With `known`,
 * it re-resolves stored data, whose link fields were replaced, from the links recorded for it.
 */
export function resolveLinks(fields: Record<string, unknown>, index: LinkIndex, known?: EntryLinks): Resolution {
  const input = { ...fields, ...known?.fields };
  const data: Record<string, unknown> = { ...input };
  const linkFields: Record<string, Link | Link[]> = {};
  const ids = new Set<string>();
  const missing: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (isLink(value) || isLinkList(value)) {
      linkFields[name] = value;
      const links = Array.isArray(value) ? value : [value];
      const found = [];
      for (const link of links) {
        ids.add(link.sys.id);
        const t = fieldTarget(link, index);
        if (t) found.push(t);
        else missing.push(describe(name, link));
      }
      if (Array.isArray(value)) data[name] = found;
      else if (found[0]) data[name] = found[0];
      else delete data[name];
    } else if (isRichText(value)) {
      data[name] = resolveRichText(value, index, name, ids, missing);
    }
  }
  const links = ids.size > 0 ? { fields: linkFields, ids: [...ids] } : undefined;
  return { data, links, missing };
}
