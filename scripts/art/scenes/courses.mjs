/** Course-card illustrations, 1200 × 750, one per course, each showing its subject. */
import { g, rect, circle, ellipse, path, poly, stroke, line, at, shade } from '../lib/core.mjs';
import { P } from '../lib/palette.mjs';
import { items, person, mortarboard } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { student, seatFront, stand } from './cast.mjs';
import { classroom, library, campus, examHall } from './sets.mjs';

const W = 1200;
const H = 750;

/** Study table in the foreground with students seated behind it. */
export function studyTable(c, x1, x2, yBack, people, extras = [], s = 1.9, wood = P.woodLight) {
  const yFront = yBack + 70;
  const seated = people.map(([x, o]) => seatFront(c, x, yBack, s, o));
  return g(
    {},
    seated.map((p) => p[0]),
    X.tableTop(c, x1, x2, yBack, x1 + 30, x2 - 30, yFront, wood),
    rect(x1, yFront + 12, x2 - x1, c.h - yFront, shade(wood, -0.25)),
    rect(x1, yFront + 12, x2 - x1, 8, '#000000', { opacity: 0.15 }),
    extras,
    seated.map((p) => p[1]),
  );
}

/** Water channel leading to a monument (Kartavya Path style). */
const channel = (c, x, top, wTop, wBot) =>
  g(
    {},
    poly(
      [
        [x - wTop / 2 - 14, top],
        [x + wTop / 2 + 14, top],
        [x + wBot / 2 + 40, c.h],
        [x - wBot / 2 - 40, c.h],
      ],
      '#e6d9c0',
    ),
    poly(
      [
        [x - wTop / 2, top],
        [x + wTop / 2, top],
        [x + wBot / 2, c.h],
        [x - wBot / 2, c.h],
      ],
      c.lin([
        [0, '#bfe0f0'],
        [1, '#6fb2d8'],
      ]),
    ),
    poly(
      [
        [x - wTop / 4, top],
        [x, top],
        [x + wBot * 0.1, c.h],
        [x - wBot * 0.25, c.h],
      ],
      '#ffffff',
      { opacity: 0.18 },
    ),
  );

function upsc(c) {
  return c.svg(
    L.sky(c, 'golden'),
    L.sun(c, 1010, 190, 40, '#fff2c8'),
    L.cloud(c, 200, 140, 1.3, '#ffffff', 0.7),
    L.cloud(c, 1060, 110, 0.9, '#ffffff', 0.6),
    L.skyline(c, 440, '#e3cdb3', 30, 90),
    L.parliament(c, 300, 450, 820, { flag: true }),
    L.lawn(c, 448, { far: '#a9cf7e', near: '#73b05a' }),
    channel(c, 710, 452, 60, 360),
    [250, 1170].map((x) => L.tree(c, x, 470, 1.25)),
    [330, 420, 1010, 1100].map((x) => L.ashoka(c, x, 470, 0.75)),
    L.bush(c, 560, 470, 0.8, '#f08c0c'),
    L.bush(c, 860, 470, 0.8, '#f08c0c'),
    studyTable(
      c,
      -20,
      580,
      590,
      [
        [
          140,
          student(c, {
            female: true,
            hairStyle: 'long',
            top: P.coral,
            topStyle: 'kurta',
            dupatta: P.saffron,
            look: 0.3,
          }),
        ],
        [
          390,
          student(c, {
            female: false,
            hairStyle: 'side',
            top: '#4f7cc4',
            topStyle: 'shirt',
            glasses: true,
            look: -0.3,
            arms: { l: [14, -52], r: [40, -130] },
            hold: { r: items.book('#c0392b') },
          }),
        ],
      ],
      [
        X.bookStack(c, 520, 640, 0.9, 4),
        at(150, 632, 2.6, false, items.openBook(P.navy2)(0, 0)),
        X.paper(270, 620, 60, 40, -8),
      ],
    ),
    stand(
      c,
      1010,
      735,
      2.0,
      student(c, {
        female: true,
        hairStyle: 'braid',
        top: P.teal,
        topStyle: 'kurta',
        bottom: '#f3e3c7',
        arms: { l: [12, -4], r: [30, -105] },
        hold: { r: items.book('#2c4f9e') },
      }),
    ),
  );
}

function appscTgpsc(c) {
  return c.svg(
    L.sky(c, 'day'),
    L.sun(c, 1040, 120, 34),
    L.cloud(c, 180, 110, 1.2),
    L.cloud(c, 760, 80, 0.8),
    L.hills(c, 430, '#bcd6c6', 30),
    L.assembly(c, 180, 470, 840, { flag: true }),
    L.lawn(c, 466, { path: [600, 140, 700] }),
    [90, 1110].map((x) => L.palm(c, x, 520, 1.8, x > 600 ? -1 : 1)),
    [260, 940].map((x) => L.bush(c, x, 500, 1.1, '#f08c0c')),
    [
      [
        470,
        640,
        1.7,
        {
          female: true,
          top: P.saffron,
          hairStyle: 'braid',
          hold: { r: items.book('#c0392b') },
          arms: { r: [30, -110] },
        },
      ],
      [
        600,
        660,
        1.75,
        { female: false, top: '#ffffff', topStyle: 'shirt', bottom: '#2b3040', bag: P.navy2, look: -0.4 },
      ],
      [
        730,
        650,
        1.72,
        {
          female: true,
          top: P.teal,
          topStyle: 'kurta',
          dupatta: P.saffron,
          look: -0.4,
          hold: { l: items.book('#2c4f9e') },
          arms: { l: [28, -100] },
        },
      ],
    ].map(([x, y, s, o]) =>
      g({}, ellipse(x, y, 30 * s, 5 * s, '#000000', { opacity: 0.14 }), stand(c, x, y, s, student(c, o))),
    ),
    X.bookStack(c, 1000, 720, 1.2, 4),
    X.bookStack(c, 190, 720, 1.1, 3),
  );
}

function appscGroups(c) {
  return c.svg(
    examHall(c, {
      invigilator: [
        0.63,
        student(c, {
          female: true,
          topStyle: 'saree',
          top: P.navy2,
          saree: P.teal,
          hairStyle: 'bun',
          look: -0.5,
          glasses: true,
          arms: { l: [10, -4], r: [28, -100] },
          hold: { r: items.certificate() },
        }),
      ],
      extra: g(
        {},
        rect(0.3 * W, H * 0.05, 0.14 * W, H * 0.22, P.navy2, { rx: 4 }),
        circle(0.37 * W, H * 0.12, 22, P.saffron),
        rect(0.32 * W, H * 0.19, 0.1 * W, 8, '#ffffff', { opacity: 0.6 }),
        rect(0.58 * W, H * 0.06, 0.1 * W, H * 0.2, '#ffffff', { stroke: '#cfd9e6', strokeWidth: 4 }),
        X.diagrams.india(c, 0.59 * W, H * 0.075, 0.08 * W, H * 0.17, P.navy2),
      ),
    }),
  );
}

function tgpscGroups(c) {
  const awning = (x, y, w, col) =>
    g(
      {},
      rect(x, y, w, 70, '#c79a73'),
      rect(x + 8, y + 22, w - 16, 48, '#7a4d2a', { opacity: 0.45 }),
      Array.from({ length: 6 }, (_, i) =>
        path(
          `M${x - 8 + (i * (w + 16)) / 6},${y}L${x - 8 + ((i + 1) * (w + 16)) / 6},${y}L${x - 8 + ((i + 1) * (w + 16)) / 6},${y + 18}Q${x - 8 + ((i + 0.5) * (w + 16)) / 6},${y + 26} ${x - 8 + (i * (w + 16)) / 6},${y + 18}Z`,
          i % 2 ? '#ffffff' : col,
        ),
      ),
    );
  const vy = 560;
  return c.svg(
    L.sky(c, 'sunset'),
    L.sun(c, 600, 380, 70, '#ffe2a8'),
    L.skyline(c, vy, '#b98484', 40, 160),
    L.skyline(c, vy, '#a07078', 20, 100),
    L.charminar(c, 600, vy, 260),
    [
      [120, 120],
      [170, 150],
      [920, 90],
      [980, 130],
      [1040, 100],
      [860, 160],
    ].map(([x, y]) => stroke(`M${x - 9},${y}q5,-6 9,0q4,-6 9,0`, '#3a2a3a', 2.2)),
    rect(
      0,
      vy - 4,
      W,
      H,
      c.lin([
        [0, '#dcc09b'],
        [1, '#bc9469'],
      ]),
    ),
    Array.from({ length: 17 }, (_, i) =>
      line(600 + (i - 8) * 40, vy, 600 + (i - 8) * 260, H, '#a98259', 1.5, { opacity: 0.45 }),
    ),
    [600, 620, 650, 700, 770].map((y) => line(0, y, W, y, '#a98259', 1.5, { opacity: 0.35 })),
    awning(40, 490, 190, P.coral),
    awning(970, 490, 190, P.teal),
    X.diya(c, 1100, 716, 1.1),
    g(
      {},
      ellipse(260, 735, 120, 10, '#000000', { opacity: 0.16 }),
      stand(
        c,
        200,
        738,
        2.15,
        student(c, {
          female: true,
          top: P.plum,
          topStyle: 'kurta',
          dupatta: P.saffron,
          bottom: '#f3e3c7',
          hairStyle: 'long',
          look: 0.5,
          arms: { l: [30, -100], r: [26, -110] },
          hold: { l: items.openBook('#c0392b') },
        }),
      ),
      stand(
        c,
        330,
        742,
        2.2,
        student(c, {
          female: false,
          top: '#ffffff',
          topStyle: 'kurta',
          bottom: '#f3e3c7',
          hairStyle: 'side',
          look: -0.5,
          moustache: true,
          arms: { l: [10, -4], r: [38, -70] },
          hold: { l: items.book(P.navy2) },
        }),
      ),
    ),
    g(
      {},
      ellipse(920, 742, 60, 9, '#000000', { opacity: 0.16 }),
      stand(
        c,
        920,
        744,
        2.15,
        student(c, {
          female: false,
          top: P.teal,
          topStyle: 'shirt',
          bag: P.coral,
          look: -0.3,
          hold: { r: items.book(P.saffron2) },
          arms: { r: [30, -110] },
        }),
      ),
    ),
  );
}

function iit(c) {
  return c.svg(
    classroom(c, {
      wall: '#e6edf5',
      dado: '#cfdbe8',
      board: {
        x: 0.1,
        w: 0.56,
        kind: 'green',
        diagrams: [
          ['parabola', 0.05, 0.12, 0.24, 0.5],
          ['circuit', 0.38, 0.2, 0.22, 0.35],
          ['atom', 0.72, 0.1, 0.22, 0.42],
          ['vectors', 0.05, 0.68, 0.2, 0.26],
        ],
        lines: [
          [0.32, 0.72, 0.3],
          [0.32, 0.84, 0.22],
          [0.7, 0.68, 0.25],
          [0.7, 0.82, 0.2],
        ],
      },
      teacher: {
        x: 0.75,
        female: false,
        skin: '#a66f48',
        hairStyle: 'grey',
        hair: '#5a5550',
        topStyle: 'shirt',
        top: '#ffffff',
        bottom: '#2b3040',
        glasses: true,
        moustache: true,
        look: -0.6,
        arms: { l: [105, -30], r: [12, -5] },
        hold: { l: items.pointer() },
        flip: false,
      },
      extra: g(
        {},
        X.pendulum(c, 0.92 * W, 0.62 * H, 1.1),
        X.flask(c, 0.86 * W, 0.62 * H, 1.1, P.teal),
        X.beaker(c, 0.97 * W, 0.62 * H, 1, P.coral),
        rect(0.82 * W, 0.62 * H, 0.2 * W, 16, '#3a4257'),
        rect(0.83 * W, 0.62 * H + 16, 0.18 * W, 0.1 * H, '#4a5470'),
      ),
      windows: [],
      clockX: 0.78,
      rows: [
        [0.62, 2.4, [0.1, 0.55]],
        [0.8, 3.2, [0.3, 0.92]],
      ],
      lightsX: [0.2, 0.5, 0.8],
    }),
  );
}

function neet(c) {
  const fy = H * 0.66;
  return c.svg(
    X.room(c, { floorY: fy, wall: '#e3f1ee', floor: '#b7c4c9', dadoCol: '#cbe4df', dadoH: 80 }),
    X.pendant(c, 300, 0, 30, '#ffffff'),
    X.pendant(c, 900, 0, 30, '#ffffff'),
    rect(90, 70, 230, 300, '#ffffff', { rx: 8, stroke: '#bcd6d1', strokeWidth: 4 }),
    X.dnaHelix(c, 205, 220, 250, { w: 7 }),
    rect(380, 80, 300, 200, '#ffffff', { rx: 8, stroke: '#bcd6d1', strokeWidth: 4 }),
    X.diagrams.cell(c, 410, 105, 150, 150, '#2a9d8f'),
    [0, 1, 2, 3].map((i) => rect(585, 120 + i * 34, 70, 8, '#c9dcd8', { rx: 4 })),
    X.redCross(1080, 110, 1.4),
    X.bookshelf(c, 960, 170, 200, 330, {
      rows: 3,
      wood: '#8fa9a4',
      cols: ['#2a9d8f', '#e76f51', '#2c4f9e', '#f0b43c', '#ffffff'],
    }),
    stand(c, 820, fy + 90, 2.1, {
      female: true,
      skin: '#c9946a',
      hair: '#1f1611',
      hairStyle: 'bun',
      topStyle: 'labcoat',
      top: '#9fc3e9',
      bottom: '#2b3040',
      look: -0.4,
      glasses: true,
      arms: { l: [20, -10], r: [34, -118] },
      hold: {
        r: (x, y) =>
          g(
            {},
            rect(x - 3, y - 26, 6, 24, '#eef6fa', { rx: 3, stroke: '#b8cdd8', strokeWidth: 0.8 }),
            rect(x - 3, y - 14, 6, 12, '#e76f51', { rx: 3 }),
          ),
      },
    }),
    // lab bench
    rect(0, 560, W, 24, '#f4f7f8'),
    rect(
      0,
      584,
      W,
      H,
      c.lin([
        [0, '#3f7d74'],
        [1, '#2d5d56'],
      ]),
    ),
    [120, 420, 720, 1020].map((x) => rect(x, 610, 160, 110, '#347068', { rx: 6, stroke: '#2a5a53', strokeWidth: 3 })),
    [120, 420, 720, 1020].map((x) => rect(x + 60, 650, 40, 8, '#cfe3df', { rx: 4 })),
    X.microscope(c, 200, 562, 1.6),
    X.flask(c, 380, 562, 1.3, P.teal),
    X.beaker(c, 470, 562, 1.2, P.coral),
    X.testTubes(c, 620, 562, 1.3),
    X.stethoscope(c, 1000, 572, 1.15),
    X.bookStack(c, 1130, 562, 0.8, 3, ['#2a9d8f', '#e76f51', '#2c4f9e']),
  );
}

function clat(c) {
  const fy = H * 0.62;
  return c.svg(
    X.room(c, { floorY: fy, wall: '#efe3cf', floor: '#8a5a34', dado: false }),
    X.bookshelf(c, 40, 60, 360, fy - 40, {
      rows: 4,
      wood: '#6d4326',
      cols: ['#7a1f2b', '#1f3c7a', '#2d4a3a', '#6b3a1f', '#8c2f39', '#3a2a4a'],
    }),
    X.windowFrame(c, 560, 80, 300, 260, { frame: '#f6efe3' }),
    rect(930, 90, 200, 250, '#e3d3b8', { rx: 6 }),
    X.diagrams.scales(c, 975, 130, 110, 150, '#8a5a34'),
    studyTable(
      c,
      -10,
      W + 10,
      560,
      [
        [
          680,
          student(c, {
            female: true,
            hairStyle: 'long',
            topStyle: 'blazer',
            coat: '#1d2740',
            shirt: '#ffffff',
            look: 0.3,
          }),
        ],
      ],
      [
        at(680, 604, 3.4, false, items.openBook('#7a1f2b')(0, 0)),
        X.justiceScales(c, 290, 630, 1.7),
        X.lawBooks(c, 870, 620, 1.1, 5),
        X.gavel(c, 960, 700, 1.3),
      ],
      2.7,
      '#7a4d2a',
    ),
  );
}

function judicial(c) {
  const fy = H * 0.72;
  const wood = '#6b4226';
  return c.svg(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, '#7a4d2a'],
        [1, '#5d3a21'],
      ]),
    ),
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      rect(i * 160 + 10, 40, 140, 360, shade('#7a4d2a', 0.06), { rx: 4, stroke: '#5d3a21', strokeWidth: 4 }),
    ),
    rect(0, 400, W, 14, '#4a2d18'),
    rect(450, 30, 300, 260, '#8c2f39', { rx: 6 }),
    circle(600, 120, 60, '#e0b453'),
    circle(600, 120, 46, '#c99a3a'),
    X.diagrams.scales(c, 560, 88, 80, 60, '#fff3d0'),
    L.indianFlag(800, 60, 2.2),
    line(800, 50, 800, 400, '#c9cfd6', 4),
    // judge behind the high bench
    path('M520,160L680,160L690,380L510,380Z', '#5d1f28'),
    at(
      600,
      470,
      1.7,
      false,
      person(c, {
        female: false,
        skin: '#bf875c',
        hair: '#4a4540',
        hairStyle: 'grey',
        topStyle: 'coat',
        top: '#15151a',
        glasses: true,
        moustache: true,
        legs: 'none',
        arms: { l: [16, -40], r: [18, -48] },
      }),
    ),
    rect(300, 330, 600, 110, wood),
    rect(290, 322, 620, 16, '#8a5a34'),
    [330, 450, 570, 690, 810].map((x) => rect(x, 350, 80, 80, shade(wood, 0.08), { rx: 3 })),
    rect(
      0,
      fy,
      W,
      H - fy,
      c.lin([
        [0, '#8a5a34'],
        [1, '#5d3a21'],
      ]),
    ),
    // clerks' desk
    rect(200, 440, 800, 120, '#7a4d2a'),
    rect(190, 432, 820, 14, '#a8703f'),
    X.gavel(c, 720, 330, 0.7),
    X.lawBooks(c, 340, 330, 0.5, 4),
    // advocates seen from behind
    stand(c, 330, 800, 2.4, {
      back: true,
      skin: '#a66f48',
      hair: '#1f1611',
      hairStyle: 'short',
      topStyle: 'coat',
      top: '#15151a',
      bottom: '#15151a',
      arms: { l: [10, 0], r: [40, 60] },
    }),
    stand(c, 860, 810, 2.45, {
      back: true,
      female: true,
      skin: '#d29e74',
      hair: '#15100d',
      hairStyle: 'bun',
      topStyle: 'coat',
      top: '#15151a',
      bottom: '#15151a',
      arms: { l: [10, 0], r: [10, 0] },
    }),
    // railing
    rect(0, 600, W, 14, '#a8703f'),
    Array.from({ length: 25 }, (_, i) => rect(i * 50 + 14, 614, 14, 140, '#8a5a34', { rx: 5 })),
  );
}

function bankSsc(c) {
  return c.svg(
    L.sky(c, 'morning'),
    L.cloud(c, 160, 100, 1),
    L.cloud(c, 1050, 70, 0.8),
    L.skyline(c, 480, '#c8d8e6', 60, 200),
    L.classical(c, 450, 500, 600, { wall: '#f3ede2' }),
    rect(
      0,
      496,
      W,
      H,
      c.lin([
        [0, '#d9d2c4'],
        [1, '#bfb5a3'],
      ]),
    ),
    L.tree(c, 380, 510, 1.3),
    L.tree(c, 1140, 510, 1.3),
    X.chartCard(c, 60, 90, 300, 200),
    g(
      { transform: 'translate(250 300)' },
      rect(0, 0, 150, 100, '#ffffff', { rx: 10 }),
      X.diagrams.pie(c, 20, 15, 70, 70, '#5d6b85'),
      rect(100, 30, 36, 8, '#c8d1e0', { rx: 4 }),
      rect(100, 50, 28, 8, '#c8d1e0', { rx: 4 }),
    ),
    studyTable(
      c,
      0,
      760,
      610,
      [
        [
          280,
          student(c, { female: false, topStyle: 'shirt', top: '#9fc3e9', tie: P.navy2, hairStyle: 'side', look: 0.2 }),
        ],
        [560, student(c, { female: true, topStyle: 'kurta', top: P.rose, hairStyle: 'pony', look: -0.2 })],
      ],
      [X.laptopScreen(c, 410, 670, 2.2), X.coins(c, 110, 690, 1.6, 5), X.coins(c, 160, 700, 1.3, 3)],
      1.8,
      '#c9905a',
    ),
    X.calculator(c, 860, 520, 1.7),
    X.coins(c, 1080, 720, 2.2, 7),
    X.coins(c, 1150, 730, 1.8, 4),
  );
}

function degreeCollege(c) {
  const grads = [
    [0.3, 0.86, 2.3, { female: true, hairStyle: 'long', arms: { l: [150, 10], r: [150, 10] } }],
    [0.45, 0.9, 2.45, { female: false, hairStyle: 'short', arms: { l: [20, 0], r: [160, 0] } }],
    [
      0.6,
      0.87,
      2.35,
      { female: true, hairStyle: 'braid', arms: { l: [150, 10], r: [60, -40] }, hold: { r: items.scroll() } },
    ],
    [0.75, 0.9, 2.4, { female: false, hairStyle: 'curly', arms: { l: [140, 20], r: [140, 20] } }],
  ];
  return c.svg(
    campus(c, {
      sky: 'day',
      building: { x: 0.14, w: 0.72, h: 0.5, floors: 4, accent: P.maroon },
      palms: [0.05, 0.95],
      ground: 0.62,
      walkers: [],
      front: g(
        {},
        grads.map(([x, y, s, o]) =>
          stand(
            c,
            x * W,
            y * H + 40,
            s,
            student(c, {
              topStyle: 'gown',
              top: '#1d2233',
              bottom: '#1d2233',
              mortar: '#1d2233',
              smile: 'open',
              legs: 'apart',
              stole: P.saffron,
              ...o,
            }),
          ),
        ),
        [
          [0.32, 0.15],
          [0.48, 0.1],
          [0.65, 0.18],
          [0.2, 0.22],
          [0.82, 0.12],
        ].map(([x, y], i) =>
          g({ transform: `rotate(${i * 17 - 20} ${x * W} ${y * H})` }, mortarboard(x * W, y * H, 2.2, '#1d2233')),
        ),
        X.confetti(c, 100, 40, 1000, 380, 80),
      ),
    }),
  );
}

function juniorCollege(c) {
  return c.svg(
    campus(c, {
      sky: 'morning',
      sun: [0.88, 0.14],
      building: { x: 0.18, w: 0.64, h: 0.46, floors: 3, accent: P.teal, wall: '#f7efe2' },
      trees: [0.08, 0.92],
      bushes: [0.3, 0.7],
      ground: 0.6,
      walkers: [
        [
          0.24,
          0.97,
          2.2,
          {
            female: true,
            bag: P.coral,
            topStyle: 'uniform',
            top: '#ffffff',
            bottom: P.navy2,
            tie: P.navy2,
            hairStyle: 'braid',
            look: 0.4,
          },
        ],
        [
          0.38,
          0.98,
          2.25,
          {
            female: false,
            bag: P.navy2,
            topStyle: 'uniform',
            top: '#ffffff',
            bottom: P.navy2,
            tie: P.navy2,
            look: 0.4,
          },
        ],
        [
          0.66,
          0.96,
          2.2,
          {
            female: true,
            bag: P.teal,
            topStyle: 'uniform',
            top: '#ffffff',
            bottom: P.navy2,
            tie: P.navy2,
            hairStyle: 'pony',
            look: -0.4,
            hold: { r: items.book(P.saffron2) },
            arms: { r: [30, -110] },
          },
        ],
        [
          0.8,
          0.99,
          2.3,
          {
            female: false,
            bag: P.saffron2,
            topStyle: 'uniform',
            top: '#ffffff',
            bottom: P.navy2,
            tie: P.navy2,
            hairStyle: 'curly',
            look: -0.4,
          },
        ],
        [0.52, 0.78, 1.5, { female: false, topStyle: 'uniform', top: '#ffffff', bottom: P.navy2, look: 0 }],
      ],
    }),
  );
}

function foundation(c) {
  const kids = (o) => ({
    topStyle: o.female ? 'pinafore' : 'uniform',
    top: '#ffffff',
    bottom: P.navy2,
    tie: '#c0392b',
    pinafore: P.navy2,
    smile: 'open',
    ...o,
  });
  const fy = H * 0.6;
  const rowKids = [
    [
      0.62,
      1.55,
      [
        [0.12, { female: true, hairStyle: 'braid', arms: { l: [14, -44], r: [168, 4] } }],
        [0.34, { female: false }],
        [0.66, { female: true, hairStyle: 'pony', arms: { l: [14, -44], r: [170, 0] } }],
        [0.88, { female: false, hairStyle: 'curly' }],
      ],
    ],
    [
      0.84,
      2.0,
      [
        [0.22, { female: false, hairStyle: 'side', arms: { l: [170, 0], r: [16, -50] } }],
        [0.5, { female: true, hairStyle: 'braid' }],
        [0.78, { female: false, arms: { l: [16, -44], r: [165, 6] } }],
      ],
    ],
  ];
  const out = [
    X.room(c, { floorY: fy, wall: '#fdf0d5', floor: '#e2b57a', dadoCol: '#bfe0f5', dadoH: 70 }),
    X.bunting(c, 0, 30, W, 30, 30),
    X.board(c, 300, 80, 520, 230, {
      kind: 'green',
      diagrams: [
        ['triangle', 0.06, 0.2, 0.2, 0.55],
        ['pie', 0.34, 0.15, 0.2, 0.6],
      ],
      lines: [
        [0.62, 0.25, 0.3],
        [0.62, 0.45, 0.25],
        [0.62, 0.65, 0.28],
      ],
    }),
    rect(80, 90, 150, 170, '#ffffff', { rx: 6 }),
    circle(155, 150, 36, P.saffron),
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      line(
        155 + Math.cos(i * 0.785) * 44,
        150 + Math.sin(i * 0.785) * 44,
        155 + Math.cos(i * 0.785) * 56,
        150 + Math.sin(i * 0.785) * 56,
        P.saffron2,
        5,
      ),
    ),
    rect(95, 215, 120, 26, P.leafLight, { rx: 6 }),
    X.globe(c, 1000, 330, 1.6),
    rect(900, 330, 220, 14, P.wood),
    rect(910, 344, 200, 120, shade(P.wood, -0.15)),
    X.bookStack(c, 1080, 330, 0.7, 3),
    stand(c, 860, fy + 60, 1.9, {
      female: true,
      skin: '#d29e74',
      hair: '#15100d',
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.maroon,
      saree: P.saffron2,
      border: P.maroon,
      bindi: true,
      look: -0.6,
      arms: { l: [100, -40], r: [12, -4] },
      hold: { l: items.pointer() },
    }),
  ];
  for (const [ry, s, list] of rowKids) {
    for (const [x, o] of list) {
      const [body, arms] = seatFront(c, x * W, ry * H, s, student(c, kids(o)));
      out.push(
        body,
        X.deskFront(c, x * W - 60 * s, ry * H, 120 * s, { h: 70 * s, wood: '#e9a23b' }),
        arms,
        at(
          x * W + 14 * s,
          ry * H - 2,
          s * 1.2,
          false,
          items.book(['#2c4f9e', '#e76f51', '#2a9d8f'][Math.floor(x * 10) % 3])(0, 0),
        ),
      );
    }
  }
  return c.svg(out);
}

function interIas(c) {
  return c.svg(
    classroom(c, {
      wall: '#f3e9d8',
      board: {
        x: 0.22,
        w: 0.5,
        kind: 'white',
        diagrams: [
          ['india', 0.06, 0.08, 0.32, 0.84],
          ['bars', 0.5, 0.14, 0.3, 0.4],
        ],
        lines: [
          [0.5, 0.7, 0.4],
          [0.5, 0.82, 0.32],
        ],
      },
      teacher: {
        x: 0.82,
        female: true,
        skin: '#bf875c',
        hair: '#15100d',
        hairStyle: 'bun',
        topStyle: 'saree',
        top: P.navy2,
        saree: P.teal,
        look: -0.6,
        arms: { l: [100, -20], r: [12, -4] },
        hold: { l: items.marker() },
      },
      extra: g(
        {},
        rect(0.04 * W, 0.12 * H, 0.13 * W, 0.3 * H, '#ffffff', { rx: 4, stroke: '#d8c9b0', strokeWidth: 4 }),
        L.parliament(c, 0.05 * W, 0.36 * H, 0.11 * W, { sil: P.navy2 }),
        L.indianFlag(0.06 * W, 0.14 * H, 1.1),
      ),
      rows: [
        [0.6, 1.9, [0.06, 0.3, 0.62], { raise: true }],
        [0.78, 2.8, [0.14, 0.9], { raise: true }],
      ],
      students: { raise: true },
      clockX: 0.92,
    }),
  );
}

function degreeIas(c) {
  return c.svg(
    library(c, {
      arch: [0.38, 0.24],
      shelves: [0, 0.18, 0.66, 0.82],
      view: (x, y, w, h) =>
        g(
          {},
          L.parliament(c, x + w * 0.05, y + h * 0.86, w * 0.9, { sil: '#c99a7a' }),
          rect(x, y + h * 0.86, w, h * 0.14, '#c6d9a8'),
        ),
    }),
  );
}

export const courses = {
  'courses/upsc.jpg': [W, H, upsc],
  'courses/appsc-tgpsc.jpg': [W, H, appscTgpsc],
  'courses/appsc-groups.jpg': [W, H, appscGroups],
  'courses/tgpsc-groups.jpg': [W, H, tgpscGroups],
  'courses/iit.jpg': [W, H, iit],
  'courses/neet.jpg': [W, H, neet],
  'courses/clat.jpg': [W, H, clat],
  'courses/judicial-services.jpg': [W, H, judicial],
  'courses/bank-ssc.jpg': [W, H, bankSsc],
  'courses/degree-college.jpg': [W, H, degreeCollege],
  'courses/junior-college.jpg': [W, H, juniorCollege],
  'courses/6th-to-10th-foundation.jpg': [W, H, foundation],
  'courses/inter-ias.jpg': [W, H, interIas],
  'courses/degree-ias.jpg': [W, H, degreeIas],
};
