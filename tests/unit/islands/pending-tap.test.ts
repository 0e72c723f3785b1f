// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takePendingTap } from '@/islands/pending-tap';

afterEach(() => document.body.replaceChildren());

describe('takePendingTap', () => {
  it("gives the tap left on the element's island once, then null", () => {
    document.body.innerHTML =
      '<astro-island data-pending-tap="card-7"><div><button>Download</button></div></astro-island>';
    const inside = document.querySelector('button');
    expect(takePendingTap(inside)).toBe('card-7');
    expect(document.querySelector('astro-island')!.hasAttribute('data-pending-tap')).toBe(false);
    expect(takePendingTap(inside)).toBeNull();
  });

  it('is null without a tap, outside an island, or without an element', () => {
    document.body.innerHTML = '<astro-island><p></p></astro-island><p id="bare"></p>';
    expect(takePendingTap(document.querySelector('astro-island p'))).toBeNull();
    expect(takePendingTap(document.getElementById('bare'))).toBeNull();
    expect(takePendingTap(null)).toBeNull();
  });
});
