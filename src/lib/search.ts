/**
 * Site search (pagefind, built by `src/integrations/pagefind.ts`): the content types it covers and
 * what a content page puts on its main content to be indexed. Pages without it stay out of the index.
 */
import type { ExamSection } from '@/lib/sections';

/** The kinds of page search covers: `key` is the `?type=` value, `label` the filter and badge text. */
export const contentTypes = [
  { key: 'current-affairs', label: 'Current affairs' },
  { key: 'mains', label: 'Mains answer' },
  { key: 'quiz', label: 'Quiz' },
] as const;

export type ContentTypeLabel = (typeof contentTypes)[number]['label'];

/**
 * Attributes for a page's main content (spread them on the element): index it, filterable by
 * section. Inside it, `data-pagefind-ignore` keeps navigation and widgets out of the index. A page
 * may have more than one such element (the quiz page: its head and the questions).
 */
export const searchBody = (section: ExamSection) => ({
  'data-pagefind-body': '',
  'data-pagefind-filter': `section:${section.label}`,
});

/**
 * Attributes for the page's h1: the result's title, and the type filter (pagefind takes one inline
 * filter per element, so it cannot share the body's attribute).
 */
export const searchTitle = (type: ContentTypeLabel) => ({
  'data-pagefind-meta': 'title',
  'data-pagefind-filter': `type:${type}`,
});

/** The start of the first element marked `data-pagefind-body` (quoted values may hold `>`). */
const MARKED_BODY =
  /<[a-zA-Z][\w-]*(?:\s+[^\s=>"'/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s+data-pagefind-body[\s=>/]/;
/** Whether pagefind indexes the page: it has an element marked `data-pagefind-body`. */
export const isMarkedForSearch = (html: string): boolean => MARKED_BODY.test(html);

/** Elements whose content pagefind does not index. */
const UNREAD = /<(script|style|template|svg)\b[^>]*>[\s\S]*?<\/\1>/g;

/**
 * What pagefind needs of a page to index it as it would the whole page, or undefined for a page it
 * leaves out (no `data-pagefind-body`): the head without styles and scripts (language, title, meta
 * tags), then everything from the first marked element on (the marked parts, and what pagefind
 * still reads after them: its default image is the first picture after the h1, which may be the
 * footer's logo), without scripts, styles, templates and icons. A third of the page, and pagefind
 * reads it in about half the time (README, "Build throughput").
 */
export function searchCopy(html: string): string | undefined {
  const body = MARKED_BODY.exec(html);
  if (!body) return undefined;
  const head = html.slice(0, Math.max(0, html.lastIndexOf('</head>', body.index)));
  return `${head.replace(UNREAD, '')}</head><body>${html.slice(body.index).replace(UNREAD, '')}`;
}
