/**
 * First paint from the HTML alone (src/integrations/critical-css.ts runs these on every built page):
 * the rules of the site stylesheet that the page's elements use go inline in its head, and the
 * stylesheet itself loads without blocking rendering, for what scripts change later.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */
import postcss, { type AtRule, type Container } from 'postcss';

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** Restores the deferred stylesheets' media once the parser reaches the end of the body. */
export const RESTORE_MEDIA =
  "for(const l of document.querySelectorAll('link[data-deferred-media]')){l.media=l.dataset.deferredMedia;l.removeAttribute('data-deferred-media')}";

const reads = (text: string) => Array.from(text.matchAll(VAR_READ), (m) => m[1]);

/** Removes rules and at-rule blocks left empty, innermost first. `@layer a, b;` has no block: kept. */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * `css` without the custom properties nothing on the page reads. Tailwind declares every theme
 * variable the whole site uses (and a fallback for each `--tw-*` property) on every page; what the
 * rules of `css` and the page's other inline styles (`pageStyles`) read, directly or through
 * another property's value, stays. The deferred stylesheet declares them all again.
 */
export function dropUnreadCustomProperties(css: string, pageStyles = ''): string {
  const root = postcss.parse(css);
  const values = new Map<string, string[]>();
  const read = new Set(reads(pageStyles));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else for (const name of reads(decl.value)) read.add(name);
  });
  const queue = [...read];
  for (const name of queue) {
    for (const value of values.get(name) ?? []) {
      for (const next of reads(value)) {
        if (read.has(next)) continue;
        read.add(next);
        queue.push(next);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
  // beasties writes a `;` after some blocks (`}@property --a{…};@property --b{…}`), which makes the
  // browser drop the next rule: none between rules.
  root.walk((node) => {
    node.raws.before = node.raws.before?.replaceAll(';', '');
    delete (node.raws as { ownSemicolon?: string }).ownSemicolon;
  });
  return root.toString();
}

/** A rule of the stylesheet with the classes an element must have for it to apply. */
export interface ClassRule {
  classes: string[];
  /** The rule alone. */
  rule: string;
  /** The rule inside the at-rules around it (`@layer utilities{@media …{…}}`). */
  css: string;
}

/**
 * The rules with `:where(` and a class in their selector, which beasties drops (it cannot match
 * them), with the classes they name: Tailwind writes space-y-*, divide-*, group-* and peer-* that
 * way. (Preflight's `:where(` rules name no class; beasties matches those by tag and attribute.)
 */
export function whereRules(css: string): ClassRule[] {
  const rules: ClassRule[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!rule.selector.includes(':where(')) return;
    const bare = rule.toString();
    let text = bare;
    for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent) {
      const at = parent as AtRule;
      text = `@${at.name} ${at.params}{${text}}`;
    }
    const classes = Array.from(rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g), (m) => m[1].replace(/\\(.)/g, '$1'));
    if (classes.length > 0) rules.push({ classes, rule: bare, css: text });
  });
  return rules;
}

/** The classes of the page's elements (split at HTML's whitespace only: the page may be read as latin1). */
export const pageClasses = (html: string): Set<string> =>
  new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (m) => m[1].split(/[ \t\n\f\r]+/).filter(Boolean)).flat());

/**
 * `html` with `css` inline where its first stylesheet was, and every stylesheet deferred: loaded as
 * `media="print"` (not render-blocking), switched to its media by a script at the end of the body,
 * and kept as is inside `<noscript>`. Unchanged when the page links no stylesheet.
 */
export function inlineCriticalCss(html: string, css: string): string {
  let first = true;
  const deferred = html.replace(STYLESHEET, (tag) => {
    const media = /\smedia="([^"]*)"/.exec(tag)?.[1] ?? 'all';
    const lazy = tag
      .replace(/\smedia="[^"]*"/, '')
      .replace(/\s*\/?>$/, ` media="print" data-deferred-media="${media}">`);
    const style = first && css ? `<style>${css}</style>` : '';
    first = false;
    return `${style}${lazy}<noscript>${tag}</noscript>`;
  });
  if (first) return html;
  const bodyEnd = deferred.lastIndexOf('</body>');
  const end = bodyEnd < 0 ? deferred.length : bodyEnd;
  return `${deferred.slice(0, end)}<script>${RESTORE_MEDIA}</script>${deferred.slice(end)}`;
}
