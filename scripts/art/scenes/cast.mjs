/** Casting helpers: varied students and teachers, seated or standing, from a picture's seeded rng. */
import { at } from '../lib/core.mjs';
import { person } from '../lib/people.mjs';
import { SKIN, HAIR, CLOTH, BOTTOM } from '../lib/palette.mjs';

/** A random but plausible student; `o` overrides any field. */
export function student(c, o = {}) {
  const r = c.r;
  const female = o.female ?? r() < 0.5;
  const topStyle =
    o.topStyle ??
    (female ? r.pick(['kurta', 'kurta', 'tshirt', 'shirt']) : r.pick(['shirt', 'shirt', 'tshirt', 'kurta']));
  const base = {
    female,
    skin: r.pick(SKIN),
    hair: r.pick(HAIR),
    hairStyle: female
      ? r.pick(['long', 'braid', 'pony', 'bun', 'long'])
      : r.pick(['short', 'side', 'curly', 'short', 'side']),
    top: r.pick(CLOTH),
    topStyle,
    bottom: female && topStyle === 'kurta' ? r.pick(['#f3e3c7', '#ffffff', '#2b3040', '#e9d6f0']) : r.pick(BOTTOM),
    glasses: r() < 0.18,
  };
  if (female && topStyle === 'kurta' && r() < 0.5) base.dupatta = r.pick(CLOTH);
  if (!female && r() < 0.15) base.moustache = true;
  return { ...base, ...o };
}

/**
 * Seated behind a table seen from the front, the table's back edge at y. Returns [body, arms]:
 * draw the table between them so forearms rest on the table top.
 */
export function seatFront(c, x, y, s, o = {}) {
  const p = { legs: 'none', arms: { l: [16, -44], r: [18, -50] }, ...o };
  const oy = y + 100 * s;
  return [
    at(x, oy, s, o.flip, person(c, { ...p, layer: 'body' })),
    at(x, oy, s, o.flip, person(c, { ...p, layer: 'arms' })),
  ];
}

/** Standing person with feet at (x, y). */
export const stand = (c, x, y, s, o = {}) => at(x, y, s, o.flip, person(c, o));
