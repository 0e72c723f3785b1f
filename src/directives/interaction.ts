/**
 * `client:interaction`: hydrates an island on the visitor's first pointer, touch, focus or key
 * event inside it. For islands a phone shows at once but that only matter when used — the course
 * pages' lead form sits right under the hero on a phone, where `client:visible` would load it
 * before any tap and break the 100 KB budget (DESIGN.md). The server HTML is the real form, so
 * nothing moves when it hydrates. With a media query as value
 * (`client:interaction="(min-width: 1280px)"`) the island hydrates at idle where the query matches.
 */
import type { ClientDirective } from 'astro';

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on first interaction; optionally at idle where the media query matches. */
      'client:interaction'?: boolean | string;
    }
  }
}

const EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, { value }, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  for (const type of EVENTS) el.addEventListener(type, hydrate, { passive: true });
  if (value && window.matchMedia(value).matches) {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  }
};

export default interaction;
