/**
 * Each page's own deferred stylesheet (issue 48). The site's stylesheet (Tailwind for every page,
 * 95 KB) applied after the first paint restyled every element of the page at once: on a phone at
 * 4× CPU a course page's longest task (483 ms), an article's (265 ms). What a page links after its
 * first paint now holds only the rules it can use that its inline CSS does not already hold: the
 * rules of the classes in its HTML and of the scripts it loads (its islands' states, forms opened
 * on a tap), without the first paint's rules. Pages of one kind need the same rules, so they share
 * one file, named by its content: the browser's cache serves it to the next page of that kind.
 *
 * src/integrations/critical-css.ts makes it for every built page; imported by astro.config.mjs
 * through the integration, so it uses relative imports only.
 */
import postcss, { type AtRule, type Rule } from 'postcss';
// What `:not(…)` names need not be on the page (NEGATION).
import { NEGATION, removeEmpty } from './critical-css.ts';

/** How each page's deferred stylesheet is named in `/_astro/`, before its content's hash. */
export const DEFERRED_PREFIX = 'page.';

/**
 * Where a class name can end in a page or a script: at whitespace, a quote or a backtick (class
 * lists are strings; minified code joins them with `"…"+x`, templates with `${…}`), or an HTML
 * entity's `&` (island props are JSON in an attribute). Not at `:`, `[`, `/`, `.`, `!`, `%` …,
 * which Tailwind's class names hold.
 */
const TOKEN_END = /[\s"'`]+|&quot;|&#39;|&amp;/;

/** Every string a class name could be in `text` (more than the class names, never fewer). */
export const classTokens = (text: string): string[] => text.split(TOKEN_END);

const CLASS = /\.((?:\\.|[\w-])+)/g;

/** The classes an element (or its ancestors, siblings) must have for `selector` to match. */
const classesOf = (selector: string) =>
  Array.from(selector.replace(NEGATION, '').matchAll(CLASS), (m) => m[1]!.replace(/\\(.)/g, '$1'));

/** A class, id, attribute or tag name in a selector (outside `:not(…)`): what the browser can tell its elements by. */
const FEATURE = /[.#[]|(?:^|[\s>+~(,])[a-zA-Z]/;

/**
 * The elements each selector naming no class, id, attribute or tag can match, as a `:where(…)` that
 * adds no specificity: a stylesheet holding a selector the browser cannot tell its elements by
 * (`::placeholder`, `:focus-visible`) restyles every element of the page when it comes (a course
 * page: 1,440 elements, 254 ms at 4× CPU, against 694 elements and 85 ms without them). Selectors
 * that match nothing in a page (`:host`, outside a shadow root; Firefox's `:-moz-…`, which
 * Chromium drops) are left out.
 */
const SCOPES: [RegExp, string | undefined][] = [
  [/^::placeholder/, 'input,textarea'],
  [/^::(?:file-selector-button|-webkit-)/, 'input'],
  [/^::backdrop/, 'dialog'],
  [/^:focus-visible/, 'a,button,input,select,textarea,summary,iframe,audio,video,[tabindex],[contenteditable]'],
  [/^:(?:host|-moz-)/, undefined],
];

/** `selector` told apart by the elements it can match (SCOPES), undefined if it matches none; others as they are. */
function scoped(selector: string): string | undefined {
  if (FEATURE.test(selector.replace(NEGATION, ''))) return selector;
  const scope = SCOPES.find(([pattern]) => pattern.test(selector));
  if (!scope) return selector;
  return scope[1] && `:where(${scope[1]})${selector}`;
}

/** The at-rules around a rule, as one key (`layer utilities|media (width>=48rem)`). */
function contextOf(rule: Rule): string {
  const names: string[] = [];
  for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent) {
    const at = parent as AtRule;
    names.unshift(`${at.name} ${at.params}`.replace(/\s+/g, ''));
  }
  return names.join('|');
}

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/** The properties each selector of `css` sets, by its context and selector. */
function declaredBySelector(css: string): Map<string, Set<string>> {
  const set = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const context = contextOf(rule);
    const props = rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []));
    for (const selector of rule.selectors) {
      const key = `${context}\n${selector.replace(/\s+/g, '')}`;
      set.set(key, new Set([...(set.get(key) ?? []), ...props]));
    }
  });
  return set;
}

/** Where a selector's last compound begins: after its last combinator outside parentheses. */
const LAST_COMPOUND = /(?:^|[\s>+~])(?![^()]*\))([^\s>+~]*)$/;

/**
 * What a selector styles, for telling whether two rules can style the same thing: a pseudo-element
 * (`::placeholder`), else the tag its element must be (`body`, `a`), or `*` for any element.
 */
function targetOf(selector: string): string {
  const last = LAST_COMPOUND.exec(selector.trim())?.[1] ?? '';
  return /::[\w-]+/.exec(last)?.[0] ?? /^[a-zA-Z][\w-]*/.exec(last)?.[0] ?? '*';
}

/** Properties a shorthand shares with its longhands under other names (`top` is part of `inset`). */
const FAMILY_ALIASES: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  line: 'font',
  row: 'gap',
  column: 'gap',
  place: 'align',
  justify: 'align',
};

/**
 * The properties a declaration of `prop` may set, as one name: its first word (`border-top-width` and
 * the shorthand `border` are both `border`), or itself for a custom property. More overlap than
 * there is (`text-align` and `text-decoration`), never less.
 */
function familyOf(prop: string): string {
  if (prop.startsWith('--')) return prop;
  const word = prop.replace(/^-\w+-/, '').split('-')[0]!;
  return FAMILY_ALIASES[word] ?? word;
}

/** Whether rules styling `a` and `b` (targetOf) can style the same thing. */
const overlap = (a: string, b: string) =>
  a === b || (!a.startsWith('::') && !b.startsWith('::') && (a === '*' || b === '*'));

/**
 * The rules of `css` (the page's stylesheets, in the order it links them) whose classes are all in
 * `usable`, without those `inline` (the page's first-paint CSS) already holds with every property
 * they set. A rule held inline stays when a rule kept before it in the same cascade layer sets one
 * of its properties and can style the same elements (any tag, or the same; a pseudo-element only
 * the same one): in the site's
 * stylesheet it came after that rule and won; deferred, the earlier rule would come after it.
 * (Between layers their order decides, which the inline CSS has set.) Rules naming no class (the
 * base styles of tags) stay unless held inline; `@keyframes`, `@property` and the theme's custom
 * properties stay for the rules that read them (the caller drops what nothing reads).
 */
export function pageRules(css: string, usable: ReadonlySet<string>, inline: string): string {
  const root = postcss.parse(css);
  const held = declaredBySelector(inline);
  /** What the rules kept so far set: `layer\nproperty family` → what they style (targetOf). */
  const setBefore = new Map<string, Set<string>>();
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const selectors = rule.selectors.filter((selector) => classesOf(selector).every((c) => usable.has(c)));
    const props = rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []));
    const context = contextOf(rule);
    // Unlayered rules, in a media query or not, are one layer: the last.
    const layer = /^layer/.test(context) ? context.split('|')[0]! : '';
    const inlined = (selector: string) => {
      const declared = held.get(`${context}\n${selector.replace(/\s+/g, '')}`);
      return declared !== undefined && props.every((prop) => declared.has(prop));
    };
    const targets = selectors.map(targetOf);
    const overridden = props.some((prop) => {
      const before = [...(setBefore.get(`${layer}\n${familyOf(prop)}`) ?? [])];
      return before.some((earlier) => targets.some((target) => overlap(earlier, target)));
    });
    const kept = (overridden ? selectors : selectors.filter((selector) => !inlined(selector))).flatMap(
      (selector) => scoped(selector) ?? [],
    );
    if (kept.length === 0) return void rule.remove();
    rule.selectors = kept;
    for (const prop of props) {
      const key = `${layer}\n${familyOf(prop)}`;
      setBefore.set(key, new Set([...(setBefore.get(key) ?? []), ...kept.map(targetOf)]));
    }
  });
  removeEmpty(root);
  return root.toString();
}

/** Every class a selector of `css` names. */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const c of classesOf(selector)) classes.add(c);
  });
  return classes;
}

/** A built script's references to other chunks of `/_astro/`: static imports, `import(…)` and Vite's preload lists. */
const CHUNK_REFERENCE = /["'`](?:\.\/|\/?_astro\/)([^"'`/]+\.js)["'`]/g;
/** The scripts a page starts: its module scripts, preloads and islands' components and renderers. */
const PAGE_SCRIPT = /\s(?:src|href|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
/** What a page's own inline scripts and islands' props hold (class names they may add). */
const INLINE_CODE = /<script>([\s\S]*?)<\/script>|\sprops="([^"]*)"/g;

/**
 * The classes of `known` each page can use (`usable`): in its `class` attributes (`pageClasses`),
 * its inline scripts and islands' props, and every script it may load (`scripts`: each `/_astro/`
 * file's code by its path), with the chunks those import, at once or on a tap.
 */
export function usableClasses(
  known: ReadonlySet<string>,
  scripts: ReadonlyMap<string, string>,
  pageClasses: (html: string) => Set<string>,
) {
  const own = new Map<string, { classes: string[]; chunks: string[] }>();
  const ownOf = (src: string) => {
    let found = own.get(src);
    if (!found) {
      const code = scripts.get(src) ?? '';
      found = {
        classes: [...new Set(classTokens(code))].filter((token) => known.has(token)),
        chunks: Array.from(code.matchAll(CHUNK_REFERENCE), (m) => `/_astro/${m[1]}`),
      };
      own.set(src, found);
    }
    return found;
  };
  return (html: string): Set<string> => {
    const usable = new Set<string>();
    // In the HTML a class's `&` is written `&amp;` (`[body:has(…)_&]:hidden`).
    const add = (token: string) => {
      const name = token.replaceAll('&amp;', '&');
      if (known.has(name)) usable.add(name);
    };
    pageClasses(html).forEach(add);
    for (const m of html.matchAll(INLINE_CODE)) classTokens(m[1] ?? m[2] ?? '').forEach(add);
    const queue = Array.from(html.matchAll(PAGE_SCRIPT), (m) => m[1]!);
    const seen = new Set<string>();
    for (const src of queue) {
      if (seen.has(src)) continue;
      seen.add(src);
      const { classes, chunks } = ownOf(src);
      for (const c of classes) usable.add(c);
      queue.push(...chunks);
    }
    return usable;
  };
}

/**
 * `css` without Tailwind's registrations of its `--tw-*` properties: the `@property` rules and, for
 * browsers without them, `@layer properties` (the same starting values on every element). A
 * stylesheet registering a property restyles every element of the page when it comes; the page's
 * inline CSS gives them their starting values instead (src/integrations/critical-css.ts).
 */
export function withoutPropertyRegistrations(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((rule) => {
    if (rule.name === 'property' || (rule.name === 'layer' && rule.params === 'properties' && rule.nodes))
      rule.remove();
  });
  return root.toString();
}
