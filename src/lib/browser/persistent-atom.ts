/**
 * A nanostores atom kept in localStorage through safe-storage, so every script and island on the
 * page reads one copy of a fact, and a change made in another tab reaches this one (the `storage`
 * event). Used for the enquiry outbox and the quiz streak.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { browserStorage, readItem, writeItem } from '@/lib/browser/safe-storage';

export interface PersistentAtom<T> {
  /** Subscribe to it (`listen`, `subscribe`, `useStore`); read it with `get()`. */
  store: ReadableAtom<T>;
  /** Stores `value` and, when storage took it, publishes it; false when storage refused it. */
  save(value: T): boolean;
  /** Re-reads storage (another tab may just have written it) and publishes what is there. */
  reload(): T;
}

/** `decode` turns the stored string (null when missing or unreadable) into a value, never throwing. */
export function persistentAtom<T>(key: string, decode: (raw: string | null) => T): PersistentAtom<T> {
  // Storage is looked up on each use: a page (or a test) may replace or lose it. `raw` is what the
  // store was last read from or written as, so re-reading unchanged storage publishes nothing.
  let raw = readItem(browserStorage(), key);
  const store = atom(decode(raw));
  const reload = () => {
    const now = readItem(browserStorage(), key);
    if (now !== raw) store.set(decode((raw = now)));
    return store.get();
  };
  // Build time renders islands on the server, where there is no window.
  if (typeof window !== 'undefined') {
    addEventListener('storage', (e) => (e.key === key || e.key === null) && reload());
  }
  return {
    store,
    reload,
    save(value) {
      const next = JSON.stringify(value);
      if (!writeItem(browserStorage(), key, next)) return false;
      raw = next;
      store.set(value);
      return true;
    },
  };
}
