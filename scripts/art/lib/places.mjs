/** Outdoor scenery: skies, clouds, trees, ground and the buildings the courses refer to. */
import { g, rect, circle, ellipse, path, poly, stroke, line, at, shade } from './core.mjs';
import { P } from './palette.mjs';
import { emblem } from './emblem.mjs';

const SKIES = {
  day: [
    [0, '#7fb7e6'],
    [0.55, '#c4e2f6'],
    [1, '#fbf0dc'],
  ],
  morning: [
    [0, '#9fcbef'],
    [0.6, '#dcecf5'],
    [1, '#fde9c8'],
  ],
  sunset: [
    [0, '#22417f'],
    [0.42, '#b7708a'],
    [0.7, '#f3a35a'],
    [1, '#fdd9a0'],
  ],
  dusk: [
    [0, '#14285a'],
    [0.55, '#35528f'],
    [0.85, '#c7828a'],
    [1, '#f2b27a'],
  ],
  golden: [
    [0, '#5f8fd0'],
    [0.5, '#e8c7a0'],
    [1, '#fbd48e'],
  ],
};

/** Sky gradient filling the canvas down to `h`. */
export const sky = (c, kind = 'day', h = c.h) => rect(0, 0, c.w, h, c.lin(SKIES[kind]));

/** Sun with soft halo. */
export const sun = (c, x, y, r, col = '#fff3c4') =>
  g(
    {},
    circle(
      x,
      y,
      r * 4,
      c.rad([
        [0, col, 0.55],
        [0.35, col, 0.18],
        [1, col, 0],
      ]),
    ),
    circle(x, y, r, col),
  );

/** Flat cloud made of overlapping circles on a flat base. */
export function cloud(c, x, y, s, col = '#ffffff', op = 0.85) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})`, opacity: op },
    path(
      'M-60,0C-66,0 -70,-6 -66,-12C-62,-18 -52,-18 -48,-14C-46,-28 -30,-36 -16,-30C-8,-46 18,-48 28,-30C40,-36 56,-28 54,-14C64,-16 72,-8 66,0Z',
      col,
    ),
  );
}

/** Distant layered hills or city skyline for depth. */
export function hills(c, y, col, amp = 40, seedShift = 0) {
  const r = c.r;
  let d = `M0,${c.h}L0,${y}`;
  const n = 8;
  for (let i = 0; i <= n; i++) {
    const x = (c.w / n) * i;
    const yy = y - r.range(0, amp);
    d += `Q${x - c.w / n / 2},${yy - amp * 0.4} ${x},${y - r.range(0, amp * 0.6)}`;
  }
  return path(d + `L${c.w},${c.h}Z`, col);
}

export function skyline(c, y, col, minH = 30, maxH = 120) {
  const r = c.r;
  const out = [];
  let x = -10;
  while (x < c.w) {
    const w = r.range(30, 80);
    const h = r.range(minH, maxH);
    out.push(rect(x, y - h, w, h + 2, col));
    if (r() < 0.25) out.push(rect(x + w * 0.4, y - h - 14, 3, 14, col));
    x += w + r.range(-6, 6);
  }
  return g({}, out);
}

/** Round canopy tree, two-tone for volume. */
export function tree(c, x, y, s, o = {}) {
  const r = c.r;
  const dark = o.dark ?? P.leafDark;
  const mid = o.mid ?? P.leaf;
  const light = o.light ?? P.leafLight;
  const blobs = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    blobs.push([Math.cos(a) * 26 + r.range(-5, 5), -92 + Math.sin(a) * 22 + r.range(-5, 5), r.range(20, 27)]);
  }
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 34, 6, '#000000', { opacity: 0.12 }),
    path('M-5,0L-3.5,-70L3.5,-70L5,0Z', o.trunk ?? '#7a5336'),
    stroke('M0,-55L-14,-78', o.trunk ?? '#7a5336', 3),
    stroke('M0,-62L13,-84', o.trunk ?? '#7a5336', 3),
    blobs.map(([bx, by, br]) => circle(bx + 4, by + 4, br, dark)),
    circle(0, -94, 30, mid),
    blobs.map(([bx, by, br]) => circle(bx, by, br, mid)),
    blobs.slice(2, 6).map(([bx, by, br]) => circle(bx - 5, by - 5, br * 0.55, light, { opacity: 0.8 })),
  );
}

/** Coconut palm, common on Andhra campuses: feathered fronds around a curved trunk. */
export function palm(c, x, y, s, lean = 1) {
  const frond = (a, len, col) => {
    const rr = (a * Math.PI) / 180;
    const ex = Math.cos(rr) * len;
    const ey = Math.sin(rr) * len + len * 0.35;
    const mx = Math.cos(rr) * len * 0.55;
    const my = Math.sin(rr) * len * 0.55 - len * 0.25;
    const pt = (t) => [(1 - t) * (1 - t) * 0 + 2 * t * (1 - t) * mx + t * t * ex, 2 * t * (1 - t) * my + t * t * ey];
    const up = [];
    const dn = [];
    const n = 16;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const [px, py] = pt(t);
      const [qx, qy] = pt(Math.min(1, t + 0.01));
      const l = Math.hypot(qx - px, qy - py) || 1;
      const nx = -(qy - py) / l;
      const ny = (qx - px) / l;
      const wd = Math.sin(Math.PI * Math.min(1, t * 1.1)) * len * 0.2 * (i % 2 ? 1 : 0.55);
      up.push([px + nx * wd, py + ny * wd + wd * 0.5]);
      dn.push([px - nx * wd, py - ny * wd + wd * 0.5]);
    }
    const d = 'M' + [...up, ...dn.reverse()].map((p) => p.map((v) => v.toFixed(1)).join(',')).join('L') + 'Z';
    return g({}, path(d, col), stroke(`M0,0Q${mx},${my} ${ex},${ey}`, P.leafDark, 1.3));
  };
  const tx = 16 * lean;
  const fronds = [
    [205, 62],
    [165, 70],
    [135, 52],
    [20, 66],
    [-20, 60],
    [45, 52],
    [245, 50],
    [295, 48],
    [180, 58],
    [0, 58],
  ];
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 24, 4, '#000000', { opacity: 0.12 }),
    stroke(`M0,0Q${tx * 0.2},-70 ${tx},-140`, '#8a6a48', 8),
    stroke(`M2,0Q${tx * 0.2 + 2},-70 ${tx + 2},-140`, '#6d5236', 2.5, { opacity: 0.5 }),
    [-120, -95, -70, -45, -20].map((yy, i) =>
      stroke(`M${-4 + tx * (0.05 + i * 0.18)},${yy}L${4 + tx * (0.05 + i * 0.18)},${yy - 2}`, '#6d5236', 1.2),
    ),
    g(
      { transform: `translate(${tx} -140)` },
      fronds.map(([a, l], i) => frond(a, l, i % 3 === 0 ? P.leafDark : i % 3 === 1 ? P.leaf : '#6aab5a')),
      circle(-4, 6, 4, '#6b4a2a'),
      circle(4, 7, 4, '#7a5532'),
      circle(0, 3, 4, '#6b4a2a'),
    ),
  );
}

/** Slim upright tree (Ashoka), good for rows along a facade. */
export function ashoka(c, x, y, s) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 12, 3, '#000000', { opacity: 0.12 }),
    rect(-2, -20, 4, 20, '#6d4c30'),
    path('M0,-130C12,-100 14,-50 10,-18C4,-12 -4,-12 -10,-18C-14,-50 -12,-100 0,-130Z', P.leafDark),
    path('M0,-126C8,-100 9,-60 5,-22C0,-18 -4,-18 -8,-22C-11,-58 -9,-100 0,-126Z', P.leaf),
  );
}

/** Low bush / hedge with flowers. */
export function bush(c, x, y, s, flowers = null) {
  const r = c.r;
  const f = [];
  if (flowers) for (let i = 0; i < 7; i++) f.push(circle(r.range(-26, 26), r.range(-26, -8), 2.6, flowers));
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 36, 5, '#000000', { opacity: 0.12 }),
    circle(-18, -12, 16, P.leafDark),
    circle(16, -12, 17, P.leafDark),
    circle(0, -20, 20, P.leaf),
    circle(-20, -10, 12, P.leaf),
    circle(20, -10, 12, P.leaf),
    circle(-6, -26, 8, P.leafLight, { opacity: 0.7 }),
    f,
  );
}

/** Lawn with a perspective footpath towards (px, top). */
export function lawn(c, top, o = {}) {
  const out = [
    rect(
      0,
      top,
      c.w,
      c.h - top,
      c.lin([
        [0, o.far ?? '#9ccd78'],
        [1, o.near ?? '#6fae55'],
      ]),
    ),
  ];
  if (o.path) {
    const [px, pw, bw] = o.path;
    out.push(
      poly(
        [
          [px - pw / 2, top],
          [px + pw / 2, top],
          [px + bw / 2, c.h],
          [px - bw / 2, c.h],
        ],
        c.lin([
          [0, '#e4d6bd'],
          [1, '#d6c3a2'],
        ]),
      ),
    );
    out.push(
      stroke(`M${px - pw / 2},${top}L${px - bw / 2},${c.h}`, '#c4ae8a', 3),
      stroke(`M${px + pw / 2},${top}L${px + bw / 2},${c.h}`, '#c4ae8a', 3),
    );
  }
  return g({}, out);
}

/** Glass window with a soft reflection stripe. */
export function glass(c, x, y, w, h, o = {}) {
  const lit = o.lit;
  const fill = lit
    ? c.lin([
        [0, '#ffe3a3'],
        [1, '#f6c06a'],
      ])
    : c.lin([
        [0, o.top ?? '#a9d0ee'],
        [1, o.bottom ?? '#5f8fc6'],
      ]);
  return g(
    {},
    rect(x, y, w, h, fill),
    lit
      ? ''
      : poly(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.45, y],
            [x + w * 0.62, y],
            [x + w * 0.32, y + h],
          ],
          '#ffffff',
          { opacity: 0.18 },
        ),
    o.frame ? rect(x, y, w, h, 'none', { stroke: o.frame, strokeWidth: o.fw ?? 2 }) : '',
    o.mullion ? line(x + w / 2, y, x + w / 2, y + h, o.frame ?? '#ffffff', o.fw ?? 2) : '',
  );
}

/**
 * Modern academy block. (x, y) = bottom-left, w × h. Options: floors, wings, lit (evening windows),
 * accent colour, flag.
 */
export function campusBuilding(c, x, y, w, h, o = {}) {
  const r = c.r;
  const floors = o.floors ?? 4;
  const wall = o.wall ?? '#f5eee2';
  const wallShade = shade(wall, -0.1);
  const acc = o.accent ?? P.navy2;
  const out = [];
  const fh = (h - 40) / floors;
  // shadow on ground
  out.push(ellipse(x + w / 2, y + 4, w * 0.58, 14, '#000000', { opacity: 0.1 }));
  // side wings
  const wingW = w * 0.3;
  for (const [wx, side] of [
    [x, -1],
    [x + w - wingW, 1],
  ]) {
    const wh = h * 0.78;
    out.push(rect(wx, y - wh, wingW, wh, side < 0 ? wall : shade(wall, -0.04)));
    out.push(rect(wx - 6, y - wh - 10, wingW + 12, 12, shade(wall, -0.16)));
    out.push(rect(wx, y - wh + 2, wingW, 6, shade(wall, -0.12), { opacity: 0.6 }));
    const cols = Math.max(2, Math.round(wingW / 70));
    const rows = floors - 1;
    const cw = wingW / cols;
    const rh = (wh - 30) / rows;
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const gx = wx + i * cw + cw * 0.18;
        const gy = y - wh + 20 + j * rh + rh * 0.16;
        out.push(
          glass(c, gx, gy, cw * 0.64, rh * 0.62, { lit: o.lit && r() < 0.7, frame: '#ffffff', fw: 3, mullion: true }),
        );
        out.push(rect(gx - 4, gy + rh * 0.62, cw * 0.64 + 8, 5, wallShade));
      }
    out.push(rect(wx + (side < 0 ? wingW - 10 : 0), y - wh, 10, wh, wallShade, { opacity: 0.6 }));
  }
  // central block
  const cx = x + wingW - 4;
  const cw = w - 2 * wingW + 8;
  out.push(rect(cx, y - h, cw, h, wall));
  out.push(rect(cx - 10, y - h - 12, cw + 20, 14, shade(wall, -0.18)));
  out.push(rect(cx, y - h + 2, cw, 8, wallShade, { opacity: 0.6 }));
  // glass curtain wall
  const gx = cx + cw * 0.16;
  const gw = cw * 0.68;
  const gTop = y - h + 40;
  const gBot = y - 70;
  out.push(glass(c, gx, gTop, gw, gBot - gTop, { lit: o.lit, top: '#b8dbf3', bottom: '#4f82bd' }));
  const mcount = Math.round(gw / 34);
  for (let i = 1; i < mcount; i++)
    out.push(line(gx + (gw / mcount) * i, gTop, gx + (gw / mcount) * i, gBot, '#e9f2fa', 2.2));
  for (let j = 1; j < floors; j++) out.push(rect(gx, gTop + ((gBot - gTop) / floors) * j - 2, gw, 5, '#e9f2fa'));
  out.push(rect(gx - 6, gTop - 6, gw + 12, 6, acc));
  // accent fins
  out.push(
    rect(cx + 6, y - h + 14, 10, h - 84, acc, { opacity: 0.9 }),
    rect(cx + cw - 16, y - h + 14, 10, h - 84, acc, { opacity: 0.9 }),
  );
  // signboard band (blank) with emblem
  out.push(
    rect(cx + cw * 0.2, y - h + 10, cw * 0.6, 24, acc, { rx: 3 }),
    at(cx + cw * 0.5 - 10, y - h + 12, 20 / 48, false, emblem({ bg: false })),
  );
  // entrance
  const ex = cx + cw * 0.3;
  const ew = cw * 0.4;
  out.push(rect(ex - 20, y - 86, ew + 40, 12, o.canopy ?? P.saffron2));
  out.push(rect(ex - 20, y - 74, ew + 40, 4, shade(o.canopy ?? P.saffron2, -0.2)));
  out.push(rect(ex - 14, y - 70, 8, 62, shade(wall, -0.05)), rect(ex + ew + 6, y - 70, 8, 62, shade(wall, -0.05)));
  out.push(
    glass(c, ex + 6, y - 62, ew - 12, 54, {
      lit: o.lit,
      top: '#7faad6',
      bottom: '#3d6aa4',
      frame: '#ffffff',
      fw: 2,
      mullion: true,
    }),
  );
  for (let i = 0; i < 3; i++)
    out.push(rect(ex - 26 - i * 8, y - 8 + i * 4, ew + 52 + i * 16, 4.5, i % 2 ? '#ddd3c2' : '#e8e0d2'));
  // flag pole
  if (o.flag !== false) {
    const fx = x + w + (o.flagX ?? 30);
    out.push(line(fx, y, fx, y - h - 40, '#9aa3ad', 3), circle(fx, y - h - 41, 3, '#c9cfd6'));
    out.push(indianFlag(fx + 1, y - h - 38, 1.3));
  }
  return g({}, out);
}

/** Indian tricolour at (x, y) = top-left next to the pole. */
export function indianFlag(x, y, s = 1) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M0,0C12,-3 24,3 36,0L36,8C24,11 12,5 0,8Z', '#ff9933'),
    path('M0,8C12,5 24,11 36,8L36,16C24,19 12,13 0,16Z', '#ffffff'),
    path('M0,16C12,13 24,19 36,16L36,24C24,27 12,21 0,24Z', '#138808'),
    circle(18, 12, 3, 'none', { stroke: '#000080', strokeWidth: 0.8 }),
  );
}

/** Column with base and capital. */
function column(x, yTop, yBot, w, col) {
  return g(
    {},
    rect(x - w / 2, yTop, w, yBot - yTop, col),
    rect(x - w / 2 - 2, yTop - 4, w + 4, 5, shade(col, -0.08)),
    rect(x - w / 2 - 2, yBot - 4, w + 4, 5, shade(col, -0.08)),
    rect(x + w * 0.15, yTop, w * 0.22, yBot - yTop, shade(col, -0.1), { opacity: 0.7 }),
  );
}

/** Onion / hemispherical dome with finial, base centre (x, y), width w. */
export function dome(x, y, w, col, o = {}) {
  const h = o.onion ? w * 0.95 : w * 0.6;
  const d = o.onion
    ? `M${x - w / 2},${y}C${x - w / 2 - w * 0.08},${y - h * 0.45} ${x - w * 0.18},${y - h * 0.75} ${x},${y - h}C${x + w * 0.18},${y - h * 0.75} ${x + w / 2 + w * 0.08},${y - h * 0.45} ${x + w / 2},${y}Z`
    : `M${x - w / 2},${y}C${x - w / 2},${y - h * 1.25} ${x + w / 2},${y - h * 1.25} ${x + w / 2},${y}Z`;
  return g(
    {},
    path(d, col),
    o.flat
      ? ''
      : path(
          `M${x + w * 0.05},${y - h * 0.92}C${x + w * 0.32},${y - h * 0.75} ${x + w * 0.45},${y - h * 0.4} ${x + w / 2},${y}L${x + w * 0.2},${y}C${x + w * 0.25},${y - h * 0.4} ${x + w * 0.18},${y - h * 0.75} ${x + w * 0.05},${y - h * 0.92}Z`,
          shade(col, -0.12),
          { opacity: 0.7 },
        ),
    rect(x - w * 0.03, y - h - w * 0.16, w * 0.06, w * 0.16, o.finial ?? shade(col, -0.2)),
    circle(x, y - h - w * 0.17, w * 0.04, o.finial ?? shade(col, -0.2)),
  );
}

/** Parliament-style domed building with a long colonnade; `sil` draws it as a single-tone silhouette. */
export function parliament(c, x, y, w, o = {}) {
  const base = o.sil ?? '#efe2cc';
  const red = o.sil ?? '#c97b5a';
  const dark = o.sil ? shade(o.sil, -0.08) : '#b7a58a';
  const colC = o.sil ?? '#f6ecdc';
  const h = w * 0.14;
  const out = [];
  // plinth and colonnade
  out.push(rect(x, y - h * 0.28, w, h * 0.28, red));
  out.push(rect(x + w * 0.02, y - h, w * 0.96, h * 0.72, dark));
  const n = Math.round(w / 22);
  for (let i = 0; i <= n; i++)
    out.push(column(x + w * 0.03 + (w * 0.94 * i) / n, y - h + 4, y - h * 0.28, Math.max(4, w / 150), colC));
  out.push(rect(x, y - h - 12, w, 14, base), rect(x - 4, y - h - 16, w + 8, 5, shade(base, -0.1)));
  // central block and drum
  const cx = x + w / 2;
  out.push(rect(cx - w * 0.16, y - h * 1.9, w * 0.32, h * 0.9, base));
  for (let i = 0; i < 8; i++)
    out.push(column(cx - w * 0.14 + (w * 0.28 * i) / 7, y - h * 1.75, y - h - 14, Math.max(4, w / 160), colC));
  out.push(rect(cx - w * 0.17, y - h * 1.95, w * 0.34, 10, shade(base, -0.08)));
  out.push(rect(cx - w * 0.11, y - h * 2.4, w * 0.22, h * 0.48, red));
  for (let i = 0; i < 9; i++)
    out.push(rect(cx - w * 0.1 + (w * 0.2 * i) / 8 - 2, y - h * 2.36, 4, h * 0.38, shade(red, -0.15)));
  out.push(dome(cx, y - h * 2.4, w * 0.2, o.sil ?? '#c88f6b', { finial: o.sil ?? '#8b5a3c', flat: !!o.sil }));
  // side chhatris
  for (const s of [-1, 1]) {
    const kx = cx + s * w * 0.3;
    out.push(
      rect(kx - w * 0.025, y - h * 1.35, w * 0.05, h * 0.33, base),
      dome(kx, y - h * 1.35, w * 0.06, o.sil ?? '#c88f6b', { flat: true }),
    );
  }
  if (o.flag)
    out.push(
      line(cx, y - h * 2.4 - w * 0.33, cx, y - h * 2.4 - w * 0.5, '#8d8d8d', 2),
      indianFlag(cx + 1, y - h * 2.4 - w * 0.5, w / 600),
    );
  return g({}, out);
}

/** State-assembly style Indo-Saracenic building: arches, central onion dome, corner domes. */
export function assembly(c, x, y, w, o = {}) {
  const wall = o.sil ?? '#f7f2ea';
  const shadeC = o.sil ? shade(o.sil, -0.06) : '#e3d9c9';
  const domeC = o.sil ?? '#f1ebe0';
  const arch = o.sil ? shade(o.sil, -0.12) : '#c9b79c';
  const h = w * 0.2;
  const out = [];
  out.push(rect(x, y - h, w, h, wall));
  out.push(rect(x, y - 10, w, 10, shadeC));
  // arcade
  const n = 11;
  const aw = (w * 0.9) / n;
  for (let i = 0; i < n; i++) {
    const ax = x + w * 0.05 + i * aw + aw * 0.2;
    const ah = h * (i === 5 ? 0.72 : 0.52);
    const aww = aw * 0.6;
    out.push(
      path(
        `M${ax},${y - 10}L${ax},${y - 10 - ah + aww / 2}Q${ax},${y - 10 - ah} ${ax + aww / 2},${y - 10 - ah - aww * 0.2}Q${ax + aww},${y - 10 - ah} ${ax + aww},${y - 10 - ah + aww / 2}L${ax + aww},${y - 10}Z`,
        arch,
      ),
    );
  }
  out.push(rect(x - 4, y - h - 8, w + 8, 9, shadeC));
  for (let i = 0; i < 24; i++) out.push(rect(x + (w / 24) * i + 2, y - h - 16, w / 48, 8, shadeC));
  // central tower and dome
  const cx = x + w / 2;
  out.push(rect(cx - w * 0.13, y - h * 1.75, w * 0.26, h * 0.8, wall));
  for (let i = 0; i < 5; i++)
    out.push(
      path(
        `M${cx - w * 0.11 + i * w * 0.047},${y - h - 6}l0,${-h * 0.36}q${w * 0.0165},-${h * 0.12} ${w * 0.033},0l0,${h * 0.36}Z`,
        arch,
      ),
    );
  out.push(rect(cx - w * 0.14, y - h * 1.8, w * 0.28, 8, shadeC));
  out.push(dome(cx, y - h * 1.8, w * 0.2, domeC, { onion: true, finial: o.sil ?? '#d4a24c' }));
  for (const s of [-1, 1]) {
    const kx = cx + s * w * 0.42;
    out.push(
      rect(kx - w * 0.04, y - h * 1.35, w * 0.08, h * 0.4, wall),
      rect(kx - w * 0.045, y - h * 1.38, w * 0.09, 6, shadeC),
      dome(kx, y - h * 1.38, w * 0.08, domeC, { onion: true, finial: o.sil ?? '#d4a24c' }),
    );
    const mx = cx + s * w * 0.2;
    out.push(
      rect(mx - w * 0.012, y - h * 1.55, w * 0.024, h * 0.55, wall),
      dome(mx, y - h * 1.55, w * 0.035, domeC, { onion: true, finial: o.sil ?? '#d4a24c', flat: true }),
    );
  }
  if (o.flag)
    out.push(
      line(cx, y - h * 1.8 - w * 0.26, cx, y - h * 1.8 - w * 0.38, '#8d8d8d', 2),
      indianFlag(cx + 1, y - h * 1.8 - w * 0.38, w / 700),
    );
  return g({}, out);
}

/** Charminar-inspired monument: four minarets and a great arch. (x, y) = base centre. */
export function charminar(c, x, y, w, o = {}) {
  const col = o.sil ?? '#ecdcbc';
  const dk = o.sil ? shade(o.sil, -0.1) : '#d2b98f';
  const deep = o.sil ? shade(o.sil, -0.25) : '#9a7f5c';
  const h = w * 0.55;
  const out = [];
  out.push(rect(x - w / 2, y - h, w, h, col));
  out.push(rect(x + w * 0.3, y - h, w * 0.2, h, dk, { opacity: 0.45 }));
  const archD = (ax, top, aw) =>
    `M${ax - aw / 2},${y}L${ax - aw / 2},${top + aw * 0.55}Q${ax - aw / 2},${top + aw * 0.1} ${ax},${top}Q${ax + aw / 2},${top + aw * 0.1} ${ax + aw / 2},${top + aw * 0.55}L${ax + aw / 2},${y}Z`;
  out.push(path(archD(x, y - h * 0.86, w * 0.46), dk));
  out.push(
    path(
      archD(x, y - h * 0.8, w * 0.38),
      o.sil
        ? deep
        : c.lin([
            [0, '#f9dfae'],
            [1, '#e7bb7e'],
          ]),
    ),
  );
  // first gallery with small arches
  const gy = y - h;
  out.push(rect(x - w / 2 - 6, gy - 10, w + 12, 12, dk));
  out.push(rect(x - w / 2, gy - h * 0.34, w, h * 0.34 - 10, col));
  for (let i = 0; i < 7; i++) {
    const ax = x - w * 0.39 + i * w * 0.13;
    out.push(
      path(
        `M${ax - w * 0.04},${gy - 12}L${ax - w * 0.04},${gy - h * 0.2}Q${ax},${gy - h * 0.28} ${ax + w * 0.04},${gy - h * 0.2}L${ax + w * 0.04},${gy - 12}Z`,
        o.sil ? deep : '#b6996f',
      ),
    );
  }
  out.push(rect(x - w / 2 - 6, gy - h * 0.36, w + 12, 9, dk));
  // top balustrade with arch screen
  out.push(rect(x - w * 0.42, gy - h * 0.58, w * 0.84, h * 0.22, col));
  for (let i = 0; i < 12; i++)
    out.push(
      rect(x - w * 0.39 + i * w * 0.066, gy - h * 0.54, w * 0.03, h * 0.14, o.sil ? deep : '#c4a77c', {
        rx: w * 0.012,
      }),
    );
  out.push(rect(x - w * 0.44, gy - h * 0.6, w * 0.88, 7, dk));
  for (const s of [-1, 1]) {
    const mx = x + s * (w / 2 + w * 0.015);
    const mw = w * 0.1;
    const top = y - h * 2.55;
    out.push(rect(mx - mw / 2, top, mw, y - top, col));
    out.push(rect(mx + mw * 0.1, top, mw * 0.4, y - top, dk, { opacity: 0.5 }));
    for (const f of [1.02, 1.38, 1.78, 2.15])
      out.push(
        rect(mx - mw * 0.75, y - h * f, mw * 1.5, 7, dk),
        rect(mx - mw * 0.6, y - h * f - 10, mw * 1.2, 10, col),
      );
    out.push(rect(mx - mw * 0.62, top - 4, mw * 1.24, 8, dk));
    out.push(dome(mx, top - 4, mw * 1.25, col, { onion: true, finial: o.sil ?? '#c49a4c' }));
  }
  return g({}, out);
}

/** Classical bank / court facade: steps, columns, pediment. (x, y) bottom-left. */
export function classical(c, x, y, w, o = {}) {
  const col = o.wall ?? '#f1ebe0';
  const dk = shade(col, -0.12);
  const h = w * 0.42;
  const out = [];
  out.push(ellipse(x + w / 2, y + 4, w * 0.6, 10, '#000000', { opacity: 0.1 }));
  for (let i = 0; i < 4; i++)
    out.push(rect(x - 12 - i * 6, y - 20 + i * 5, w + 24 + i * 12, 5.5, i % 2 ? dk : shade(col, -0.05)));
  out.push(rect(x, y - h, w, h - 20, shade(col, -0.2)));
  const n = o.columns ?? 6;
  for (let i = 0; i < n; i++)
    out.push(column(x + w * 0.08 + (w * 0.84 * i) / (n - 1), y - h + 18, y - 20, w / 16, col));
  out.push(rect(x - 8, y - h - 2, w + 16, 22, col), rect(x - 8, y - h + 14, w + 16, 5, dk));
  out.push(
    poly(
      [
        [x - 14, y - h - 2],
        [x + w / 2, y - h - w * 0.17],
        [x + w + 14, y - h - 2],
      ],
      col,
    ),
  );
  out.push(
    poly(
      [
        [x + 14, y - h - 8],
        [x + w / 2, y - h - w * 0.14],
        [x + w - 14, y - h - 8],
      ],
      dk,
      { opacity: 0.6 },
    ),
  );
  out.push(circle(x + w / 2, y - h - w * 0.065, w * 0.032, o.emblem ?? P.saffron));
  out.push(
    path(
      `M${x + w * 0.44},${y - 20}L${x + w * 0.44},${y - h * 0.55}Q${x + w / 2},${y - h * 0.68} ${x + w * 0.56},${y - h * 0.55}L${x + w * 0.56},${y - 20}Z`,
      '#5d3d27',
    ),
  );
  return g({}, out);
}
