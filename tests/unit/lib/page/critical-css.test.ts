// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  afterDocumentEnd,
  dropInteractionRules,
  dropUnreadCustomProperties,
  extractionKey,
  inlineCriticalCss,
  inlineThemeValues,
  renderedHtml,
  selectorAttributes,
  unwrapPropertyFallbacks,
  whereRules,
  pageClasses,
} from '@/lib/page/critical-css';

describe('dropUnreadCustomProperties', () => {
  it.each([
    [
      'a theme variable no rule reads goes',
      ':root{--red:#f00;--blue:#00f}.a{color:var(--red)}',
      '',
      ':root{--red:#f00}.a{color:var(--red)}',
    ],
    [
      'one read through another variable stays',
      ':root{--brand:var(--blue);--blue:#00f;--green:#0f0}.a{color:var(--brand)}',
      '',
      ':root{--brand:var(--blue);--blue:#00f}.a{color:var(--brand)}',
    ],
    [
      "one the page's own inline style reads stays",
      ':root{--red:#f00;--blue:#00f}.a{color:red}',
      '<style>.rich-text a{color:var(--blue)}</style>',
      ':root{--blue:#00f}.a{color:red}',
    ],
    [
      'a rule and a layer left empty go; the layer order statement stays',
      '@layer theme,base;@layer theme{:root{--red:#f00}}@layer base{.a{margin:0}}',
      '',
      '@layer theme,base;@layer base{.a{margin:0}}',
    ],
    [
      "Tailwind's @property and its fallback go with the property; a read one stays",
      '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000;--tw-ring-color:initial}}}' +
        '.shadow{box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-ring-color{syntax:"*";inherits:false}',
      '',
      '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000}}}' +
        '.shadow{box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ],
    [
      'a fallback of `initial` that no rule sets goes (the value it has undeclared); one a rule sets stays',
      '@layer properties{*{--tw-ordinal:initial;--tw-leading:initial}}' +
        '.nums{font-variant-numeric:var(--tw-ordinal,)}.leading-1{--tw-leading:1;line-height:1}' +
        '.text{line-height:var(--tw-leading,1.5)}',
      '',
      '@layer properties{*{--tw-leading:initial}}' +
        '.nums{font-variant-numeric:var(--tw-ordinal,)}.leading-1{--tw-leading:1;line-height:1}' +
        '.text{line-height:var(--tw-leading,1.5)}',
    ],
    [
      "one registered with @property, or set by the page's own inline style, stays",
      '*{--a:initial;--b:initial}.x{color:var(--a,red);background:var(--b,blue)}' +
        '@property --a{syntax:"<color>";inherits:false;initial-value:green}',
      '<style>.y{--b:red}</style>',
      '*{--a:initial;--b:initial}.x{color:var(--a,red);background:var(--b,blue)}' +
        '@property --a{syntax:"<color>";inherits:false;initial-value:green}',
    ],
    [
      'a variable set by a utility and read by it stays',
      '.ring{--tw-ring-color:var(--blue);box-shadow:0 0 0 2px var(--tw-ring-color)}:root{--blue:#00f}',
      '',
      '.ring{--tw-ring-color:var(--blue);box-shadow:0 0 0 2px var(--tw-ring-color)}:root{--blue:#00f}',
    ],
    [
      'no stray semicolon between blocks, which would make the browser drop the next rule',
      '@property --a{syntax:"*";inherits:false};@property --b{syntax:"*";inherits:false};.x{color:red};' +
        '.y{color:var(--a);background:var(--b)}',
      '',
      '@property --a{syntax:"*";inherits:false}@property --b{syntax:"*";inherits:false}.x{color:red}' +
        '.y{color:var(--a);background:var(--b)}',
    ],
  ])('%s', (_, css, pageStyles, expected) => {
    expect(dropUnreadCustomProperties(css, pageStyles)).toBe(expected);
  });
});

describe('dropInteractionRules', () => {
  it.each([
    [
      'a :hover rule goes, with its empty media query',
      '.a{color:red}@media (hover:hover){.b:hover{color:blue}}',
      false,
      '.a{color:red}',
    ],
    [
      'focus and pressed states go',
      '.a:focus-visible{outline:0}.b:focus-within{color:red}.c:active{color:blue}.d:focus{top:0}',
      false,
      '',
    ],
    [
      'a list keeps the selectors that apply without the visitor',
      '.a:hover,.a[open],body:has(form:focus-within) .b{color:red}',
      false,
      '.a[open]{color:red}',
    ],
    [
      'a state under :not() holds at first paint',
      '.a:not(:focus-within){color:red}.b:not(:is(:hover)){color:blue}',
      false,
      '.a:not(:focus-within){color:red}.b:not(:is(:hover)){color:blue}',
    ],
    [
      'other states stay',
      '.b:disabled{opacity:.6}.c:checked{color:red}.d:empty{display:none}',
      false,
      '.b:disabled{opacity:.6}.c:checked{color:red}.d:empty{display:none}',
    ],
    [
      'a page that focuses an element as it loads keeps its focus rules',
      '.a:focus-visible{outline:0}.b:hover{color:red}',
      true,
      '.a:focus-visible{outline:0}',
    ],
  ])('%s', (_, css, focusAtLoad, expected) => {
    expect(dropInteractionRules(css, focusAtLoad)).toBe(expected);
  });
});

describe('inlineThemeValues', () => {
  it.each([
    [
      'a theme colour is written in',
      '@layer theme{:root{--color-a:#123456}}.a{color:var(--color-a)}',
      '@layer theme{:root{--color-a:#123456}}.a{color:#123456}',
    ],
    [
      'the spacing scale is multiplied out',
      '@layer theme{:root{--spacing:.25rem}}.m{margin:calc(var(--spacing) * 4) calc(var(--spacing) * -1.5)}',
      '@layer theme{:root{--spacing:.25rem}}.m{margin:1rem -0.375rem}',
    ],
    [
      'through another theme variable, and inside a fallback',
      '@layer theme{:root{--text-sm--lh:calc(1.25 / .875);--lh:var(--text-sm--lh)}}.t{line-height:var(--tw-leading,var(--lh))}',
      '@layer theme{:root{--text-sm--lh:calc(1.25 / .875);--lh:var(--text-sm--lh)}}.t{line-height:var(--tw-leading,calc(1.25 / .875))}',
    ],
    [
      'a variable also declared outside the theme stays a variable',
      '@layer theme{:root{--c:red}}.dark{--c:blue}.a{color:var(--c)}',
      '@layer theme{:root{--c:red}}.dark{--c:blue}.a{color:var(--c)}',
    ],
    [
      'a read with a fallback is the theme value: the fallback is dead',
      '@layer theme{:root{--sans:"Inter", sans-serif;--f:var(--sans)}}html{font-family:var(--f,-apple-system, "Segoe UI", serif)}',
      '@layer theme{:root{--sans:"Inter", sans-serif;--f:var(--sans)}}html{font-family:"Inter", sans-serif}',
    ],
    [
      'a read with a fallback stays when the theme value reads a variable from elsewhere',
      '@layer theme{:root{--f:var(--page-font)}}html{font-family:var(--f,serif)}',
      '@layer theme{:root{--f:var(--page-font)}}html{font-family:var(--f,serif)}',
    ],
  ])('%s', (_, css, expected) => {
    expect(inlineThemeValues(css)).toBe(expected);
  });

  it('leaves the declarations to dropUnreadCustomProperties, which then drops the unread ones', () => {
    const css = '@layer theme{:root{--color-a:#123456;--color-b:#654321}}.a{color:var(--color-a)}';
    expect(dropUnreadCustomProperties(inlineThemeValues(css), '<style>.r{color:var(--color-b)}</style>')).toBe(
      '@layer theme{:root{--color-b:#654321}}.a{color:#123456}',
    );
  });
});

describe('unwrapPropertyFallbacks', () => {
  it("keeps Tailwind's fallback declarations for every browser and drops the @property rules they stand for", () => {
    const css =
      '@layer properties{@supports (x:y){*,:before,:after{--tw-shadow:0 0 #0000;--tw-leading:initial}}}' +
      '.s{box-shadow:var(--tw-shadow)}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-leading{syntax:"*";inherits:false}' +
      '@property --other{syntax:"<length>";inherits:false;initial-value:0}';
    expect(unwrapPropertyFallbacks(css)).toBe(
      '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-leading:initial}}' +
        '.s{box-shadow:var(--tw-shadow)}' +
        '@property --other{syntax:"<length>";inherits:false;initial-value:0}',
    );
  });
});

describe('renderedHtml', () => {
  it.each([
    [
      'a closed dialog keeps only its tag',
      '<p class="a">x</p><dialog id="d" class="m-auto shadow"><div class="flex"><b class="c">y</b></div></dialog><i></i>',
      '<p class="a">x</p><dialog></dialog><i></i>',
    ],
    [
      'an open dialog stays',
      '<dialog open class="a"><p class="b">x</p></dialog>',
      '<dialog open class="a"><p class="b">x</p></dialog>',
    ],
    [
      'a dialog that opens itself at load (the course popup) stays; one that waits does not',
      '<dialog data-once-per-session="p" data-delay="0" class="m-auto"><img class="w-full"></dialog>' +
        '<dialog data-once-per-session="c" data-delay="5000" class="m-auto"><p class="b">x</p></dialog>',
      '<dialog data-once-per-session="p" data-delay="0" class="m-auto"><img class="w-full"></dialog><dialog></dialog>',
    ],
    [
      'an element with the hidden attribute, nested namesakes and all',
      '<div class="x" data-outbox hidden><div class="y"><div class="z"></div></div></div><div class="after"></div>',
      '<div hidden></div><div class="after"></div>',
    ],
    [
      'an element Tailwind hides on every screen (a closed panel) keeps its hidden class',
      '<nav class="hidden border-t lg:hidden"><a class="p-2">x</a></nav>',
      '<nav class="hidden"></nav>',
    ],
    [
      'one a variant shows again (the menu, a bar from lg up) stays',
      '<nav class="hidden items-center lg:flex"><a class="p-2">x</a></nav>',
      '<nav class="hidden items-center lg:flex"><a class="p-2">x</a></nav>',
    ],
    [
      'inside one shown from lg up, classes for below lg go, and what lg:hidden hides keeps only that class',
      '<nav class="hidden max-lg:absolute lg:flex"><div class="grid max-lg:py-3 lg:contents"><a class="p-2 max-md:hidden">x</a>' +
        '<a class="mt-2 lg:hidden">y</a><p class="md:hidden"><b class="c">z</b></p><i class="xl:hidden max-xl:p-1">w</i></div></nav><i class="max-lg:p-1"></i>',
      '<nav class="hidden lg:flex"><div class="grid lg:contents"><a class="p-2">x</a>' +
        '<a class="lg:hidden"></a><p class="md:hidden"></p><i class="xl:hidden max-xl:p-1">w</i></div></nav><i class="max-lg:p-1"></i>',
    ],
    [
      'a closed <details> inside one shown from lg up keeps its summary',
      '<nav class="hidden lg:flex"><details><summary class="s max-lg:p-1">C</summary><ul class="u"></ul></details></nav>',
      '<nav class="hidden lg:flex"><details><summary class="s">C</summary></details></nav>',
    ],
    [
      'a closed <details> keeps its summary',
      '<details class="group"><summary class="s">Courses</summary><ul class="u"><li>x</li></ul></details>',
      '<details class="group"><summary class="s">Courses</summary></details>',
    ],
    [
      'an open one stays whole',
      '<details open><summary>a</summary><p class="b">x</p></details>',
      '<details open><summary>a</summary><p class="b">x</p></details>',
    ],
    [
      'an attribute written in capitals',
      '<div HIDDEN class="x"><p class="y">x</p></div><i></i>',
      '<div hidden></div><i></i>',
    ],
    [
      'an icon’s aria-hidden and a class that ends in “hidden” hide nothing; the class, quoted or not, does',
      '<svg aria-hidden="true" class="overflow-hidden"><path d="M0"></path></svg>' +
        '<p class=\'x hidden\'><i class="a"></i></p><p class=hidden><i class="b"></i></p>',
      '<svg aria-hidden="true" class="overflow-hidden"><path d="M0"></path></svg><p class="hidden"></p><p class="hidden"></p>',
    ],
    [
      'a footer after the first screen keeps its own tag, not what it holds',
      '<main class="m">x</main><footer class="bg-brand-950 [content-visibility:auto]" data-after-first-screen>' +
        '<nav class="grid"><a class="hover:underline">y</a></nav><footer class="inner"></footer></footer><i class="after"></i>',
      '<main class="m">x</main><footer class="bg-brand-950 [content-visibility:auto]" data-after-first-screen></footer>' +
        '<i class="after"></i>',
    ],
    [
      'a tag inside a script is not an element',
      '<script>if(a<dialog.length)x()</script><p class="a">x</p>',
      '<script>if(a<dialog.length)x()</script><p class="a">x</p>',
    ],
  ])('%s', (_, html, expected) => {
    expect(renderedHtml(html)).toBe(expected);
  });
});

describe('whereRules', () => {
  it('lists the rules with :where( in their selector, inside their at-rules, with the classes they name', () => {
    const css =
      '@layer utilities{:where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}' +
      '.mt-2{margin-top:.5rem}@media (width>=48rem){:where(.md\\:divide-x>:not(:last-child)){border-inline-width:1px}}}' +
      '.group-aria-x\\:w-6:is(:where(.group)[aria-current=true] *){width:1.5rem}' +
      '[hidden]:where(:not([hidden=until-found])){display:none!important}';
    expect(whereRules(css).map(({ classes, css }) => ({ classes, css }))).toEqual([
      {
        classes: ['space-y-1.5'],
        css: '@layer utilities{:where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}}',
      },
      {
        classes: ['md:divide-x'],
        css: '@layer utilities{@media (width>=48rem){:where(.md\\:divide-x>:not(:last-child)){border-inline-width:1px}}}',
      },
      {
        classes: ['group-aria-x:w-6', 'group'],
        css: '.group-aria-x\\:w-6:is(:where(.group)[aria-current=true] *){width:1.5rem}',
      },
    ]);
  });
});

describe('whereRules, the rule alone', () => {
  it('is the rule without its at-rules', () => {
    expect(whereRules('@layer utilities{:where(.space-y-2>:not(:last-child)){margin:0}}')[0].rule).toBe(
      ':where(.space-y-2>:not(:last-child)){margin:0}',
    );
  });
});

describe('selectorAttributes', () => {
  it('names every attribute a selector may test, in lower case', () => {
    expect(
      selectorAttributes('[hidden]{display:none}.a[aria-pressed="true"]{x:1}button:where([ Data-Active ]){y:2}.p{z:3}'),
    ).toEqual(new Set(['hidden', 'aria-pressed', 'data-active']));
  });

  it('undoes CSS escapes (an escaped class name yields a harmless extra name)', () => {
    expect(selectorAttributes('[data-state\\:open]{a:b}.w-\\[calc\\(1px\\)\\]{c:d}')).toEqual(
      new Set(['data-state:open', 'calc(1px)]']),
    );
  });
});

describe('extractionKey', () => {
  const key = extractionKey(['aria-pressed']);

  it.each([
    ['drops the text', '<p class="a">One</p>', '<p class="a">Two words</p>'],
    ['drops the values no selector tests', '<a href="/x" class="b">x</a>', '<a href="/y" class="b">y</a>'],
    ['an image elsewhere', '<img src="/a.jpg" alt="A" class="c">', '<img src="/b.jpg" alt="B > b" class="c">'],
  ])('%s: pages alike get one key', (_, a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it.each([
    ['another class', '<p class="a">x</p>', '<p class="b">x</p>'],
    ['another id', '<p id="a">x</p>', '<p id="b">x</p>'],
    ['a tested value', '<button aria-pressed="true">x</button>', '<button aria-pressed="false">x</button>'],
    ['one attribute more', '<a href="/x">x</a>', '<a href="/x" download>x</a>'],
    ['another nesting', '<div class="a"><p class="b">x</p></div>', '<div class="a"></div><p class="b">x</p>'],
    ['a quoted ">" before an attribute', '<i title="a>b" class="x"></i>', '<i title="a>b" class="y"></i>'],
    [
      'attributes inside a tested value',
      `<p class="a" aria-pressed="b c='1'"></p>`,
      `<p class="a" aria-pressed="b c='2'"></p>`,
    ],
  ])('%s: pages differing so get different keys', (_, a, b) => {
    expect(key(a)).not.toBe(key(b));
  });

  it('takes a tested name with characters special in a regular expression', () => {
    const odd = extractionKey(['calc(1px)]', 'data-state:open']);
    expect(odd('<p data-state:open="a">x</p>')).not.toBe(odd('<p data-state:open="b">x</p>'));
    expect(odd('<p class="a">x</p>')).toBe(odd('<p class="a">y</p>'));
  });

  it('is the page itself when fonts are split by unicode-range (beasties reads the text)', () => {
    expect(extractionKey([], true)('<p alt="a">One</p>')).toBe('<p alt="a">One</p>');
  });
});

describe('pageClasses', () => {
  it("collects every element's classes", () => {
    expect(pageClasses('<div class="a  b"><p class="space-y-1.5 md:divide-x">x</p><i class=""></i></div>')).toEqual(
      new Set(['a', 'b', 'space-y-1.5', 'md:divide-x']),
    );
  });
});

describe('afterDocumentEnd', () => {
  it.each([
    ['a whole page', '<!doctype html><html><body><p>x</p></body></html>\n', ''],
    [
      'a script after the page',
      '<html><body></body></html><script type="module" src="/a.js"></script>',
      '<script type="module" src="/a.js"></script>',
    ],
    ['text after the page', '<html><body></body></html>\n  x\n', 'x'],
    ['no end tag (a fragment)', '<p>x</p>', ''],
  ])('%s', (_, html, after) => {
    expect(afterDocumentEnd(html)).toBe(after);
  });
});

describe('inlineCriticalCss', () => {
  const head = (links: string) => `<!doctype html><html><head><meta charset="utf-8">${links}</head>`;
  const body = '<body><p class="a">Hi</p></body></html>';
  /** The page's end-of-body script, run after its first paint (here: at the load event, as without Largest Contentful Paint). */
  const runLinker = async (html: string) => {
    new Function(/<script>([^<]*)<\/script><\/body>/.exec(html)![1])();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve));
  };

  it("puts the CSS where the stylesheet was, keeps the stylesheets for no scripts and links the page's own after the first paint", async () => {
    const html =
      head('<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">') + body;
    const out = inlineCriticalCss(html, '.a{color:red}', '/_astro/page.x.css');
    expect(out).toMatch(
      head(
        '<style>.a{color:red}</style>' +
          '<noscript><link rel="stylesheet" href="/_astro/a.css"></noscript>' +
          '<noscript><link rel="stylesheet" href="/_astro/b.css"></noscript>',
      ) + '<body><p class="a">Hi</p><script>',
    );
    // happy-dom loads no stylesheet; count that as loaded rather than log an error.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.innerHTML = '';
    await runLinker(out);
    expect([...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['stylesheet', '/_astro/page.x.css'],
    ]);
  });

  it("takes the page's earlier plain <style> elements into the same one, in order", () => {
    const html =
      head('<style>@font-face{font-family:X}</style><link rel="stylesheet" href="/a.css"><style>.b{}</style>') + body;
    const out = inlineCriticalCss(html, '.a{color:red}', '/_astro/page.x.css');
    expect(out).toContain('<style>@font-face{font-family:X}.a{color:red}</style><noscript><link rel="stylesheet"');
    expect(out.match(/<style>/g)).toHaveLength(2);
  });

  it('links nothing after the first paint when the page needs no more rules', () => {
    const html = head('<link rel="stylesheet" href="/a.css">') + body;
    expect(inlineCriticalCss(html, '.a{color:red}', '')).not.toContain('<script>');
  });

  it('leaves a page without a stylesheet as it is', () => {
    const html = head('') + body;
    expect(inlineCriticalCss(html, '.a{color:red}', '/_astro/page.x.css')).toBe(html);
  });
});
