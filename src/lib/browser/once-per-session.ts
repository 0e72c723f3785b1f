/**
 * "Once per browser session" for popups and modals (spec document 1 §4): the first call for a key
 * in a tab's session says yes and leaves a flag in sessionStorage; later calls say no. Where
 * storage is refused nothing can be remembered, so the answer stays yes (tolerated silently, §8).
 *
 * Self-contained on purpose (its storage guards are its own, not safe-storage's): the one page
 * script that uses it then has no shared imports, so Astro inlines it into the HTML instead of
 * costing a request before the page is usable.
 */
import type { KeyValueStore } from './safe-storage';

/** `sessionStorage`, or undefined where touching it throws (storage disabled, opaque origins). */
export function sessionStore(): KeyValueStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** True the first time a key is claimed in this session (and marks it), false afterwards. */
export function claimOncePerSession(store: KeyValueStore | undefined, key: string): boolean {
  try {
    if (store?.getItem(key) != null) return false;
    store?.setItem(key, 'true');
  } catch {
    // Refused (quota, privacy mode): it cannot be remembered, so it shows this time.
  }
  return true;
}
