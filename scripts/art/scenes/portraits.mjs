/** Student portraits (400²), the director (800 × 1000), video stills (1280 × 720) and the about courtyard. */
import { g, rect, circle, ellipse, poly, line, at, shade } from '../lib/core.mjs';
import { P, SKIN, HAIR } from '../lib/palette.mjs';
import { person, items } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { emblem } from '../lib/emblem.mjs';
import { student, seatFront, stand } from './cast.mjs';
import { courtyard, director } from './gallery.mjs';

const STUDENTS = [
  {
    bg: '#fde8cc',
    female: true,
    skin: SKIN[1],
    hair: HAIR[1],
    hairStyle: 'long',
    topStyle: 'kurta',
    top: P.coral,
    dupatta: P.saffron,
    earring: true,
  },
  {
    bg: '#dbe8f7',
    female: false,
    skin: SKIN[3],
    hair: HAIR[0],
    hairStyle: 'side',
    topStyle: 'shirt',
    top: '#9fc3e9',
    glasses: true,
  },
  {
    bg: '#dff1ec',
    female: true,
    skin: SKIN[5],
    hair: HAIR[0],
    hairStyle: 'braid',
    topStyle: 'tshirt',
    top: P.teal,
    earring: true,
  },
  { bg: '#f4e0e8', female: false, skin: SKIN[6], hair: HAIR[0], hairStyle: 'curly', topStyle: 'kurta', top: '#ffffff' },
  {
    bg: '#e6e1f4',
    female: true,
    skin: SKIN[0],
    hair: HAIR[2],
    hairStyle: 'scarf',
    scarf: P.plum,
    topStyle: 'kurta',
    top: '#f3e3c7',
  },
  {
    bg: '#fdf0d5',
    female: false,
    skin: SKIN[2],
    hair: HAIR[1],
    hairStyle: 'short',
    topStyle: 'blazer',
    coat: P.navy,
    tie: P.maroon,
    moustache: true,
  },
  {
    bg: '#e0ecf9',
    female: true,
    skin: SKIN[4],
    hair: HAIR[3],
    hairStyle: 'bun',
    topStyle: 'shirt',
    top: '#ffffff',
    glasses: true,
    earring: true,
  },
  {
    bg: '#f1eadc',
    female: false,
    skin: SKIN[1],
    hair: HAIR[4],
    hairStyle: 'short',
    topStyle: 'tshirt',
    top: P.saffron2,
    beard: true,
  },
];

/** Square student portrait: soft backdrop disc, bust with detailed face. */
function studentPortrait(i) {
  return (c) => {
    const { bg, ...o } = STUDENTS[i];
    const s = 5.3;
    return c.svg(
      rect(
        0,
        0,
        400,
        400,
        c.lin(
          [
            [0, shade(bg, 0.35)],
            [1, bg],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      circle(330, 70, 120, shade(bg, -0.05), { opacity: 0.6 }),
      circle(60, 360, 90, shade(bg, 0.45), { opacity: 0.7 }),
      at(
        200,
        176 + 155 * s,
        s,
        false,
        person(c, {
          ...o,
          legs: 'none',
          detail: true,
          smile: i % 3 === 0 ? 'open' : undefined,
          look: [0.15, -0.15, 0, 0.2, -0.1, 0, 0.1, -0.2][i],
          arms: { l: [7, -2], r: [7, -2] },
        }),
      ),
    );
  };
}

function directorPortrait(c) {
  const s = 6.4;
  const deskY = 720;
  const d = director({
    detail: true,
    look: 0.05,
    hairStyle: 'side',
    hair: '#2e2a27',
    salt: true,
    pocketSquare: P.saffron,
    arms: { l: [22, -70], r: [22, -72] },
  });
  const [body, arms] = seatFront(c, 400, deskY, s, d);
  return c.svg(
    rect(
      0,
      0,
      800,
      1000,
      c.lin([
        [0, '#e9dfcf'],
        [1, '#d9ccb6'],
      ]),
    ),
    X.bookshelf(c, 40, 80, 300, 680, { rows: 5, wood: '#6d4326' }),
    X.bookshelf(c, 460, 80, 300, 680, { rows: 5, wood: '#6d4326' }),
    rect(0, 0, 800, 1000, '#2a1d10', { opacity: 0.38 }),
    circle(
      400,
      380,
      360,
      c.rad([
        [0, '#fff3dc', 0.5],
        [1, '#fff3dc', 0],
      ]),
    ),
    body,
    rect(
      0,
      deskY,
      800,
      240,
      c.lin([
        [0, '#7a4d2a'],
        [1, '#4f301a'],
      ]),
    ),
    rect(0, deskY, 800, 18, '#a8703f'),
    rect(0, deskY + 18, 800, 6, '#000000', { opacity: 0.2 }),
    arms,
    g(
      { transform: `translate(560 ${deskY + 8})` },
      poly(
        [
          [0, 0],
          [150, 0],
          [140, -44],
          [10, -44],
        ],
        '#1f2a44',
      ),
      rect(18, -36, 114, 26, '#c99a3a', { rx: 3 }),
    ),
    X.bookStack(c, 130, deskY + 10, 1.1, 3, ['#7a1f2b', '#1f3c7a', '#2d4a3a']),
  );
}

/** Video still: a student speaking to camera; `set` picks the backdrop. */
function videoStill(set, o) {
  return (c) => {
    const W = 1280;
    const H = 720;
    const bg = [];
    if (set === 'shelf') {
      bg.push(
        rect(0, 0, W, H, '#e6d8c0'),
        X.bookshelf(c, 120, 40, 420, 560, { rows: 4, wood: '#7a4d2a' }),
        X.bookshelf(c, 880, 40, 380, 560, { rows: 4, wood: '#7a4d2a' }),
        X.plant(c, 640, 600, 1.6),
        rect(0, 600, W, 120, '#b88a5e'),
      );
    } else if (set === 'brand') {
      bg.push(
        rect(
          0,
          0,
          W,
          H,
          c.lin(
            [
              [0, P.navy2],
              [1, P.navy],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
        Array.from({ length: 9 }, (_, i) => line(0, 80 * i, W, 80 * i - 300, '#ffffff', 1, { opacity: 0.05 })),
        at(200, 200, 5, false, emblem({ bg: false })),
        circle(1100, 620, 200, P.saffron, { opacity: 0.08 }),
        X.plant(c, 1160, 720, 2.2),
      );
    } else if (set === 'board') {
      bg.push(
        rect(0, 0, W, H, '#ece4d6'),
        X.board(c, 60, 80, 700, 360, {
          kind: 'green',
          diagrams: [
            ['atom', 0.06, 0.12, 0.26, 0.5],
            ['parabola', 0.4, 0.1, 0.22, 0.45],
          ],
          lines: [
            [0.66, 0.18, 0.28],
            [0.66, 0.32, 0.22],
            [0.06, 0.75, 0.5],
            [0.06, 0.86, 0.4],
          ],
        }),
        rect(0, 560, W, 160, '#cbbda5'),
      );
    } else {
      bg.push(
        rect(0, 0, W, H, '#eef2f6'),
        X.windowFrame(c, 80, 70, 420, 420, {
          sky: [
            [0, '#a8d2f0'],
            [1, '#f2f8fb'],
          ],
        }),
        X.beam(
          c,
          [
            [80, 70],
            [500, 70],
            [900, 720],
            [200, 720],
          ],
          '#fff6dc',
          0.3,
        ),
        X.clock(1150, 120, 40),
      );
    }
    const s = 7.4;
    const hy = 300;
    return c.svg(
      bg,
      circle(
        800,
        330,
        380,
        c.rad([
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ]),
      ),
      at(800, hy + 155 * s, s, false, person(c, { ...o, legs: 'none', detail: true, smile: 'open' })),
      circle(800 + 7 * s, hy + 24 * s, 6, '#1d1d22'),
      rect(
        0,
        0,
        W,
        H,
        c.rad(
          [
            [0.6, '#000000', 0],
            [1, '#000000', 0.25],
          ],
          0.5,
          0.5,
          0.75,
        ),
      ),
    );
  };
}

function aboutCampus(c) {
  const k = 800 / 900;
  const gy = 400;
  const sitter = (x, y, s, o) => stand(c, x, y, s, student(c, { legs: 'cross', ...o }));
  return c.svg(
    courtyard(c, {
      front: g(
        {},
        ellipse(430, 690, 260, 40, '#000000', { opacity: 0.08 }),
        sitter(330, 640, 2.0, {
          female: true,
          topStyle: 'kurta',
          top: P.teal,
          hairStyle: 'braid',
          look: 0.5,
          arms: { l: [25, -70], r: [30, -80] },
          hold: { r: items.openBook(P.navy2) },
        }),
        sitter(520, 645, 2.0, {
          female: false,
          topStyle: 'tshirt',
          top: P.saffron2,
          look: -0.5,
          smile: 'open',
          arms: { l: [20, -40], r: [60, -80] },
        }),
        sitter(430, 760, 2.3, {
          female: true,
          topStyle: 'kurta',
          top: P.rose,
          hairStyle: 'long',
          back: true,
          arms: { l: [20, -40], r: [20, -40] },
        }),
        X.bookStack(c, 620, 700, 0.8, 3),
        ellipse(900, 790, 130, 12, '#000000', { opacity: 0.14 }),
        stand(
          c,
          850,
          790,
          2.45,
          student(c, {
            female: false,
            topStyle: 'shirt',
            top: '#ffffff',
            bag: P.navy2,
            look: 0.5,
            smile: 'open',
            hold: { r: items.book('#c0392b') },
            arms: { r: [30, -110] },
          }),
        ),
        stand(
          c,
          980,
          795,
          2.4,
          student(c, {
            female: true,
            topStyle: 'kurta',
            top: P.plum,
            dupatta: P.saffron,
            hairStyle: 'pony',
            look: -0.5,
            hold: { l: items.book(P.teal) },
            arms: { l: [28, -100] },
          }),
        ),
      ),
    }),
  );
}

export const portraits = {
  ...Object.fromEntries(STUDENTS.map((_, i) => [`people/student-0${i + 1}.jpg`, [400, 400, studentPortrait(i)]])),
  'people/director.jpg': [800, 1000, directorPortrait],
  'videos/testimonial-01.jpg': [
    1280,
    720,
    videoStill('shelf', {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'long',
      topStyle: 'kurta',
      top: P.teal,
      dupatta: P.saffron,
      earring: true,
      look: -0.1,
      arms: { l: [8, -2], r: [30, -115] },
    }),
  ],
  'videos/testimonial-02.jpg': [
    1280,
    720,
    videoStill('brand', {
      female: false,
      skin: SKIN[4],
      hair: HAIR[1],
      hairStyle: 'side',
      topStyle: 'blazer',
      coat: '#2b3040',
      tie: P.navy2,
      glasses: true,
      look: -0.1,
    }),
  ],
  'videos/testimonial-03.jpg': [
    1280,
    720,
    videoStill('board', {
      female: true,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'shirt',
      top: '#ffffff',
      earring: true,
      look: -0.15,
    }),
  ],
  'videos/testimonial-04.jpg': [
    1280,
    720,
    videoStill('window', {
      female: false,
      skin: SKIN[1],
      hair: HAIR[2],
      hairStyle: 'short',
      topStyle: 'kurta',
      top: P.saffron2,
      moustache: true,
      look: -0.1,
      arms: { l: [30, -115], r: [8, -2] },
    }),
  ],
  'about/campus.jpg': [1200, 800, aboutCampus],
};
