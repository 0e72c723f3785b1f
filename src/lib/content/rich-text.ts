/**
 * Contentful rich text to HTML (through @contentful/rich-text-html-renderer); its plain text is
 * plain-text.ts's.
 * Editors' content is not trusted: every text is escaped, links keep their `href` only for web,
 * e-mail and phone addresses (a `javascript:` link becomes its plain text), and embedded images get
 * alt text, their size and lazy loading. An embedded or linked entry becomes a link to its page
 * (src/lib/content/entry-pages.ts), else its label; a heading 1 becomes an `<h2>` (the page's title is its
 * only `<h1>`); a table scrolls sideways inside its own box on a narrow screen.
 */
import { documentToHtmlString, type Options } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import { imageSources } from './content-image';
import { entryPage } from './entry-pages';
import { escapeHtml } from '../html';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address to link to, or undefined when it must not become a link. Parsed the way a browser
 * parses it (tabs, newlines and leading control characters are ignored), so `java\tscript:` is
 * caught too; site-relative addresses resolve to https and are kept.
 */
export function safeHref(uri: unknown): string | undefined {
  if (typeof uri !== 'string' || uri.trim() === '') return undefined;
  try {
    return SAFE_SCHEMES.has(new URL(uri.trim(), 'https://site.invalid/').protocol) ? uri.trim() : undefined;
  } catch {
    return undefined;
  }
}

const isExternal = (href: string) => /^(?:https?:)?\/\//i.test(href);

/** A link; one to another site (a web page, a file on Contentful's CDN) opens in a new tab without access to this one. */
const anchor = (href: string, inner: string) =>
  `<a href="${escapeHtml(href)}"${isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : ''}>${inner}</a>`;

/** A resolved asset target as the loader stores it inside rich text (no `fields` when unpublished). */
interface AssetTarget {
  fields?: {
    title?: string;
    description?: string;
    file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
  };
}

function renderAsset(node: Block | Inline): string {
  const fields = (node.data.target as AssetTarget | undefined)?.fields;
  if (!fields?.file) return '';
  const { file } = fields;
  const url = safeHref(file.url);
  if (!url) return '';
  const alt = fields.description || fields.title || '';
  if (!file.contentType?.startsWith('image/'))
    return `<p>${anchor(url, escapeHtml(fields.title || 'Download file'))}</p>`;
  const { src, srcset, width, height } = imageSources({ url, ...file.details?.image });
  const attrs = [
    `src="${escapeHtml(src)}"`,
    srcset && `srcset="${escapeHtml(srcset)}" sizes="(min-width: 768px) 720px, 100vw"`,
    `alt="${escapeHtml(alt)}"`,
    width && `width="${width}"`,
    height && `height="${height}"`,
    'loading="lazy"',
    'decoding="async"',
  ].filter(Boolean);
  const caption = fields.title && fields.title !== alt ? `<figcaption>${escapeHtml(fields.title)}</figcaption>` : '';
  return `<figure><img ${attrs.join(' ')} />${caption}</figure>`;
}

/** A resolved entry target as the loader stores it inside rich text (no `fields` when unpublished). */
interface EntryTarget {
  sys: { id: string; contentType?: { sys: { id: string } } };
  fields?: {
    label?: string;
    title?: string;
    slug?: string;
    page?: string[];
    category?: string;
    status?: string;
    exam?: string;
  };
}

/** An embedded or linked entry: its page and the words it reads as; nothing when unpublished. */
function entryOf(node: Block | Inline): { href?: string; label?: string } | undefined {
  const target = node.data.target as EntryTarget | undefined;
  if (!target?.fields) return undefined;
  const { label, title, ...place } = target.fields;
  const contentType = target.sys.contentType?.sys.id ?? '';
  return { href: entryPage(contentType, { id: target.sys.id, ...place }), label: label || title };
}

/** An embedded entry: a link to its page named by its label, else the label alone, else nothing. */
function renderEntry(node: Block | Inline): string {
  const entry = entryOf(node);
  if (!entry?.label) return '';
  const label = escapeHtml(entry.label);
  const inner = entry.href ? anchor(entry.href, label) : label;
  return node.nodeType === BLOCKS.EMBEDDED_ENTRY ? `<p>${inner}</p>` : inner;
}

function renderLink(node: Block | Inline, next: (nodes: (Block | Inline | Text)[]) => string): string {
  const href = safeHref(node.data.uri);
  return href ? anchor(href, next(node.content)) : next(node.content);
}

const options: Partial<Options> = {
  renderNode: {
    [INLINES.HYPERLINK]: renderLink,
    [INLINES.ASSET_HYPERLINK]: (node, next) => {
      const url = safeHref((node.data.target as AssetTarget | undefined)?.fields?.file?.url);
      return url ? anchor(url, next(node.content)) : next(node.content);
    },
    [INLINES.ENTRY_HYPERLINK]: (node, next) => {
      const href = entryOf(node)?.href;
      return href ? anchor(href, next(node.content)) : next(node.content);
    },
    // Resources live in other spaces, which the build does not read: keep the words only.
    [INLINES.RESOURCE_HYPERLINK]: (node, next) => next(node.content),
    [INLINES.EMBEDDED_ENTRY]: renderEntry,
    [INLINES.EMBEDDED_RESOURCE]: () => '',
    [BLOCKS.EMBEDDED_ASSET]: renderAsset,
    [BLOCKS.EMBEDDED_ENTRY]: renderEntry,
    [BLOCKS.EMBEDDED_RESOURCE]: () => '',
    [BLOCKS.HEADING_1]: (node, next) => `<h2>${next(node.content)}</h2>`,
    [BLOCKS.TABLE]: (node, next) =>
      `<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>${next(node.content)}</table></div>`,
  },
  stripEmptyTrailingParagraph: true,
};

/** Safe HTML for a rich-text document; '' for none. */
export const renderRichText = (doc: Document | undefined): string => (doc ? documentToHtmlString(doc, options) : '');
