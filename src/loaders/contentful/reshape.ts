/**
 * Values another space keeps in another shape than the site's fields, fitted before the schema
 * reads them (both loaders, through fitEntry), so a field renamed as the content report advises is
 * shown rather than dropped a second time:
 *
 * - a rich-text field holding a long text is Markdown (Contentful's Markdown editor): it becomes
 *   the document the rich-text editor would have made (markdown.ts); HTML in it is left out, with a
 *   report row;
 * - a summary or description holding rich text is read as its text;
 * - an article whose own text is only in `description` shows it: as its text when `content` is
 *   empty, else as its summary when `summary` is (docs/decisions.md), with a report row saying so.
 */
import type { Document } from '@contentful/rich-text-types';
import { z } from 'astro/zod';
import { richTextToPlain } from './plain-text';
import { richText } from '../../schemas/shared';
import { isRichText } from './links';
import { isFilled } from './locale';
import { markdownToRichText } from './markdown';
import { type Problem, shorten } from './problems';

/** Plain-text fields a rich-text value is read into as its text: a teaser loses only its formatting. */
const TEXT_FIELDS = ['summary', 'description', 'excerpt'];

/** The schema inside `.optional()`, `.default()` and `.describe()`. */
const unwrapped = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? unwrapped(schema.unwrap() as z.ZodType) : schema;

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/** A rich-text document or a Markdown text as its words. */
const plainText = (value: unknown) =>
  richTextToPlain(isRichText(value) ? (value as Document) : markdownToRichText(String(value)).document);

/** Where an article keeps its text when `content` and `summary` are empty (see the file comment). */
function textFromDescription(data: Record<string, unknown>, shape: Record<string, z.ZodType>): Problem | undefined {
  const { description } = data;
  if (!('content' in shape && 'summary' in shape && 'description' in shape) || !isFilled(description)) return undefined;
  const text = plainText(description);
  if (!isFilled(data.content)) {
    // Moved, not copied: the page's description then comes from the text, and a second pass finds nothing to move.
    data.content = description;
    delete data.description;
    return {
      field: 'description',
      value: shorten(text),
      reason: 'used as the article text, as content is empty',
      warning: true,
    };
  }
  if (isFilled(data.summary)) return undefined;
  data.summary = text;
  return {
    field: 'description',
    value: shorten(text),
    reason: 'used as the summary, as summary is empty',
    warning: true,
  };
}

/** `data` with its values fitted to the schema's shapes (see the file comment), and what the report says about it. */
export function reshape(
  schema: z.ZodType,
  input: Record<string, unknown>,
): { data: Record<string, unknown>; problems: Problem[] } {
  const data = { ...input };
  const shape = shapeOf(schema);
  const problems: Problem[] = [];
  const moved = textFromDescription(data, shape);
  if (moved) problems.push(moved);
  for (const [field, value] of Object.entries(data)) {
    const target = shape[field] && unwrapped(shape[field]);
    if (target === richText && typeof value === 'string') {
      const { document, html } = markdownToRichText(value);
      data[field] = document;
      if (html.length)
        problems.push({
          field,
          value: shorten(html.join(' ')),
          reason: 'HTML inside Markdown is not shown; write it as Markdown',
        });
    } else if (TEXT_FIELDS.includes(field) && field in shape && isRichText(value)) {
      data[field] = plainText(value);
    }
  }
  return { data, problems };
}
