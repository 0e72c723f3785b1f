/** Gallery photos, 1200 × 900: campus, events, classrooms, activities, achievements. */
import { g, rect, circle, ellipse, path, poly, stroke, line, at } from '../lib/core.mjs';
import { P } from '../lib/palette.mjs';
import { items, person } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { student, stand } from './cast.mjs';
import { classroom, campus } from './sets.mjs';
import { studyTable } from './courses.mjs';
import { emblem } from '../lib/emblem.mjs';

/** Emblem medallion (white disc, saffron ring) centred at (x, y) with radius r. */
const medallion = (x, y, r) =>
  g(
    {},
    circle(x, y, r, '#ffffff', { stroke: P.saffron, strokeWidth: r * 0.12 }),
    at(x - r * 0.62, y - r * 0.66, (r * 1.24) / 48, false, emblem({ bg: false })),
  );

const W = 1200;
const H = 900;

/** Garden bench seen from the front; people drawn after it sit on it. */
const bench = (x, y, w, s) =>
  g(
    {},
    rect(x, y - 95 * s, w, 12 * s, '#8a5a34', { rx: 3 }),
    rect(x, y - 75 * s, w, 12 * s, '#8a5a34', { rx: 3 }),
    rect(x - 6 * s, y - 48 * s, w + 12 * s, 12 * s, '#a8703f', { rx: 3 }),
    rect(x + 10 * s, y - 36 * s, 8 * s, 36 * s, '#3a3f4a'),
    rect(x + w - 18 * s, y - 36 * s, 8 * s, 36 * s, '#3a3f4a'),
  );

/** A director-like senior man in a suit, reused on stage. */
export const director = (o = {}) => ({
  female: false,
  skin: '#b57b50',
  hair: '#7d7873',
  hairStyle: 'grey',
  topStyle: 'blazer',
  coat: '#1d2740',
  tie: P.maroon,
  bottom: '#1d2740',
  glasses: true,
  moustache: true,
  ...o,
});

function campusDay(c) {
  return c.svg(
    campus(c, {
      sky: 'day',
      sun: [0.9, 0.1],
      building: { x: 0.1, w: 0.8, h: 0.42, floors: 4, flagX: 20 },
      ground: 0.62,
      palms: [0.04],
      trees: [0.95],
      bushes: [0.25, 0.75],
      walkers: [
        [0.36, 0.92, 2.1, { female: true, topStyle: 'kurta', top: P.teal, dupatta: P.saffron, look: 0.3 }],
        [0.44, 0.94, 2.15, { female: false, topStyle: 'shirt', top: '#9fc3e9', bag: P.navy2, look: 0.2 }],
        [
          0.7,
          0.8,
          1.6,
          {
            female: true,
            topStyle: 'tshirt',
            top: P.coral,
            hairStyle: 'pony',
            hold: { r: items.book(P.navy2) },
            arms: { r: [30, -110] },
          },
        ],
        [0.2, 0.78, 1.5, { female: false, topStyle: 'kurta', top: '#ffffff', bottom: '#f3e3c7' }],
      ],
    }),
  );
}

function courtyard(c, o = {}) {
  const gy = c.h * 0.5;
  const k = c.h / 900;
  const out = [L.sky(c, 'morning', gy)];
  // arcade building behind the courtyard
  out.push(rect(0, gy * 0.28, c.w, gy * 0.78, '#f3e6d0'), rect(0, gy * 0.24, c.w, 22 * k, '#d9c4a3'));
  for (let i = 0; i < 10; i++) {
    const x = i * (c.w / 9.4) + 10;
    const aw = c.w / 14;
    out.push(
      path(
        `M${x},${gy + 4}L${x},${gy * 0.62}Q${x + aw / 2},${gy * 0.44} ${x + aw},${gy * 0.62}L${x + aw},${gy + 4}Z`,
        '#b58a5a',
      ),
    );
    out.push(
      path(
        `M${x + 6},${gy + 4}L${x + 6},${gy * 0.64}Q${x + aw / 2},${gy * 0.5} ${x + aw - 6},${gy * 0.64}L${x + aw - 6},${gy + 4}Z`,
        '#7a5a3a',
        { opacity: 0.55 },
      ),
    );
  }
  out.push(rect(0, gy * 0.3, c.w, 8, '#e0cfb2'));
  for (let i = 0; i < 12; i++) out.push(glassMini(c, i * (c.w / 11.5) + 20, gy * 0.34, c.w / 20, gy * 0.12));
  out.push(
    rect(
      0,
      gy,
      c.w,
      c.h - gy,
      c.lin([
        [0, '#9ccd78'],
        [1, '#6fae55'],
      ]),
    ),
  );
  out.push(
    poly(
      [
        [0, gy + 60 * k],
        [c.w, gy + 20 * k],
        [c.w, gy + 80 * k],
        [0, gy + 150 * k],
      ],
      '#e4d6bd',
    ),
  );
  out.push(
    L.tree(c, c.w * 0.08, gy + 50 * k, 2.1 * k),
    L.tree(c, c.w * 0.93, gy + 30 * k, 1.9 * k),
    L.bush(c, c.w * 0.3, gy + 40 * k, 1.2 * k, '#d65a73'),
    L.bush(c, c.w * 0.7, gy + 30 * k, 1.2 * k, '#f08c0c'),
  );
  out.push(o.mid ?? '');
  out.push(o.front ?? '');
  return g({}, out);
}
const glassMini = (c, x, y, w, h) => L.glass(c, x, y, w, h, { frame: '#ffffff', fw: 2 });

function courtyardChat(c) {
  const s = 2.2;
  return c.svg(
    courtyard(c, {
      front: g(
        {},
        bench(620, 830, 420, s),
        stand(
          c,
          720,
          830,
          s,
          student(c, {
            female: true,
            legs: 'sit',
            topStyle: 'kurta',
            top: P.rose,
            bottom: '#f3e3c7',
            hairStyle: 'long',
            look: 0.5,
            arms: { l: [20, -60], r: [20, -70] },
            hold: { r: items.openBook(P.navy2) },
          }),
        ),
        stand(
          c,
          850,
          830,
          s,
          student(c, {
            female: false,
            legs: 'sit',
            topStyle: 'shirt',
            top: '#4f7cc4',
            look: -0.5,
            smile: 'open',
            arms: { l: [20, -40], r: [50, -90] },
          }),
        ),
        stand(
          c,
          960,
          830,
          s,
          student(c, {
            female: true,
            legs: 'sit',
            topStyle: 'tshirt',
            top: P.saffron2,
            hairStyle: 'pony',
            look: -0.6,
            smile: 'open',
          }),
        ),
        ellipse(300, 860, 150, 12, '#000000', { opacity: 0.14 }),
        stand(
          c,
          230,
          860,
          2.35,
          student(c, {
            female: false,
            topStyle: 'kurta',
            top: P.teal,
            bottom: '#f3e3c7',
            bag: P.coral,
            look: 0.5,
            smile: 'open',
            hold: { r: items.book('#c0392b') },
            arms: { r: [30, -110] },
          }),
        ),
        stand(
          c,
          370,
          865,
          2.3,
          student(c, {
            female: true,
            topStyle: 'kurta',
            top: P.plum,
            dupatta: P.saffron,
            hairStyle: 'braid',
            look: -0.4,
            hold: { l: items.book(P.teal) },
            arms: { l: [28, -100] },
          }),
        ),
      ),
    }),
  );
}

function gate(c) {
  const gy = H * 0.66;
  const gx = W * 0.5;
  return c.svg(
    L.sky(c, 'day'),
    L.cloud(c, 200, 120, 1.2),
    L.cloud(c, 950, 90, 0.9),
    L.campusBuilding(c, 260, gy - 30, 680, 300, { floors: 4, flag: false }),
    L.lawn(c, gy - 34, { path: [gx, 220, 900] }),
    // gate pillars and arch band (blank sign with emblem)
    [-1, 1].map((s) =>
      g(
        {},
        rect(gx + s * 300 - 40, gy - 330, 80, 340, '#e9dcc4'),
        rect(gx + s * 300 - 48, gy - 345, 96, 22, '#c9b08a'),
        rect(gx + s * 300 - 30, gy - 300, 60, 250, '#dccaa9', { opacity: 0.6 }),
        circle(gx + s * 300, gy - 360, 14, P.saffron),
      ),
    ),
    path(
      `M${gx - 340},${gy - 250}Q${gx},${gy - 340} ${gx + 340},${gy - 250}L${gx + 340},${gy - 200}Q${gx},${gy - 290} ${gx - 340},${gy - 200}Z`,
      P.navy2,
    ),
    medallion(gx, gy - 272, 30),
    // open gates
    [-1, 1].map((s) =>
      g(
        {},
        Array.from({ length: 9 }, (_, i) =>
          rect(gx + s * (260 - i * 3) - (s > 0 ? 4 : 0) - s * 0 + s * 0, gy - 150 + i * 6, 4, 140 - i * 6, '#2b3040', {
            transform: `translate(${s * i * 12} 0)`,
          }),
        ),
        rect(s > 0 ? gx + 150 : gx - 262, gy - 152, 112, 6, '#2b3040'),
        rect(s > 0 ? gx + 150 : gx - 262, gy - 60, 112, 6, '#2b3040'),
      ),
    ),
    [80, 1120].map((x) => L.palm(c, x, gy + 30, 2.1, x > 600 ? -1 : 1)),
    L.bush(c, 200, gy + 10, 1.2, '#d65a73'),
    L.bush(c, 1000, gy + 10, 1.2, '#d65a73'),
    [
      [
        0.42,
        0.95,
        2.3,
        { female: true, bag: P.navy2, topStyle: 'kurta', top: P.saffron2, look: 0.2, back: true, hairStyle: 'braid' },
      ],
      [0.55, 0.97, 2.35, { female: false, bag: P.coral, topStyle: 'shirt', top: '#ffffff', back: true }],
      [0.68, 0.86, 1.9, { female: true, topStyle: 'kurta', top: P.teal, back: true, hairStyle: 'long' }],
      [0.3, 0.84, 1.8, { female: false, topStyle: 'tshirt', top: P.rose, back: true, bag: P.navy2 }],
    ].map(([x, y, s, o]) =>
      g(
        {},
        ellipse(x * W, y * H, 28 * s, 5 * s, '#000000', { opacity: 0.14 }),
        stand(c, x * W, y * H, s, student(c, o)),
      ),
    ),
  );
}

function annualDay(c) {
  const fy = H * 0.62;
  return c.svg(
    X.stage(c, { floorY: fy }),
    X.ribbonBanner(c, W * 0.3, H * 0.16, W * 0.4, 56, P.saffron2),
    medallion(W * 0.5, H * 0.16 + 28, 36),
    X.garland(c, W * 0.16, H * 0.12, W * 0.84, H * 0.12, 50, 1.2),
    X.spotlight(c, W * 0.35, W * 0.42, fy + 40, 150),
    X.spotlight(c, W * 0.7, W * 0.62, fy + 40, 150),
    X.diya(c, W * 0.26, fy + 10, 1.5),
    X.podium(c, W * 0.6, fy + 30, 1.7),
    stand(c, W * 0.6, fy + 20, 2.1, {
      ...director({ look: 0.2, smile: 'open', arms: { l: [10, -4], r: [40, -60] } }),
      layer: undefined,
    }),
    X.podium(c, W * 0.6, fy + 30, 1.7),
    stand(
      c,
      W * 0.42,
      fy + 28,
      1.9,
      student(c, {
        female: true,
        topStyle: 'saree',
        top: P.maroon,
        saree: P.saffron2,
        hairStyle: 'bun',
        look: 0.5,
        bindi: true,
        arms: { l: [12, -4], r: [40, -100] },
        hold: { r: items.mic() },
      }),
    ),
    [0.12, 0.88].map((x) => g({}, rect(x * W - 40, fy - 10, 80, 40, '#e0d2b8'), X.plant(c, x * W, fy - 8, 1.3))),
    X.audience(c, H * 0.92, 3, { scale: 1.6, rowGap: 52 }),
  );
}

function flagDay(c) {
  const gy = H * 0.6;
  const px = W * 0.5;
  const salute = { arms: { l: [135, 113, 1.2], r: [8, -4] } };
  const row = (y, s, xs) =>
    xs.map((x, i) =>
      g(
        {},
        ellipse(x * W, y, 22 * s, 4 * s, '#000000', { opacity: 0.14 }),
        stand(
          c,
          x * W,
          y,
          s,
          student(c, {
            topStyle: 'uniform',
            top: '#ffffff',
            bottom: P.navy2,
            tie: P.navy2,
            female: i % 2 === 0,
            hairStyle: i % 2 === 0 ? 'braid' : 'short',
            look: x < 0.5 ? 0.5 : -0.5,
            ...salute,
          }),
        ),
      ),
    );
  return c.svg(
    L.sky(c, 'morning'),
    L.sun(c, W * 0.82, H * 0.16, 36),
    L.cloud(c, 180, 130, 1.1),
    L.cloud(c, 760, 80, 0.8),
    L.campusBuilding(c, 120, gy + 4, 960, 300, { floors: 3, flag: false }),
    rect(
      0,
      gy,
      W,
      H - gy,
      c.lin([
        [0, '#e3d5bb'],
        [1, '#cdb996'],
      ]),
    ),
    // plinth and pole
    rect(px - 90, gy + 60, 180, 40, '#e8e0d2'),
    rect(px - 70, gy + 30, 140, 34, '#f3ede2'),
    line(px, gy + 30, px, H * 0.08, '#b8c0c8', 6),
    circle(px, H * 0.08 - 4, 7, '#d9a93a'),
    L.indianFlag(px + 3, H * 0.08 + 4, 3.6),
    line(px + 3, H * 0.08, px + 10, gy + 30, '#ffffff', 1.2, { opacity: 0.7 }),
    X.confetti(c, px - 60, H * 0.1, 240, 260, 40).replaceAll(
      /fill="#[0-9a-f]{6}"/g,
      () => `fill="${c.r.pick(['#f08c0c', '#fbab2c', '#e76f51', '#f5c242'])}"`,
    ),
    stand(
      c,
      px + 70,
      gy + 95,
      2.0,
      director({
        topStyle: 'kurta',
        top: '#ffffff',
        bottom: '#ffffff',
        tie: undefined,
        look: -0.6,
        arms: { l: [150, -10], r: [20, -10] },
      }),
    ),
    row(gy + 110, 1.25, [0.08, 0.16, 0.24, 0.32, 0.68, 0.76, 0.84, 0.92]),
    row(gy + 230, 1.6, [0.05, 0.17, 0.29, 0.71, 0.83, 0.95]),
    row(gy + 360, 2.0, [0.1, 0.25, 0.75, 0.9]),
  );
}

function lectureHall(c) {
  return c.svg(
    classroom(c, {
      wall: '#efe3cf',
      windows: [[0.78, 0.18]],
      board: {
        x: 0.14,
        w: 0.5,
        kind: 'black',
        diagrams: [
          ['india', 0.05, 0.1, 0.25, 0.8],
          ['pie', 0.4, 0.12, 0.22, 0.4],
        ],
        lines: [
          [0.4, 0.66, 0.5],
          [0.4, 0.78, 0.42],
          [0.68, 0.2, 0.26],
          [0.68, 0.34, 0.2],
        ],
      },
      teacher: {
        x: 0.7,
        female: true,
        skin: '#e5b48c',
        hair: '#1f1611',
        hairStyle: 'long',
        topStyle: 'kurta',
        top: P.navy2,
        bottom: '#f3e3c7',
        dupatta: P.saffron,
        look: -0.5,
        arms: { l: [110, -20], r: [12, -4] },
        hold: { l: items.marker() },
      },
      clockX: 0.07,
      rows: [
        [0.58, 1.5, [0.06, 0.26, 0.46, 0.86]],
        [0.7, 2.1, [0.12, 0.4, 0.62, 0.94]],
        [0.86, 2.9, [0.22, 0.78]],
      ],
    }),
  );
}

function smartClass(c) {
  const fy = H * 0.6;
  return c.svg(
    X.room(c, { floorY: fy, wall: '#e7edf4', floor: '#8e9cb3', dadoCol: '#d2dce8', dadoH: 70 }),
    X.screen(c, 260, 90, 560, 300),
    stroke('M540,20L540,80', '#3a3f4a', 3),
    rect(500, 10, 80, 30, '#3a3f4a', { rx: 6 }),
    X.beam(
      c,
      [
        [540, 40],
        [560, 40],
        [820, 390],
        [260, 390],
      ],
      '#ffffff',
      0.12,
    ),
    stand(c, 940, fy + 60, 2.05, {
      female: false,
      skin: '#d29e74',
      hair: '#1f1611',
      hairStyle: 'side',
      topStyle: 'blazer',
      coat: '#3a4257',
      shirt: '#9fc3e9',
      look: -0.6,
      arms: { l: [95, -30], r: [12, -4] },
    }),
    X.plant(c, 1120, fy + 20, 1.6),
    studyTable(
      c,
      -20,
      W + 20,
      H * 0.76,
      [
        [180, student(c, { female: true, topStyle: 'kurta', top: P.coral, hairStyle: 'long', look: 0.5 })],
        [440, student(c, { female: false, topStyle: 'tshirt', top: P.teal, look: 0.5, glasses: true })],
        [760, student(c, { female: true, topStyle: 'shirt', top: '#ffffff', hairStyle: 'pony', look: 0.5 })],
        [1020, student(c, { female: false, topStyle: 'kurta', top: P.saffron2, look: 0.5 })],
      ],
      [[180, 440, 760, 1020].map((x) => X.laptopBack(x, H * 0.76 + 52, 2.3, '#c7ccd4'))],
      2.3,
      '#c9905a',
    ),
  );
}

function discussion(c) {
  const ty = H * 0.62;
  return c.svg(
    X.room(c, { floorY: H * 0.58, wall: '#f4ead9', floor: '#b98a5e', dadoCol: '#e4d3b6' }),
    X.windowFrame(c, 90, 90, 260, 260),
    X.board(c, 520, 100, 420, 220, {
      kind: 'white',
      diagrams: [['bars', 0.06, 0.15, 0.35, 0.65]],
      lines: [
        [0.5, 0.2, 0.4],
        [0.5, 0.35, 0.34],
        [0.5, 0.5, 0.38],
        [0.5, 0.65, 0.3],
      ],
    }),
    X.plant(c, 1100, H * 0.58, 1.7),
    stand(c, 1000, H * 0.68, 2.0, {
      female: true,
      skin: '#bf875c',
      hair: '#15100d',
      hairStyle: 'bun',
      topStyle: 'kurta',
      top: P.teal,
      bottom: '#f3e3c7',
      dupatta: P.saffron,
      glasses: true,
      look: -0.6,
      arms: { l: [35, -110], r: [12, -4] },
      hold: { l: items.tablet() },
    }),
    studyTable(
      c,
      120,
      940,
      ty,
      [
        [260, student(c, { female: false, topStyle: 'shirt', top: '#9fc3e9', look: 0.4, smile: 'open' })],
        [450, student(c, { female: true, topStyle: 'kurta', top: P.rose, hairStyle: 'braid', look: 0.2 })],
        [
          640,
          student(c, {
            female: false,
            topStyle: 'tshirt',
            top: P.saffron2,
            hairStyle: 'curly',
            look: -0.3,
            arms: { l: [16, -44], r: [70, -40] },
          }),
        ],
        [820, student(c, { female: true, topStyle: 'tshirt', top: P.plum, hairStyle: 'pony', look: -0.4 })],
      ],
      [
        X.paper(220, ty + 14, 70, 40, -6),
        X.paper(600, ty + 16, 70, 40, 8),
        X.bookStack(c, 530, ty + 50, 0.8, 3),
        X.laptopBack(380, ty + 50, 1.6),
      ],
    ),
    stand(
      c,
      300,
      H + 230,
      3.2,
      student(c, { back: true, female: true, topStyle: 'kurta', top: P.saffron, hairStyle: 'long', legs: 'none' }),
    ),
    stand(
      c,
      860,
      H + 230,
      3.2,
      student(c, { back: true, female: false, topStyle: 'shirt', top: P.navy3, legs: 'none' }),
    ),
  );
}

function cricket(c) {
  const gy = H * 0.42;
  const bat = (x, y) =>
    g(
      { transform: `rotate(-28 ${x} ${y})` },
      rect(x - 2, y - 6, 4, 20, '#3a2a1a'),
      rect(x - 5, y + 12, 10, 46, '#e8c98f', { rx: 3 }),
    );
  return c.svg(
    L.sky(c, 'golden', gy + 10),
    L.sun(c, 420, gy - 60, 34, '#fff0c0'),
    L.cloud(c, 220, 110, 1.2, '#ffffff', 0.6),
    L.cloud(c, 900, 80, 1, '#ffffff', 0.6),
    L.campusBuilding(c, 620, gy + 4, 520, 190, { floors: 3, flag: false, lit: true }),
    [80, 220, 380, 520].map((x, i) => L.tree(c, x, gy + 14, 1.2 + (i % 2) * 0.2)),
    rect(
      0,
      gy,
      W,
      H - gy,
      c.lin([
        [0, '#9fd07a'],
        [1, '#5e9f4a'],
      ]),
    ),
    Array.from({ length: 6 }, (_, i) => rect(0, gy + 40 + i * 90, W, 45, '#ffffff', { opacity: 0.05 })),
    poly(
      [
        [540, gy + 80],
        [660, gy + 80],
        [820, H],
        [380, H],
      ],
      '#dcc79a',
    ),
    // far stumps and bowler
    [596, 600, 604].map((x) => rect(x - 1.5, gy + 62, 3, 20, '#f6efe3')),
    stand(
      c,
      640,
      gy + 110,
      0.9,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: '#ffffff',
        arms: { l: [30, 0], r: [175, 0] },
        hold: { r: (x, y) => circle(x, y - 4, 3, '#c0392b') },
      }),
    ),
    stand(
      c,
      250,
      gy + 160,
      0.8,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: '#ffffff',
        arms: { l: [40, -20], r: [40, -20] },
      }),
    ),
    stand(
      c,
      1000,
      gy + 190,
      0.85,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: '#ffffff',
        arms: { l: [40, -20], r: [40, -20] },
      }),
    ),
    // near stumps and batter
    [570, 600, 630].map((x) => rect(x - 4, H - 250, 8, 110, '#f6efe3', { rx: 2 })),
    rect(566, H - 254, 68, 6, '#e8c98f', { rx: 2 }),
    ellipse(700, H - 110, 90, 14, '#000000', { opacity: 0.18 }),
    stand(
      c,
      700,
      H - 110,
      2.7,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: '#ffffff',
        shoes: '#f6efe3',
        skin: '#a66f48',
        hairStyle: 'short',
        legs: 'apart',
        look: -0.8,
        arms: { l: [22, -75], r: [10, -40] },
        hold: { r: bat },
      }),
    ),
    // spectators on the boundary
    [
      [90, H - 40],
      [180, H - 30],
    ].map(([x, y], i) =>
      stand(
        c,
        x,
        y,
        2.2,
        student(c, { female: i === 0, legs: 'stand', smile: 'open', arms: { l: [150, 10], r: [150, 10] } }),
      ),
    ),
  );
}

function yoga(c) {
  const gy = H * 0.55;
  const mat = (x, y, col) =>
    poly(
      [
        [x - 90, y],
        [x + 90, y],
        [x + 110, y + 30],
        [x - 110, y + 30],
      ],
      col,
    );
  return c.svg(
    L.sky(c, 'golden', gy + 10),
    L.sun(c, W * 0.5, gy - 40, 60, '#fff0c0'),
    L.hills(c, gy - 10, '#c9c9a8', 40),
    rect(
      0,
      gy,
      W,
      H - gy,
      c.lin([
        [0, '#a7cf7e'],
        [1, '#6aa955'],
      ]),
    ),
    L.tree(c, 90, gy + 40, 1.8),
    L.tree(c, 1120, gy + 30, 1.6),
    L.palm(c, 1010, gy + 20, 1.6, -1),
    mat(260, gy + 140, P.teal),
    mat(600, gy + 140, P.coral),
    mat(940, gy + 140, P.plum),
    mat(400, gy + 300, P.saffron2),
    mat(800, gy + 300, P.navy3),
    // tree pose, warrior, meditation
    stand(
      c,
      260,
      gy + 160,
      1.5,
      student(c, {
        female: true,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: P.navy2,
        hairStyle: 'bun',
        closedEyes: true,
        legs: [3, 0, 80, -155],
        arms: { l: [172, 8], r: [172, 8] },
      }),
    ),
    stand(
      c,
      600,
      gy + 160,
      1.5,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: P.saffron,
        bottom: '#2b3040',
        legs: [28, 0, 28, 0],
        arms: { l: [90, 0], r: [90, 0] },
      }),
    ),
    stand(
      c,
      940,
      gy + 160,
      1.5,
      student(c, {
        female: true,
        topStyle: 'tshirt',
        top: P.teal,
        bottom: '#2b3040',
        hairStyle: 'pony',
        closedEyes: true,
        legs: 'cross',
        arms: { l: [30, -30], r: [30, -30] },
      }),
    ),
    stand(
      c,
      400,
      gy + 320,
      1.9,
      student(c, {
        female: false,
        topStyle: 'tshirt',
        top: '#ffffff',
        bottom: P.navy2,
        closedEyes: true,
        legs: 'cross',
        arms: { l: [30, -30], r: [30, -30] },
      }),
    ),
    stand(
      c,
      800,
      gy + 320,
      1.9,
      student(c, {
        female: true,
        topStyle: 'kurta',
        top: P.rose,
        bottom: '#f3e3c7',
        hairStyle: 'long',
        closedEyes: true,
        legs: 'cross',
        arms: { l: [170, 10], r: [170, 10] },
      }),
    ),
  );
}

function felicitation(c) {
  const fy = H * 0.68;
  return c.svg(
    X.stage(c, { floorY: fy, curtain: P.maroon }),
    X.ribbonBanner(c, W * 0.28, H * 0.17, W * 0.44, 60, P.saffron2),
    medallion(W * 0.5, H * 0.17 + 30, 38),
    X.garland(c, W * 0.16, H * 0.11, W * 0.84, H * 0.11, 60, 1.2),
    X.spotlight(c, W * 0.5, W * 0.5, fy + 60, 260),
    stand(c, W * 0.42, fy + 70, 2.5, director({ look: 0.7, smile: 'open', arms: { l: [12, -4], r: [72, -40] } })),
    stand(
      c,
      W * 0.585,
      fy + 72,
      2.45,
      student(c, {
        female: true,
        topStyle: 'kurta',
        top: P.teal,
        dupatta: P.saffron,
        bottom: '#f3e3c7',
        hairStyle: 'braid',
        look: -0.7,
        smile: 'open',
        arms: { l: [60, -60], r: [12, -4] },
        hold: { l: items.trophy() },
      }),
    ),
    X.confetti(c, 160, 60, 880, 380, 80),
    X.audience(c, H * 0.95, 2, { scale: 1.7, rowGap: 56 }),
  );
}

function toppersWall(c) {
  const fy = H * 0.64;
  const frame = (x, y, s, o) =>
    g(
      {},
      rect(x - 56 * s, y - 70 * s, 112 * s, 140 * s, '#c99a3a', { rx: 4 }),
      rect(
        x - 48 * s,
        y - 62 * s,
        96 * s,
        124 * s,
        c.lin([
          [0, '#dbe8f5'],
          [1, '#b9cfe6'],
        ]),
      ),
      g(
        { clipPath: c.clip(`f${x},${y}`, rect(x - 48 * s, y - 62 * s, 96 * s, 124 * s, '#000')) },
        at(x, y + 225 * s, 1.55 * s, false, person(c, { ...student(c, o), legs: 'none', detail: true })),
      ),
    );
  return c.svg(
    X.room(c, { floorY: fy, wall: '#1f3f82', floor: '#a8703f', dadoCol: '#183468', dadoH: 80 }),
    rect(0, 20, W, 8, P.saffron),
    [
      [150, 150],
      [330, 150],
      [510, 150],
      [690, 150],
      [870, 150],
      [1050, 150],
      [240, 360],
      [420, 360],
      [780, 360],
      [960, 360],
    ].map(([x, y], i) => frame(x, y, 0.9, { female: i % 2 === 0, smile: 'open' })),
    X.bigTrophy(c, 600, 470, 1.3),
    [
      [
        0.2,
        2.6,
        {
          female: true,
          topStyle: 'kurta',
          top: P.rose,
          hairStyle: 'long',
          hold: { r: items.certificate() },
          arms: { r: [40, -110] },
        },
      ],
      [
        0.36,
        2.7,
        {
          female: false,
          topStyle: 'blazer',
          coat: P.navy,
          tie: P.maroon,
          hold: { l: items.trophy() },
          arms: { l: [40, -110] },
        },
      ],
      [
        0.64,
        2.65,
        {
          female: true,
          topStyle: 'saree',
          top: P.saffron2,
          saree: P.teal,
          hairStyle: 'braid',
          hold: { r: items.certificate() },
          arms: { r: [40, -110] },
        },
      ],
      [
        0.8,
        2.7,
        {
          female: false,
          topStyle: 'kurta',
          top: '#ffffff',
          bottom: '#f3e3c7',
          hairStyle: 'curly',
          hold: { l: items.certificate() },
          arms: { l: [40, -110] },
        },
      ],
    ].map(([x, s, o]) =>
      g(
        {},
        ellipse(x * W, H - 20, 34 * s, 6 * s, '#000000', { opacity: 0.2 }),
        stand(c, x * W, H - 20, s, student(c, { smile: 'open', medal: true, ...o })),
      ),
    ),
    X.confetti(c, 40, 40, 1120, 500, 50),
  );
}

export { courtyard };

export const gallery = {
  'gallery/01.jpg': [W, H, campusDay],
  'gallery/02.jpg': [W, H, courtyardChat],
  'gallery/03.jpg': [W, H, gate],
  'gallery/04.jpg': [W, H, annualDay],
  'gallery/05.jpg': [W, H, flagDay],
  'gallery/06.jpg': [W, H, lectureHall],
  'gallery/07.jpg': [W, H, smartClass],
  'gallery/08.jpg': [W, H, discussion],
  'gallery/09.jpg': [W, H, cricket],
  'gallery/10.jpg': [W, H, yoga],
  'gallery/11.jpg': [W, H, felicitation],
  'gallery/12.jpg': [W, H, toppersWall],
};
