/**
 * Smaller inline icons in the built pages (src/integrations/critical-css.ts runs it on every page),
 * for the first round trip (DESIGN.md: an article with its inline CSS ≤ 14 KB gzip). @lucide/astro
 * writes on every icon an `xmlns`, which an HTML parser does not need (an `<svg>` in HTML is SVG
 * anyway), and the classes `lucide lucide-<name>`, which nothing on the site looks up: the `xmlns`
 * and the `lucide-<name>` classes go. Classes given to the icon stay.
 *
 * Its stroke attributes, the same on every icon the site draws with Lucide's defaults, go too: the
 * rule `svg.lucide` in src/styles/global.css (base layer, so utilities still win, as they did over
 * the attributes) sets the same, and the icon keeps the class `lucide` for it. On a quiz list (66
 * icons) that is 0.5 KB of gzip (14.9 → 14.3 KB); an article's 14.25 → 13.7 KB.
 * An icon drawn otherwise (another stroke width or colour) keeps its attributes, and loses the
 * class `lucide` as before.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */

const SVG_START = /<svg\b[^>]*>/g;
const LUCIDE_CLASS = /^lucide(?:-[\w-]+)?$/;
/** Lucide's default drawing attributes, as @lucide/astro writes them; src/styles/global.css's `svg.lucide`. */
const LUCIDE_STROKE =
  ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export function compactInlineSvg(html: string): string {
  return html.replace(SVG_START, (tag) => {
    tag = tag.replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '');
    const styled = tag.includes(LUCIDE_STROKE) && /\sclass="(?:[^"]*\s)?lucide[\s"]/.test(tag);
    if (styled) tag = tag.replace(LUCIDE_STROKE, '');
    return tag.replace(/\sclass="([^"]*)"/, (_, classes: string) => {
      const kept = classes.split(/\s+/).filter((c) => c && !LUCIDE_CLASS.test(c));
      if (styled) kept.unshift('lucide');
      return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
    });
  });
}
