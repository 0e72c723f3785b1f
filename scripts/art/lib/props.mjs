/** Interiors, furniture and subject props (boards, shelves, lab kit, law, finance, awards). */
import { g, rect, circle, ellipse, path, poly, stroke, line, at, shade } from './core.mjs';
import { P } from './palette.mjs';

/** Back wall and a floor with perspective planks converging on (vx, vy). */
export function room(c, o = {}) {
  const fy = o.floorY ?? c.h * 0.7;
  const wall = o.wall ?? '#efe6d6';
  const floor = o.floor ?? '#c89a6a';
  const out = [
    rect(
      0,
      0,
      c.w,
      fy,
      c.lin([
        [0, shade(wall, -0.06)],
        [1, wall],
      ]),
    ),
    rect(
      0,
      fy,
      c.w,
      c.h - fy,
      c.lin([
        [0, shade(floor, 0.05)],
        [1, shade(floor, -0.12)],
      ]),
    ),
  ];
  const vx = o.vx ?? c.w / 2;
  const vy = o.vy ?? fy - 300;
  const n = o.planks ?? 18;
  for (let i = -n; i <= n * 2; i++) {
    const bx = (c.w / n) * i;
    const t = (fy - vy) / (c.h - vy);
    const tx = vx + (bx - vx) * t;
    out.push(line(tx, fy, bx, c.h, shade(floor, -0.1), 1.4, { opacity: 0.5 }));
  }
  if (o.dado !== false)
    out.push(
      rect(0, fy - (o.dadoH ?? 120), c.w, o.dadoH ?? 120, o.dadoCol ?? shade(wall, -0.08)),
      rect(0, fy - (o.dadoH ?? 120) - 4, c.w, 5, shade(wall, -0.16)),
    );
  out.push(rect(0, fy - 10, c.w, 10, shade(floor, -0.3)));
  return g({}, out);
}

/** Window with outside view, frame and a light patch on the floor. */
export function windowFrame(c, x, y, w, h, o = {}) {
  const out = [];
  out.push(rect(x - 10, y - 10, w + 20, h + 20, o.frame ?? '#ffffff'));
  out.push(
    rect(
      x,
      y,
      w,
      h,
      c.lin(
        o.sky ?? [
          [0, '#9fd0f3'],
          [1, '#e8f4fb'],
        ],
      ),
    ),
  );
  const inside = [];
  if (o.trees !== false) {
    inside.push(
      circle(x + w * 0.2, y + h * 0.95, w * 0.3, '#8cc26a'),
      circle(x + w * 0.75, y + h * 1.02, w * 0.35, '#6fae55'),
      circle(x + w * 0.5, y + h * 1.15, w * 0.3, '#5b9e55'),
    );
  }
  if (o.view) inside.push(o.view);
  out.push(g({ clipPath: c.clip(`w${x},${y},${w},${h}`, rect(x, y, w, h, '#000')) }, inside));
  out.push(
    poly(
      [
        [x, y + h],
        [x + w * 0.3, y],
        [x + w * 0.45, y],
        [x + w * 0.15, y + h],
      ],
      '#ffffff',
      { opacity: 0.22 },
    ),
  );
  out.push(rect(x + w / 2 - 3, y, 6, h, o.frame ?? '#ffffff'), rect(x, y + h * 0.45, w, 6, o.frame ?? '#ffffff'));
  out.push(rect(x - 16, y + h + 8, w + 32, 8, shade(o.frame ?? '#ffffff', -0.1)));
  return g({}, out);
}

/** Soft light beam (from a window or a spotlight). */
export const beam = (c, pts, col = '#fff6dc', op = 0.35) =>
  poly(
    pts,
    c.lin([
      [0, col, op],
      [1, col, 0],
    ]),
  );

/** Scribbled handwriting line (reads as writing without being text). */
export function scribble(c, x, y, w, col, sw = 2, amp = 5) {
  const r = c.r;
  let d = `M${x},${y}`;
  let cx = x;
  while (cx < x + w) {
    const step = r.range(4, 9);
    const gap = r() < 0.12;
    if (gap) {
      cx += step * 1.5;
      d += `M${cx},${y}`;
      continue;
    }
    d += `q${step / 2},${-r.range(amp * 0.4, amp)} ${step},${r.range(-1, 1)}`;
    cx += step;
  }
  return stroke(d, col, sw, { opacity: 0.9 });
}

/** Board diagrams, each drawn in a w × h box at (x, y). */
export const diagrams = {
  parabola: (c, x, y, w, h, col) =>
    g(
      {},
      stroke(`M${x},${y + h}L${x + w},${y + h}M${x + w * 0.1},${y + h + 4}L${x + w * 0.1},${y}`, col, 2),
      stroke(
        `M${x + w * 0.12},${y + h * 0.1}Q${x + w * 0.5},${y + h * 1.7} ${x + w * 0.95},${y + h * 0.05}`,
        P.saffron,
        2.6,
      ),
    ),
  sine: (c, x, y, w, h, col) =>
    g(
      {},
      stroke(`M${x},${y + h / 2}L${x + w},${y + h / 2}`, col, 1.6),
      stroke(
        `M${x},${y + h / 2}C${x + w * 0.12},${y - h * 0.1} ${x + w * 0.25},${y - h * 0.1} ${x + w * 0.33},${y + h / 2}S${x + w * 0.55},${y + h * 1.1} ${x + w * 0.66},${y + h / 2}S${x + w * 0.88},${y - h * 0.1} ${x + w},${y + h / 2}`,
        '#8fd3ff',
        2.4,
      ),
    ),
  triangle: (c, x, y, w, h, col) =>
    g(
      {},
      poly(
        [
          [x, y + h],
          [x + w, y + h],
          [x + w * 0.3, y],
        ],
        'none',
        { stroke: col, strokeWidth: 2 },
      ),
      stroke(`M${x + w * 0.16},${y + h}A${w * 0.16},${w * 0.16} 0 0 0 ${x + w * 0.1},${y + h * 0.75}`, P.saffron, 2),
      rect(x + w - 12, y + h - 12, 12, 12, 'none', { stroke: col, strokeWidth: 1.5 }),
    ),
  circuit: (c, x, y, w, h, col) =>
    g(
      {},
      rect(x, y, w, h, 'none', { stroke: col, strokeWidth: 2 }),
      rect(x + w * 0.35, y - 6, w * 0.3, 12, '#2f4a3a', { stroke: col, strokeWidth: 2 }),
      stroke(
        `M${x - 8},${y + h * 0.4}L${x + 8},${y + h * 0.4}M${x - 4},${y + h * 0.55}L${x + 4},${y + h * 0.55}`,
        col,
        2,
      ),
      circle(x + w, y + h / 2, 9, '#2f4a3a', { stroke: P.saffron, strokeWidth: 2 }),
    ),
  atom: (c, x, y, w, h, col) =>
    g(
      {},
      [0, 60, 120].map((a) =>
        ellipse(x + w / 2, y + h / 2, w / 2, h / 6, 'none', {
          stroke: col,
          strokeWidth: 1.8,
          transform: `rotate(${a} ${x + w / 2} ${y + h / 2})`,
        }),
      ),
      circle(x + w / 2, y + h / 2, 5, P.saffron),
    ),
  vectors: (c, x, y, w, h, col) =>
    g(
      {},
      stroke(
        `M${x},${y + h}L${x + w * 0.8},${y + h * 0.2}M${x + w * 0.8},${y + h * 0.2}l-12,2M${x + w * 0.8},${y + h * 0.2}l-3,12`,
        col,
        2,
      ),
      stroke(`M${x},${y + h}L${x + w},${y + h}`, '#8fd3ff', 2),
      stroke(`M${x + w * 0.8},${y + h * 0.2}L${x + w * 0.8},${y + h}`, col, 1.4, { strokeDasharray: '5 5' }),
    ),
  cell: (c, x, y, w, h, col) =>
    g(
      {},
      ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 'none', { stroke: col, strokeWidth: 2 }),
      ellipse(x + w * 0.55, y + h * 0.5, w * 0.16, h * 0.2, 'none', { stroke: P.saffron, strokeWidth: 2 }),
      circle(x + w * 0.55, y + h * 0.5, 4, P.saffron),
      ellipse(x + w * 0.25, y + h * 0.35, 8, 4, 'none', { stroke: '#8fd3ff', strokeWidth: 1.6 }),
      ellipse(x + w * 0.3, y + h * 0.7, 8, 4, 'none', { stroke: '#8fd3ff', strokeWidth: 1.6 }),
    ),
  bars: (c, x, y, w, h, col) =>
    g(
      {},
      stroke(`M${x},${y}L${x},${y + h}L${x + w},${y + h}`, col, 2),
      [0.4, 0.65, 0.5, 0.85, 0.7].map((v, i) =>
        rect(x + 8 + i * (w / 5.4), y + h - h * v, w / 8, h * v, i % 2 ? P.saffron : '#8fd3ff'),
      ),
    ),
  pie: (c, x, y, w, h, col) =>
    g(
      {},
      circle(x + w / 2, y + h / 2, Math.min(w, h) / 2, 'none', { stroke: col, strokeWidth: 2 }),
      path(
        `M${x + w / 2},${y + h / 2}L${x + w / 2},${y + h / 2 - Math.min(w, h) / 2}A${Math.min(w, h) / 2},${Math.min(w, h) / 2} 0 0 1 ${x + w / 2 + Math.min(w, h) / 2},${y + h / 2}Z`,
        P.saffron,
        { opacity: 0.85 },
      ),
    ),
  india: (c, x, y, w, h, col) =>
    path(
      `M${x + w * 0.42},${y}L${x + w * 0.6},${y + h * 0.06}L${x + w * 0.62},${y + h * 0.2}L${x + w * 0.78},${y + h * 0.3}L${x + w},${y + h * 0.33}L${x + w * 0.95},${y + h * 0.42}L${x + w * 0.8},${y + h * 0.45}L${x + w * 0.72},${y + h * 0.55}L${x + w * 0.62},${y + h * 0.62}L${x + w * 0.5},${y + h}L${x + w * 0.4},${y + h * 0.78}L${x + w * 0.33},${y + h * 0.55}L${x + w * 0.18},${y + h * 0.5}L${x},${y + h * 0.42}L${x + w * 0.16},${y + h * 0.3}L${x + w * 0.3},${y + h * 0.18}Z`,
      'none',
      { stroke: col, strokeWidth: 2.2, strokeLinejoin: 'round' },
    ),
  scales: (c, x, y, w, h, col) =>
    g(
      {},
      stroke(
        `M${x + w / 2},${y}L${x + w / 2},${y + h}M${x},${y + h * 0.2}L${x + w},${y + h * 0.2}M${x + w * 0.3},${y + h}L${x + w * 0.7},${y + h}`,
        col,
        2,
      ),
      stroke(
        `M${x},${y + h * 0.2}L${x - 10},${y + h * 0.55}L${x + 10},${y + h * 0.55}Z M${x + w},${y + h * 0.2}L${x + w - 10},${y + h * 0.55}L${x + w + 10},${y + h * 0.55}Z`,
        P.saffron,
        1.8,
      ),
    ),
};

/** Chalk- or whiteboard with frame, tray, scribbles and diagrams. */
export function board(c, x, y, w, h, o = {}) {
  const kind = o.kind ?? 'green';
  const bg = { green: ['#2f5a46', '#244a39'], white: ['#fbfcfd', '#e9eef3'], black: ['#2c333c', '#1f252c'] }[kind];
  const ink = kind === 'white' ? '#2c4f9e' : '#f3f5f0';
  const out = [
    rect(x - 10, y - 10, w + 20, h + 20, o.frame ?? (kind === 'white' ? '#b9c2cc' : '#8a5a34'), { rx: 3 }),
    rect(
      x,
      y,
      w,
      h,
      c.lin(
        [
          [0, bg[0]],
          [1, bg[1]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ];
  out.push(
    poly(
      [
        [x + w * 0.55, y],
        [x + w * 0.7, y],
        [x + w * 0.45, y + h],
        [x + w * 0.3, y + h],
      ],
      '#ffffff',
      { opacity: kind === 'white' ? 0.35 : 0.04 },
    ),
  );
  for (const [k, dx, dy, dw, dh] of o.diagrams ?? [])
    out.push(diagrams[k](c, x + dx * w, y + dy * h, dw * w, dh * h, ink));
  for (const [dx, dy, dw] of o.lines ?? [])
    out.push(scribble(c, x + dx * w, y + dy * h, dw * w, ink, kind === 'white' ? 2 : 2.2, 5));
  out.push(
    rect(x - 14, y + h + 8, w + 28, 7, shade(o.frame ?? (kind === 'white' ? '#b9c2cc' : '#8a5a34'), -0.15), { rx: 2 }),
  );
  if (kind !== 'white')
    out.push(rect(x + w * 0.2, y + h + 4, 12, 4, '#f5f5f0'), rect(x + w * 0.24, y + h + 4, 10, 4, P.saffron));
  else
    out.push(
      rect(x + w * 0.2, y + h + 4, 14, 4, P.navy2, { rx: 2 }),
      rect(x + w * 0.25, y + h + 4, 14, 4, '#c0392b', { rx: 2 }),
    );
  return g({}, out);
}

const BOOK_COLS = [
  '#c0392b',
  '#2c4f9e',
  '#2a9d8f',
  '#f0b43c',
  '#6c4f9e',
  '#e76f51',
  '#1f3c7a',
  '#3f8f6b',
  '#d65a73',
  '#8c2f39',
  '#e9a23b',
  '#4f7cc4',
  '#f3e3c7',
];

/** Row of standing books between x and x + w on the shelf line y. */
export function bookRow(c, x, y, w, hMax, o = {}) {
  const r = c.r;
  const out = [];
  let bx = x;
  while (bx < x + w - 6) {
    if (r() < 0.08 && bx > x + 20) {
      bx += r.range(10, 30);
      continue;
    }
    const bw = Math.min(r.range(7, 16) * (o.scale ?? 1), x + w - bx);
    const bh = hMax * r.range(0.7, 1);
    const col = o.cols ? r.pick(o.cols) : r.pick(BOOK_COLS);
    out.push(rect(bx, y - bh, bw - 1, bh, col, { rx: 1 }));
    if (bw > 8)
      out.push(
        rect(bx + 1, y - bh * 0.8, bw - 3, 2, shade(col, 0.35), { opacity: 0.8 }),
        rect(bx + 1, y - bh * 0.25, bw - 3, 2, shade(col, 0.35), { opacity: 0.8 }),
      );
    bx += bw;
  }
  return g({}, out);
}

/** Wooden bookshelf filled with books. */
export function bookshelf(c, x, y, w, h, o = {}) {
  const rows = o.rows ?? 4;
  const wood = o.wood ?? '#8a5a34';
  const out = [rect(x, y, w, h, shade(wood, -0.15)), rect(x + 8, y + 8, w - 16, h - 16, shade(wood, -0.45))];
  const rh = (h - 16) / rows;
  for (let i = 0; i < rows; i++) {
    const sy = y + 8 + rh * (i + 1);
    out.push(bookRow(c, x + 12, sy - 4, w - 24, rh * 0.78, o));
    out.push(rect(x + 4, sy - 5, w - 8, 8, wood));
  }
  out.push(rect(x, y, w, 10, shade(wood, 0.1)), rect(x, y, 8, h, wood), rect(x + w - 8, y, 8, h, shade(wood, -0.1)));
  return g({}, out);
}

/** Stack of lying books at (x, y) = bottom centre. */
export function bookStack(c, x, y, s, n = 4, cols) {
  const r = c.r;
  const out = [];
  let yy = 0;
  for (let i = 0; i < n; i++) {
    const w = r.range(70, 90);
    const h = r.range(10, 15);
    const dx = r.range(-8, 8);
    const col = cols ? cols[i % cols.length] : r.pick(BOOK_COLS);
    out.push(
      rect(dx - w / 2, yy - h, w, h, col, { rx: 2 }),
      rect(dx - w / 2 + 4, yy - h + 2, w - 6, h - 4, '#fdf8ef'),
      rect(dx - w / 2, yy - h, 6, h, shade(col, -0.1)),
      rect(dx + w / 2 - 12, yy - h, 4, h, shade(col, 0.3)),
    );
    yy -= h;
  }
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, ellipse(0, 2, 50, 5, '#000000', { opacity: 0.12 }), out);
}

/** Student desk seen from the front (top slab + modesty panel). (x, y) = top-left of the slab. */
export function deskFront(c, x, y, w, o = {}) {
  const wood = o.wood ?? P.woodLight;
  const h = o.h ?? 70;
  return g(
    {},
    rect(x + 6, y + 10, 6, h, shade(wood, -0.35)),
    rect(x + w - 12, y + 10, 6, h, shade(wood, -0.35)),
    rect(x + 10, y + 14, w - 20, h * 0.62, shade(wood, -0.12)),
    rect(x, y, w, 12, wood, { rx: 2 }),
    rect(x, y + 9, w, 4, shade(wood, -0.2)),
  );
}

/** Desk top in perspective (a trapezoid) with front edge at yFront. */
export function tableTop(c, x1, x2, yBack, xb1, xb2, yFront, wood = P.woodLight) {
  return g(
    {},
    poly(
      [
        [xb1, yBack],
        [xb2, yBack],
        [x2, yFront],
        [x1, yFront],
      ],
      wood,
    ),
    rect(x1, yFront, x2 - x1, 12, shade(wood, -0.22)),
  );
}

/** Chair backrest seen from behind, covering a seated student's lower back. */
export const chairBack = (x, y, w, h, col = '#2f3b57') =>
  g(
    {},
    rect(x - w * 0.42, y + h * 0.3, w * 0.07, h * 0.7, shade(col, -0.2)),
    rect(x + w * 0.35, y + h * 0.3, w * 0.07, h * 0.7, shade(col, -0.2)),
    rect(x - w / 2, y, w, h * 0.34, col, { rx: h * 0.08 }),
    rect(x - w / 2 + w * 0.06, y + h * 0.05, w * 0.88, h * 0.07, shade(col, 0.18), { rx: h * 0.03 }),
  );

/** Laptop seen from the front (screen facing the viewer shows its lid). */
export function laptopBack(x, y, s, col = '#c7ccd4') {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-26,0L-24,-34L24,-34L26,0Z', col),
    circle(0, -17, 3.5, '#ffffff', { opacity: 0.7 }),
    rect(-30, -1, 60, 4, shade(col, -0.2), { rx: 1.5 }),
  );
}

/** Laptop seen from behind the user (screen visible). */
export function laptopScreen(c, x, y, s, o = {}) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(-28, -38, 56, 36, '#2b2f38', { rx: 2 }),
    rect(
      -25,
      -35,
      50,
      30,
      c.lin([
        [0, '#3b6ea8'],
        [1, '#274b7c'],
      ]),
    ),
    rect(-21, -31, 22, 3, '#ffffff', { opacity: 0.8 }),
    rect(-21, -25, 30, 2, '#ffffff', { opacity: 0.45 }),
    rect(-21, -21, 26, 2, '#ffffff', { opacity: 0.45 }),
    rect(6, -31, 15, 18, P.saffron, { opacity: 0.85 }),
    path('M-32,-2L32,-2L36,3L-36,3Z', '#aab1bb'),
  );
}

/** Wall clock. */
export const clock = (x, y, r) =>
  g(
    {},
    circle(x, y, r + 3, '#2b3040'),
    circle(x, y, r, '#ffffff'),
    stroke(`M${x},${y}L${x},${y - r * 0.6}M${x},${y}L${x + r * 0.45},${y + r * 0.1}`, '#2b3040', 2.2),
    circle(x, y, 2, P.coral),
  );

/** Potted plant. */
export function plant(c, x, y, s, o = {}) {
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15 + c.r.range(-5, 5);
    const rr = (a * Math.PI) / 180;
    const len = c.r.range(38, 58);
    const ex = Math.cos(rr) * len;
    const ey = Math.sin(rr) * len - 30;
    leaves.push(
      path(
        `M0,-30Q${ex * 0.3 - 8},${ey * 0.6 - 10} ${ex},${ey}Q${ex * 0.5 + 8},${ey * 0.5} 0,-30Z`,
        i % 2 ? P.leaf : P.leafDark,
      ),
    );
  }
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 22, 4, '#000000', { opacity: 0.15 }),
    leaves,
    path('M-16,-32L16,-32L12,0L-12,0Z', o.pot ?? '#d9784f'),
    rect(-18, -36, 36, 7, shade(o.pot ?? '#d9784f', -0.12), { rx: 2 }),
  );
}

/** Pendant ceiling lamp with glow. */
export const pendant = (c, x, y, len, col = P.saffron) =>
  g(
    {},
    line(x, 0, x, y + len, '#3a3a3a', 1.5),
    path(`M${x - 26},${y + len + 22}L${x - 10},${y + len}L${x + 10},${y + len}L${x + 26},${y + len + 22}Z`, col),
    ellipse(x, y + len + 22, 26, 5, '#fff4cf'),
    circle(
      x,
      y + len + 30,
      70,
      c.rad([
        [0, '#fff4cf', 0.45],
        [1, '#fff4cf', 0],
      ]),
    ),
  );

/** Green-shaded desk lamp (library). */
export const deskLamp = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    circle(
      0,
      -30,
      60,
      c.rad([
        [0, '#fff0c2', 0.5],
        [1, '#fff0c2', 0],
      ]),
    ),
    rect(-12, -3, 24, 4, '#c99a3a', { rx: 2 }),
    rect(-1.5, -26, 3, 24, '#c99a3a'),
    path('M-18,-26L18,-26L14,-38L-14,-38Z', '#2f7a55'),
    ellipse(0, -26, 18, 3, '#fff0c2'),
  );

/** Globe on a stand. */
export const globe = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-14,0L14,0L8,-6L-8,-6Z', '#7a4d2a'),
    rect(-2, -20, 4, 14, '#c99a3a'),
    circle(
      0,
      -44,
      24,
      c.lin([
        [0, '#7cc0e6'],
        [1, '#3a86c2'],
      ]),
    ),
    path(
      'M-12,-58C-4,-62 4,-56 2,-50C0,-44 -10,-46 -14,-40C-20,-44 -18,-54 -12,-58ZM6,-40C12,-42 18,-36 14,-30C10,-26 4,-30 6,-40Z',
      '#7bbf6a',
    ),
    path('M-26,-44A26,26 0 0 0 22,-28', 'none', { stroke: '#c99a3a', strokeWidth: 3 }),
  );

/** Microscope. */
export const microscope = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 36, 5, '#000000', { opacity: 0.15 }),
    rect(-26, -10, 52, 10, '#2b3a55', { rx: 3 }),
    path('M6,-10C22,-20 24,-50 10,-66L2,-60C14,-46 12,-24 -2,-14Z', '#3c5a8c'),
    rect(-20, -38, 30, 5, '#2b3a55', { rx: 1 }),
    g(
      { transform: 'rotate(-28 0 -70)' },
      rect(-6, -104, 12, 44, '#e6ebf1', { rx: 2 }),
      rect(-4, -114, 8, 12, '#2b3a55', { rx: 1 }),
      rect(-5, -62, 10, 8, '#2b3a55'),
    ),
    circle(12, -42, 5, '#2b3a55'),
  );

/** Conical flask / beaker / test tubes with coloured liquids. */
export const flask = (c, x, y, s, col = '#2a9d8f') =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 22, 3, '#000000', { opacity: 0.12 }),
    path('M-6,-48L6,-48L6,-30L22,-2Q22,0 20,0L-20,0Q-22,0 -22,-2L-6,-30Z', '#e8f3f8', {
      opacity: 0.9,
      stroke: '#b8cdd8',
      strokeWidth: 1.2,
    }),
    path('M-15,-12L15,-12L21,-2Q21,-1 19,-1L-19,-1Q-21,-1 -21,-2Z', col),
    rect(-8, -52, 16, 5, '#b8cdd8', { rx: 1 }),
    circle(-4, -8, 2, '#ffffff', { opacity: 0.6 }),
  );
export const beaker = (c, x, y, s, col = '#e76f51') =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-16,-40L16,-40L14,0L-14,0Z', '#e8f3f8', { opacity: 0.9, stroke: '#b8cdd8', strokeWidth: 1.2 }),
    path('M-15,-18L15,-18L14,0L-14,0Z', col, { opacity: 0.85 }),
    [-30, -22, -14].map((yy) => line(-14, yy, -6, yy, '#b8cdd8', 1)),
  );
export const testTubes = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ['#e76f51', '#2a9d8f', '#f0b43c', '#6c4f9e'].map((col, i) =>
      g(
        {},
        rect(-30 + i * 16, -50, 10, 46, '#eef6fa', { rx: 5, stroke: '#b8cdd8', strokeWidth: 1 }),
        rect(-30 + i * 16, -24 + i * 3, 10, 20 - i * 3, col, { rx: 5 }),
      ),
    ),
    rect(-38, -20, 70, 6, '#8a5a34', { rx: 2 }),
    rect(-36, -4, 66, 5, '#8a5a34', { rx: 2 }),
    rect(-36, -20, 4, 20, '#7a4d2a'),
    rect(26, -20, 4, 20, '#7a4d2a'),
  );

/** DNA double helix (upright) at centre (x, y), height h. */
export function dnaHelix(c, x, y, h, o = {}) {
  const out = [];
  const n = 14;
  const amp = h * 0.12;
  const a = o.a ?? P.teal;
  const b = o.b ?? P.saffron;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const yy = y - h / 2 + t * h;
    const ph = t * Math.PI * 3;
    const x1 = x + Math.sin(ph) * amp;
    const x2 = x - Math.sin(ph) * amp;
    out.push(line(x1, yy, x2, yy, '#d7dee8', 3, { opacity: 0.9 }));
  }
  const strand = (sgn, col) => {
    let d = '';
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const yy = y - h / 2 + t * h;
      const xx = x + sgn * Math.sin(t * Math.PI * 3) * amp;
      d += (i ? 'L' : 'M') + xx.toFixed(1) + ',' + yy.toFixed(1);
    }
    return stroke(d, col, o.w ?? 6);
  };
  out.push(strand(1, a), strand(-1, b));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const yy = y - h / 2 + t * h;
    const ph = t * Math.PI * 3;
    out.push(
      circle(x + Math.sin(ph) * amp, yy, (o.w ?? 6) * 0.9, a),
      circle(x - Math.sin(ph) * amp, yy, (o.w ?? 6) * 0.9, b),
    );
  }
  return g({}, out);
}

/** Stethoscope lying on a surface, centred at (x, y). */
export const stethoscope = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    stroke('M-40,-30C-60,10 -20,40 10,30C40,20 40,-10 20,-20', '#2b3040', 5),
    stroke('M-40,-30L-52,-44M-40,-30L-28,-46', '#9aa3ad', 3),
    circle(-52, -46, 3, '#2b3040'),
    circle(-27, -48, 3, '#2b3040'),
    stroke('M20,-20C10,-26 0,-24 -4,-16', '#2b3040', 5),
    circle(-4, -10, 10, '#c9cfd6'),
    circle(-4, -10, 6.5, '#8e98a4'),
  );

/** Heart-anatomy poster frame / cross sign etc. are built from these. */
export const redCross = (x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    circle(0, 0, 24, '#ffffff'),
    rect(-6, -16, 12, 32, '#e04848', { rx: 2 }),
    rect(-16, -6, 32, 12, '#e04848', { rx: 2 }),
  );

/** Scales of justice, base centre (x, y), height about 200 × s. */
export function justiceScales(c, x, y, s, o = {}) {
  const gold = o.gold ?? '#e0a93a';
  const dk = shade(gold, -0.25);
  const pan = (px, py) =>
    g(
      {},
      stroke(`M${px},${py}L${px - 26},${py + 58}M${px},${py}L${px + 26},${py + 58}`, dk, 1.6),
      path(`M${px - 32},${py + 58}Q${px},${py + 80} ${px + 32},${py + 58}Z`, gold),
      path(`M${px - 32},${py + 58}Q${px},${py + 66} ${px + 32},${py + 58}Z`, shade(gold, 0.2)),
    );
  const tilt = o.tilt ?? 6;
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 2, 60, 7, '#000000', { opacity: 0.15 }),
    path('M-40,0L40,0L30,-14L-30,-14Z', dk),
    rect(-5, -180, 10, 168, gold),
    rect(1, -180, 4, 168, dk, { opacity: 0.5 }),
    circle(0, -188, 10, gold),
    g(
      { transform: `rotate(${-tilt} 0 -170)` },
      rect(-90, -173, 180, 7, gold, { rx: 3 }),
      circle(-90, -170, 5, dk),
      circle(90, -170, 5, dk),
    ),
    pan(-90 * Math.cos((tilt * Math.PI) / 180), -170 + 90 * Math.sin((tilt * Math.PI) / 180)),
    pan(90 * Math.cos((tilt * Math.PI) / 180), -170 - 90 * Math.sin((tilt * Math.PI) / 180)),
  );
}

/** Judge's gavel resting on its sound block. */
export const gavel = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(10, 8, 70, 8, '#000000', { opacity: 0.15 }),
    ellipse(-20, 0, 30, 8, '#5d3a21'),
    rect(-50, -10, 60, 10, '#7a4d2a'),
    ellipse(-20, -10, 30, 8, '#a8703f'),
    stroke('M-4,-24L96,-4', '#7a4d2a', 6),
    circle(96, -4, 4, '#5d3a21'),
    g(
      { transform: 'rotate(12 -14 -26)' },
      rect(-40, -38, 52, 24, '#8a5a34', { rx: 8 }),
      rect(-40, -38, 52, 9, '#a8703f', { rx: 6 }),
      rect(-34, -38, 5, 24, '#e0a93a'),
      rect(1, -38, 5, 24, '#e0a93a'),
    ),
  );

/** Law books standing (thick, dark covers, gold bands). */
export function lawBooks(c, x, y, s, n = 5) {
  const cols = ['#7a1f2b', '#1f3c7a', '#2d4a3a', '#6b3a1f', '#3a2a4a', '#8c2f39'];
  const out = [];
  let bx = 0;
  for (let i = 0; i < n; i++) {
    const w = 22 + (i % 3) * 4;
    const h = 110 + ((i * 7) % 4) * 8;
    const col = cols[i % cols.length];
    out.push(
      rect(bx, -h, w, h, col, { rx: 2 }),
      rect(bx + 2, -h + 12, w - 4, 3, '#e0a93a'),
      rect(bx + 2, -h + 20, w - 4, 3, '#e0a93a'),
      rect(bx + 4, -h * 0.55, w - 8, 16, shade(col, -0.25), { rx: 1 }),
      rect(bx + 2, -18, w - 4, 3, '#e0a93a'),
    );
    bx += w + 1;
  }
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(bx / 2, 2, bx * 0.6, 5, '#000000', { opacity: 0.14 }),
    out,
  );
}

/** Calculator, bottom-left at (x, y). */
export function calculator(c, x, y, s) {
  const keys = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 5; j++)
      keys.push(
        rect(8 + i * 17, 40 + j * 15, 13, 10, j === 4 && i === 3 ? P.saffron2 : i === 3 ? '#8fa3c4' : '#e8ecf2', {
          rx: 2,
        }),
      );
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(4, 4, 76, 118, '#000000', { rx: 8, opacity: 0.12 }),
    rect(0, 0, 76, 118, '#2b3445', { rx: 8 }),
    rect(8, 8, 60, 24, '#b9d6a8', { rx: 3 }),
    rect(30, 18, 34, 8, '#4f6b43', { opacity: 0.5 }),
    keys,
  );
}

/** Chart card (bars + trend line) on a white panel. */
export function chartCard(c, x, y, w, h, o = {}) {
  const vals = o.vals ?? [0.35, 0.5, 0.45, 0.68, 0.6, 0.85];
  const bw = (w - 40) / vals.length;
  const bars = vals.map((v, i) =>
    rect(
      x + 22 + i * bw,
      y + h - 18 - (h - 50) * v,
      bw * 0.6,
      (h - 50) * v,
      i === vals.length - 1 ? P.saffron2 : (o.col ?? P.navy3),
      { rx: 2 },
    ),
  );
  const pts = vals.map((v, i) => [x + 22 + i * bw + bw * 0.3, y + h - 30 - (h - 50) * v]);
  return g(
    {},
    rect(x + 6, y + 8, w, h, '#000000', { rx: 10, opacity: 0.1 }),
    rect(x, y, w, h, '#ffffff', { rx: 10 }),
    rect(x + 18, y + 14, w * 0.3, 6, '#c8d1e0', { rx: 3 }),
    bars,
    stroke('M' + pts.map((p) => p.join(',')).join('L'), P.teal, 3),
    pts.map(([px, py]) => circle(px, py, 4, '#ffffff', { stroke: P.teal, strokeWidth: 2 })),
  );
}

/** Stack of gold coins. */
export function coins(c, x, y, s, n = 5) {
  const out = [];
  for (let i = 0; i < n; i++)
    out.push(
      ellipse(0, -i * 7, 22, 7, '#d9961a'),
      rect(-22, -i * 7 - 7, 44, 7, '#e8a92a'),
      ellipse(0, -i * 7 - 7, 22, 7, '#f6c453'),
    );
  out.push(ellipse(0, -n * 7, 14, 4, 'none', { stroke: '#d9961a', strokeWidth: 1.5 }));
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, ellipse(0, 3, 28, 6, '#000000', { opacity: 0.15 }), out);
}

/** Large trophy cup, base centre (x, y). */
export function bigTrophy(c, x, y, s) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 2, 40, 6, '#000000', { opacity: 0.15 }),
    rect(-30, -22, 60, 22, '#5d3d27', { rx: 3 }),
    rect(-22, -18, 44, 10, '#e0b453', { rx: 1 }),
    path('M-20,-22L20,-22L14,-30L-14,-30Z', '#d9961a'),
    rect(-5, -56, 10, 28, '#d9961a'),
    path(
      'M-36,-130L36,-130C36,-90 20,-62 0,-58C-20,-62 -36,-90 -36,-130Z',
      c.lin(
        [
          [0, '#f8d46a'],
          [1, '#e3a12a'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    stroke('M-34,-118C-58,-118 -56,-84 -26,-80', '#e3a12a', 6),
    stroke('M34,-118C58,-118 56,-84 26,-80', '#e3a12a', 6),
    path('M-24,-124L-14,-124L-16,-80C-20,-88 -24,-104 -24,-124Z', '#ffffff', { opacity: 0.35 }),
    path('M0,-112L4,-102L14,-101L6,-95L9,-85L0,-90L-9,-85L-6,-95L-14,-101L-4,-102Z', '#fff4c4'),
  );
}

/** Confetti scattered in a box. */
export function confetti(c, x, y, w, h, n = 60) {
  const r = c.r;
  const cols = [P.saffron, P.coral, P.teal, '#4f7cc4', '#d65a73', '#ffffff', '#8cc26a'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const cx = x + r() * w;
    const cy = y + r() * h;
    const col = r.pick(cols);
    const k = r();
    if (k < 0.5)
      out.push(
        rect(cx, cy, r.range(6, 12), r.range(3, 6), col, { transform: `rotate(${r.range(0, 180)} ${cx} ${cy})` }),
      );
    else if (k < 0.8) out.push(circle(cx, cy, r.range(2.5, 5), col));
    else out.push(stroke(`M${cx},${cy}q6,-8 12,0t12,0`, col, 2.5));
  }
  return g({}, out);
}

/** Marigold garland swag between two points. */
export function garland(c, x1, y1, x2, y2, sag, s = 1) {
  const out = [];
  const n = Math.round(Math.hypot(x2 - x1, y2 - y1) / (9 * s));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * sag;
    out.push(
      circle(x, y, 6 * s, i % 2 ? '#f08c0c' : '#fbab2c'),
      circle(x - 1.5 * s, y - 1.5 * s, 2.4 * s, '#ffd36b', { opacity: 0.8 }),
    );
  }
  return g({}, out);
}

/** Brass oil lamp (diya) with flame. */
export function diya(c, x, y, s) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    circle(
      0,
      -40,
      40,
      c.rad([
        [0, '#ffd27a', 0.6],
        [1, '#ffd27a', 0],
      ]),
    ),
    path('M-30,-10Q0,14 30,-10Z', '#d9961a'),
    ellipse(0, -10, 30, 5, '#f2b531'),
    path('M0,-42C8,-30 8,-18 0,-14C-8,-18 -8,-30 0,-42Z', '#f08c0c'),
    path('M0,-34C4,-26 4,-20 0,-17C-4,-20 -4,-26 0,-34Z', '#ffe08a'),
    rect(-8, 0, 16, 10, '#c98a1a'),
    rect(-18, 10, 36, 6, '#d9961a', { rx: 2 }),
  );
}

/** Lectern / podium, base centre (x, y). */
export const podium = (c, x, y, s, col = P.navy2) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 2, 50, 6, '#000000', { opacity: 0.18 }),
    path('M-34,0L34,0L28,-100L-28,-100Z', col),
    path('M-40,-100L40,-100L44,-112L-44,-112Z', shade(col, 0.15)),
    circle(0, -60, 13, P.saffron),
    circle(0, -60, 8, shade(P.saffron, -0.15)),
    stroke('M18,-112L26,-136', '#2b2b2b', 2.2),
    circle(27, -139, 3.5, '#3a3a3a'),
  );

/** Stage: curtains, backdrop and floor edge. */
export function stage(c, o = {}) {
  const fy = o.floorY ?? c.h * 0.62;
  const curtain = o.curtain ?? '#8c2f39';
  const out = [];
  out.push(
    rect(
      0,
      0,
      c.w,
      fy,
      c.lin([
        [0, '#1a2550'],
        [1, '#28407a'],
      ]),
    ),
  );
  out.push(
    rect(
      c.w * 0.16,
      c.h * 0.12,
      c.w * 0.68,
      fy - c.h * 0.16,
      c.lin([
        [0, '#21407e'],
        [1, '#2c56a0'],
      ]),
      { rx: 6 },
    ),
  );
  out.push(
    rect(c.w * 0.16, c.h * 0.12, c.w * 0.68, fy - c.h * 0.16, 'none', { stroke: P.saffron, strokeWidth: 4, rx: 6 }),
  );
  for (const side of [0, 1]) {
    const x0 = side ? c.w * 0.86 : 0;
    const w = c.w * 0.14;
    for (let i = 0; i < 6; i++)
      out.push(rect(x0 + (w / 6) * i, 0, w / 6 + 1, fy, i % 2 ? curtain : shade(curtain, -0.15)));
    out.push(
      path(
        side
          ? `M${x0},0L${x0 + w},0L${x0 + w},${fy}L${x0 + w * 0.4},${fy}C${x0 + w * 0.1},${fy * 0.6} ${x0 - 10},${fy * 0.4} ${x0},0Z`
          : `M${x0},0L${w},0C${w + 10},${fy * 0.4} ${w * 0.9},${fy * 0.6} ${w * 0.6},${fy}L0,${fy}Z`,
        'none',
      ),
    );
  }
  out.push(
    path(
      `M0,0L${c.w},0L${c.w},${c.h * 0.07}Q${c.w * 0.75},${c.h * 0.1} ${c.w * 0.5},${c.h * 0.07}Q${c.w * 0.25},${c.h * 0.1} 0,${c.h * 0.07}Z`,
      shade(curtain, -0.05),
    ),
  );
  out.push(
    rect(
      0,
      fy,
      c.w,
      c.h - fy,
      c.lin([
        [0, '#a8703f'],
        [1, '#6d4326'],
      ]),
    ),
    rect(0, fy, c.w, 6, '#c9905a'),
  );
  return g({}, out);
}

/** Audience heads (backs) in rows from y upwards, for events. */
export function audience(c, y, rows, o = {}) {
  const r = c.r;
  const out = [];
  for (let j = rows - 1; j >= 0; j--) {
    const yy = y - j * (o.rowGap ?? 34);
    const s = (o.scale ?? 1) * (1 - j * 0.08);
    const step = 46 * s;
    for (let x = -20 + (j % 2) * step * 0.5; x < c.w + 20; x += step + r.range(-4, 4)) {
      const col = r.pick(o.cols ?? ['#1c2438', '#232c44', '#2a3550']);
      const hair = r.pick(['#15100d', '#1f1611', '#2e2018']);
      out.push(
        path(
          `M${x - 22 * s},${yy + 40 * s}Q${x - 22 * s},${yy + 8 * s} ${x},${yy + 8 * s}Q${x + 22 * s},${yy + 8 * s} ${x + 22 * s},${yy + 40 * s}Z`,
          col,
        ),
        ellipse(x, yy - 6 * s, 11 * s, 13 * s, hair),
      );
    }
  }
  return g({}, out);
}

/** Spotlight cone from (x, 0) to a floor ellipse. */
export const spotlight = (c, x, tx, ty, w, col = '#fff3c9') =>
  g(
    {},
    poly(
      [
        [x - 12, 0],
        [x + 12, 0],
        [tx + w, ty],
        [tx - w, ty],
      ],
      c.lin([
        [0, col, 0.45],
        [1, col, 0.05],
      ]),
    ),
    ellipse(tx, ty, w, w * 0.18, col, { opacity: 0.25 }),
  );

/** Projector screen with slide content (chart + scribbles). */
export function screen(c, x, y, w, h) {
  return g(
    {},
    rect(x - 8, y - 14, w + 16, 10, '#3a3f4a', { rx: 4 }),
    rect(x, y, w, h, '#fbfcfe'),
    rect(x, y, w, h * 0.16, P.navy2),
    circle(x + w * 0.06, y + h * 0.08, h * 0.04, P.saffron),
    diagrams.bars(c, x + w * 0.08, y + h * 0.3, w * 0.4, h * 0.55, '#5d6b85'),
    diagrams.pie(c, x + w * 0.58, y + h * 0.3, w * 0.3, h * 0.5, '#5d6b85'),
  );
}

/** Pendulum on a stand. */
export const pendulum = (c, x, y, s) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(-40, -6, 80, 6, '#3a4257', { rx: 2 }),
    rect(-36, -150, 5, 146, '#5b6478'),
    rect(-36, -150, 70, 5, '#5b6478'),
    line(20, -146, 36, -40, '#9aa3ad', 1.5),
    circle(37, -34, 10, P.saffron2),
    stroke('M-2,-60A60,60 0 0 0 50,-48', '#9aa3ad', 1, { strokeDasharray: '4 4' }),
  );

/** A4 sheets / answer paper on a desk. */
export const paper = (x, y, w, h, rot = 0) =>
  g(
    { transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})` },
    rect(x, y, w, h, '#ffffff'),
    [0.2, 0.35, 0.5, 0.65].map((t) => rect(x + w * 0.12, y + h * t, w * 0.76, 1.5, '#c3ccdb')),
  );

/** Ribbon banner (blank) for events. */
export const ribbonBanner = (c, x, y, w, h, col = P.saffron2) =>
  g(
    {},
    poly(
      [
        [x - 30, y + 10],
        [x, y + 10],
        [x, y + h + 10],
        [x - 30, y + h + 10],
        [x - 18, y + h / 2 + 10],
      ],
      shade(col, -0.25),
    ),
    poly(
      [
        [x + w + 30, y + 10],
        [x + w, y + 10],
        [x + w, y + h + 10],
        [x + w + 30, y + h + 10],
        [x + w + 18, y + h / 2 + 10],
      ],
      shade(col, -0.25),
    ),
    rect(x, y, w, h, col),
  );

/** Bunting string with triangle flags between two points. */
export function bunting(c, x1, y1, x2, y2, sag, cols = [P.saffron, '#ffffff', P.teal, P.coral]) {
  const out = [stroke(`M${x1},${y1}Q${(x1 + x2) / 2},${(y1 + y2) / 2 + sag * 2} ${x2},${y2}`, '#6b6b6b', 1.2)];
  const n = Math.round(Math.abs(x2 - x1) / 36);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = (1 - t) * (1 - t) * x1 + 2 * t * (1 - t) * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * t * (1 - t) * ((y1 + y2) / 2 + sag * 2) + t * t * y2;
    out.push(
      poly(
        [
          [x - 12, y],
          [x + 12, y],
          [x, y + 24],
        ],
        cols[i % cols.length],
      ),
    );
  }
  return g({}, out);
}
