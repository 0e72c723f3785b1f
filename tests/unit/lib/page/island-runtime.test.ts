// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RUNTIME,
  RUNTIME_FILE,
  withIslandStyleInHead,
  withRuntimeOnSight,
} from '../../../../src/lib/page/island-runtime';

const island = (client: string) =>
  `<astro-island uid="a" component-url="/_astro/Box.js" client="${client}" opts="{}" ssr><form><textarea></textarea></form></astro-island>`;
/** A page as Astro writes it: the directive's script, then the runtime, before the first island. */
const page = (...clients: string[]) =>
  `<html><head></head><body><main><p>Text</p><script>(self.Astro||(self.Astro={})).visible=()=>{}</script><script>${RUNTIME}</script>${clients.map(island).join('')}</main></body></html>`;
const inlineScripts = (html: string) => Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (m) => m[1]);

describe('withRuntimeOnSight', () => {
  it('takes the runtime out of a page whose islands all hydrate when visible, and nothing else', () => {
    const html = page('visible', 'visible');
    const out = withRuntimeOnSight(html);
    expect(out).not.toContain(RUNTIME);
    expect(out).toContain(RUNTIME_FILE);
    expect(inlineScripts(out)).toHaveLength(2);
    const loader = inlineScripts(out)[1];
    expect(out.replace(loader, RUNTIME)).toBe(html);
    expect(loader.length).toBeLessThan(RUNTIME.length / 10);
  });

  it.each([['load'], ['idle'], ['interaction'], ['only']])(
    'keeps it inline where an island hydrates otherwise (client:%s)',
    (client) => {
      const html = page('visible', client);
      expect(withRuntimeOnSight(html)).toBe(html);
    },
  );

  it('leaves a page without islands as it is', () => {
    const html = '<html><body><p>Text</p></body></html>';
    expect(withRuntimeOnSight(html)).toBe(html);
  });

  it('names the file by its content', () => {
    const hash = createHash('sha256').update(RUNTIME).digest('base64url').slice(0, 8);
    expect(RUNTIME_FILE).toBe(`/_astro/astro-island.${hash}.js`);
    expect(RUNTIME).toContain('customElements.define("astro-island"');
  });
});

describe('the loader in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('asks for the runtime once, when an island comes near the screen', () => {
    const observers: { callback: (entries: { isIntersecting: boolean }[]) => void; watched: Element[] }[] = [];
    let margin = '';
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched: Element[] = [];
        constructor(callback: (typeof observers)[number]['callback'], options: { rootMargin: string }) {
          margin = options.rootMargin;
          observers.push({ callback, watched: this.watched });
        }
        observe(element: Element) {
          this.watched.push(element);
        }
        disconnect() {}
      },
    );
    const appended: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
    document.body.innerHTML = island('visible') + island('visible');
    new Function(inlineScripts(withRuntimeOnSight(page('visible')))[1])();
    expect(observers).toHaveLength(0); // waits for the whole page
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true })); // as the browser sends it
    const [observer] = observers;
    expect(observer.watched.map((e) => e.tagName)).toEqual(['FORM', 'FORM']);
    expect(margin).toMatch(/^\d+px$/);

    observer.callback([{ isIntersecting: false }]);
    expect(appended).toEqual([]);
    observer.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(appended).toHaveLength(1);
    expect((appended[0] as HTMLScriptElement).getAttribute('src')).toBe(RUNTIME_FILE);
  });
});

describe('withIslandStyleInHead', () => {
  const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
  it.each([
    [
      'before the first stylesheet',
      `<html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"></head><body><h2>A</h2>${style}<astro-island></astro-island></body></html>`,
      `<html><head><meta charset="utf-8">${style}<link rel="stylesheet" href="/a.css"></head><body><h2>A</h2><astro-island></astro-island></body></html>`,
    ],
    [
      'at the end of a head without one',
      `<html><head><title>A</title></head><body><p>A</p>${style}<astro-island></astro-island></body></html>`,
      `<html><head><title>A</title>${style}</head><body><p>A</p><astro-island></astro-island></body></html>`,
    ],
    [
      'a page without islands unchanged',
      '<html><head></head><body><p>A</p></body></html>',
      '<html><head></head><body><p>A</p></body></html>',
    ],
  ])('%s', (_, html, out) => {
    expect(withIslandStyleInHead(html)).toBe(out);
  });
});
