// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_FIRST } from '../../../../src/lib/page/after-first-paint';

/** A Largest Contentful Paint observer the test drives: `largest(element)` reports one entry. */
function largestPaints() {
  const callbacks: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (element: Element) => callbacks.forEach((cb) => cb({ getEntries: () => [{ element }] }));
}

/** The page's featured picture. */
function featuredPicture() {
  const img = document.createElement('img');
  img.setAttribute(PAINT_FIRST, '');
  document.body.append(img);
  return img;
}

/** Lets the script's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

const run = () => {
  const ran = vi.fn();
  vi.stubGlobal('ran', ran);
  new Function(afterFirstPaint('ran()'))();
  return ran;
};

describe('what waits for the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('runs once the first largest paint is reported, and only once', async () => {
    const largest = largestPaints();
    const ran = run();
    window.dispatchEvent(new Event('load'));
    await settled();
    expect(ran).not.toHaveBeenCalled(); // not the load event
    largest(document.createElement('h1'));
    largest(document.createElement('p'));
    await settled();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs at the load event in a browser without Largest Contentful Paint', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
      },
    );
    const ran = run();
    await settled();
    expect(ran).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settled();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('on a page with a featured picture, waits until that picture is the largest paint', async () => {
    const largest = largestPaints();
    const img = featuredPicture();
    const ran = run();
    largest(document.createElement('h1'));
    await settled();
    expect(ran).not.toHaveBeenCalled(); // the page has painted, the picture not yet
    largest(img);
    await settled();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a featured picture that never becomes the largest paint holds nothing back for long', async () => {
    vi.useFakeTimers();
    const largest = largestPaints();
    featuredPicture();
    const ran = run();
    largest(document.createElement('h1'));
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(499);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toHaveBeenCalledOnce();
  });
});
