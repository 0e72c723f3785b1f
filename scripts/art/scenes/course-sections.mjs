/**
 * The course pages' own pictures: wide hero slides (1920 × 800) built from each course-card scene,
 * faculty portraits (400²) and video-lecture stills (1280 × 720), one per subject.
 */
import { g, rect, circle, line, at, shade } from '../lib/core.mjs';
import { P, SKIN, HAIR } from '../lib/palette.mjs';
import { items, person } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { courses } from './courses.mjs';
import { Canvas } from '../lib/core.mjs';

/**
 * A wide hero slide: the course-card scene (1200 × 750) fills the right two thirds; the left third
 * is a calm navy panel the slide's title sits on, blending into the scene.
 */
function wideHero(cardFile) {
  const [cw, ch, drawCard] = courses[cardFile];
  return (c) => {
    const W = c.w;
    const H = c.h;
    // The card scene draws on its own canvas: its gradient ids must not clash with ours.
    const card = drawCard(new Canvas(cw, ch, c.r.int(1, 2 ** 30)))
      .replace(/\bid="d(\d+)"/g, 'id="card$1"')
      .replace(/url\(#d(\d+)\)/g, 'url(#card$1)')
      .replace(
        /^<svg [^>]*>/,
        `<svg x="${W - 1280}" y="0" width="1280" height="${H}" viewBox="0 0 ${cw} ${ch}" preserveAspectRatio="xMidYMid slice">`,
      );
    const left = W - 1280;
    return c.svg(
      rect(
        0,
        0,
        W,
        H,
        c.lin(
          [
            [0, P.navy],
            [1, '#0f1f47'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      Array.from({ length: 10 }, (_, i) =>
        line(0, 90 * i - 200, left + 200, 90 * i + 100, '#ffffff', 1, { opacity: 0.05 }),
      ),
      Array.from({ length: 14 }, () =>
        circle(
          c.r.range(20, left),
          c.r.range(20, H - 20),
          c.r.range(6, 26),
          c.r.pick([P.saffron, '#ffffff', '#8fb4ff']),
          { opacity: c.r.range(0.05, 0.14) },
        ),
      ),
      card,
      // blend the scene's left edge into the panel
      rect(
        left - 2,
        0,
        420,
        H,
        c.lin(
          [
            [0, '#0f1f47', 1],
            [0.35, '#13285a', 0.7],
            [1, '#172f65', 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  };
}

/** A square portrait: bust on a soft backdrop, like the student portraits. */
function portrait(bg, o) {
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

const FACULTY = {
  'iit-01': [
    '#dbe8f7',
    {
      female: false,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'side',
      salt: true,
      topStyle: 'shirt',
      top: '#ffffff',
      glasses: true,
      moustache: true,
      look: 0.1,
    },
  ],
  'iit-02': [
    '#fde8cc',
    {
      female: true,
      skin: SKIN[1],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.navy2,
      saree: P.teal,
      border: P.saffron,
      bindi: true,
      earring: true,
      look: -0.1,
      smile: 'open',
    },
  ],
  'iit-03': [
    '#e6e1f4',
    {
      female: false,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'blazer',
      coat: '#2b3040',
      tie: P.maroon,
      look: 0.15,
    },
  ],
  'iit-04': [
    '#dff1ec',
    {
      female: true,
      skin: SKIN[2],
      hair: HAIR[2],
      hairStyle: 'long',
      topStyle: 'labcoat',
      top: '#f3e3c7',
      glasses: true,
      earring: true,
      look: 0.05,
      smile: 'open',
    },
  ],
  'iit-05': [
    '#f1eadc',
    {
      female: false,
      skin: SKIN[2],
      hair: '#7d7873',
      hairStyle: 'grey',
      topStyle: 'kurta',
      top: '#9fc3e9',
      glasses: true,
      moustache: true,
      look: -0.1,
    },
  ],
  'neet-01': [
    '#e8efe0',
    {
      female: true,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.maroon,
      saree: P.saffron2,
      border: P.maroon,
      bindi: true,
      earring: true,
      glasses: true,
      look: 0.1,
    },
  ],
  'neet-02': [
    '#e0ecf9',
    {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'side',
      topStyle: 'labcoat',
      top: '#4f7cc4',
      beard: true,
      look: -0.1,
      smile: 'open',
    },
  ],
  'neet-03': [
    '#f4e0e8',
    {
      female: true,
      skin: SKIN[1],
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
  'neet-04': [
    '#fdf0d5',
    {
      female: false,
      skin: SKIN[2],
      hair: HAIR[2],
      hairStyle: 'short',
      topStyle: 'shirt',
      top: '#4f7cc4',
      moustache: true,
      look: 0.1,
    },
  ],
  'neet-05': [
    '#e6e1f4',
    {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'scarf',
      scarf: P.plum,
      topStyle: 'labcoat',
      top: '#f3e3c7',
      look: -0.05,
      smile: 'open',
    },
  ],
};

/**
 * A video-lecture still: a teacher in front of a board with the subject's diagrams, pointing at it,
 * with the subject's props on the desk. `board` is passed to X.board; `props` draws extra markup.
 */
function lectureStill({ wall = '#ece4d6', board, teacher, props = () => '' }) {
  return (c) => {
    const W = c.w;
    const H = c.h;
    const s = 6.6;
    const hy = 250;
    return c.svg(
      rect(
        0,
        0,
        W,
        H,
        c.lin([
          [0, shade(wall, 0.08)],
          [1, shade(wall, -0.06)],
        ]),
      ),
      rect(0, 560, W, 160, shade(wall, -0.18)),
      rect(0, 556, W, 6, shade(wall, -0.3)),
      X.board(c, 70, 70, 640, 380, { kind: 'green', ...board }),
      X.pendant(c, 1000, 0, 30, '#ffffff'),
      circle(
        920,
        320,
        360,
        c.rad([
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ]),
      ),
      at(
        930,
        hy + 155 * s,
        s,
        false,
        person(c, {
          legs: 'none',
          detail: true,
          look: -0.35,
          arms: { l: [100, -25], r: [8, -2] },
          hold: { l: items.pointer() },
          ...teacher,
        }),
      ),
      rect(
        0,
        600,
        560,
        120,
        c.lin([
          [0, P.woodLight],
          [1, P.wood],
        ]),
      ),
      rect(0, 600, 560, 10, shade(P.woodLight, 0.15)),
      props(c),
      rect(
        0,
        0,
        W,
        H,
        c.rad(
          [
            [0.6, '#000000', 0],
            [1, '#000000', 0.22],
          ],
          0.5,
          0.5,
          0.75,
        ),
      ),
    );
  };
}

const greenLines = [
  [0.56, 0.2, 0.36],
  [0.56, 0.34, 0.3],
  [0.06, 0.8, 0.5],
  [0.06, 0.9, 0.36],
];
const whiteLines = [
  [0.56, 0.18, 0.36],
  [0.56, 0.32, 0.3],
  [0.56, 0.46, 0.34],
  [0.06, 0.86, 0.46],
];

const LECTURES = {
  polity: {
    board: { kind: 'white', diagrams: [['india', 0.05, 0.08, 0.4, 0.8]], lines: whiteLines },
    teacher: {
      female: false,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'side',
      salt: true,
      topStyle: 'blazer',
      coat: P.navy,
      tie: P.maroon,
      glasses: true,
    },
    props: (c) =>
      g({}, L.indianFlag(430, 520, 1.2), line(430, 520, 430, 600, '#b8c0c8', 3), X.bookStack(c, 150, 610, 1.1, 4)),
  },
  news: {
    board: {
      kind: 'white',
      diagrams: [
        ['bars', 0.06, 0.12, 0.36, 0.5],
        ['pie', 0.7, 0.6, 0.22, 0.32],
      ],
      lines: [
        [0.5, 0.16, 0.42],
        [0.5, 0.3, 0.36],
        [0.06, 0.78, 0.5],
        [0.06, 0.88, 0.4],
      ],
    },
    teacher: {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'long',
      topStyle: 'kurta',
      top: P.teal,
      dupatta: P.saffron,
      earring: true,
    },
    props: (c) => g({}, X.paper(120, 612, 170, 70, -6), X.paper(300, 618, 150, 64, 4), X.clock(640, 500, 30)),
  },
  strategy: {
    board: {
      kind: 'green',
      diagrams: [
        ['bars', 0.06, 0.1, 0.34, 0.5],
        ['vectors', 0.66, 0.52, 0.26, 0.34],
      ],
      lines: greenLines,
    },
    teacher: {
      female: false,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'shirt',
      top: '#9fc3e9',
      moustache: true,
    },
    props: (c) => g({}, X.clock(640, 500, 30), X.bookStack(c, 180, 610, 1.1, 3), X.plant(c, 470, 610, 1.3)),
  },
  physics: {
    board: {
      kind: 'green',
      diagrams: [
        ['circuit', 0.06, 0.14, 0.32, 0.36],
        ['atom', 0.46, 0.08, 0.24, 0.44],
        ['vectors', 0.06, 0.6, 0.28, 0.3],
      ],
      lines: [
        [0.78, 0.2, 0.18],
        [0.42, 0.74, 0.4],
        [0.42, 0.86, 0.32],
      ],
    },
    teacher: {
      female: false,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'side',
      topStyle: 'shirt',
      top: '#ffffff',
      glasses: true,
      moustache: true,
    },
    props: (c) => g({}, X.pendulum(c, 420, 470, 1.4), X.bookStack(c, 150, 610, 1.1, 3)),
  },
  chemistry: {
    board: {
      kind: 'green',
      diagrams: [
        ['atom', 0.06, 0.1, 0.24, 0.44],
        ['pie', 0.38, 0.14, 0.2, 0.36],
      ],
      lines: greenLines,
    },
    teacher: {
      female: true,
      skin: SKIN[2],
      hair: HAIR[2],
      hairStyle: 'long',
      topStyle: 'labcoat',
      top: '#f3e3c7',
      glasses: true,
      earring: true,
    },
    props: (c) => g({}, X.flask(c, 170, 612, 1.6), X.beaker(c, 300, 612, 1.5), X.testTubes(c, 430, 612, 1.4)),
  },
  maths: {
    board: {
      kind: 'green',
      diagrams: [
        ['parabola', 0.06, 0.1, 0.3, 0.4],
        ['triangle', 0.44, 0.12, 0.22, 0.36],
        ['sine', 0.06, 0.62, 0.4, 0.28],
      ],
      lines: [
        [0.74, 0.2, 0.2],
        [0.52, 0.72, 0.38],
        [0.52, 0.84, 0.3],
      ],
    },
    teacher: {
      female: true,
      skin: SKIN[1],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.navy2,
      saree: P.teal,
      border: P.saffron,
      bindi: true,
      earring: true,
    },
    props: (c) => g({}, X.calculator(c, 400, 600, 1.3), X.bookStack(c, 170, 610, 1.1, 4)),
  },
  biology: {
    board: { kind: 'white', diagrams: [['cell', 0.06, 0.1, 0.4, 0.6]], lines: whiteLines },
    teacher: {
      female: true,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'bun',
      topStyle: 'labcoat',
      top: '#f3e3c7',
      earring: true,
      glasses: true,
    },
    props: (c) => g({}, X.microscope(c, 420, 610, 1.6), X.bookStack(c, 150, 610, 1.1, 3)),
  },
  physiology: {
    board: {
      kind: 'white',
      diagrams: [['sine', 0.06, 0.16, 0.5, 0.3]],
      lines: [
        [0.06, 0.62, 0.5],
        [0.06, 0.74, 0.42],
        [0.64, 0.2, 0.28],
        [0.64, 0.34, 0.24],
      ],
    },
    teacher: {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'side',
      topStyle: 'labcoat',
      top: '#4f7cc4',
      beard: true,
    },
    props: (c) => g({}, X.stethoscope(c, 200, 640, 1.6), X.redCross(430, 520, 1.4)),
  },
  genetics: {
    board: {
      kind: 'white',
      diagrams: [['bars', 0.46, 0.14, 0.3, 0.4]],
      lines: [
        [0.46, 0.66, 0.44],
        [0.46, 0.78, 0.36],
      ],
    },
    teacher: {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'scarf',
      scarf: P.plum,
      topStyle: 'labcoat',
      top: '#f3e3c7',
    },
    props: (c) => g({}, X.dnaHelix(c, 200, 100, 330), X.microscope(c, 430, 610, 1.5)),
  },
  law: {
    board: { kind: 'white', diagrams: [['scales', 0.12, 0.12, 0.26, 0.5]], lines: whiteLines },
    teacher: {
      female: false,
      skin: SKIN[2],
      hair: '#7d7873',
      hairStyle: 'grey',
      topStyle: 'blazer',
      coat: '#1d2233',
      tie: '#ffffff',
      glasses: true,
      moustache: true,
    },
    props: (c) => g({}, X.justiceScales(c, 430, 600, 1.2), X.lawBooks(c, 130, 610, 1.2), X.gavel(c, 320, 610, 1.2)),
  },
  reasoning: {
    board: {
      kind: 'green',
      diagrams: [
        ['triangle', 0.06, 0.12, 0.22, 0.36],
        ['pie', 0.34, 0.12, 0.2, 0.36],
      ],
      lines: greenLines,
    },
    teacher: {
      female: true,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'pony',
      topStyle: 'shirt',
      top: '#ffffff',
      earring: true,
    },
    props: (c) => g({}, X.bookStack(c, 160, 610, 1.1, 4), X.clock(640, 500, 30), X.plant(c, 460, 610, 1.2)),
  },
  quant: {
    board: {
      kind: 'white',
      diagrams: [
        ['bars', 0.06, 0.12, 0.36, 0.5],
        ['pie', 0.5, 0.14, 0.2, 0.36],
      ],
      lines: [
        [0.76, 0.18, 0.18],
        [0.06, 0.8, 0.5],
        [0.06, 0.9, 0.36],
      ],
    },
    teacher: {
      female: false,
      skin: SKIN[1],
      hair: HAIR[2],
      hairStyle: 'short',
      topStyle: 'blazer',
      coat: '#3a4257',
      tie: P.navy2,
    },
    props: (c) => g({}, X.calculator(c, 380, 600, 1.3), X.coins(c, 180, 640, 1.3)),
  },
  english: {
    board: {
      kind: 'green',
      diagrams: [],
      lines: [
        [0.06, 0.14, 0.6],
        [0.06, 0.28, 0.5],
        [0.06, 0.42, 0.56],
        [0.06, 0.56, 0.44],
        [0.06, 0.7, 0.52],
        [0.06, 0.84, 0.3],
      ],
    },
    teacher: {
      female: true,
      skin: SKIN[1],
      hair: HAIR[1],
      hairStyle: 'long',
      topStyle: 'kurta',
      top: P.coral,
      dupatta: P.saffron,
      earring: true,
    },
    props: (c) => g({}, X.bookStack(c, 150, 610, 1.2, 5), at(380, 640, 3, false, items.openBook(P.navy2)(0, 0))),
  },
  commerce: {
    board: {
      kind: 'white',
      diagrams: [
        ['bars', 0.06, 0.12, 0.34, 0.5],
        ['pie', 0.48, 0.14, 0.2, 0.36],
      ],
      lines: whiteLines.slice(1),
    },
    teacher: {
      female: false,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'curly',
      topStyle: 'shirt',
      top: '#9fc3e9',
      glasses: true,
    },
    props: (c) => g({}, X.chartCard(c, 120, 470, 190, 120), X.calculator(c, 420, 600, 1.3)),
  },
};

const HEROES = [
  'upsc',
  'iit',
  'neet',
  'clat',
  'inter-ias',
  'judicial-services',
  'bank-ssc',
  'degree-college',
  'junior-college',
];

export const courseSections = {
  ...Object.fromEntries(HEROES.map((id) => [`course/heroes/${id}.jpg`, [1920, 800, wideHero(`courses/${id}.jpg`)]])),
  ...Object.fromEntries(
    Object.entries(FACULTY).map(([id, [bg, o]]) => [`course/faculty/${id}.jpg`, [400, 400, portrait(bg, o)]]),
  ),
  ...Object.fromEntries(
    Object.entries(LECTURES).map(([id, o]) => [`course/lectures/${id}.jpg`, [1280, 720, lectureStill(o)]]),
  ),
};
