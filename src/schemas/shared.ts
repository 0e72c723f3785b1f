/**
 * Field types shared by the content-type schemas: how a file, a date, a rich-text body, a URL and a
 * list of exam keys look once the Contentful loader has flattened and resolved an entry.
 */
import type { Document } from '@contentful/rich-text-types';
import { z } from 'astro/zod';

/** Contentful serves files as `//images.ctfassets.net/…`; pages and downloads need `https:`. */
export function toHttps(url: string): string {
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('http://')) return `https://${url.slice('http://'.length)}`;
  return url;
}

/**
 * An entry a field links to, as the loader resolves it (src/loaders/contentful/links.ts): its
 * label (`name`, `title`, `label` or the display field) and its fields, whose own links are
 * resolved too, to the depth the loader follows.
 */
export interface LinkedEntry {
  id: string;
  contentType: string;
  label?: string;
  fields: Record<string, unknown>;
}

export const isLinkedEntry = (value: unknown): value is LinkedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LinkedEntry).id === 'string' &&
  typeof (value as LinkedEntry).contentType === 'string' &&
  typeof (value as LinkedEntry).fields === 'object';

/** A linked entry read as its label (a person's name, a tag's name); any other value as it is. */
export const labelOf = (value: unknown): unknown => (isLinkedEntry(value) ? (value.label ?? value) : value);

/** A linked asset read as its address; any other value as it is. */
export const assetUrl = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string'
    ? (value as { url: string }).url
    : value;

/** A list of texts or linked entries as one text (labels joined by commas); any other value as it is. */
function joined(value: unknown): unknown {
  if (!Array.isArray(value)) return labelOf(value);
  const labels = value.map(labelOf);
  return labels.every((label) => typeof label === 'string') ? labels.join(', ') : value;
}

/**
 * Text an editor types, or a link to an entry (a person, a category) read as that entry's label;
 * a list of them (other spaces' `authors`, `categories`) as their labels joined by commas.
 */
export const text = z.preprocess(joined, z.string().trim());

/** A file address: absolute (made https) or site-relative like the demo's `/demo-assets/…`. */
export const fileUrl = z
  .string()
  .trim()
  .min(1)
  .refine(
    (url) => /^(?:https?:)?\/\//.test(url) || url.startsWith('/'),
    'must be a web address or a path starting with /',
  )
  .transform(toHttps);

/** A link an editor pasted: http(s) only (no javascript: or mailto:); `www.…` and `//…` get https. */
export const webUrl = z
  .string()
  .trim()
  .min(1)
  .transform((url) => (/^www\./i.test(url) ? `https://${url}` : url.startsWith('//') ? `https:${url}` : url))
  .refine((url) => {
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  }, 'must be a web address starting with https:// or http://');

/**
 * A published asset (image or PDF) as pages use it; links to unpublished assets are dropped. A
 * field holding the file's address as text (other spaces keep pictures so) is read as its url.
 */
export const AssetSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { url: value } : value),
  z.object({
    url: fileUrl.describe('Address of the file, always https (or a site path for the demo files).'),
    title: z.string().optional().describe('Title of the asset in the media library.'),
    description: z.string().optional().describe('Description of the asset; use it as the alt text of an image.'),
    width: z.number().int().positive().optional().describe('Image width in pixels (images only).'),
    height: z.number().int().positive().optional().describe('Image height in pixels (images only).'),
    contentType: z.string().optional().describe('File type, e.g. image/jpeg or application/pdf.'),
    fileName: z.string().optional().describe('Original file name of the upload.'),
    size: z.number().int().nonnegative().optional().describe('File size in bytes.'),
  }),
);
export type Asset = z.infer<typeof AssetSchema>;

/**
 * A Contentful rich-text document, kept as Contentful's JSON for @contentful/rich-text-html-renderer.
 * Links inside it keep their `sys` and gain `fields` when the target is published: assets get
 * `{ title, description, file: { url (https), contentType, fileName, details } }`, entries
 * `{ title, slug }` plus `sys.contentType`. An unpublished target has no `fields`.
 */
export const richText = z.custom<Document>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 'document' &&
    Array.isArray((value as { content?: unknown }).content),
  'must be a rich-text document',
);

/**
 * Publish date. Contentful writes `2025-03-14` or `2025-03-14T09:30+05:30`; the loader stores a
 * Date (a date without time is midnight UTC). Show it through src/lib/dates.ts (India time).
 */
export const publishDate = z.coerce.date();

/** Exam keys of the `page` field ("upsc", "appsc", "tgpsc"), stored as typed; pages match them. */
export const examKeys = z.array(z.string().trim()).default([]);

/**
 * A short list of labels (tags, or links to tag entries), empty when the editor left it blank; a
 * text (other spaces' `keywords`) is read as its comma-separated parts.
 */
export const labels = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(z.preprocess(labelOf, z.string().trim().min(1))),
  )
  .default([]);

/** Set by the loader from the entry's `sys`: when it was created and last published. */
export const systemDates = {
  createdAt: z.coerce.date().optional().describe('When the entry was created in Contentful (set by the loader).'),
  updatedAt: z.coerce.date().optional().describe('When the entry was last published (set by the loader).'),
};

/** URL-safe slug: letters, digits, hyphens and underscores, used in page addresses. */
export const slug = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, 'must be letters, digits and single hyphens, e.g. "rbi-repo-rate-cut"');
