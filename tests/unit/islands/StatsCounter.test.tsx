// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import StatsCounter from '@/islands/StatsCounter';

const stats = [
  { number: 300, suffix: '+', label: 'IAS Ranks' },
  { number: 1000, suffix: '+', label: 'Hours of Teaching' },
];

/** A controllable IntersectionObserver: `show(ratio)` reports the band that visible. */
let report: (ratio: number) => void = () => {};
let threshold: number | number[] | undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    threshold = options?.threshold;
    report = (ratio) =>
      callback(
        [{ intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

const figures = () => screen.getAllByTestId('stat-figure').map((el) => el.textContent);
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StatsCounter', () => {
  it('waits at 0 out of sight, then counts to each target in 2000 ms over 60 steps once 10 % is visible', () => {
    render(<StatsCounter stats={stats} />);
    expect(threshold).toBe(0.1);
    act(() => report(0));
    expect(figures()).toEqual(['0+', '0+']);
    act(() => report(0.05));
    expect(figures()).toEqual(['0+', '0+']);

    act(() => report(0.1));
    act(() => vi.advanceTimersByTime(2000 / 60));
    expect(figures()).toEqual(['5+', '16+']);
    act(() => vi.advanceTimersByTime((2000 / 60) * 29));
    expect(figures()).toEqual(['150+', '500+']);
    act(() => vi.advanceTimersByTime((2000 / 60) * 30));
    expect(figures()).toEqual(['300+', '1000+']);
    act(() => vi.advanceTimersByTime(1000));
    expect(figures()).toEqual(['300+', '1000+']);
  });

  it('gives screen readers the final figures and labels throughout', () => {
    render(<StatsCounter stats={stats} />);
    act(() => report(0));
    expect(screen.getAllByRole('definition').map((dd) => dd.querySelector('.sr-only')!.textContent)).toEqual([
      '300+',
      '1000+',
    ]);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['IAS Ranks', 'Hours of Teaching']);
    expect(screen.getAllByTestId('stat-figure')[0].getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the final figures and never counts with reduced motion', () => {
    reducedMotion(true);
    report = () => {
      throw new Error('no observer with reduced motion');
    };
    render(<StatsCounter stats={stats} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(figures()).toEqual(['300+', '1000+']);
  });
});
