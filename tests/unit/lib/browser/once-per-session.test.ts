import { describe, expect, it } from 'vitest';
import { claimOncePerSession } from '@/lib/browser/once-per-session';
import type { KeyValueStore } from '@/lib/browser/safe-storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const refusing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('claimOncePerSession', () => {
  it('says yes the first time and leaves a flag, then no', () => {
    const store = memoryStore();
    expect(claimOncePerSession(store, 'popup_appsc-groups')).toBe(true);
    expect(store.data.get('popup_appsc-groups')).toBe('true');
    expect(claimOncePerSession(store, 'popup_appsc-groups')).toBe(false);
    expect(claimOncePerSession(store, 'popup_appsc-groups')).toBe(false);
  });

  it('keeps a flag per key (per page)', () => {
    const store = memoryStore();
    expect(claimOncePerSession(store, 'popup_appsc-groups')).toBe(true);
    expect(claimOncePerSession(store, 'popup_tgpsc-groups')).toBe(true);
    expect(claimOncePerSession(store, 'popup_appsc-groups')).toBe(false);
  });

  it.each([
    ['no storage at all', undefined],
    ['storage that throws', refusing],
  ])('with %s it always says yes and never throws', (_, store) => {
    expect(claimOncePerSession(store, 'k')).toBe(true);
    expect(claimOncePerSession(store, 'k')).toBe(true);
  });
});
