/**
 * Wide home/about heroes, 1920 × 800. The left ~45% stays calm (sky, wall, shadow) because the
 * site lays a dark overlay with a title over it; the subject sits on the right.
 */
import { g, rect, circle, ellipse, path, stroke } from '../lib/core.mjs';
import { P } from '../lib/palette.mjs';
import { items } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { student, stand } from './cast.mjs';
import { classroom, library, campus } from './sets.mjs';

const W = 1920;
const H = 800;

/** Darkens the left side slightly so overlay text always has calm contrast. */
const calmLeft = (c, op = 0.18) =>
  rect(
    0,
    0,
    W * 0.55,
    H,
    c.lin(
      [
        [0, '#0d1b3d', op],
        [1, '#0d1b3d', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );

function campusFront(c) {
  return c.svg(
    campus(c, {
      sky: 'morning',
      sun: [0.16, 0.2],
      clouds: [
        [0.3, 0.12, 1.4],
        [0.08, 0.3, 1],
        [0.66, 0.1, 1.1],
        [0.95, 0.16, 0.9],
      ],
      building: { x: 0.5, w: 0.42, h: 0.58, floors: 4, flagX: -790 },
      ground: 0.68,
      palms: [0.47, 0.97],
      trees: [0.06, 0.3],
      bushes: [0.2, 0.44],
      walkers: [
        [
          0.6,
          0.95,
          2.0,
          {
            female: true,
            hairStyle: 'braid',
            topStyle: 'kurta',
            top: P.coral,
            dupatta: P.saffron,
            bag: P.navy2,
            look: 0.3,
            hold: { r: items.book(P.navy2) },
            arms: { r: [30, -110] },
          },
        ],
        [0.66, 0.97, 2.05, { female: false, topStyle: 'shirt', top: '#ffffff', bag: P.teal, look: -0.3 }],
        [0.84, 0.93, 1.95, { female: true, hairStyle: 'pony', topStyle: 'tshirt', top: P.teal, look: 0.4 }],
        [
          0.9,
          0.96,
          2.05,
          {
            female: false,
            topStyle: 'kurta',
            top: P.saffron,
            bottom: '#f3e3c7',
            look: -0.4,
            hold: { l: items.book('#c0392b') },
            arms: { l: [28, -100] },
          },
        ],
      ],
    }),
    calmLeft(c, 0.12),
  );
}

function lecture(c) {
  return c.svg(
    classroom(c, {
      wall: '#eee4d3',
      dado: '#d9c9ae',
      windows: [
        [0.06, 0.16],
        [0.27, 0.16],
      ],
      board: {
        x: 0.5,
        w: 0.34,
        kind: 'green',
        diagrams: [
          ['sine', 0.06, 0.12, 0.36, 0.34],
          ['triangle', 0.62, 0.1, 0.26, 0.4],
          ['bars', 0.06, 0.6, 0.3, 0.32],
        ],
        lines: [
          [0.44, 0.6, 0.48],
          [0.44, 0.72, 0.38],
          [0.44, 0.84, 0.44],
        ],
      },
      teacher: {
        x: 0.905,
        female: false,
        skin: '#bf875c',
        hairStyle: 'side',
        hair: '#2e2018',
        topStyle: 'shirt',
        top: '#9fc3e9',
        bottom: '#2b3040',
        glasses: true,
        look: -0.6,
        arms: { l: [100, -25], r: [12, -5] },
        hold: { l: items.pointer() },
      },
      clockX: 0.95,
      lightsX: [0.2, 0.45, 0.7, 0.92],
      rows: [
        [0.6, 1.6, [0.5, 0.6, 0.74, 0.86]],
        [0.72, 2.2, [0.44, 0.56, 0.7, 0.97]],
        [0.88, 3.0, [0.62, 0.8]],
      ],
      extra: X.plant(c, 0.44 * W, 0.66 * H, 1.6),
    }),
    calmLeft(c),
  );
}

function toppers(c) {
  const fy = H * 0.78;
  const cheer = [
    [
      0.56,
      2.2,
      {
        female: true,
        hairStyle: 'long',
        topStyle: 'kurta',
        top: P.rose,
        dupatta: P.saffron,
        arms: { l: [150, 10], r: [40, -110] },
        hold: { r: items.certificate() },
      },
    ],
    [
      0.65,
      2.35,
      {
        female: false,
        hairStyle: 'side',
        topStyle: 'blazer',
        coat: P.navy2,
        tie: P.maroon,
        arms: { l: [12, -4], r: [160, 10] },
        hold: { r: items.trophy() },
      },
    ],
    [
      0.74,
      2.3,
      {
        female: true,
        hairStyle: 'braid',
        topStyle: 'saree',
        top: P.saffron2,
        saree: P.teal,
        arms: { l: [150, 12], r: [150, 12] },
      },
    ],
    [
      0.83,
      2.35,
      {
        female: false,
        hairStyle: 'curly',
        topStyle: 'kurta',
        top: '#ffffff',
        bottom: '#f3e3c7',
        arms: { l: [40, -100], r: [150, 10] },
        hold: { l: items.certificate() },
      },
    ],
    [
      0.92,
      2.25,
      {
        female: true,
        hairStyle: 'bun',
        topStyle: 'blazer',
        coat: '#3a2a4a',
        arms: { l: [160, 5], r: [20, -10] },
        hold: { l: (x, y) => g({}, circle(x, y - 10, 6, '#f2b531'), circle(x, y - 10, 4, '#f8d46a')) },
      },
    ],
  ];
  return c.svg(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, '#0f1f47'],
        [1, '#1b3a7e'],
      ]),
    ),
    // stage backdrop with bokeh
    Array.from({ length: 40 }, () =>
      circle(c.r.range(0, W), c.r.range(0, H * 0.7), c.r.range(6, 28), c.r.pick([P.saffron, '#ffffff', '#8fb4ff']), {
        opacity: c.r.range(0.05, 0.18),
      }),
    ),
    rect(
      W * 0.48,
      H * 0.08,
      W * 0.5,
      H * 0.62,
      c.lin([
        [0, '#24468f'],
        [1, '#1b3a7e'],
      ]),
      { rx: 10 },
    ),
    rect(W * 0.48, H * 0.08, W * 0.5, H * 0.62, 'none', { stroke: P.saffron, strokeWidth: 5, rx: 10 }),
    X.garland(c, W * 0.48, H * 0.08, W * 0.98, H * 0.08, 60, 1.2),
    X.spotlight(c, W * 0.62, W * 0.64, fy + 30, 260),
    X.spotlight(c, W * 0.86, W * 0.82, fy + 30, 260),
    rect(
      0,
      fy,
      W,
      H - fy,
      c.lin([
        [0, '#6d4326'],
        [1, '#3a2414'],
      ]),
    ),
    rect(0, fy, W, 8, '#a8703f'),
    X.bigTrophy(c, W * 0.97, fy + 10, 1.3),
    cheer.map(([x, s, o]) =>
      g(
        {},
        ellipse(x * W, fy + 60, 36 * s, 6 * s, '#000000', { opacity: 0.2 }),
        stand(c, x * W, fy + 60, s, student(c, { smile: 'open', ...o })),
      ),
    ),
    X.confetti(c, W * 0.46, 0, W * 0.54, H * 0.7, 140),
    calmLeft(c, 0.1),
  );
}

function studyHall(c) {
  return c.svg(
    library(c, {
      shelves: [0, 0.115, 0.23, 0.345, 0.86],
      arch: [0.6, 0.18],
      view: (x, y, w, h) => g({}, L.tree(c, x + w * 0.3, y + h, 1.3), L.tree(c, x + w * 0.85, y + h * 1.02, 1.5)),
      table: [0.42, 1.02],
      seats: [0.52, 0.66, 0.8, 0.94],
      lamps: [0.59, 0.87],
      stacks: [0.73],
      students: [
        { female: true, hairStyle: 'long', topStyle: 'kurta', top: P.teal },
        { female: false, topStyle: 'shirt', top: '#ffffff', glasses: true },
        { female: true, hairStyle: 'pony', topStyle: 'tshirt', top: P.saffron2 },
        { female: false, topStyle: 'kurta', top: P.plum },
      ],
    }),
    calmLeft(c, 0.38),
  );
}

function dusk(c) {
  return c.svg(
    campus(c, {
      sky: 'dusk',
      clouds: [
        [0.25, 0.18, 1.3],
        [0.7, 0.12, 1],
      ],
      building: { x: 0.52, w: 0.4, h: 0.56, floors: 4, lit: true, flagX: -760 },
      ground: 0.7,
      hill: '#4a5f8a',
      far: '#4f7a55',
      near: '#35553c',
      palms: [0.48, 0.96],
      trees: [0.1, 0.32],
      walkers: [],
    }),
    Array.from({ length: 30 }, () =>
      circle(c.r.range(0, W), c.r.range(0, H * 0.35), c.r.range(1, 2.2), '#ffffff', { opacity: c.r.range(0.3, 0.8) }),
    ),
    calmLeft(c, 0.2),
  );
}

function aboutHero(c) {
  return c.svg(
    L.sky(c, 'golden'),
    L.sun(c, W * 0.2, H * 0.3, 40, '#fff1c7'),
    L.cloud(c, W * 0.35, H * 0.15, 1.3),
    L.cloud(c, W * 0.75, H * 0.1, 1),
    L.hills(c, H * 0.66, '#c9d3b8', 40),
    L.lawn(c, H * 0.7, { path: [W * 0.71, 110, 700] }),
    L.campusBuilding(c, W * 0.46, H * 0.71, W * 0.5, H * 0.6, { floors: 5, accent: P.navy, flagX: -1000 }),
    L.campusBuilding(c, W * 0.3, H * 0.7, W * 0.14, H * 0.32, { floors: 3, accent: P.navy, flag: false }),
    [0.05, 0.2, 0.36].map((x) => L.tree(c, x * W, H * 0.76, 1.6)),
    [0.44, 0.98].map((x) => L.palm(c, x * W, H * 0.78, 2, x > 0.5 ? -1 : 1)),
    [0.55, 0.87].map((x) => L.bush(c, x * W, H * 0.76, 1.3, '#f08c0c')),
    calmLeft(c, 0.12),
  );
}

export const heroes = {
  'hero/home-1.jpg': [W, H, campusFront],
  'hero/home-2.jpg': [W, H, lecture],
  'hero/home-3.jpg': [W, H, toppers],
  'hero/home-4.jpg': [W, H, studyHall],
  'hero/fallback.jpg': [W, H, dusk],
  'about/hero.jpg': [W, H, aboutHero],
};
