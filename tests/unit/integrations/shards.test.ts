/**
 * A build split in shards (src/integrations/shards.ts): what BUILD_SHARD may say, and that the
 * shards share the pages out, each page to exactly one, about evenly, always the same one. The
 * merge itself is compared with a single build, byte for byte, in tests/integration/warm-build.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildPart, inShard } from '../../../src/integrations/shards.ts';

describe('BUILD_SHARD', () => {
  it('names one shard of n (counted from 1), the merge of the shards in SHARDS_DIR, or nothing: the whole site', () => {
    expect(buildPart({})).toBeUndefined();
    expect(buildPart({ BUILD_SHARD: ' ' })).toBeUndefined();
    expect(buildPart({ BUILD_SHARD: '1/1' })).toEqual({ shard: { index: 0, count: 1 } });
    expect(buildPart({ BUILD_SHARD: '3/4' })).toEqual({ shard: { index: 2, count: 4 } });
    expect(buildPart({ BUILD_SHARD: 'merge', SHARDS_DIR: '/tmp/shards' })).toEqual({ merge: '/tmp/shards' });
  });

  it('refuses what it cannot build, saying what it expects', () => {
    for (const value of ['0/4', '5/4', '2', '1/0', 'two/four', '1/4/2'])
      expect(() => buildPart({ BUILD_SHARD: value })).toThrow(`BUILD_SHARD=${value}: expected i/n with 1 ≤ i ≤ n`);
    expect(() => buildPart({ BUILD_SHARD: 'merge' })).toThrow('BUILD_SHARD=merge needs SHARDS_DIR');
  });
});

describe('the pages of each shard', () => {
  const paths = Array.from({ length: 4000 }, (_, i) => `/courses/upsc/current-affairs/article-${i}/`);

  it('gives each page to exactly one shard of n, about a nth each', () => {
    const count = 4;
    const shares = Array.from({ length: count }, (_, index) => paths.filter((path) => inShard(path, { index, count })));
    expect(shares.flat().sort()).toEqual([...paths].sort());
    for (const share of shares) expect(Math.abs(share.length - paths.length / count)).toBeLessThan(paths.length * 0.05);
  });

  it('keeps a page in its shard from build to build, and builds every page without shards', () => {
    const shard = { index: 1, count: 3 };
    expect(paths.map((path) => inShard(path, shard))).toEqual(paths.map((path) => inShard(path, { ...shard })));
    expect(paths.every((path) => inShard(path, undefined))).toBe(true);
  });
});
