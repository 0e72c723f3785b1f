/** Canvas, seeded randomness, colour maths and tiny SVG string builders shared by every scene. */

/** mulberry32: small, fast, seedable PRNG so a re-run draws the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(lo + next() * (hi - lo + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/** FNV-1a hash of a string, used to seed each picture from its file name. */
export function hash(str) {
  let h = 0x811c9dc5;
  for (const ch of str) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Linear mix of two hex colours (t = 0 → a, 1 → b). */
export const mix = (a, b, t) => {
  const x = hex2rgb(a),
    y = hex2rgb(b);
  return rgb2hex(x.map((v, i) => v + (y[i] - v) * t));
};
/** Darken (amt < 0) or lighten (amt > 0) a colour. */
export const shade = (c, amt) => (amt < 0 ? mix(c, '#000000', -amt) : mix(c, '#ffffff', amt));

/** Rounds numbers for compact SVG output. */
const num = (v) => (typeof v === 'number' ? +v.toFixed(2) : v);

/** SVG attributes that really are camelCase. */
const CAMEL = new Set(['textLength', 'lengthAdjust', 'stdDeviation', 'viewBox', 'gradientUnits', 'gradientTransform']);

/** Builds an element string; other camelCase attribute keys become kebab-case. */
export function el(tag, attrs = {}, ...children) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${num(v)}"`)
    .join('');
  const body = children.flat(Infinity).filter(Boolean).join('');
  return body ? `<${tag}${a}>${body}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs, ...c) => el('g', attrs, ...c);
export const rect = (x, y, w, h, fill, extra = {}) => el('rect', { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width = 1, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: 'round', ...extra });
export const poly = (pts, fill, extra = {}) =>
  el('polygon', { points: pts.map((p) => p.map(num).join(',')).join(' '), fill, ...extra });
export const stroke = (d, color, width, extra = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...extra,
  });
/** Group placed at (x, y) with uniform scale s (and optional horizontal flip). */
export const at = (x, y, s, flip, ...c) =>
  g({ transform: `translate(${num(x)} ${num(y)}) scale(${flip ? -num(s) : num(s)} ${num(s)})` }, ...c);

/** One picture: size, seeded rng and a deduplicated <defs> registry for gradients and filters. */
export class Canvas {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.r = rng(seed);
    this.defs = new Map();
  }
  #def(key, make) {
    if (!this.defs.has(key)) this.defs.set(key, make(`d${this.defs.size}`));
    return `url(#${this.defs.get(key).id})`;
  }
  /** Linear gradient; stops are [offset, colour, opacity?]; direction in bounding-box units. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    return this.#def('l' + JSON.stringify([stops, x1, y1, x2, y2]), (id) => ({
      id,
      svg: el(
        'linearGradient',
        { id, x1, y1, x2, y2 },
        stops.map(([o, c, op]) => el('stop', { offset: o, stopColor: c, stopOpacity: op })),
      ),
    }));
  }
  /** Radial gradient in bounding-box units. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    return this.#def('r' + JSON.stringify([stops, cx, cy, r]), (id) => ({
      id,
      svg: el(
        'radialGradient',
        { id, cx, cy, r },
        stops.map(([o, c, op]) => el('stop', { offset: o, stopColor: c, stopOpacity: op })),
      ),
    }));
  }
  /** Gaussian blur filter (for glows and soft shadows). */
  blur(sd) {
    return this.#def('b' + sd, (id) => ({
      id,
      svg: el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    }));
  }
  /** Clip path from arbitrary shape markup; returns url(#id). */
  clip(key, shapes) {
    return this.#def('c' + key, (id) => ({ id, svg: el('clipPath', { id }, shapes) }));
  }
  svg(...body) {
    const defs = [...this.defs.values()].map((d) => d.svg).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${defs}</defs>${body.flat(Infinity).join('')}</svg>`;
  }
}
