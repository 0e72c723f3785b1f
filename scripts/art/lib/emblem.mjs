/** The academy emblem (lamp of knowledge: saffron flame over an open book on navy), in a 48 × 48 box. */
import { g, rect, path } from './core.mjs';
import { P } from './palette.mjs';

/** Emblem markup in a 48-unit box; `bg` false leaves out the navy tile. */
export function emblem({ bg = true, navy = P.navy, flame = P.saffron, flame2 = P.saffron2, page = '#ffffff' } = {}) {
  return g(
    {},
    bg ? rect(0, 0, 48, 48, navy, { rx: 11 }) : '',
    path('M24 6C31 13 32.5 19.5 24 26 15.5 19.5 17 13 24 6Z', flame),
    path('M24 13.5c3.2 3.4 3.6 6.6 0 9.6-3.6-3-3.2-6.2 0-9.6Z', flame2),
    path('M7 29.5c6-3.2 12.3-2.7 17 1.2V42c-4.7-3.6-11-4.1-17-1.3Z', page),
    path('M41 29.5c-6-3.2-12.3-2.7-17 1.2V42c4.7-3.6 11-4.1 17-1.3Z', page, { opacity: 0.86 }),
    path('M7 40.7c6-2.8 12.3-2.3 17 1.3 4.7-3.6 11-4.1 17-1.3V43c-6-2.5-12.3-2-17 1.5C19.3 41 13 40.5 7 43Z', flame2),
  );
}
