import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep, wrapIndex } from '@/lib/browser/hero-carousel';

describe('wrapIndex', () => {
  it.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0], // next after the last is the first
    [-1, 4, 3], // previous before the first is the last
    [-5, 4, 3],
    [9, 4, 1],
  ])('%i in a loop of %i is %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it.each([
    ['a swipe left', -SWIPE_MIN_PX, 0, 1],
    ['a swipe right', SWIPE_MIN_PX, 10, -1],
    ['a long swipe left with some drift', -200, 60, 1],
    ['too short a move', -(SWIPE_MIN_PX - 1), 0, 0],
    ['a vertical scroll', -60, 120, 0],
    ['a diagonal', 80, -80, 0],
    ['a tap', 0, 0, 0],
  ])('%s (%i, %i) → %i', (_, dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});
