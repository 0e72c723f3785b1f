// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../src/lib/after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A Paint Timing observer the test drives: `paint(name)` reports one paint entry. */
function paintTiming() {
  const callbacks: ((list: Entries) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (list: Entries) => void) {
      callbacks.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (name: string) => callbacks.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
}

describe('what waits for the first paint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs once the first contentful paint is reported, and only once', () => {
    const paint = paintTiming();
    const ran = vi.fn();
    vi.stubGlobal('ran', ran);
    new Function(afterFirstPaint('ran()'))();
    window.dispatchEvent(new Event('load'));
    paint('first-paint');
    expect(ran).not.toHaveBeenCalled(); // neither the load event nor a paint with nothing on it
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs at the load event in a browser without Paint Timing', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['navigation'];
      },
    );
    const ran = vi.fn();
    vi.stubGlobal('ran', ran);
    new Function(afterFirstPaint('ran()'))();
    expect(ran).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(ran).toHaveBeenCalledOnce();
  });
});
