/**
 * First paint from the HTML alone (src/integrations/critical-css.ts runs these on every built page):
 * the rules of the site stylesheet that the page's elements use go inline in its head, and the
 * stylesheet itself loads without blocking rendering, for what scripts change later.
 *
 * Imported by astro.config.mjs through the integration, so it uses relative imports only.
 */
import postcss, { type AtRule, type Container } from 'postcss';
import { afterFirstPaint, atBodyEnd } from './after-first-paint.ts';

const VAR_READ = /var\(\s*(--[\w-]+)/g;
/** `var(--name)`, or with a fallback without parentheses (`var(--name, a, "b")`). */
const THEME_READ = /var\((--[\w-]+)(,[^()]*)?\)/g;
/** Tailwind's spacing scale once the theme is written in: `calc(.25rem * 4)`. */
const SPACING_CALC = /calc\((-?[\d.]+)(rem|px|em) \* (-?[\d.]+)\)/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const PLAIN_STYLE = /<style>([\s\S]*?)<\/style>/g;

const reads = (text: string) => Array.from(text.matchAll(VAR_READ), (m) => m[1]);

/** Removes rules and at-rule blocks left empty, innermost first. `@layer a, b;` has no block: kept. */
export function removeEmpty(container: Container) {
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
 * another property's value, stays, unless its only declaration sets it to `initial` (what it is
 * undeclared). The deferred stylesheet declares them all again.
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
  const registered = new Set<string>();
  root.walkAtRules('property', (rule) => {
    const name = rule.params.trim();
    if (read.has(name)) registered.add(name);
    else rule.remove();
  });
  const setByPage = (name: string) => new RegExp(`${name}\\s*:`).test(pageStyles);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) return;
    // A property only ever declared `initial` (Tailwind's fallback for a `--tw-*` no rule here sets)
    // and not registered: every element has that value without the declaration too.
    const unset = decl.value === 'initial' && values.get(decl.prop)!.length === 1 && !registered.has(decl.prop);
    if (!read.has(decl.prop) || (unset && !setByPage(decl.prop))) decl.remove();
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

/** A state that holds only once the visitor acts: under the pointer, pressed, focused. */
const POINTER_STATE = /:(?:hover|active)\b/;
const FOCUS_STATE = /:focus(?:-visible|-within)?\b/;
/** `:not(…)` (one level of nesting inside): a state under it holds at first paint. */
export const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/**
 * Removes the rules that apply only once the visitor acts (`:hover`, `:active`, `:focus`,
 * `:focus-visible`, `:focus-within`): nothing is hovered, pressed or focused at first paint. On a
 * page that focuses an element as it loads (`focusAtLoad`: an `autofocus` on screen, the course
 * popup's close button) the focus rules stay. A rule with a list of selectors keeps those that
 * apply without the visitor (the phone bar's "steps aside while a field has focus, a dialog or the
 * menu is open": the last two), and a state under `:not(…)` does not count.
 */
export function dropInteractionRules(css: string, focusAtLoad = false): string {
  const acted = (selector: string) => {
    const plain = selector.replace(NEGATION, '');
    return POINTER_STATE.test(plain) || (!focusAtLoad && FOCUS_STATE.test(plain));
  };
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !acted(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
  return root.toString();
}

/**
 * `css` with the theme's values written where its rules read them (`var(--color-brand-700)` →
 * `#1b3a7e`, `calc(var(--spacing) * 4)` → `1rem`, preflight's `var(--default-font-family, <the system
 * font list>)` → the theme's font list), so the inline copy need not declare them. Only
 * variables declared once, in Tailwind's `@layer theme`, are written in; one read by the page's
 * other inline styles stays declared (dropUnreadCustomProperties keeps it). The deferred stylesheet
 * declares them all again, for scripts and later styles.
 */
export function inlineThemeValues(css: string): string {
  const root = postcss.parse(css);
  const declared = new Map<string, number>();
  const theme = new Map<string, string>();
  root.walkDecls(/^--/, (decl) => {
    declared.set(decl.prop, (declared.get(decl.prop) ?? 0) + 1);
    const layer = decl.parent?.parent;
    if (layer?.type === 'atrule' && (layer as AtRule).name === 'layer' && (layer as AtRule).params === 'theme') {
      theme.set(decl.prop, decl.value);
    }
  });
  const resolve = (value: string, depth = 0): string =>
    depth > 8
      ? value
      : value.replace(THEME_READ, (read, name: string, fallback?: string) => {
          if (!theme.has(name) || declared.get(name) !== 1) return read;
          const written = resolve(theme.get(name)!, depth + 1);
          // A fallback is dead once the variable is declared, unless what is written in still reads
          // a variable that may not be.
          return fallback && written.includes('var(') ? read : written;
        });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && theme.has(decl.prop)) return;
    decl.value = resolve(decl.value).replace(SPACING_CALC, (calc, size: string, unit: string, factor: string) => {
      const product = Math.round(Number(size) * Number(factor) * 1e4) / 1e4;
      return Number.isFinite(product) ? `${product}${unit}` : calc;
    });
  });
  return root.toString();
}

/**
 * Tailwind registers its `--tw-*` properties twice: `@property` rules, and for browsers without
 * them the same initial values on every element inside `@supports`. Inline, the second alone does
 * for every browser (each element gets its own value, so none is inherited): the `@supports`
 * wrapper and the `@property` rules of those properties go. The deferred stylesheet registers them.
 */
export function unwrapPropertyFallbacks(css: string): string {
  const root = postcss.parse(css);
  const fallbacks = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'properties') return;
    layer.each((node) => {
      if (node.type !== 'atrule' || node.name !== 'supports') return;
      node.walkDecls(/^--/, (decl) => void fallbacks.add(decl.prop));
      node.replaceWith(node.nodes ?? []);
    });
  });
  root.walkAtRules('property', (rule) => {
    if (fallbacks.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/** Tags after which no end tag follows. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/**
 * The rest of a tag, up to its `>`: quoted values may hold `>`. The runs between quotes are
 * matched whole (`[^>"']*`), not a character at a time: the same matches, a fifth faster over a page.
 */
const TAG_REST = String.raw`[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*`;
const START_TAG = new RegExp(String.raw`<([a-zA-Z][\w-]*)\b(${TAG_REST})>`, 'g');
const ATTRIBUTE = /\s([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** A variant class that displays an element `hidden` hides (`lg:flex`, `group-open:block`). */
const SHOWN_AGAIN =
  /:(?:block|flex|grid|inline|inline-block|inline-flex|inline-grid|table|contents|flow-root|list-item)$/;

/** `hidden` as an attribute name or a class, not inside another name (`aria-hidden`, `overflow-hidden`). */
const HIDDEN_WORD = /[\s"'=]hidden(?![\w-])/i;
/** An element whose content a page puts below its first screen (Footer.astro on an article): none of its content's rules. */
export const AFTER_FIRST_SCREEN = 'data-after-first-screen';

const attributesOf = (text: string) =>
  new Map(Array.from(text.matchAll(ATTRIBUTE), (m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? ''] as const));

/** Where the end tag of the element whose start tag ends at `from` begins (nested namesakes counted). */
function endTagIndex(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}

/** Tailwind's breakpoints, narrowest first. */
const BREAKPOINTS = ['sm', 'md', 'lg', 'xl', '2xl'];
/** A variant class that shows an element `hidden` hides from a breakpoint up (`lg:flex`), with the breakpoint. */
const SHOWN_FROM = new RegExp(`^(${BREAKPOINTS.join('|')})${SHOWN_AGAIN.source}`);
/** A class with a breakpoint variant: `max-lg:absolute` (below lg), `lg:hidden` (from lg up). */
const AT_BREAKPOINT = new RegExp(`^(max-)?(${BREAKPOINTS.join('|')}):(.+)$`);

/**
 * Whether `className` never takes effect inside an element shown only from the breakpoint `from` up:
 * a variant for below a breakpoint no wider (`max-lg:…`, `max-md:…` from lg).
 */
function belowOnly(className: string, from: string): boolean {
  const m = AT_BREAKPOINT.exec(className);
  return Boolean(m?.[1]) && BREAKPOINTS.indexOf(m![2]) <= BREAKPOINTS.indexOf(from);
}

/** The class that hides an element from a breakpoint no wider than `from` up (`lg:hidden`, `md:hidden` from lg). */
const hiddenFrom = (classes: string[], from: string) =>
  classes.find((c) => {
    const m = AT_BREAKPOINT.exec(c);
    return m && !m[1] && m[3] === 'hidden' && BREAKPOINTS.indexOf(m[2]) <= BREAKPOINTS.indexOf(from);
  });

/** `html` with the classes `drop` picks taken out of its `class` attributes. */
const withoutClasses = (html: string, drop: (className: string) => boolean) =>
  html.replace(/(\sclass=")([^"]*)"/g, (_, start: string, list: string) => {
    const kept = list.split(/[ \t\n\f\r]+/).filter((c) => c && !drop(c));
    return `${start}${kept.join(' ')}"`;
  });

/**
 * `html` without the content of elements the first paint cannot show, for finding the rules it
 * needs: a closed `<dialog>`, an element with the `hidden` attribute, or with Tailwind's `hidden`
 * class and no variant that shows it again, and a closed `<details>` past its `<summary>`. Of their
 * own start tags only what hides them stays (the `hidden` attribute or class). What they hold is
 * styled by the deferred stylesheet, which has loaded by the time a visitor opens them.
 *
 * An element shown only from a breakpoint up (`hidden lg:flex`: the header's navigation, below lg
 * the menu panel its button opens) is painted first at that width or wider only: inside it (`from`,
 * in the call for its content) what applies below it (`max-lg:…` classes) and what it hides from
 * that width (`lg:hidden`: the panel's own items) need no rules, except the class that hides.
 *
 * An element marked `data-after-first-screen` (the footer of a page whose own content fills more
 * than a screen: an article, a mains answer) keeps its own start tag, and its content is cut: the
 * stylesheet has come by the time a visitor scrolls to it (on a Telugu article its rules were
 * 0.35 KB of gzip of the first round trip).
 *
 * A dialog that opens itself as the page loads (OncePerSessionDialog.astro without a delay: a
 * course page's announcement popup) stays: it is on screen before the stylesheet. Without its rules
 * it showed in the browser's own dialog style and moved when the stylesheet applied (Lighthouse's
 * CLS on the APPSC & TGPSC page: 0.41, score 81; 2026-11-24).
 */
export function renderedHtml(html: string, from?: string): string {
  // Its own copy of the pattern: the content of an element shown from a breakpoint is read by a nested call.
  const startTags = new RegExp(START_TAG.source, 'g');
  let out = '';
  let at = 0;
  for (let m = startTags.exec(html); m; m = startTags.exec(html)) {
    const name = m[1].toLowerCase();
    const contentStart = m.index + m[0].length;
    if (name === 'script' || name === 'style') {
      const end = endTagIndex(html, name, contentStart);
      startTags.lastIndex = end < 0 ? html.length : end;
      continue;
    }
    if (VOID.has(name)) continue;
    // Only a dialog, a details or a tag with a `hidden` attribute or class can be cut: most tags
    // need no attribute parsing (it was a third of this function's time; `aria-hidden` on every
    // icon does not count).
    const later = m[2].includes(AFTER_FIRST_SCREEN);
    if (
      name !== 'dialog' &&
      name !== 'details' &&
      !later &&
      !HIDDEN_WORD.test(m[2]) &&
      !(from && m[2].includes(':hidden'))
    ) {
      continue;
    }
    const attributes = attributesOf(m[2]);
    const classes = (attributes.get('class') ?? '').split(/\s+/);
    const opensAtLoad = attributes.has('data-once-per-session') && attributes.get('data-delay') === '0';
    const hidingVariant = from && hiddenFrom(classes, from);
    const closed =
      (name === 'dialog' && !attributes.has('open') && !opensAtLoad) ||
      attributes.has('hidden') ||
      (classes.includes('hidden') && !classes.some((c) => SHOWN_AGAIN.test(c))) ||
      Boolean(hidingVariant);
    const shownFrom =
      !closed && classes.includes('hidden') && classes.map((c) => SHOWN_FROM.exec(c)?.[1]).find(Boolean);
    let kept = html.slice(at, contentStart);
    let end = -1;
    if (later) {
      // Its own tag stays (its size while off screen); what it holds is styled by the stylesheet.
    } else if (closed) {
      // Only what hides it matters: the attribute, or the class.
      const hides = attributes.has('hidden')
        ? ' hidden'
        : classes.includes('hidden')
          ? ' class="hidden"'
          : hidingVariant
            ? ` class="${hidingVariant}"`
            : '';
      kept = `${html.slice(at, m.index)}<${name}${hides}>`;
    } else if (shownFrom) {
      end = endTagIndex(html, name, contentStart);
      if (end < 0) continue;
      const inside = html.slice(m.index, contentStart) + renderedHtml(html.slice(contentStart, end), shownFrom);
      kept = html.slice(at, m.index) + withoutClasses(inside, (c) => belowOnly(c, shownFrom));
    } else {
      if (name !== 'details' || attributes.has('open')) continue;
      const summaryEnd = /<\/summary>/i.exec(html.slice(contentStart));
      if (!summaryEnd) continue;
      kept = html.slice(at, contentStart + summaryEnd.index + summaryEnd[0].length);
    }
    if (end < 0) end = endTagIndex(html, name, contentStart);
    if (end < 0) continue;
    out += kept;
    at = end;
    startTags.lastIndex = end;
  }
  return out + html.slice(at);
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

/** A start or end tag and the text after it, up to the next tag. */
const TAG_AND_TEXT = new RegExp(`(<[a-zA-Z/]${TAG_REST}>)[^<]*`, 'g');

/**
 * The names of the attributes whose values the stylesheet's selectors may test: each name after a
 * `[` in `css` (CSS escapes undone). More than that (a `[` also opens grid line names and escaped
 * class names), never less.
 */
export const selectorAttributes = (css: string): Set<string> =>
  new Set(Array.from(css.matchAll(/\[\s*((?:\\.|[\w-])+)/g), (m) => m[1].replace(/\\(.)/g, '$1').toLowerCase()));

/**
 * A key of what beasties reads of a page to pick its critical rules (it drops pseudo-classes, so
 * selectors test tags, classes, ids and attributes): every tag in order, with its attribute names,
 * and the values of `class`, `id` and the attributes in `tested` (selectorAttributes); not the text
 * between tags nor the other values (`href`, `src`, `alt` …), which differ on every article. Pages
 * with equal keys get the same rules, so one extraction serves them all: 17k articles gave 17
 * distinct results. For well-formed markup, as Astro writes it, and no `data-beasties-skip` (its
 * link's `href` is not kept). With fonts split by `unicode-range` (`readsText`), beasties reads
 * the text and the `alt`, `title` … values too: the key is then the page itself.
 */
export function extractionKey(tested: Iterable<string>, readsText = false): (html: string) => string {
  if (readsText) return (html) => html;
  const names = ['class', 'id', ...tested].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // A kept attribute whole, or a dropped one's name alone: each match takes a whole attribute, so
  // a quoted value that looks like attributes (`title="a b='c'"`) is never cut.
  const attribute = new RegExp(
    `(\\s(?:${names})\\s*=\\s*(?:"[^"]*"|'[^']*'))|(\\s[^\\s=/>"']+)\\s*=\\s*(?:"[^"]*"|'[^']*')`,
    'gi',
  );
  return (html) => html.replace(TAG_AND_TEXT, '$1').replace(attribute, '$1$2');
}

/** The classes of the page's elements (split at HTML's whitespace only: the page may be read as latin1). */
export const pageClasses = (html: string): Set<string> =>
  new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (m) => m[1].split(/[ \t\n\f\r]+/).filter(Boolean)).flat());

/**
 * What a page has after its `</html>`, trimmed: nothing, in a well-formed page. A `<script>` placed
 * after a page's layout element (not inside it) is written there, where the Nu HTML Checker
 * reports a "Stray start tag script" (the 404, offline and gallery pages did, 2026-11-26).
 */
export const afterDocumentEnd = (html: string): string => {
  const end = html.lastIndexOf('</html>');
  return end < 0 ? '' : html.slice(end + '</html>'.length).trim();
};

/** Whether inlineCriticalCss has been through `html`: its stylesheet is kept only for no scripts. */
export const hasInlinedCss = (html: string): boolean => /<noscript><link\b[^>]*\brel="stylesheet"/.test(html);

/**
 * `html` with `css` inline where its first stylesheet was (after the page's earlier plain `<style>`
 * elements, now in the same one), its stylesheets kept as they are inside `<noscript>`, and `deferred`
 * (the page's own stylesheet, src/lib/page/deferred-css.ts) linked by a script after the page's
 * first paint (src/lib/page/after-first-paint.ts). Unchanged when the page links no stylesheet.
 */
export function inlineCriticalCss(html: string, css: string, deferred: string): string {
  const linkAt = html.search(STYLESHEET);
  if (linkAt < 0) return html;
  // The plain <style> elements before the stylesheet join the inline CSS, in the same order: one
  // element, one hash in the page's policy.
  const earlier: string[] = [];
  const before = html.slice(0, linkAt).replace(PLAIN_STYLE, (_, text: string) => (earlier.push(text), ''));
  if (css) earlier.push(css);
  css = earlier.join('');
  html = before + html.slice(linkAt);
  let first = true;
  const kept = html.replace(STYLESHEET, (tag) => {
    const style = first && css ? `<style>${css}</style>` : '';
    first = false;
    return `${style}<noscript>${tag}</noscript>`;
  });
  if (!deferred) return kept;
  const attributes = JSON.stringify({ rel: 'stylesheet', href: deferred });
  return atBodyEnd(
    kept,
    afterFirstPaint(`document.head.append(Object.assign(document.createElement('link'),${attributes}))`),
  );
}
