/**
 * The scholarship page's exam-hall hero (1920 × 800) and the 6th–10th foundation page's pictures:
 * a wide banner per tab (1600 × 600), faculty and IAS ranker portraits (400²) and guest lectures
 * (1200 × 800). School children wear the uniform of the foundation course card.
 */
import { g, rect, circle, line, at, shade } from '../lib/core.mjs';
import { P, SKIN, HAIR } from '../lib/palette.mjs';
import { items, person } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { student, seatFront, stand } from './cast.mjs';
import { classroom, examHall } from './sets.mjs';
import { director } from './gallery.mjs';

/** A school child in uniform (pinafore for girls), as on the foundation course card. */
const pupil = (c, o = {}) => {
  const female = o.female ?? c.r() < 0.5;
  return student(c, {
    female,
    topStyle: female ? 'pinafore' : 'uniform',
    top: '#ffffff',
    bottom: P.navy2,
    tie: '#c0392b',
    pinafore: P.navy2,
    hairStyle: female ? c.r.pick(['braid', 'pony', 'braid']) : c.r.pick(['short', 'side', 'curly']),
    glasses: false,
    ...o,
  });
};

/** Darkens the left of a picture a little, where the page puts its text. */
const calmLeft = (c, op = 0.2) =>
  rect(
    0,
    0,
    c.w * 0.6,
    c.h,
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

function scholarshipExamHall(c) {
  return c.svg(
    examHall(c, {
      wall: '#e9eff7',
      invigilator: [
        0.6,
        {
          female: true,
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: 'bun',
          topStyle: 'saree',
          top: P.navy2,
          saree: P.teal,
          glasses: true,
          look: -0.4,
          arms: { l: [10, -4], r: [28, -100] },
          hold: { r: items.certificate() },
        },
      ],
      extra: g(
        {},
        rect(c.w * 0.34, c.h * 0.05, c.w * 0.1, c.h * 0.2, P.navy2, { rx: 4 }),
        circle(c.w * 0.39, c.h * 0.12, 22, P.saffron),
        rect(c.w * 0.355, c.h * 0.19, c.w * 0.07, 8, '#ffffff', { opacity: 0.6 }),
      ),
    }),
    calmLeft(c, 0.25),
  );
}

/** IIT tab: a maths and physics class of school children, hands up. */
function iitBanner(c) {
  return c.svg(
    classroom(c, {
      wall: '#e6edf5',
      dado: '#cfdbe8',
      floorY: 0.7,
      board: {
        x: 0.36,
        w: 0.42,
        h: 0.4,
        kind: 'green',
        diagrams: [
          ['parabola', 0.05, 0.12, 0.22, 0.5],
          ['triangle', 0.36, 0.18, 0.16, 0.45],
          ['atom', 0.72, 0.1, 0.2, 0.42],
          ['vectors', 0.05, 0.7, 0.18, 0.22],
        ],
        lines: [
          [0.34, 0.74, 0.3],
          [0.7, 0.72, 0.22],
        ],
      },
      teacher: {
        x: 0.86,
        female: false,
        skin: SKIN[4],
        hairStyle: 'side',
        hair: HAIR[1],
        topStyle: 'shirt',
        top: '#9fc3e9',
        bottom: '#2b3040',
        glasses: true,
        look: -0.6,
        arms: { l: [105, -30], r: [12, -5] },
        hold: { l: items.pointer() },
      },
      extra: g(
        {},
        X.pendulum(c, 0.2 * c.w, 0.7 * c.h, 1.3),
        X.flask(c, 0.12 * c.w, 0.7 * c.h, 1.2, P.teal),
        rect(0.06 * c.w, 0.7 * c.h, 0.2 * c.w, 14, '#3a4257'),
      ),
      windows: [],
      clockX: 0.32,
      lightsX: [0.3, 0.6, 0.9],
      students: pupil(c, { raise: true }),
      rows: [
        [0.62, 2.0, [0.42, 0.58, 0.74]],
        [0.78, 2.7, [0.5, 0.72, 0.94]],
      ],
    }),
    calmLeft(c),
  );
}

/** NEET tab: children at a lab bench with a microscope, the biology teacher in a lab coat. */
function neetBanner(c) {
  const { w, h } = c;
  const fy = h * 0.62;
  const bench = h * 0.72;
  const kids = [
    [
      0.5,
      {
        female: true,
        hairStyle: 'braid',
        look: 0.3,
        arms: { l: [16, -44], r: [40, -100] },
        hold: { r: items.book(P.teal) },
      },
    ],
    [0.66, { female: false, look: 0.2, smile: 'open' }],
    [0.82, { female: true, hairStyle: 'pony', look: -0.3 }],
  ];
  const out = [
    X.room(c, { floorY: fy, wall: '#e3f1ee', floor: '#b7c4c9', dadoCol: '#cbe4df', dadoH: 60 }),
    X.pendant(c, w * 0.45, 0, 30, '#ffffff'),
    X.pendant(c, w * 0.8, 0, 30, '#ffffff'),
    rect(w * 0.36, h * 0.1, w * 0.1, h * 0.42, '#ffffff', { rx: 8, stroke: '#bcd6d1', strokeWidth: 4 }),
    X.dnaHelix(c, w * 0.41, h * 0.31, h * 0.34, { w: 6 }),
    rect(w * 0.5, h * 0.12, w * 0.16, h * 0.3, '#ffffff', { rx: 8, stroke: '#bcd6d1', strokeWidth: 4 }),
    X.diagrams.cell(c, w * 0.515, h * 0.15, w * 0.07, h * 0.24, P.teal),
    [0, 1, 2].map((i) => rect(w * 0.6, h * (0.18 + i * 0.07), w * 0.045, 8, '#c9dcd8', { rx: 4 })),
    X.redCross(w * 0.74, h * 0.16, 1.2),
    stand(c, w * 0.92, fy + 80, 1.9, {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'labcoat',
      top: '#9fc3e9',
      bottom: '#2b3040',
      look: -0.5,
      glasses: true,
      arms: { l: [60, -70], r: [12, -4] },
    }),
  ];
  for (const [x, o] of kids) {
    const [body, arms] = seatFront(c, x * w, bench, 1.7, pupil(c, o));
    out.push(body, arms);
  }
  out.push(
    rect(0, bench + 40, w, 22, '#f4f7f8'),
    rect(
      0,
      bench + 62,
      w,
      h,
      c.lin([
        [0, '#3f7d74'],
        [1, '#2d5d56'],
      ]),
    ),
    X.microscope(c, w * 0.58, bench + 42, 1.4),
    X.flask(c, w * 0.74, bench + 42, 1.2, P.teal),
    X.beaker(c, w * 0.44, bench + 42, 1.1, P.coral),
    X.testTubes(c, w * 0.9, bench + 42, 1.2),
    X.bookStack(c, w * 0.3, bench + 42, 0.8, 3, [P.teal, P.coral, P.navy3]),
    calmLeft(c),
  );
  return c.svg(out);
}

/** IAS tab: a civics class around a map of India and a globe, a newspaper on the desk. */
function iasBanner(c) {
  const { w, h } = c;
  const fy = h * 0.6;
  const out = [
    X.room(c, { floorY: fy, wall: '#f3e8d6', floor: '#c79a6b', dadoCol: '#e3d2b5', dadoH: 60 }),
    X.board(c, w * 0.4, h * 0.1, w * 0.3, h * 0.42, {
      kind: 'white',
      diagrams: [
        ['india', 0.08, 0.08, 0.36, 0.84],
        ['bars', 0.56, 0.2, 0.36, 0.5],
      ],
      lines: [[0.56, 0.84, 0.3]],
    }),
    L.indianFlag(w * 0.76, h * 0.1, 1.6),
    line(w * 0.76, h * 0.08, w * 0.76, h * 0.45, '#b8c0c8', 3),
    X.globe(c, w * 0.9, fy - 4, 1.5),
    rect(w * 0.84, fy - 4, w * 0.12, 12, P.wood),
    stand(
      c,
      w * 0.37,
      fy + 70,
      1.85,
      director({
        topStyle: 'kurta',
        top: '#ffffff',
        bottom: '#ffffff',
        tie: undefined,
        look: 0.5,
        arms: { l: [12, -4], r: [100, -30] },
        hold: { r: items.pointer() },
      }),
    ),
  ];
  const rows = [
    [
      h * 0.74,
      1.5,
      [
        [0.52, { female: true, look: -0.2 }],
        [0.66, { female: false, look: -0.3, arms: { l: [16, -44], r: [168, 4] } }],
        [0.8, { female: true, hairStyle: 'pony', look: -0.4 }],
      ],
    ],
    [
      h * 0.92,
      1.9,
      [
        [0.6, { female: false, hairStyle: 'side', look: -0.3 }],
        [0.78, { female: true, look: -0.4, arms: { l: [170, 0], r: [16, -50] } }],
        [0.95, { female: false, look: -0.5 }],
      ],
    ],
  ];
  for (const [y, s, kids] of rows) {
    for (const [x, o] of kids) {
      const [body, arms] = seatFront(c, x * w, y, s, pupil(c, o));
      out.push(
        body,
        X.deskFront(c, x * w - 60 * s, y, 120 * s, { h: 70 * s, wood: '#e9a23b' }),
        arms,
        X.paper(x * w - 20 * s, y - 4 * s, 34 * s, 12 * s, -4),
      );
    }
  }
  out.push(calmLeft(c));
  return c.svg(out);
}

/** A bust on a soft backdrop: faculty and rankers share the framing of the student portraits. */
function bust(bg, o, accent) {
  return (c) => {
    const s = 5.3;
    return c.svg(
      rect(
        0,
        0,
        400,
        400,
        c.lin(
          [
            [0, shade(bg, 0.4)],
            [1, bg],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      circle(330, 70, 120, shade(bg, -0.06), { opacity: 0.6 }),
      circle(60, 360, 90, shade(bg, 0.45), { opacity: 0.7 }),
      accent ?? '',
      at(
        200,
        176 + 155 * s,
        s,
        false,
        person(c, { legs: 'none', detail: true, arms: { l: [7, -2], r: [7, -2] }, ...o }),
      ),
    );
  };
}

/** Three teachers per tab: IIT (maths, physics, chemistry), NEET (biology, chemistry, physics), IAS (history, geography, polity). */
const FACULTY = [
  [
    '#dbe8f7',
    {
      female: false,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'side',
      topStyle: 'shirt',
      top: '#4f7cc4',
      glasses: true,
      moustache: true,
      look: 0.1,
    },
  ],
  [
    '#fde8cc',
    {
      female: true,
      skin: SKIN[1],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.maroon,
      saree: P.saffron2,
      border: P.maroon,
      bindi: true,
      earring: true,
      look: -0.1,
    },
  ],
  [
    '#e6e1f4',
    {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'blazer',
      coat: '#3a4257',
      tie: P.navy2,
      look: 0.15,
      smile: 'open',
    },
  ],
  [
    '#dff1ec',
    {
      female: true,
      skin: SKIN[2],
      hair: HAIR[1],
      hairStyle: 'long',
      topStyle: 'labcoat',
      top: '#9fc3e9',
      glasses: true,
      earring: true,
      look: 0.1,
    },
  ],
  [
    '#f4e0e8',
    {
      female: false,
      skin: SKIN[2],
      hair: '#7d7873',
      hairStyle: 'grey',
      topStyle: 'kurta',
      top: '#f3e3c7',
      glasses: true,
      moustache: true,
      look: -0.15,
    },
  ],
  [
    '#e0ecf9',
    {
      female: true,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'braid',
      topStyle: 'kurta',
      top: P.teal,
      dupatta: P.saffron,
      earring: true,
      look: 0.1,
      smile: 'open',
    },
  ],
  [
    '#fdf0d5',
    {
      female: false,
      skin: SKIN[1],
      hair: '#7d7873',
      hairStyle: 'grey',
      topStyle: 'blazer',
      coat: '#1d2740',
      tie: P.maroon,
      glasses: true,
      moustache: true,
      look: 0.05,
    },
  ],
  [
    '#e8efe0',
    {
      female: true,
      skin: SKIN[3],
      hair: HAIR[2],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.navy2,
      saree: P.teal,
      bindi: true,
      earring: true,
      look: -0.1,
      smile: 'open',
    },
  ],
  [
    '#f1eadc',
    {
      female: false,
      skin: SKIN[6],
      hair: HAIR[0],
      hairStyle: 'side',
      topStyle: 'shirt',
      top: '#9fc3e9',
      beard: true,
      look: 0.1,
    },
  ],
];

/** IAS rankers, photographed in front of a navy backdrop with saffron confetti. */
const RANKERS = [
  {
    female: true,
    skin: SKIN[2],
    hair: HAIR[0],
    hairStyle: 'long',
    topStyle: 'saree',
    top: P.teal,
    saree: P.teal,
    border: P.saffron,
    earring: true,
    smile: 'open',
    look: 0.1,
  },
  {
    female: false,
    skin: SKIN[4],
    hair: HAIR[1],
    hairStyle: 'side',
    topStyle: 'blazer',
    coat: P.navy,
    tie: P.maroon,
    smile: 'open',
    look: -0.1,
  },
  {
    female: true,
    skin: SKIN[5],
    hair: HAIR[0],
    hairStyle: 'bun',
    topStyle: 'kurta',
    top: P.coral,
    dupatta: P.saffron,
    earring: true,
    glasses: true,
    smile: 'open',
    look: -0.05,
  },
  {
    female: false,
    skin: SKIN[1],
    hair: HAIR[2],
    hairStyle: 'short',
    topStyle: 'blazer',
    coat: '#2b3040',
    tie: P.navy3,
    moustache: true,
    smile: 'open',
    look: 0.1,
  },
];
const rankerPortrait = (o) => (c) => bust('#c9d6ee', { ...o, medal: true }, X.confetti(c, 10, 10, 380, 200, 26))(c);

/** Guest lecture 1: an officer at the podium in the auditorium. */
function podiumTalk(c) {
  const { w, h } = c;
  const fy = h * 0.62;
  return c.svg(
    X.stage(c, { floorY: fy }),
    X.ribbonBanner(c, w * 0.3, h * 0.16, w * 0.4, 56, P.saffron2),
    X.spotlight(c, w * 0.5, w * 0.52, fy + 40, 170),
    stand(
      c,
      w * 0.52,
      fy + 20,
      2.2,
      director({
        hair: HAIR[0],
        hairStyle: 'side',
        skin: SKIN[3],
        coat: '#2b3040',
        tie: P.navy3,
        moustache: false,
        look: 0.3,
        smile: 'open',
        arms: { l: [10, -4], r: [40, -60] },
      }),
    ),
    X.podium(c, w * 0.52, fy + 30, 1.7),
    [0.2, 0.8].map((x) => g({}, rect(x * w - 40, fy - 10, 80, 40, '#e0d2b8'), X.plant(c, x * w, fy - 8, 1.3))),
    X.audience(c, h * 0.94, 3, { scale: 1.6, rowGap: 52 }),
  );
}

/** Guest lecture 2: a panel of three guests at a table on stage. */
function panel(c) {
  const { w, h } = c;
  const fy = h * 0.6;
  const guests = [
    [
      0.34,
      {
        female: true,
        skin: SKIN[2],
        hair: HAIR[0],
        hairStyle: 'bun',
        topStyle: 'saree',
        top: P.navy2,
        saree: P.plum,
        bindi: true,
        look: 0.4,
        smile: 'open',
      },
    ],
    [0.5, director({ look: 0.1, arms: { l: [16, -44], r: [60, -80] } })],
    [
      0.66,
      {
        female: false,
        skin: SKIN[4],
        hair: HAIR[1],
        hairStyle: 'side',
        topStyle: 'blazer',
        coat: '#3a4257',
        tie: P.maroon,
        glasses: true,
        look: -0.4,
      },
    ],
  ];
  const seated = guests.map(([x, o]) => seatFront(c, x * w, fy - 10, 1.7, o));
  return c.svg(
    X.stage(c, { floorY: fy, curtain: P.navy2 }),
    X.ribbonBanner(c, w * 0.32, h * 0.14, w * 0.36, 50, P.saffron2),
    // Seen over a draped table: everything below its top edge is hidden behind the drape.
    seated.map(([body, arms]) => g({}, body, arms)),
    rect(w * 0.24, fy - 10, w * 0.52, 18, '#f4efe6'),
    rect(w * 0.25, fy + 8, w * 0.5, h * 0.22, P.maroon),
    rect(w * 0.25, fy + 8, w * 0.5, 10, '#000000', { opacity: 0.15 }),
    [0.34, 0.5, 0.66].map((x) =>
      g({}, line(x * w + 30, fy - 10, x * w + 38, fy - 40, '#2b2b2b', 2.4), circle(x * w + 39, fy - 43, 4, '#3a3a3a')),
    ),
    X.audience(c, h * 0.95, 2, { scale: 1.7, rowGap: 56 }),
  );
}

/** Guest lecture 3: a guest answering questions in a classroom full of raised hands. */
function questionHour(c) {
  return c.svg(
    classroom(c, {
      wall: '#efe3cf',
      windows: [[0.06, 0.16]],
      board: {
        x: 0.3,
        w: 0.4,
        kind: 'black',
        diagrams: [
          ['india', 0.06, 0.1, 0.26, 0.8],
          ['pie', 0.44, 0.14, 0.2, 0.4],
        ],
        lines: [
          [0.44, 0.66, 0.46],
          [0.44, 0.8, 0.4],
        ],
      },
      teacher: {
        x: 0.78,
        female: true,
        skin: SKIN[1],
        hair: HAIR[0],
        hairStyle: 'bun',
        topStyle: 'saree',
        top: P.teal,
        saree: P.teal,
        border: P.saffron,
        glasses: true,
        look: -0.5,
        smile: 'open',
        arms: { l: [60, -70], r: [12, -4] },
        hold: { l: items.mic() },
      },
      clockX: 0.92,
      students: pupil(c, { raise: true }),
      rows: [
        [0.56, 1.55, [0.08, 0.24, 0.4, 0.6, 0.92]],
        [0.68, 2.2, [0.14, 0.36, 0.64, 0.86]],
        [0.84, 3.0, [0.24, 0.76]],
      ],
    }),
  );
}

/** Guest lecture 4: a talk with slides in the seminar hall. */
function seminar(c) {
  const { w, h } = c;
  const fy = h * 0.6;
  const row = (y, s, xs) =>
    xs.map((x) =>
      stand(c, x * w, y + 155 * s, s, {
        ...pupil(c),
        legs: 'none',
        back: true,
        arms: { l: [16, -30, 0.45], r: [16, -30, 0.45] },
      }),
    );
  return c.svg(
    X.room(c, { floorY: fy, wall: '#e7edf4', floor: '#8e9cb3', dadoCol: '#d2dce8', dadoH: 70 }),
    X.screen(c, w * 0.18, h * 0.1, w * 0.44, h * 0.36),
    X.beam(
      c,
      [
        [w * 0.4, h * 0.02],
        [w * 0.42, h * 0.02],
        [w * 0.62, h * 0.46],
        [w * 0.18, h * 0.46],
      ],
      '#ffffff',
      0.1,
    ),
    stand(c, w * 0.76, fy + 70, 2.1, {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'kurta',
      top: '#ffffff',
      bottom: '#ffffff',
      glasses: true,
      moustache: true,
      look: -0.6,
      arms: { l: [95, -30], r: [12, -4] },
    }),
    X.plant(c, w * 0.92, fy + 20, 1.6),
    row(h * 0.6, 2.2, [0.08, 0.3, 0.52, 0.92]),
    row(h * 0.74, 2.9, [0.2, 0.5, 0.8]),
  );
}

export const foundationPages = {
  'course/scholarship/exam-hall.jpg': [1920, 800, scholarshipExamHall],
  'course/foundation/iit-banner.jpg': [1600, 600, iitBanner],
  'course/foundation/neet-banner.jpg': [1600, 600, neetBanner],
  'course/foundation/ias-banner.jpg': [1600, 600, iasBanner],
  ...Object.fromEntries(
    FACULTY.map(([bg, o], i) => [`course/foundation/faculty-0${i + 1}.jpg`, [400, 400, bust(bg, o)]]),
  ),
  ...Object.fromEntries(
    RANKERS.map((o, i) => [`course/foundation/ranker-0${i + 1}.jpg`, [400, 400, rankerPortrait(o)]]),
  ),
  'course/foundation/guest-lecture-01.jpg': [1200, 800, podiumTalk],
  'course/foundation/guest-lecture-02.jpg': [1200, 800, panel],
  'course/foundation/guest-lecture-03.jpg': [1200, 800, questionHour],
  'course/foundation/guest-lecture-04.jpg': [1200, 800, seminar],
};
