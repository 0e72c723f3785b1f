import { describe, expect, it } from 'vitest';
import { classTokens, pageRules, stylesheetClasses, usableClasses } from '@/lib/page/deferred-css';
import { pageClasses } from '@/lib/page/critical-css';

const SITE =
  '@layer base{a{color:inherit}}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.p-4{padding:1rem}.m-2{margin:.5rem}' +
  '.hover\\:underline:hover{text-decoration-line:underline}.peer:not(.open)~.x{color:red}' +
  '@media (width>=48rem){.md\\:p-8{padding:2rem}}}';

describe('pageRules', () => {
  it('keeps the rules of the classes the page can use and drops the others', () => {
    const css = pageRules(SITE, new Set(['p-4', 'hover:underline', 'md:p-8']), '');
    expect(css).toContain('.p-4{padding:1rem}');
    expect(css).toContain('.hover\\:underline:hover');
    expect(css).toContain('.md\\:p-8{padding:2rem}');
    expect(css).not.toContain('.m-2');
    expect(css).not.toContain('.flex');
    // A tag's base style names no class: kept.
    expect(css).toContain('a{color:inherit}');
  });

  it('does not ask for a class named only under :not()', () => {
    expect(pageRules(SITE, new Set(['peer', 'x']), '')).toContain('.peer:not(.open)~.x{color:red}');
    expect(pageRules(SITE, new Set(['peer']), '')).not.toContain('~.x');
  });

  it('leaves out what the inline CSS already holds with every property, in the same layer and media', () => {
    const usable = new Set(['p-4', 'md:p-8', 'm-2']);
    const inline =
      '@layer utilities{.p-4{padding:1rem}@media (width>=48rem){.md\\:p-8{padding:2rem}}}.m-2{margin:.5rem}';
    const css = pageRules(SITE, usable, inline);
    expect(css).not.toContain('.p-4');
    expect(css).not.toContain('.md\\:p-8');
    // Inline outside the layer is not the same rule.
    expect(css).toContain('.m-2{margin:.5rem}');
  });

  it('keeps a rule held inline when a rule kept before it sets the same property (it must still win)', () => {
    // .flex is not inline (an element in a closed menu uses it), .hidden is: deferred, .flex
    // would come after .hidden and show what .hidden hides.
    const css = pageRules(SITE, new Set(['flex', 'hidden']), '@layer utilities{.hidden{display:none}}');
    expect(css).toContain('.flex{display:flex}.hidden{display:none}');
  });
});

describe('pageRules: what is held inline and still wins', () => {
  const BASE =
    '@layer base{button,::file-selector-button{color:inherit}body{color:#333}}@layer utilities{.p-4{color:red}}';
  it('leaves out a rule held inline that nothing kept before it in its layer could override', () => {
    // button's rule is kept (a button in a closed dialog) but cannot style body; .p-4 is in a later layer.
    const css = pageRules(BASE, new Set(['p-4']), '@layer base{body{color:#333}}');
    expect(css).toContain('button,:where(input)::file-selector-button{color:inherit}');
    expect(css).not.toContain('body{');
  });

  it('counts a shorthand and its longhands as the same properties', () => {
    // .card (kept: it also styles cards in a closed dialog) sets every border width; .border-t-4, after it, the top one.
    const site = '@layer utilities{.card{border:1px solid #ccc}.border-t-4{border-top-width:4px}}';
    const css = pageRules(site, new Set(['card', 'border-t-4']), '@layer utilities{.border-t-4{border-top-width:4px}}');
    expect(css).toContain('.border-t-4{border-top-width:4px}');
  });

  it('keeps it when a rule kept before it, in its layer, can style the same elements', () => {
    const css = pageRules(
      '@layer base{:where(a){color:blue}a{color:inherit}}',
      new Set(),
      '@layer base{a{color:inherit}}',
    );
    expect(css).toContain('a{color:inherit}');
  });
});

describe('usableClasses', () => {
  const known = stylesheetClasses(SITE);
  const scripts = new Map([
    ['/_astro/Island.js', 'import{a}from"./chunk.js";const f=()=>import("./Form.js");a("p-4 "+x)'],
    ['/_astro/chunk.js', 'export const a=1'],
    ['/_astro/Form.js', 'el.className=`m-2 ${open?"md:p-8":""}`'],
    ['/_astro/Other.js', 'el.className="flex"'],
  ]);
  const usable = usableClasses(known, scripts, pageClasses);

  it("takes the page's classes, its inline scripts' and props', and those of every script it may load", () => {
    const html =
      '<p class="hidden unknown">x</p><script>b.classList.toggle("peer")</script>' +
      '<astro-island component-url="/_astro/Island.js" props="{&quot;c&quot;:[0,&quot;x&quot;]}"></astro-island>';
    expect([...usable(html)].sort()).toEqual(['hidden', 'm-2', 'md:p-8', 'p-4', 'peer', 'x']);
  });

  it("reads a class's & as the HTML writes it", () => {
    const known = stylesheetClasses(
      'body:has(form:focus-within) .\\[body\\:has\\(form\\)_\\&\\]\\:hidden{display:none}',
    );
    const found = usableClasses(known, new Map(), pageClasses)('<p class="[body:has(form)_&amp;]:hidden">x</p>');
    expect([...found]).toEqual(['[body:has(form)_&]:hidden']);
  });

  it('splits code and attributes where a class name ends', () => {
    expect(classTokens('a("p-4 m-2",`x ${y}`)')).toEqual(expect.arrayContaining(['p-4', 'm-2', 'x']));
  });
});

describe('selectors the browser cannot tell its elements by', () => {
  it('are scoped to the elements they can match, without more specificity, or left out', () => {
    const css = pageRules(
      '::placeholder{color:gray}::backdrop{background:black}:focus-visible{outline:2px solid}' +
        ':host{tab-size:4}::-webkit-inner-spin-button{height:auto}html{color:black}',
      new Set(),
      '',
    );
    expect(css).toContain(':where(input,textarea)::placeholder{color:gray}');
    expect(css).toContain(':where(dialog)::backdrop{background:black}');
    expect(css).toMatch(/:where\(a,button,[^)]*\[tabindex\][^)]*\):focus-visible\{outline:2px solid\}/);
    expect(css).toContain(':where(input)::-webkit-inner-spin-button');
    expect(css).not.toContain(':host');
    // A tag is something to tell elements by: as it is.
    expect(css).toContain('html{color:black}');
  });
});
