/**
 * The page's largest picture asked for from the head (issue 10): the first `<img>` marked
 * `fetchpriority="high"` (an article's featured image, a hero's first slide) gets a
 * `<link rel="preload" as="image">` with the same address, srcset and sizes, right after the
 * `<title>`, so the browser requests it before the parser reaches the picture. In a `<picture>`
 * with an art-directed `<source media>` (the hero's phone crop), the source and the img each get
 * one, for their own screens, so a phone downloads only the phone crop.
 *
 * src/integrations/critical-css.ts runs it on every built page. Imported by astro.config.mjs
 * through the integration, so it uses relative imports only.
 */

const LCP_IMG = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

const attributes = (tag: string) => new Map(Array.from(tag.matchAll(ATTRIBUTE), (m) => [m[1], m[2]] as const));

/** A preload link for an img or a picture's source (attribute values are copied as they are: already escaped). */
function preload(from: Map<string, string>, media?: string): string {
  const parts = ['rel="preload"', 'as="image"'];
  const src = from.get('src');
  if (src) parts.push(`href="${src}"`);
  const srcset = from.get('srcset');
  if (srcset) parts.push(`imagesrcset="${srcset}"`, `imagesizes="${from.get('sizes') ?? '100vw'}"`);
  if (media) parts.push(`media="${media}"`);
  return `<link ${parts.join(' ')} fetchpriority="high">`;
}

/** The preload links for the page's high-priority picture ('' when it has none). */
export function lcpPreloads(html: string): string {
  const img = LCP_IMG.exec(html);
  if (!img) return '';
  const before = html.slice(0, img.index);
  const pictureStart = before.lastIndexOf('<picture');
  const inPicture = pictureStart > before.lastIndexOf('</picture>');
  const sources = inPicture ? Array.from(before.slice(pictureStart).matchAll(/<source\b[^>]*>/g), (m) => m[0]) : [];
  const medias = sources.map((tag) => attributes(tag).get('media'));
  // Only art direction by media is mirrored; a picture choosing by type has no single address to ask for.
  if (medias.some((media) => !media) || medias.length > 1) return '';
  const links = sources.map((tag) => preload(attributes(tag), medias[0]));
  links.push(preload(attributes(img[0]), medias[0] && `not all and ${medias[0]}`));
  return links.join('');
}

/** The page with its picture's preload links after the `<title>` (unchanged without such a picture). */
export function withImagePreload(html: string): string {
  const links = lcpPreloads(html);
  return links ? html.replace('</title>', `</title>${links}`) : html;
}
