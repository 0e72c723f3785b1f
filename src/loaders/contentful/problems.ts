/**
 * What the loader does with a part of an entry that does not fit its schema: it drops that part
 * (one list item, one quiz question, one field) and keeps the entry, which is left out only when
 * its page cannot exist (a required field such as the title is missing). Every drop and every
 * left-out entry becomes a `Problem` for the content report (report.ts).
 */
import type { Document } from '@contentful/rich-text-types';
import type { z } from 'astro/zod';
import { isContentfulImage } from './image-hosts';
import { isLinkedEntry } from '../../schemas/shared';
import { isRichText } from './links';
import { localeId, splitLocaleId } from './locale';
import { richTextToPlain } from './plain-text';

/** One dropped part, or the reason an entry is left out, in words an editor understands. */
export interface Problem {
  /** `sourceUrl`, `tags[0]`, `questions[2]`, `slug` … */
  field: string;
  /** The value as the editor typed it, shortened. */
  value?: string;
  reason: string;
  /** Kept as it is, but worth the editor's attention (the entry is shown whole). */
  warning?: true;
}

/** What the loader keeps per entry between builds (meta store), so every report is complete. */
export interface EntryRecord {
  title?: string;
  /** The entry is not in the collection: `problems` says why. */
  leftOut?: boolean;
  /** Never published (a draft in an `--include-drafts` export): not in a public build. */
  draft?: true;
  /** A copy with a title of its own in a locale the site builds no pages in: counted, not stored. */
  unbuilt?: true;
  /** Stored, but in no section, so it has no page anywhere: which field decides that and why. */
  noSection?: Problem;
  /** Fields the entry has that the site does not use. */
  unused?: string[];
  /** Links to entries and assets that were followed, and those that led nowhere. */
  followed?: number;
  unresolved?: number;
  problems: Problem[];
  /** The address the entry asked for, when it had to take another one (a collision). */
  wantedSlug?: string;
}

/** Whether a record says anything the report shows; an entry without one has no record. */
export const noteworthy = (r: EntryRecord) =>
  Boolean(
    r.leftOut ||
    r.draft ||
    r.unbuilt ||
    r.noSection ||
    r.unused?.length ||
    r.followed ||
    r.unresolved ||
    r.problems.length,
  );

const MAX_VALUE = 80;

/** A value as the report shows it: text as typed, rich text as its words, anything else as JSON, cut to 80 characters. */
export function shorten(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : isRichText(value)
        ? richTextToPlain(value as Document)
        : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

type Issue = z.core.$ZodIssue;

/** Zod's issue in plain words: "missing", "empty", "not a date", "not one of Daily, Monthly". */
function plainReason(issue: Issue, input: unknown): string {
  if (isLinkedEntry(input)) return 'links to an entry with no name, title or label';
  if (issue.code === 'invalid_type' && input === undefined) return 'missing';
  if (issue.code === 'invalid_type' && issue.expected === 'date') return 'not a date';
  if (issue.code === 'invalid_type' && isRichText(input)) return 'rich text where the site expects plain text';
  if (issue.code === 'invalid_type') return `not ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
  if (issue.code === 'invalid_value') return `not one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_small' && issue.origin === 'string') return 'empty';
  if (issue.code === 'too_small' && issue.origin === 'array') return `fewer than ${String(issue.minimum)} items`;
  return issue.message;
}

const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/** A field's list: the value itself, or a JSON field that wraps it under its own name (`{ questions: [...] }`). */
function listOf(value: unknown, field: string): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const inner = (value as Record<string, unknown> | null)?.[field];
  return typeof value === 'object' && Array.isArray(inner) ? inner : undefined;
}

export type Tolerated = { data: Record<string, unknown>; problems: Problem[] } | { leftOut: Problem[] };

/**
 * The entry with every part the schema refuses dropped: a list item (`tags[0]`, `sourceUrl[1]`,
 * `questions[2]` — a question goes whole when any of its parts is wrong) or else the top-level
 * field, whose schema default (if any) then applies. When what fails is a field that is missing
 * (or was just dropped) the entry cannot have a page and is left out.
 */
export function tolerate(schema: z.ZodType, input: Record<string, unknown>): Tolerated {
  const data = { ...input };
  const problems: Problem[] = [];
  for (;;) {
    const result = schema.safeParse(data);
    if (result.success) return { data, problems };
    const drops = new Map<string, Set<number>>();
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      if (typeof field !== 'string' || data[field] === undefined) {
        const name = typeof field === 'string' ? field : '(whole entry)';
        const earlier = problems.find((p) => p.field === name);
        const reason = earlier ? earlier.reason : issue.code === 'custom' ? issue.message : 'missing';
        const problem = {
          field: name,
          ...(earlier && { value: earlier.value }),
          reason: `${reason}; the entry cannot have a page without it`,
        };
        return { leftOut: [...problems.filter((p) => p !== earlier), problem] };
      }
      const list = listOf(data[field], field);
      const detail = issue.path.slice(2).join('.');
      // The value at fault: the part of a list item named, else the list item, else the field.
      const item = list && typeof index === 'number' ? list[index] : data[field];
      const reason = plainReason(issue, issue.path.length > 2 ? valueAt(data, issue.path) : item);
      if (list && typeof index === 'number' && index < list.length) {
        const indexes = drops.get(field) ?? new Set<number>();
        if (!indexes.has(index)) {
          problems.push({
            field: `${field}[${index}]`,
            value: shorten(list[index]),
            reason: detail ? `${detail}: ${reason}` : reason,
          });
        }
        drops.set(field, indexes.add(index));
      } else if (!drops.has(field)) {
        problems.push({ field, value: shorten(data[field]), reason: plainReason(issue, data[field]) });
        drops.set(field, new Set());
      }
    }
    for (const [field, indexes] of drops) {
      const list = listOf(data[field], field);
      if (indexes.size && list) data[field] = list.filter((_, i) => !indexes.has(i));
      else delete data[field];
    }
  }
}

/** A slug already fit for an address (letters, digits, single hyphens or underscores) is kept as typed. */
const URL_SAFE = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/**
 * The address part of a slug: kept when URL-safe, else trimmed, accents removed, lower-cased,
 * every run of other characters made one hyphen; undefined when nothing usable is left.
 */
export function normaliseSlug(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  if (URL_SAFE.test(raw)) return raw;
  const slug = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || undefined;
}

/** What an entry asks for as its address. */
export interface AddressClaim {
  id: string;
  slug: string;
  createdAt?: Date | string;
}

/**
 * Final addresses of a content type: every entry keeps its slug unless another entry has it too
 * (letters compared without case, as some hosts and file systems do) — then the one created first
 * keeps it and the later ones take their ids — or it is another entry's id, which stays that
 * entry's address. Returns the entries that had to move, with the entry that kept the address.
 */
export function assignAddresses(claims: readonly AddressClaim[]): Map<string, { slug: string; keptBy: string }> {
  const key = (s: string) => s.toLowerCase();
  const ids = new Map(claims.map((c) => [key(c.id), c.id]));
  const time = (c: AddressClaim) => (c.createdAt ? new Date(c.createdAt).getTime() : Infinity);
  const order = [...claims].sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id));
  const taken = new Map<string, string>();
  const moved = new Map<string, { slug: string; keptBy: string }>();
  for (const claim of order) {
    const k = key(claim.slug);
    const owner = ids.get(k) ?? taken.get(k);
    if (owner !== undefined && owner !== claim.id) moved.set(claim.id, { slug: claim.id, keptBy: owner });
    else taken.set(k, claim.id);
  }
  return moved;
}

/**
 * assignAddresses for stored entries of every locale (ids `abc123`, `te-IN/abc123`): each locale's
 * entries among themselves, by their entry ids, since each language has its own addresses. Keyed
 * by stored id; `keptBy` is the entry id that kept the address.
 */
export function assignLocaleAddresses(claims: readonly AddressClaim[]): Map<string, { slug: string; keptBy: string }> {
  const moved = new Map<string, { slug: string; keptBy: string }>();
  const byLocale = Map.groupBy(claims, ({ id }) => splitLocaleId(id).locale);
  for (const [locale, group] of byLocale) {
    const ids = group.map((c) => ({ ...c, id: splitLocaleId(c.id).id }));
    for (const [id, move] of assignAddresses(ids)) moved.set(locale ? localeId(locale, id) : id, move);
  }
  return moved;
}

/**
 * Bytes a picture that cannot be resized may have before the report warns: it may be a page's
 * first, eagerly loaded picture, and this site is read on slow phones.
 */
export const PICTURE_BUDGET = 200_000;

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`;

/**
 * Warnings for the pictures an entry links in its own fields that are neither on one of Contentful's
 * image hosts (which resize them) nor within PICTURE_BUDGET: the site has to use them as they are.
 */
export function oversizedPictures(data: Record<string, unknown>): Problem[] {
  return Object.entries(data).flatMap(([field, value]) => {
    const asset = value as { url?: unknown; contentType?: unknown; size?: unknown } | null;
    const { url, contentType, size: bytes } = asset ?? {};
    if (typeof url !== 'string' || typeof bytes !== 'number' || bytes <= PICTURE_BUDGET) return [];
    if (typeof contentType !== 'string' || !contentType.startsWith('image/') || isContentfulImage(url)) return [];
    return [
      {
        field,
        value: shorten(url),
        reason: `a ${size(bytes)} picture on a host that cannot resize it is used as it is; upload it to Contentful or make it smaller than ${size(PICTURE_BUDGET)}`,
        warning: true as const,
      },
    ];
  });
}

/** Names other spaces give what the site calls otherwise (Contentful's own starters among them). */
export const OTHER_NAMES: Record<string, readonly string[]> = {
  content: ['body', 'text', 'postBody', 'articleBody', 'richText'],
  featuredImage: ['heroImage', 'image', 'coverImage', 'mainImage'],
  publishDate: ['postDate', 'date', 'publishedDate', 'publishedAt', 'datePublished'],
  summary: ['excerpt', 'teaser', 'intro'],
  author: ['authors', 'writer', 'authorName'],
  category: ['categories'],
  tags: ['keywords', 'labels'],
  modelAnswer: ['answer'],
  pdfFile: ['file', 'pdf'],
};

/** "Body of the article (rich text, …)." → "the body of the article". */
const whatItIs = (description: string) =>
  `the ${description.charAt(0).toLowerCase()}${description.slice(1).split(/ \(|[.;]/)[0]}`;

/**
 * What the report says of a field the site does not use: "not shown on the site", and when the
 * schema has a field other spaces call by that name, "rename it to content if it is the body of
 * the article" (from that field's description).
 */
export function unusedFieldNote(schema: z.ZodType): (field: string) => string {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return (field) => {
    const target = Object.keys(OTHER_NAMES).find((name) => name in shape && OTHER_NAMES[name].includes(field));
    const description = target && shape[target].description;
    return description
      ? `not shown on the site; rename it to ${target} if it is ${whatItIs(description)}`
      : 'not shown on the site';
  };
}

/** The fields of an entry its content type's schema does not have. */
export function unusedFields(schema: z.ZodType, fields: Record<string, unknown>): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(fields).filter((f) => !(f in shape)) : [];
}

/** A content type the site reads, as the report compares a space's other content types with it. */
export interface SiteType {
  contentType: string;
  /** What it is, e.g. "a current affairs article" (its schema's description). */
  kind?: string;
  /** Its fields, and the names other spaces give them (OTHER_NAMES). */
  fields: string[];
}

/** A collection's schema as a SiteType. */
export function siteType(contentType: string, schema: z.ZodType): SiteType {
  const own = Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
  return {
    contentType,
    ...(schema.description && { kind: schema.description }),
    fields: [...own, ...own.flatMap((field) => OTHER_NAMES[field] ?? [])],
  };
}

const squashed = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether one content type id is inside the other, capitals and separators aside (the shorter of at least 4 letters). */
function nearIds(a: string, b: string): boolean {
  const [short, long] = [squashed(a), squashed(b)].sort((x, y) => x.length - y.length);
  return short.length >= 4 && long.includes(short);
}

/**
 * The site's content type another one looks like, for the report's hint: one with a near id
 * (`post` and `blogPost`, `mainsAnswer` and `mainsAnswerWriting`) sharing a field, else the one
 * whose fields it has most of, when it has a title and at least three more of them.
 */
export function lookalike(type: string, fields: readonly string[], site: readonly SiteType[]): SiteType | undefined {
  let best: { candidate: SiteType; score: number } | undefined;
  for (const candidate of site) {
    const shared = fields.filter((field) => candidate.fields.includes(field)).length;
    const near = nearIds(type, candidate.contentType);
    const fits = near ? shared >= 1 : fields.includes('title') && shared >= 4;
    const score = (near ? 100 : 0) + shared;
    if (fits && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
