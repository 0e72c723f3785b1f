import { describe, expect, it, vi } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PhotoTooLarge,
  QUALITY_STEPS,
  encodeWithin,
  photoSize,
  photosToAdd,
} from '@/lib/answers/answer-photos';

// The drawing itself needs a browser's decoder and canvas: tests/e2e/answers.spec.ts sends real photos.

describe('photoSize', () => {
  it.each([
    ['a 12 MP phone photo, landscape', 4000, 3000, { width: 1600, height: 1200 }],
    ['a portrait page', 3024, 4032, { width: 1200, height: 1600 }],
    ['a long thin scan', 1000, 6000, { width: 267, height: 1600 }],
    ['exactly 1600 px', 1600, 900, { width: 1600, height: 900 }],
    ['a small photo, never enlarged', 800, 600, { width: 800, height: 600 }],
  ])('%s: %i×%i → %o', (_, width, height, size) => {
    expect(photoSize(width, height)).toEqual(size);
  });
});

/** An encoder whose file at each quality has the given size in bytes. */
const encoderOf = (sizeAt: (quality: number) => number) =>
  vi.fn(async (quality: number) => new Blob([new Uint8Array(sizeAt(quality))], { type: 'image/jpeg' }));

describe('encodeWithin', () => {
  it('keeps the first quality when its file fits 300 KB', async () => {
    const encode = encoderOf(() => 120 * 1024);
    expect((await encodeWithin(encode)).size).toBe(120 * 1024);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.85]);
  });

  it('lowers the quality step by step until the file fits', async () => {
    const encode = encoderOf((q) => Math.round(q * 500 * 1024)); // 425 KB, 375, 325, 275 …
    const blob = await encodeWithin(encode);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.85, 0.75, 0.65, 0.55]);
    expect(blob.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it('takes a file of exactly the limit', async () => {
    expect((await encodeWithin(encoderOf(() => MAX_PHOTO_BYTES))).size).toBe(300 * 1024);
  });

  it('refuses a photo still too large at the lowest quality, having tried every step', async () => {
    const encode = encoderOf(() => MAX_PHOTO_BYTES + 1);
    await expect(encodeWithin(encode)).rejects.toBeInstanceOf(PhotoTooLarge);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([...QUALITY_STEPS]);
  });
});

describe('photosToAdd', () => {
  it.each([
    ['two picked for an answer with none', 0, ['a', 'b'], ['a', 'b'], false],
    ['three picked for an answer with none', 0, ['a', 'b', 'c'], ['a', 'b', 'c'], false],
    ['four picked: the first three', 0, ['a', 'b', 'c', 'd'], ['a', 'b', 'c'], true],
    ['two picked for an answer with two: one', 2, ['c', 'd'], ['c'], true],
    ['one picked for an answer with three: none', 3, ['d'], [], true],
  ])('%s', (_, have, picked, take, leftOut) => {
    expect(photosToAdd(have, picked)).toEqual({ take, leftOut });
  });
});
