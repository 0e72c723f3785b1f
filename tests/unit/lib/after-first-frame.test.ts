// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, withScriptsAfterFirstFrame } from '../../../src/lib/after-first-frame';

describe('what waits for the first frame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs once: after the next animation frame, or at load if that comes first', async () => {
    const ran = vi.fn();
    (globalThis as unknown as { ran: () => void }).ran = ran;
    new Function(afterFirstFrame('ran()'))();
    expect(ran).not.toHaveBeenCalled(); // not before the frame
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
    expect(ran).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('load'));
    expect(ran).toHaveBeenCalledOnce();

    const early = vi.fn();
    (globalThis as unknown as { ran: () => void }).ran = early;
    new Function(afterFirstFrame('ran()'))();
    window.dispatchEvent(new Event('load')); // a background tab: load before any frame
    expect(early).toHaveBeenCalledOnce();
  });

  it("moves the page's module scripts into one import list at the end of the body, in order (not a template's)", () => {
    const html =
      '<html><head><script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
      '<script type="module" src="/_astro/a.js"></script></head><body><p>Hi</p>' +
      '<script type="module" src="/_astro/b.js"></script><script>var a</script>' +
      '<template data-later><script type="module" src="/_astro/c.js"></script></template></body></html>';
    expect(withScriptsAfterFirstFrame(html)).toBe(
      '<html><head><script type="application/ld+json">{}</script><script type="module">import("/x.js")</script>' +
        '</head><body><p>Hi</p><script>var a</script>' +
        '<template data-later><script type="module" src="/_astro/c.js"></script></template>' +
        `<script>${afterFirstFrame('for(const s of ["/_astro/a.js","/_astro/b.js"])import(s)')}</script></body></html>`,
    );
  });

  it('leaves a page without module scripts as it is', () => {
    const html = '<html><body><script>var a</script></body></html>';
    expect(withScriptsAfterFirstFrame(html)).toBe(html);
  });
});
