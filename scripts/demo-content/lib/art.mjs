/**
 * Pictures for the demo space, drawn as SVG with the site's illustration kit (scripts/art/lib)
 * and rasterised by the generator: topic images for articles, PDF covers, a chart embedded in an
 * article, and the small diagrams UPSC quiz questions and options show.
 */
import { g, rect, circle, ellipse, path, poly, line, stroke, el, shade } from '../../art/lib/core.mjs';
import { P } from '../../art/lib/palette.mjs';
import { emblem } from '../../art/lib/emblem.mjs';
import * as L from '../../art/lib/places.mjs';
import * as X from '../../art/lib/props.mjs';

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const label = (x, y, size, fill, str, extra = {}) =>
  el(
    'text',
    { x, y, fontFamily: FONT, fontSize: size, fill, ...extra },
    str.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
  );

/** Calm water band with light ripples from y to the bottom. */
function water(c, y, top = '#5aa2d6', bottom = '#2f6fa8') {
  const out = [
    rect(
      0,
      y,
      c.w,
      c.h - y,
      c.lin([
        [0, top],
        [1, bottom],
      ]),
    ),
  ];
  for (let i = 0; i < 26; i++) {
    const wx = c.r.range(0, c.w);
    const wy = c.r.range(y + 10, c.h - 6);
    out.push(line(wx, wy, wx + c.r.range(30, 90), wy, '#ffffff', 2, { opacity: 0.35 }));
  }
  return g({}, out);
}

/** A stylised launch vehicle standing on its pad, base centre (x, y). */
function rocket(x, y, s) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(-70, -8, 140, 8, '#5b6478'),
    rect(-48, -230, 10, 222, '#8a93a6'),
    [-200, -160, -120, -80, -40].map((yy) => line(-48, yy, -20, yy - 14, '#8a93a6', 3)),
    path('M-14,-20L-14,-190Q0,-236 14,-190L14,-20Z', '#f4f6fa'),
    path('M4,-20L4,-200Q10,-196 14,-190L14,-20Z', '#d9dee7'),
    rect(-14, -150, 28, 10, P.saffron2),
    path('M-14,-60L-30,-18L-14,-26Z', P.coral),
    path('M14,-60L30,-18L14,-26Z', P.coral),
    rect(-30, -110, 12, 90, '#e8ebf1', { rx: 6 }),
    rect(18, -110, 12, 90, '#e8ebf1', { rx: 6 }),
    path('M-24,-116Q-24,-128 -24,-110Z', '#e8ebf1'),
  );
}

/** Wind turbine, base (x, y), tower height h, blade rotation `a` degrees. */
function turbine(x, y, h, a = 0) {
  const blade = (r) =>
    path(`M0,0C6,-${h * 0.12} 4,-${h * 0.42} 0,-${h * 0.46}C-3,-${h * 0.3} -4,-${h * 0.1} 0,0Z`, '#ffffff', {
      transform: `rotate(${r})`,
    });
  return g(
    {},
    path(`M${x - 5},${y}L${x - 2},${y - h}L${x + 2},${y - h}L${x + 5},${y}Z`, '#eef1f5'),
    g({ transform: `translate(${x} ${y - h})` }, [a, a + 120, a + 240].map(blade), circle(0, 0, 5, '#d0d6df')),
  );
}

/** Tilted solar panel row, front-left corner (x, y). */
function solarRow(x, y, w, n = 6) {
  const out = [];
  const pw = w / n;
  for (let i = 0; i < n; i++) {
    const px = x + i * pw;
    out.push(
      poly(
        [
          [px + 4, y - 40],
          [px + pw - 2, y - 40],
          [px + pw + 10, y],
          [px + 14, y],
        ],
        '#1f3c7a',
      ),
    );
    out.push(
      stroke(
        `M${px + 9},${y - 20}L${px + pw + 4},${y - 20}M${px + pw * 0.5 + 6},${y - 40}L${px + pw * 0.5 + 14},${y}`,
        '#5f86c9',
        1.4,
      ),
    );
    out.push(rect(px + pw * 0.5 + 8, y, 3, 16, '#8a93a6'));
  }
  return g({}, out);
}

/** Rows of crops in perspective between y0 (far) and the bottom. */
function fields(c, y0, cols = ['#8fc46a', '#6fae55', '#b9d77a', '#e3c76a']) {
  const out = [];
  const bands = 6;
  for (let i = 0; i < bands; i++) {
    const t0 = i / bands;
    const t1 = (i + 1) / bands;
    const ya = y0 + (c.h - y0) * t0 * t0;
    const yb = y0 + (c.h - y0) * t1 * t1;
    out.push(rect(0, ya, c.w, yb - ya + 1, cols[i % cols.length]));
    for (let k = 0; k < 24; k++) {
      const xx = (c.w / 24) * k + (i % 2) * 20;
      out.push(
        line(xx, ya + 3, xx + (xx - c.w / 2) * 0.08, yb - 2, shade(cols[i % cols.length], -0.18), 2, { opacity: 0.6 }),
      );
    }
  }
  return g({}, out);
}

/** Concrete gravity dam with radial gates across a river valley, top at y. */
function dam(c, y) {
  const { w, h } = c;
  const out = [];
  out.push(L.hills(c, y - 40, '#7fa879', 60), L.hills(c, y + 10, '#5e8f5f', 40, 3));
  out.push(water(c, y - 10, '#6fb0de', '#4a8cc6'));
  out.push(water(c, y + 120, '#4a8cc6', '#2f6fa8'));
  out.push(rect(0, y, w, 120, '#d9d3c7'));
  out.push(rect(0, y, w, 14, '#bfb6a6'));
  const n = 12;
  for (let i = 0; i < n; i++) {
    const gx = 60 + i * ((w - 120) / n);
    const gw = (w - 120) / n - 18;
    out.push(
      rect(gx, y + 22, gw, 70, '#8f99a8'),
      rect(gx, y + 22, gw, 8, '#6b7586'),
      rect(gx - 9, y + 14, 9, 90, '#c8c0b1'),
    );
    if (i % 3 === 1)
      out.push(
        rect(
          gx + 4,
          y + 92,
          gw - 8,
          80,
          c.lin([
            [0, '#ffffff', 0.95],
            [1, '#b6dcf5', 0.6],
          ]),
        ),
      );
  }
  out.push(rect(0, y + 104, w, 16, '#b3aa99'));
  for (let i = 0; i < 9; i++)
    out.push(ellipse(c.r.range(0, w), y + 130 + c.r.range(0, 40), c.r.range(40, 90), 8, '#ffffff', { opacity: 0.5 }));
  return g({}, out);
}

/** Arcs joining points on a globe: trade and diplomacy. */
function network(c, cx, cy, r) {
  const pts = [
    [-0.55, -0.3],
    [-0.2, -0.62],
    [0.35, -0.5],
    [0.62, 0.05],
    [0.25, 0.5],
    [-0.35, 0.45],
    [0.05, -0.05],
  ].map(([a, b]) => [cx + a * r, cy + b * r]);
  const arcs = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      if ((i + j) % 3 === 0) continue;
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[j];
      arcs.push(
        stroke(`M${x1},${y1}Q${(x1 + x2) / 2},${Math.min(y1, y2) - r * 0.35} ${x2},${y2}`, P.saffron, 2.2, {
          opacity: 0.8,
        }),
      );
    }
  return g(
    {},
    arcs,
    pts.map(([x, y]) => g({}, circle(x, y, 11, P.saffron, { opacity: 0.3 }), circle(x, y, 5.5, '#ffffff'))),
  );
}

/** A globe with simple continents (not a map of any border). */
function bigGlobe(c, cx, cy, r) {
  return g(
    {},
    circle(
      cx,
      cy,
      r * 1.25,
      c.rad([
        [0, '#7fb7e6', 0.35],
        [1, '#7fb7e6', 0],
      ]),
    ),
    circle(
      cx,
      cy,
      r,
      c.lin(
        [
          [0, '#4f9bd6'],
          [1, '#1f5f9e'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    path(
      `M${cx - r * 0.6},${cy - r * 0.5}C${cx - r * 0.3},${cy - r * 0.75} ${cx + r * 0.05},${cy - r * 0.55} ${cx - r * 0.05},${cy - r * 0.25}C${cx - r * 0.15},${cy} ${cx - r * 0.5},${cy - r * 0.05} ${cx - r * 0.62},${cy - r * 0.2}Z`,
      '#7bbf6a',
    ),
    path(
      `M${cx + r * 0.15},${cy - r * 0.15}C${cx + r * 0.45},${cy - r * 0.3} ${cx + r * 0.75},${cy - r * 0.1} ${cx + r * 0.6},${cy + r * 0.25}C${cx + r * 0.45},${cy + r * 0.55} ${cx + r * 0.2},${cy + r * 0.4} ${cx + r * 0.12},${cy + r * 0.1}Z`,
      '#6aab5a',
    ),
    path(
      `M${cx - r * 0.45},${cy + r * 0.3}C${cx - r * 0.25},${cy + r * 0.25} ${cx - r * 0.1},${cy + r * 0.5} ${cx - r * 0.3},${cy + r * 0.75}C${cx - r * 0.45},${cy + r * 0.6} ${cx - r * 0.55},${cy + r * 0.45} ${cx - r * 0.45},${cy + r * 0.3}Z`,
      '#8cc26a',
    ),
    [-0.5, 0, 0.5].map((k) =>
      ellipse(cx, cy + k * r * 0.9, r * Math.sqrt(1 - k * k * 0.81), r * 0.12, 'none', {
        stroke: '#ffffff',
        strokeWidth: 1.2,
        opacity: 0.35,
      }),
    ),
    ellipse(cx, cy, r * 0.35, r, 'none', { stroke: '#ffffff', strokeWidth: 1.2, opacity: 0.35 }),
  );
}

const star = (c) =>
  circle(c.r.range(0, c.w), c.r.range(0, c.h * 0.55), c.r.range(0.8, 2.2), '#ffffff', { opacity: c.r.range(0.4, 1) });

/** Featured images, 1200 × 630: file name → draw(canvas). */
export const featured = {
  'polity-parliament.webp': (c) =>
    c.svg(
      L.sky(c, 'morning'),
      L.sun(c, 980, 120, 34),
      L.cloud(c, 260, 110, 1.3),
      L.cloud(c, 760, 80, 0.9),
      L.hills(c, 470, '#b9d2a4', 30),
      L.parliament(c, 170, 500, 860, { flag: true }),
      L.lawn(c, 500),
      [90, 1110].map((x) => L.tree(c, x, 560, 1.6)),
      [250, 950].map((x) => L.bush(c, x, 590, 1.2, P.rose)),
    ),
  'judiciary-court.webp': (c) =>
    c.svg(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.lin([
          [0, '#f3ead9'],
          [1, '#e2d3b8'],
        ]),
      ),
      L.classical(c, 640, 520, 470, { columns: 7 }),
      rect(0, 520, c.w, 110, '#cdb894'),
      X.lawBooks(c, 50, 560, 1.2, 5),
      X.justiceScales(c, 400, 540, 1.6, { tilt: 4 }),
      X.gavel(c, 1000, 600, 1),
    ),
  'economy-growth.webp': (c) =>
    c.svg(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.lin([
          [0, '#12285a'],
          [1, '#23468f'],
        ]),
      ),
      L.skyline(c, 630, '#0e1f47', 60, 220),
      X.chartCard(c, 120, 120, 560, 380, { vals: [0.42, 0.5, 0.47, 0.62, 0.7, 0.83] }),
      X.coins(c, 820, 500, 2.6, 6),
      X.coins(c, 960, 520, 2.2, 4),
      X.calculator(c, 1020, 190, 1.6),
    ),
  'environment-wetland.webp': (c) =>
    c.svg(
      L.sky(c, 'golden'),
      L.sun(c, 900, 200, 40, '#fff0c0'),
      L.hills(c, 330, '#7fa879', 70),
      L.hills(c, 380, '#5e8f5f', 50, 2),
      water(c, 420, '#8cc5e8', '#4a8cc6'),
      [80, 190, 1040, 1140].map((x, i) => L.tree(c, x, 424, 1.1 + (i % 2) * 0.25)),
      [420, 470, 520, 720, 760].map((x, i) =>
        g({}, stroke(`M${x},${300 + i * 8}q12,-10 24,0q12,-10 24,0`, '#1d2333', 3)),
      ),
      [300, 860].map((x) => L.bush(c, x, 426, 0.9)),
    ),
  'space-launch.webp': (c) =>
    c.svg(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.lin([
          [0, '#0b1633'],
          [0.7, '#22417f'],
          [1, '#c7828a'],
        ]),
      ),
      Array.from({ length: 90 }, () => star(c)),
      circle(980, 130, 46, '#f5f1e4'),
      circle(995, 120, 40, '#e6e0cf', { opacity: 0.5 }),
      water(c, 560, '#2f4f86', '#1b2f5c'),
      rect(0, 520, c.w, 45, '#27365a'),
      [120, 220, 1080].map((x) => L.palm(c, x, 545, 1.1, x > 600 ? -1 : 1)),
      ellipse(
        600,
        520,
        260,
        50,
        c.rad([
          [0, '#ffd98a', 0.8],
          [1, '#ffd98a', 0],
        ]),
      ),
      rocket(600, 522, 1.6),
    ),
  'global-diplomacy.webp': (c) =>
    c.svg(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.lin(
          [
            [0, '#172f65'],
            [1, '#2c4f9e'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      Array.from({ length: 40 }, () => star(c)),
      bigGlobe(c, 600, 330, 230),
      network(c, 600, 330, 230),
    ),
  'rural-schemes.webp': (c) =>
    c.svg(
      L.sky(c, 'day', 330),
      L.sun(c, 200, 110, 36),
      L.cloud(c, 700, 90, 1.2),
      L.hills(c, 300, '#9cc48a', 40),
      fields(c, 330),
      path('M820,330L820,250L900,200L980,250L980,330Z', '#e9d7b6'),
      poly(
        [
          [800, 255],
          [900, 185],
          [1000, 255],
        ],
        '#b5533c',
      ),
      rect(880, 280, 34, 50, '#7a4d2a'),
      [760, 1060].map((x) => L.tree(c, x, 335, 1.2)),
    ),
  'health-science.webp': (c) =>
    c.svg(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.lin([
          [0, '#e8f3f8'],
          [1, '#cfe6f0'],
        ]),
      ),
      rect(0, 470, c.w, 160, '#b8d3de'),
      X.dnaHelix(c, 220, 290, 440),
      X.microscope(c, 560, 490, 3.2),
      X.flask(c, 820, 490, 3, P.teal),
      X.beaker(c, 1000, 490, 2.8, P.coral),
      X.redCross(1080, 130, 2.4),
      X.stethoscope(c, 420, 580, 1.6),
    ),
  'andhra-coast.webp': (c) =>
    c.svg(
      L.sky(c, 'morning', 360),
      L.sun(c, 1000, 120, 34),
      L.cloud(c, 340, 100, 1.1),
      water(c, 330, '#6fb0de', '#2f6fa8'),
      path('M0,470C200,430 420,440 640,480C820,510 1000,500 1200,470L1200,630L0,630Z', '#ecd9b0'),
      rect(780, 200, 20, 130, '#d9d3c7'),
      rect(760, 190, 240, 14, '#e76f51'),
      rect(930, 204, 10, 126, '#d9d3c7'),
      line(800, 204, 900, 300, '#8a93a6', 3),
      rect(880, 300, 36, 30, P.saffron2),
      rect(640, 290, 260, 40, '#2f3a5c'),
      [660, 700, 740, 780, 820].map((x, i) => rect(x, 262, 36, 28, [P.coral, P.teal, P.saffron, P.navy3, P.rose][i])),
      [80, 200, 330, 1120].map((x, i) => L.palm(c, x, 520 + (i % 2) * 20, 1.3 + (i % 2) * 0.2, i % 2 ? -1 : 1)),
    ),
  'andhra-dam.webp': (c) =>
    c.svg(L.sky(c, 'day', 340), L.cloud(c, 300, 90, 1.2), L.cloud(c, 900, 120, 0.9), dam(c, 300)),
  'telangana-charminar.webp': (c) =>
    c.svg(
      L.sky(c, 'sunset'),
      L.sun(c, 600, 330, 50, '#ffe1a0'),
      L.skyline(c, 520, '#7a4a6a', 40, 150),
      L.charminar(c, 600, 560, 300),
      rect(0, 560, c.w, 70, '#5b3b4c'),
      [150, 1050].map((x) => L.tree(c, x, 580, 1.4, { dark: '#2f4a3a', mid: '#3f6b4a', light: '#5b8a5a' })),
    ),
  'telangana-assembly.webp': (c) =>
    c.svg(
      L.sky(c, 'golden'),
      L.cloud(c, 240, 90, 1),
      L.assembly(c, 260, 420, 680, { flag: true }),
      water(c, 440, '#7fb3d9', '#3f7fb8'),
      [90, 1110].map((x) => L.palm(c, x, 450, 1.3, x > 600 ? -1 : 1)),
    ),
  'energy-transition.webp': (c) =>
    c.svg(
      L.sky(c, 'day', 420),
      L.sun(c, 180, 120, 40),
      L.hills(c, 380, '#a9cf8f', 50),
      [620, 780, 940, 1100].map((x, i) => turbine(x, 400 - i * 6, 230 - i * 10, i * 25)),
      L.lawn(c, 400),
      solarRow(60, 520, 560, 7),
      solarRow(660, 590, 480, 5),
    ),
};

/** Cover thumbnails for the PDF cards, 480 × 640: file name → [kicker, title, draw extra]. */
const covers = {
  'cover-monthly-magazine.webp': [
    'Monthly Magazine',
    'Current Affairs',
    (c) => g({}, X.chartCard(c, 70, 360, 200, 150), X.globe(c, 360, 520, 2.2)),
  ],
  'cover-weekly-compilation.webp': [
    'Weekly Compilation',
    'This Week in Review',
    (c) => g({}, X.bookStack(c, 150, 540, 2, 4), X.clock(350, 420, 48)),
  ],
  'cover-yojana-summary.webp': [
    'Yojana Summary',
    'Schemes & Development',
    (c) =>
      g(
        {},
        path('M60,540L60,440L150,380L240,440L240,540Z', '#e9d7b6'),
        poly(
          [
            [40, 446],
            [150, 366],
            [260, 446],
          ],
          '#b5533c',
        ),
        X.coins(c, 360, 530, 2, 5),
      ),
  ],
  'cover-state-special.webp': [
    'State Special',
    'Andhra Pradesh & Telangana',
    (c) => g({}, L.charminar(c, 330, 560, 130), L.palm(c, 110, 560, 1, 1)),
  ],
};

export const coverImages = Object.fromEntries(
  Object.entries(covers).map(([file, [kicker, title, extra]]) => [
    file,
    (c) =>
      c.svg(
        rect(0, 0, c.w, c.h, '#fffaf2'),
        rect(0, 0, c.w, 300, P.navy),
        rect(0, 300, c.w, 12, P.saffron),
        g({ transform: 'translate(36 36) scale(1.1)' }, emblem()),
        label(100, 72, 20, '#ffffff', 'Akshara Academy', { fontWeight: 700 }),
        label(36, 170, 22, P.saffron, kicker.toUpperCase(), { fontWeight: 700, letterSpacing: 1.5 }),
        label(
          36,
          222,
          34,
          '#ffffff',
          title.length > 20 ? title.split(' & ')[0] + (title.includes(' & ') ? ' &' : '') : title,
          { fontWeight: 700 },
        ),
        title.includes(' & ') && title.length > 20
          ? label(36, 264, 34, '#ffffff', title.split(' & ')[1], { fontWeight: 700 })
          : '',
        extra(c),
        rect(0, c.h - 54, c.w, 54, shade(P.navy, 0.1)),
        label(36, c.h - 20, 18, '#ffffff', 'UPSC · APPSC · TGPSC'),
      ),
  ]),
);

/** A CPI inflation bar chart embedded in the RBI article, 960 × 540 PNG. */
export function inflationChart(c) {
  const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
  const vals = [3.4, 3.1, 2.9, 3.3, 3.6, 3.2];
  const x0 = 110;
  const y0 = 480;
  const scale = 55;
  const bw = 90;
  return c.svg(
    rect(0, 0, c.w, c.h, '#ffffff'),
    label(40, 56, 28, P.navy, 'Headline CPI inflation, 2026 (% year on year)', { fontWeight: 700 }),
    label(40, 88, 17, P.slate, 'Illustrative figures for the demo article; target band 2–6% around 4%'),
    rect(x0, y0 - 6 * scale, 760, 4 * scale, '#e7f3ea'),
    [0, 2, 4, 6].map((v) =>
      g(
        {},
        line(x0, y0 - v * scale, x0 + 760, y0 - v * scale, '#d5dbe5', 1.5),
        label(x0 - 34, y0 - v * scale + 6, 16, P.slate, `${v}%`),
      ),
    ),
    line(x0, y0 - 4 * scale, x0 + 760, y0 - 4 * scale, P.coral, 3, { strokeDasharray: '10 8' }),
    label(x0 + 640, y0 - 4 * scale - 10, 16, P.coral, '4% target', { fontWeight: 700 }),
    months.map((m, i) => {
      const bx = x0 + 40 + i * 120;
      const bh = vals[i] * scale;
      return g(
        {},
        rect(bx, y0 - bh, bw, bh, i === months.length - 1 ? P.saffron2 : P.navy3, { rx: 4 }),
        label(bx + 22, y0 - bh - 12, 18, P.ink, vals[i].toFixed(1), { fontWeight: 700 }),
        label(bx + 26, y0 + 30, 18, P.ink, m),
      );
    }),
    line(x0, y0, x0 + 760, y0, P.ink, 2),
  );
}

/** Small diagrams for UPSC quiz questions and options (PNG, 480 × 300 or 300 × 200). */
const axes = (c, col = P.ink) =>
  g({}, line(40, c.h - 36, c.w - 20, c.h - 36, col, 2.5), line(40, c.h - 36, 40, 20, col, 2.5));

function curve(d, xLabel, yLabel) {
  return (c) =>
    c.svg(
      rect(0, 0, c.w, c.h, '#ffffff'),
      axes(c),
      stroke(d, P.coral, 5),
      label(c.w - 150, c.h - 12, 15, P.slate, xLabel),
      label(8, 16, 15, P.slate, yLabel),
    );
}

function eclipse(order) {
  // order: three bodies left → right among 'sun', 'moon', 'earth'
  const body = { sun: [46, '#f6b93b'], earth: [26, '#3a86c2'], moon: [11, '#b8bec8'] };
  return (c) =>
    c.svg(
      rect(0, 0, c.w, c.h, '#0f1c3d'),
      order.map((b, i) => {
        const [r, col] = body[b];
        const x = 60 + i * 100;
        return g({}, circle(x, 100, r, col), label(x - 22, 180, 15, '#dfe6f2', b[0].toUpperCase() + b.slice(1)));
      }),
    );
}

export const quizImages = {
  'quiz-lagrange-points.png': [
    480,
    340,
    (c) => {
      // Sun at the centre of Earth's orbit; P–T sit at L3, L1, L2, L4 and L5
      const [sx, sy, r] = [240, 170, 150];
      const pts = {
        P: [sx - r, sy],
        Q: [sx + r - 24, sy],
        R: [sx + r + 24, sy],
        S: [sx + r / 2, sy - r * 0.866],
        T: [sx + r / 2, sy + r * 0.866],
      };
      return c.svg(
        rect(0, 0, c.w, c.h, '#0f1c3d'),
        circle(sx, sy, r, 'none', { stroke: '#5b6f99', strokeWidth: 1.2, strokeDasharray: '5 6' }),
        circle(sx, sy, 30, '#f6b93b'),
        label(sx - 16, sy + 52, 14, '#dfe6f2', 'Sun'),
        circle(sx + r, sy, 10, '#3a86c2'),
        label(sx + r - 18, sy + 32, 14, '#dfe6f2', 'Earth'),
        Object.entries(pts).map(([k, [x, y]]) =>
          g({}, circle(x, y, 6, P.saffron), label(x - 6, y - 12, 17, '#ffffff', k, { fontWeight: 700 })),
        ),
        label(12, c.h - 12, 13, '#9fb0cf', 'Not to scale'),
      );
    },
  ],
  'quiz-energy-pyramid.png': [
    480,
    300,
    (c) =>
      c.svg(
        rect(0, 0, c.w, c.h, '#ffffff'),
        [
          [200, 60, P.leaf, 'Producers: 1,000 kg'],
          [160, 120, P.leafLight, 'Herbivores: 2,000 kg'],
          [120, 180, P.saffron, 'Carnivores: 3,000 kg'],
        ].map(([w, y, col, t], i) =>
          g(
            {},
            rect(240 - (120 + i * 70) / 2, 230 - i * 70, 120 + i * 70, 56, col, { rx: 4 }),
            label(240 - 100, 265 - i * 70, 15, P.ink, t, { fontWeight: 700 }),
          ),
        ),
        label(20, 28, 16, P.slate, 'Standing biomass per hectare (illustrative)'),
      ),
  ],
  'quiz-capacity-bars.png': [
    480,
    300,
    (c) => {
      const bars = [
        ['Solar', 0.9, P.saffron2],
        ['Wind', 0.55, P.teal],
        ['Large hydro', 0.4, P.navy3],
        ['Bio-power', 0.12, P.leaf],
      ];
      return c.svg(
        rect(0, 0, c.w, c.h, '#ffffff'),
        label(20, 28, 16, P.slate, 'Installed capacity by source (illustrative)'),
        bars.map(([t, v, col], i) =>
          g({}, label(20, 78 + i * 56, 15, P.ink, t), rect(130, 60 + i * 56, 300 * v, 26, col, { rx: 3 })),
        ),
      );
    },
  ],
  'quiz-curve-a.png': [300, 200, curve('M60,40C110,120 170,150 270,158', 'Unemployment', 'Inflation')],
  'quiz-curve-b.png': [300, 200, curve('M60,158C120,150 180,110 270,40', 'Unemployment', 'Inflation')],
  'quiz-curve-c.png': [300, 200, curve('M160,30L160,160', 'Unemployment', 'Inflation')],
  'quiz-curve-d.png': [300, 200, curve('M55,100L275,100', 'Unemployment', 'Inflation')],
  'quiz-eclipse-a.png': [300, 200, eclipse(['sun', 'moon', 'earth'])],
  'quiz-eclipse-b.png': [300, 200, eclipse(['sun', 'earth', 'moon'])],
  'quiz-eclipse-c.png': [300, 200, eclipse(['moon', 'sun', 'earth'])],
  'quiz-eclipse-d.png': [300, 200, eclipse(['earth', 'sun', 'moon'])],
};
