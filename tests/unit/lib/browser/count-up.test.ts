import { describe, expect, it } from 'vitest';
import { countUpValue } from '@/lib/browser/count-up';

describe('countUpValue', () => {
  it.each([
    // target, step, steps, shown
    [300, 0, 60, 0],
    [300, 1, 60, 5],
    [300, 30, 60, 150],
    [300, 59, 60, 295],
    [300, 60, 60, 300],
    [5000, 1, 60, 83],
    [70, 1, 60, 1],
    [70, 59, 60, 68],
    [1000, 61, 60, 1000],
    [100, 5, 0, 100],
  ])('target %i at step %i of %i shows %i', (target, step, steps, shown) => {
    expect(countUpValue(target, step, steps)).toBe(shown);
  });

  it('never goes down and ends on the target', () => {
    const values = Array.from({ length: 61 }, (_, step) => countUpValue(1000, step, 60));
    expect(values.every((v, i) => i === 0 || v >= values[i - 1])).toBe(true);
    expect(values.at(-1)).toBe(1000);
  });
});
