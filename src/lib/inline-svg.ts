/**
 * Smaller inline icons in the built pages (src/integrations/critical-css.ts runs it on every page),
 * for the first round trip (DESIGN.md: an article with its inline CSS ≤ 14 KB gzip). @lucide/astro
 * writes on every icon an `xmlns`, which an HTML parser does not need (an `<svg>` in HTML is SVG
 * anyway), and the classes `lucide lucide-<name>`, which nothing on the site styles or looks up:
 * both go. Classes given to the icon stay.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */

const SVG_START = /<svg\b[^>]*>/g;
const LUCIDE_CLASS = /^lucide(?:-[\w-]+)?$/;

export function compactInlineSvg(html: string): string {
  return html.replace(SVG_START, (tag) =>
    tag.replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '').replace(/\sclass="([^"]*)"/, (_, classes: string) => {
      const kept = classes.split(/\s+/).filter((c) => c && !LUCIDE_CLASS.test(c));
      return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
    }),
  );
}
