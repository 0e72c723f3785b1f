import { describe, expect, it } from 'vitest';
import { staticImports, withLowPriorityScripts } from '../../../../src/lib/page/script-priority';

describe("the page's module scripts asked for at low priority", () => {
  const none = () => [];

  it('marks external module scripts and leaves inline and JSON-LD scripts alone', () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
      '<script type="module" src="/_astro/a.js"></script><script>var a</script><script type="module" src="/_astro/b.js"></script>';
    expect(withLowPriorityScripts(html, none)).toBe(
      '<script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
        '<script type="module" fetchpriority="low" src="/_astro/a.js"></script><script>var a</script>' +
        '<script type="module" fetchpriority="low" src="/_astro/b.js"></script>',
    );
  });

  it('names the chunks they import, directly or through each other, once, before the first script', () => {
    const graph: Record<string, string[]> = {
      '/_astro/a.js': ['shared.js', 'b.js'],
      '/_astro/b.js': ['shared.js'],
      '/_astro/shared.js': ['deep.js'],
    };
    const html =
      '<p></p><script type="module" src="/_astro/a.js"></script><script type="module" src="/_astro/b.js"></script>';
    expect(withLowPriorityScripts(html, (src) => graph[src] ?? [])).toBe(
      '<p></p><link rel="modulepreload" href="/_astro/shared.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/_astro/deep.js" fetchpriority="low">' +
        '<script type="module" fetchpriority="low" src="/_astro/a.js"></script>' +
        '<script type="module" fetchpriority="low" src="/_astro/b.js"></script>',
    );
  });

  it('leaves the chunks of scripts in a <template> to them, and names the others after it', () => {
    const graph: Record<string, string[]> = { '/_astro/t.js': ['only-t.js'], '/_astro/a.js': ['shared.js'] };
    const html =
      '<template data-x><script type="module" src="/_astro/t.js"></script></template>' +
      '<script type="module" src="/_astro/a.js"></script>';
    expect(withLowPriorityScripts(html, (src) => graph[src] ?? [])).toBe(
      '<template data-x><script type="module" fetchpriority="low" src="/_astro/t.js"></script></template>' +
        '<link rel="modulepreload" href="/_astro/shared.js" fetchpriority="low">' +
        '<script type="module" fetchpriority="low" src="/_astro/a.js"></script>',
    );
  });

  it("reads a built chunk's static imports, not the ones it loads on demand", () => {
    const code =
      'import{t as e}from"./outbox-signal.dY32sVPC.js";import"./side.A1.js";const m=()=>import("./lazy.B2.js");e()';
    expect(staticImports(code)).toEqual(['outbox-signal.dY32sVPC.js', 'side.A1.js']);
  });
});
