/**
 * Smaller inline icons in the built pages (src/integrations/critical-css.ts runs it on every page),
 * for the first round trip (DESIGN.md: an article with its inline CSS ≤ 14 KB gzip). @lucide/astro
 * writes on every icon an `xmlns`, which an HTML parser does not need (an `<svg>` in HTML is SVG
 * anyway), and the classes `lucide lucide-<name>`, which nothing on the site looks up: the `xmlns`
 * and the `lucide-<name>` classes go. Classes given to the icon stay.
 *
 * Its stroke attributes, the same on every icon the site draws with Lucide's defaults, go too, for
 * the class `icon`: the rule `svg.icon` in src/styles/global.css (base layer, so utilities still
 * win, as they did over the attributes) draws the same. 60–390 bytes of gzip a page, the rule
 * itself in each page's inline CSS counted (test build: an article 14,252 → 14,190, the quiz list
 * 15,014 → 14,776, the UPSC course page 30,720 → 30,330). A class of its own, not Lucide's
 * `lucide`: a rule on that would also beat the attributes of an icon drawn otherwise where this
 * step does not run (`astro dev`, React islands). Such an icon keeps its attributes.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */

const SVG_START = /<svg\b[^>]*>/g;
const LUCIDE_CLASS = /^lucide(?:-[\w-]+)?$/;
/** Lucide's default drawing attributes, as @lucide/astro writes them; src/styles/global.css's `svg.icon`. */
const LUCIDE_STROKE =
  ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** Each distinct start tag done once: a page's icons are mostly the shell's, the same on every page. */
const compacted = new Map<string, string>();

export function compactInlineSvg(html: string): string {
  return html.replace(SVG_START, (tag) => {
    let done = compacted.get(tag);
    if (done === undefined) compacted.set(tag, (done = compactTag(tag)));
    return done;
  });
}

function compactTag(svg: string): string {
  let tag = svg.replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '');
  const styled = tag.includes(LUCIDE_STROKE) && /\sclass="(?:[^"]*\s)?lucide[\s"]/.test(tag);
  if (styled) tag = tag.replace(LUCIDE_STROKE, '');
  return tag.replace(/\sclass="([^"]*)"/, (_, classes: string) => {
    const kept = classes.split(/\s+/).filter((c) => c && !LUCIDE_CLASS.test(c));
    if (styled) kept.unshift('icon');
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
