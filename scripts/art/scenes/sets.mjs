/** Reusable sets (classroom, library, campus, exam hall) laid out in fractions of the canvas. */
import { g, rect, ellipse, path, line, at, shade } from '../lib/core.mjs';
import { P } from '../lib/palette.mjs';
import { items, person } from '../lib/people.mjs';
import * as L from '../lib/places.mjs';
import * as X from '../lib/props.mjs';
import { student, seatFront, stand } from './cast.mjs';

/**
 * Classroom seen from the back rows towards the board and teacher.
 * o: wall, floor, board {x, w, kind, diagrams, lines}, teacher {x, ...person}, windows [[x, w]],
 * rows [[y of head (fraction), scale (fraction of h), xs (fractions), overrides?]], extra (markup
 * drawn before the students), props.
 */
export function classroom(c, o = {}) {
  const { w, h } = c;
  const fy = h * (o.floorY ?? 0.66);
  const k = h / 750;
  const out = [
    X.room(c, {
      floorY: fy,
      wall: o.wall ?? '#f1e7d6',
      floor: o.floor ?? '#c79a6b',
      vy: fy - 260 * k,
      dadoH: 90 * k,
      dadoCol: o.dado,
    }),
  ];
  if (o.lights !== false)
    for (const x of o.lightsX ?? [0.25, 0.75]) out.push(X.pendant(c, x * w, 0, 40 * k, o.lightCol ?? '#ffffff'));
  for (const [x, ww] of o.windows ?? []) {
    out.push(X.windowFrame(c, x * w, h * 0.14, ww * w, h * 0.34));
    out.push(
      X.beam(
        c,
        [
          [x * w, h * 0.14],
          [(x + ww) * w, h * 0.14],
          [(x + ww) * w + 160 * k, fy + 120 * k],
          [x * w + 60 * k, fy + 120 * k],
        ],
        '#fff6dc',
        0.22,
      ),
    );
  }
  const b = o.board ?? {};
  const bx = (b.x ?? 0.3) * w;
  const bw = (b.w ?? 0.45) * w;
  out.push(X.board(c, bx, h * 0.13, bw, h * (b.h ?? 0.33), b));
  if (o.clock !== false) out.push(X.clock((o.clockX ?? 0.9) * w, h * 0.12, 22 * k));
  out.push(o.extra ?? '');
  if (o.teacher) {
    const t = o.teacher;
    out.push(ellipse(t.x * w, fy + 70 * k, 50 * k, 8 * k, '#000000', { opacity: 0.15 }));
    out.push(stand(c, t.x * w, fy + 70 * k, 2.05 * k, t));
  }
  if (o.teacherDesk) {
    const dx = o.teacherDesk * w;
    out.push(
      X.deskFront(c, dx, fy + 8 * k, 200 * k, { h: 80 * k, wood: P.wood }),
      X.bookStack(c, dx + 50 * k, fy + 8 * k, 0.7 * k, 3),
      o.deskProp ?? '',
    );
  }
  // rows of students from behind, farthest first
  const rows = o.rows ?? [
    [0.56, 1.55, [0.08, 0.22, 0.78, 0.93]],
    [0.66, 2.2, [0.05, 0.25, 0.75, 0.96]],
    [0.8, 3.1, [0.1, 0.9]],
  ];
  for (const [hy, sc, xs, ov] of rows) {
    const s = sc * k;
    const deskY = hy * h + 58 * s;
    for (const x of xs)
      out.push(
        rect(x * w - 50 * s, deskY, 100 * s, 8 * s, P.woodLight, { rx: 2 * s }),
        rect(x * w - 50 * s, deskY + 8 * s, 100 * s, 4 * s, shade(P.wood, -0.2)),
        rect(x * w - 46 * s, deskY + 12 * s, 4 * s, 60 * s, shade(P.wood, -0.35)),
        rect(x * w + 42 * s, deskY + 12 * s, 4 * s, 60 * s, shade(P.wood, -0.35)),
      );
    for (const x of xs) {
      const st = student(c, { ...(o.students ?? {}), ...(ov ?? {}) });
      let arms = { l: [16, -30, 0.45], r: [16, -30, 0.45] };
      if (st.raise && c.r() < 0.6) arms = { l: [16, -30, 0.45], r: [168, 4] };
      out.push(at(x * w, hy * h + 155 * s, s, false, person(c, { ...st, legs: 'none', back: true, arms })));
      out.push(X.chairBack(x * w, hy * h + 56 * s, 46 * s, 70 * s, o.chair ?? '#30405f'));
    }
  }
  out.push(o.front ?? '');
  return g({}, out);
}

/** Reading hall / library: shelves, tall window, long table with students seated facing us. */
export function library(c, o = {}) {
  const { w, h } = c;
  const k = h / 750;
  const fy = h * 0.62;
  const out = [X.room(c, { floorY: fy, wall: o.wall ?? '#e9dcc6', floor: '#9c6b45', dado: false, vy: fy - 200 * k })];
  const shelfW = 220 * k;
  for (const x of o.shelves ?? [0, 0.2, 0.7, 0.86])
    out.push(X.bookshelf(c, x * w, h * 0.08, shelfW, fy - h * 0.08, { rows: 5, wood: '#7a4d2a' }));
  if (o.arch) {
    const [ax, aw] = o.arch;
    const x = ax * w;
    const ww = aw * w;
    const top = h * 0.1;
    out.push(
      path(
        `M${x - 14},${fy - 20}L${x - 14},${top + ww / 2}A${ww / 2 + 14},${ww / 2 + 14} 0 0 1 ${x + ww + 14},${top + ww / 2}L${x + ww + 14},${fy - 20}Z`,
        '#f6efe3',
      ),
    );
    out.push(
      path(
        `M${x},${fy - 30}L${x},${top + ww / 2}A${ww / 2},${ww / 2} 0 0 1 ${x + ww},${top + ww / 2}L${x + ww},${fy - 30}Z`,
        c.lin([
          [0, '#f0c98e'],
          [0.6, '#f7e3bd'],
          [1, '#dbe8ef'],
        ]),
      ),
    );
    if (o.view) out.push(o.view(x, top, ww, fy - 30 - top));
    out.push(
      line(x + ww / 2, top, x + ww / 2, fy - 30, '#f6efe3', 8 * k),
      line(x, top + ww * 0.55, x + ww, top + ww * 0.55, '#f6efe3', 8 * k),
      line(x, fy - 200 * k, x + ww, fy - 200 * k, '#f6efe3', 8 * k),
    );
    out.push(
      X.beam(
        c,
        [
          [x, top + ww / 2],
          [x + ww, top + ww / 2],
          [x + ww + 200 * k, h],
          [x - 120 * k, h],
        ],
        '#fff3d6',
        0.2,
      ),
    );
  }
  out.push(o.extra ?? '');
  // long table
  const ty = h * (o.tableY ?? 0.72);
  const [t1, t2] = o.table ?? [0.04, 0.96];
  const seated = (o.seats ?? [0.2, 0.38, 0.62, 0.8]).map((x, i) =>
    seatFront(c, x * w, ty, 1.95 * k, student(c, { look: i % 2 ? -0.3 : 0.3, ...(o.students?.[i] ?? {}) })),
  );
  out.push(seated.map((p) => p[0]));
  out.push(X.tableTop(c, w * t1, w * t2, ty, w * t1 + 30 * k, w * t2 - 30 * k, ty + 60 * k, '#8a5a34'));
  out.push(
    rect(
      w * t1,
      ty + 72 * k,
      w * (t2 - t1),
      h,
      c.lin([
        [0, '#6d4326'],
        [1, '#55331d'],
      ]),
    ),
    rect(w * t1, ty + 72 * k, w * (t2 - t1), 8 * k, '#000000', { opacity: 0.18 }),
  );
  for (let i = 0; i < 4; i++)
    out.push(
      rect(
        w * t1 + 20 * k + (i * (w * (t2 - t1) - 40 * k)) / 4,
        ty + 96 * k,
        (w * (t2 - t1) - 40 * k) / 4 - 20 * k,
        h,
        '#000000',
        { opacity: 0.07, rx: 4 },
      ),
    );
  out.push(
    (o.seats ?? [0.2, 0.38, 0.62, 0.8]).map((x, i) =>
      i % 2
        ? at(x * w, ty + 34 * k, 2.8 * k, false, items.openBook(['#2c4f9e', '#c0392b', '#2a9d8f', '#6c4f9e'][i])(0, 0))
        : X.paper(x * w - 40 * k, ty + 14 * k, 60 * k, 36 * k, -6),
    ),
  );
  out.push(seated.map((p) => p[1]));
  for (const x of o.lamps ?? [0.29, 0.71]) out.push(X.deskLamp(c, x * w, ty + 40 * k, 1.6 * k));
  for (const x of o.stacks ?? [0.5]) out.push(X.bookStack(c, x * w, ty + 50 * k, 0.9 * k, 4));
  return g({}, out);
}

/**
 * Campus front: sky, academy building, lawn, trees and students.
 * o: sky, building {x, w, h, ...}, walkers [[x, y(frac), scale, overrides]], palms, trees.
 */
export function campus(c, o = {}) {
  const { w, h } = c;
  const k = h / 750;
  const gy = h * (o.ground ?? 0.66);
  const b = o.building ?? {};
  const out = [L.sky(c, o.sky ?? 'day')];
  if (o.sun) out.push(L.sun(c, o.sun[0] * w, o.sun[1] * h, 36 * k, o.sunCol));
  for (const [x, y, s] of o.clouds ?? [
    [0.15, 0.14, 1.2],
    [0.6, 0.09, 0.8],
    [0.85, 0.2, 1],
  ])
    out.push(L.cloud(c, x * w, y * h, s * k, '#ffffff', 0.8));
  out.push(L.hills(c, gy - 30 * k, o.hill ?? '#b7d3c0', 40 * k));
  out.push(L.lawn(c, gy, { path: [(b.x + b.w / 2) * w, 90 * k, 520 * k], far: o.far, near: o.near }));
  out.push(
    L.campusBuilding(c, b.x * w, gy + 6 * k, b.w * w, b.h * h, {
      floors: b.floors ?? 4,
      lit: b.lit,
      accent: b.accent,
      wall: b.wall,
      flagX: b.flagX,
      flag: b.flag,
    }),
  );
  for (const x of o.palms ?? []) out.push(L.palm(c, x * w, gy + 40 * k, 1.9 * k, x > 0.5 ? -1 : 1));
  for (const x of o.trees ?? []) out.push(L.tree(c, x * w, gy + 30 * k, 1.7 * k));
  for (const x of o.bushes ?? []) out.push(L.bush(c, x * w, gy + 24 * k, 1.1 * k, '#f08c0c'));
  out.push(o.extra ?? '');
  const walkers = [...(o.walkers ?? [])].sort((a, b2) => a[1] - b2[1]);
  for (const [x, y, s, ov] of walkers) {
    out.push(ellipse(x * w, y * h, 30 * s * k, 5 * s * k, '#000000', { opacity: 0.14 }));
    out.push(stand(c, x * w, y * h, s * k, student(c, { legs: 'walk', ...(ov ?? {}) })));
  }
  out.push(o.front ?? '');
  return g({}, out);
}

/** Exam hall seen from the front: rows of students writing at single desks, invigilator, clock. */
export function examHall(c, o = {}) {
  const { w, h } = c;
  const k = h / 750;
  const fy = h * 0.5;
  const out = [
    X.room(c, {
      floorY: fy,
      wall: o.wall ?? '#e7eef6',
      floor: '#b9a58a',
      vy: fy - 300 * k,
      dadoH: 60 * k,
      dadoCol: '#cfd9e6',
    }),
  ];
  for (const x of [0.08, 0.72]) out.push(X.windowFrame(c, x * w, h * 0.08, 0.2 * w, h * 0.26));
  out.push(X.clock(0.5 * w, h * 0.16, 34 * k));
  out.push(o.extra ?? '');
  const rows = [
    [0.42, 1.0, [0.12, 0.3, 0.48, 0.66, 0.84]],
    [0.56, 1.35, [0.06, 0.3, 0.56, 0.8]],
    [0.78, 1.9, [0.14, 0.46, 0.8]],
  ];
  rows.forEach(([ry, sc, xs], ri) => {
    const s = sc * k;
    if (ri === 2 && o.invigilator)
      out.push(
        ellipse(o.invigilator[0] * w, h * 0.74, 40 * k, 7 * k, '#000000', { opacity: 0.15 }),
        stand(c, o.invigilator[0] * w, h * 0.74, 1.75 * k, o.invigilator[1]),
      );
    for (const x of xs) {
      const st = student(c, { look: c.r.range(-0.2, 0.2), closedEyes: false, ...(o.students ?? {}) });
      const [body, arms] = seatFront(c, x * w, ry * h, s, {
        ...st,
        arms: { l: [18, -46], r: [22, -62] },
        hold: { r: items.marker() },
      });
      out.push(
        body,
        X.deskFront(c, x * w - 55 * s, ry * h, 110 * s, { h: 60 * s }),
        X.paper(x * w - 26 * s, ry * h - 4 * s, 36 * s, 12 * s, 0),
        arms,
      );
    }
  });
  return g({}, out);
}
