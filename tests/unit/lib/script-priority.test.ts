import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from '../../../src/lib/script-priority';

describe("the page's module scripts asked for at low priority", () => {
  it('marks external module scripts and leaves inline and JSON-LD scripts alone', () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
      '<script type="module" src="/_astro/a.js"></script><script>var a</script><script type="module" src="/_astro/b.js"></script>';
    expect(withLowPriorityScripts(html)).toBe(
      '<script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
        '<script type="module" fetchpriority="low" src="/_astro/a.js"></script><script>var a</script>' +
        '<script type="module" fetchpriority="low" src="/_astro/b.js"></script>',
    );
  });
});
