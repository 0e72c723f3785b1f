/**
 * Pictures of the state-services and Degree with IAS pages: the once-per-session announcement
 * popups (800 × 1000, their words repeated in the pages' alt texts), the Groups pages' success
 * stories and the Degree with IAS rankers (portraits, 400²) and its guest lectures (1200 × 750).
 */
import { el, g, rect, circle, ellipse, line, at, shade } from '../lib/core.mjs';
import { P, SKIN, HAIR } from '../lib/palette.mjs';
import { items, person } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { emblem } from '../lib/emblem.mjs';
import { student, stand } from './cast.mjs';
import { classroom } from './sets.mjs';
import { director } from './gallery.mjs';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Centred text fitted to `len` px, so any fallback font keeps the layout. */
const text = (x, y, size, fill, str, len, extra = {}) =>
  el(
    'text',
    {
      x,
      y,
      fontFamily: FONT,
      fontSize: size,
      fontWeight: 700,
      fill,
      textAnchor: 'middle',
      textLength: len,
      lengthAdjust: 'spacingAndGlyphs',
      ...extra,
    },
    str.replaceAll('&', '&amp;'),
  );

/**
 * Announcement popup: academy emblem, a NEW BATCH ribbon, the headline over the state's landmark,
 * a student with her books and the offer strip. `lines` are [headline, subline, offer, call].
 */
function popup({ lines: [headline, sub, offer, call], landmark, tint }) {
  return (c) => {
    const { w, h } = c;
    const gy = 720;
    return c.svg(
      rect(
        0,
        0,
        w,
        h,
        c.lin([
          [0, P.navy],
          [1, shade(P.navy, -0.35)],
        ]),
      ),
      Array.from({ length: 14 }, (_, i) => line(-200 + i * 90, h, 400 + i * 90, 0, '#ffffff', 18, { opacity: 0.03 })),
      circle(
        w * 0.5,
        560,
        330,
        c.rad([
          [0, tint, 0.35],
          [1, tint, 0],
        ]),
      ),
      // header: emblem and name
      at(w / 2 - 180, 34, 1.3, false, emblem()),
      text(w / 2 - 104, 78, 32, '#ffffff', 'AKSHARA ACADEMY', 284, { textAnchor: 'start' }),
      // ribbon
      X.ribbonBanner(c, w / 2 - 130, 130, 260, 54, P.saffron),
      text(w / 2, 176, 30, P.navy, 'NEW BATCH', 200),
      // headline
      text(w / 2, 268, 58, '#ffffff', headline, Math.min(620, headline.length * 36)),
      text(w / 2, 316, 26, P.saffron, sub, Math.min(600, sub.length * 14.5)),
      // landmark and lawn
      landmark(c, w / 2, gy),
      rect(
        0,
        gy,
        w,
        300,
        c.lin([
          [0, '#78b560'],
          [1, '#4e8d45'],
        ]),
      ),
      ellipse(w / 2 + 40, gy + 160, 200, 22, '#000000', { opacity: 0.18 }),
      stand(
        c,
        w / 2 - 90,
        gy + 170,
        2.3,
        student(c, {
          female: true,
          topStyle: 'kurta',
          top: P.teal,
          dupatta: P.saffron,
          bottom: '#f3e3c7',
          hairStyle: 'braid',
          look: 0.4,
          smile: 'open',
          arms: { l: [12, -4], r: [30, -110] },
          hold: { r: items.book(P.coral) },
        }),
      ),
      stand(
        c,
        w / 2 + 120,
        gy + 175,
        2.35,
        student(c, {
          female: false,
          topStyle: 'shirt',
          top: '#ffffff',
          bottom: '#2b3040',
          hairStyle: 'side',
          glasses: true,
          look: -0.4,
          smile: 'open',
          bag: P.navy2,
          arms: { l: [30, -115], r: [10, -4] },
          hold: { l: items.book(P.navy2) },
        }),
      ),
      // offer strip
      rect(0, 860, w, 140, P.saffron),
      rect(0, 860, w, 6, shade(P.saffron, -0.2)),
      text(w / 2, 918, 40, P.navy, offer, Math.min(700, offer.length * 24)),
      text(w / 2, 966, 26, shade(P.navy, 0.1), call, Math.min(560, call.length * 15)),
    );
  };
}

const assemblyAt = (c, x, y) => L.assembly(c, x - 260, y, 520, { flag: true });
const charminarAt = (c, x, y) => L.charminar(c, x, y, 230);
const bothAt = (c, x, y) => g({}, L.assembly(c, x - 380, y, 440, { flag: true }), L.charminar(c, x + 230, y, 190));

/** Degree with IAS rankers, in front of a warm backdrop with a saffron medal ribbon. */
const RANKERS = [
  [
    '#fde8cc',
    {
      female: true,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.navy2,
      saree: P.navy2,
      border: P.saffron,
      bindi: true,
      earring: true,
      smile: 'open',
      look: 0.1,
    },
  ],
  [
    '#dbe8f7',
    {
      female: false,
      skin: SKIN[3],
      hair: HAIR[1],
      hairStyle: 'side',
      topStyle: 'blazer',
      coat: '#2b3040',
      tie: P.maroon,
      smile: 'open',
      look: -0.1,
    },
  ],
  [
    '#dff1ec',
    {
      female: true,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'long',
      topStyle: 'kurta',
      top: P.rose,
      dupatta: P.saffron,
      earring: true,
      glasses: true,
      smile: 'open',
      look: 0.05,
    },
  ],
  [
    '#f4e0e8',
    {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'blazer',
      coat: P.navy,
      tie: P.saffron2,
      moustache: true,
      smile: 'open',
      look: 0.1,
    },
  ],
  [
    '#e6e1f4',
    {
      female: true,
      skin: SKIN[1],
      hair: HAIR[2],
      hairStyle: 'braid',
      topStyle: 'kurta',
      top: P.plum,
      dupatta: '#f3e3c7',
      earring: true,
      smile: 'open',
      look: -0.1,
    },
  ],
  [
    '#fdf0d5',
    {
      female: false,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'curly',
      topStyle: 'shirt',
      top: '#9fc3e9',
      glasses: true,
      smile: 'open',
      look: 0.15,
    },
  ],
  [
    '#e0ecf9',
    {
      female: true,
      skin: SKIN[6],
      hair: HAIR[0],
      hairStyle: 'pony',
      topStyle: 'blazer',
      coat: '#3a4257',
      shirt: '#ffffff',
      earring: true,
      smile: 'open',
      look: -0.05,
    },
  ],
  [
    '#f1eadc',
    {
      female: false,
      skin: SKIN[1],
      hair: HAIR[3],
      hairStyle: 'side',
      topStyle: 'kurta',
      top: '#ffffff',
      beard: true,
      smile: 'open',
      look: 0.1,
    },
  ],
];

/** APPSC and TGPSC Groups success stories: officers now, three per page. */
const OFFICERS = [
  [
    '#e3ecd9',
    {
      female: false,
      skin: SKIN[3],
      hair: HAIR[0],
      hairStyle: 'short',
      topStyle: 'blazer',
      coat: '#1d2740',
      tie: P.navy3,
      moustache: true,
      smile: 'open',
      look: 0.1,
    },
  ],
  [
    '#fde3d6',
    {
      female: true,
      skin: SKIN[2],
      hair: HAIR[1],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.teal,
      saree: P.teal,
      border: P.saffron,
      bindi: true,
      earring: true,
      smile: 'open',
      look: -0.1,
    },
  ],
  [
    '#dde7f5',
    {
      female: false,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'side',
      topStyle: 'shirt',
      top: '#ffffff',
      glasses: true,
      smile: 'open',
      look: 0.05,
    },
  ],
  [
    '#efe2f3',
    {
      female: true,
      skin: SKIN[4],
      hair: HAIR[0],
      hairStyle: 'long',
      topStyle: 'kurta',
      top: P.saffron2,
      dupatta: P.maroon,
      earring: true,
      smile: 'open',
      look: 0.1,
    },
  ],
  [
    '#f6ebd3',
    {
      female: false,
      skin: SKIN[1],
      hair: HAIR[2],
      hairStyle: 'curly',
      topStyle: 'blazer',
      coat: '#3a4257',
      tie: P.maroon,
      glasses: true,
      smile: 'open',
      look: -0.1,
    },
  ],
  [
    '#dcefea',
    {
      female: true,
      skin: SKIN[6],
      hair: HAIR[0],
      hairStyle: 'braid',
      topStyle: 'kurta',
      top: '#ffffff',
      dupatta: P.plum,
      earring: true,
      smile: 'open',
      look: 0.05,
    },
  ],
];

function rankerPortrait(bg, o) {
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
      circle(320, 80, 130, shade(bg, -0.06), { opacity: 0.6 }),
      circle(70, 350, 90, shade(bg, 0.45), { opacity: 0.7 }),
      X.confetti(c, 10, 10, 380, 160, 18),
      at(
        200,
        176 + 155 * s,
        s,
        false,
        person(c, { legs: 'none', detail: true, medal: true, arms: { l: [7, -2], r: [7, -2] }, ...o }),
      ),
    );
  };
}

/** An IAS officer's talk in the seminar hall, slides behind her, degree students listening. */
function seminarTalk(c) {
  const { w, h } = c;
  const fy = h * 0.6;
  const row = (y, s, xs) =>
    xs.map((x) =>
      stand(c, x * w, y + 155 * s, s, {
        ...student(c),
        legs: 'none',
        back: true,
        arms: { l: [16, -30, 0.45], r: [16, -30, 0.45] },
      }),
    );
  return c.svg(
    X.room(c, { floorY: fy, wall: '#e9eef5', floor: '#8e9cb3', dadoCol: '#d2dce8', dadoH: 70 }),
    X.screen(c, w * 0.1, h * 0.1, w * 0.46, h * 0.38),
    X.beam(
      c,
      [
        [w * 0.33, 0],
        [w * 0.35, 0],
        [w * 0.56, h * 0.48],
        [w * 0.1, h * 0.48],
      ],
      '#ffffff',
      0.1,
    ),
    L.indianFlag(w * 0.66, h * 0.14, 1.4),
    line(w * 0.66, h * 0.12, w * 0.66, fy - 4, '#b8c0c8', 3),
    stand(c, w * 0.76, fy + 60, 2.05, {
      female: true,
      skin: SKIN[3],
      hair: HAIR[0],
      hairStyle: 'bun',
      topStyle: 'saree',
      top: P.maroon,
      saree: '#f3e3c7',
      border: P.maroon,
      bindi: true,
      glasses: true,
      earring: true,
      look: -0.6,
      smile: 'open',
      arms: { l: [95, -30], r: [30, -90] },
      hold: { r: items.mic() },
    }),
    X.plant(c, w * 0.93, fy + 10, 1.5),
    row(h * 0.6, 2.1, [0.08, 0.3, 0.52, 0.9]),
    row(h * 0.74, 2.8, [0.18, 0.46, 0.78]),
  );
}

/** A retired civil servant at the auditorium podium. */
function auditoriumTalk(c) {
  const { w, h } = c;
  const fy = h * 0.62;
  return c.svg(
    X.stage(c, { floorY: fy, curtain: P.navy2 }),
    X.ribbonBanner(c, w * 0.32, h * 0.15, w * 0.36, 50, P.saffron2),
    at(w / 2 - 22, h * 0.15 + 3, 0.92, false, emblem({ bg: false })),
    X.garland(c, w * 0.16, h * 0.11, w * 0.84, h * 0.11, 46, 1.1),
    X.spotlight(c, w * 0.48, w * 0.46, fy + 40, 170),
    stand(
      c,
      w * 0.46,
      fy + 20,
      2.15,
      director({
        topStyle: 'kurta',
        top: '#ffffff',
        bottom: '#ffffff',
        tie: undefined,
        stole: P.saffron,
        look: 0.3,
        smile: 'open',
        arms: { l: [10, -4], r: [50, -70] },
      }),
    ),
    X.podium(c, w * 0.46, fy + 30, 1.7),
    X.diya(c, w * 0.7, fy + 8, 1.4),
    [0.2, 0.82].map((x) => g({}, rect(x * w - 40, fy - 10, 80, 40, '#e0d2b8'), X.plant(c, x * w, fy - 8, 1.3))),
    X.audience(c, h * 0.95, 3, { scale: 1.6, rowGap: 50 }),
  );
}

/** An interactive session: an economist answers questions, hands go up across the classroom. */
function interactiveSession(c) {
  return c.svg(
    classroom(c, {
      wall: '#f1e7d6',
      windows: [[0.74, 0.18]],
      board: {
        x: 0.08,
        w: 0.46,
        kind: 'white',
        diagrams: [
          ['bars', 0.05, 0.12, 0.34, 0.6],
          ['pie', 0.5, 0.14, 0.22, 0.44],
        ],
        lines: [
          [0.5, 0.7, 0.4],
          [0.05, 0.84, 0.5],
        ],
      },
      teacher: {
        x: 0.62,
        female: false,
        skin: SKIN[2],
        hair: '#7d7873',
        hairStyle: 'grey',
        topStyle: 'blazer',
        coat: '#3a4257',
        tie: P.teal,
        glasses: true,
        moustache: true,
        look: 0.5,
        smile: 'open',
        arms: { l: [12, -4], r: [60, -70] },
        hold: { r: items.mic() },
      },
      clockX: 0.94,
      students: { raise: true },
      rows: [
        [0.56, 1.5, [0.06, 0.24, 0.42, 0.8, 0.96]],
        [0.68, 2.15, [0.12, 0.36, 0.64, 0.88]],
        [0.84, 2.9, [0.2, 0.8]],
      ],
    }),
  );
}

export const courseState = {
  'course/popup/appsc-groups.jpg': [
    800,
    1000,
    popup({
      lines: [
        'APPSC Group 1 & 2',
        'Prelims + Mains · English & Telugu medium',
        'Admissions Open · 20% Off',
        'Tap to see batches and fees',
      ],
      landmark: assemblyAt,
      tint: P.teal,
    }),
  ],
  'course/popup/tgpsc-groups.jpg': [
    800,
    1000,
    popup({
      lines: [
        'TGPSC Group 1, 2 & 3',
        'Prelims + Mains · English & Telugu medium',
        'Admissions Open · 20% Off',
        'Tap to see batches and fees',
      ],
      landmark: charminarAt,
      tint: P.plum,
    }),
  ],
  'course/popup/appsc-tgpsc.jpg': [
    800,
    1000,
    popup({
      lines: ['APPSC & TGPSC', 'Group 1 · Group 2 · Group 3', 'Combo Batch · 25% Off', 'Tap to see batches and fees'],
      landmark: bothAt,
      tint: P.saffron2,
    }),
  ],
  ...Object.fromEntries(
    RANKERS.map(([bg, o], i) => [`course/degree-ias/ranker-0${i + 1}.jpg`, [400, 400, rankerPortrait(bg, o)]]),
  ),
  ...Object.fromEntries(
    OFFICERS.map(([bg, o], i) => [`course/groups/story-0${i + 1}.jpg`, [400, 400, rankerPortrait(bg, o)]]),
  ),
  'course/degree-ias/guest-lecture-01.jpg': [1200, 750, seminarTalk],
  'course/degree-ias/guest-lecture-02.jpg': [1200, 750, auditoriumTalk],
  'course/degree-ias/guest-lecture-03.jpg': [1200, 750, interactiveSession],
};
