/**
 * Browser storage that never throws. Storage can be disabled, full, blocked in a sandboxed frame
 * or hold anything at all; the spec (document 1 §8) wants such failures tolerated silently.
 */

/** The part of Web Storage the counters use; tests pass a small fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** `localStorage`, or undefined where merely touching it throws (storage disabled, opaque origins). */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A stored value, or null when it is missing or the store refuses to answer. */
export function readItem(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a value if the store lets us, and says whether it did; a refusal (quota, disabled storage)
 * usually only means it is not remembered.
 */
export function writeItem(store: KeyValueStore | undefined, key: string, value: string): boolean {
  try {
    store?.setItem(key, value);
    return store !== undefined;
  } catch {
    return false;
  }
}
