/**
 * People in one flat editorial style. A person is drawn in local units (~1 unit = 1 cm, feet at
 * y = 0, head centre at y = -155) and placed with `at(x, y, scale)`. Faces gain extra detail for
 * large portraits.
 */
import { g, circle, ellipse, path, stroke, poly, rect, shade } from './core.mjs';

const HEAD_Y = -155;
const rad = (d) => (d * Math.PI) / 180;

/** Limb end points from a joint, an absolute angle from straight-down and a length. */
function limb(x, y, side, a1, a2, l1, l2) {
  const ex = x + side * Math.sin(rad(a1)) * l1;
  const ey = y + Math.cos(rad(a1)) * l1;
  const hx = ex + side * Math.sin(rad(a1 + a2)) * l2;
  const hy = ey + Math.cos(rad(a1 + a2)) * l2;
  return { ex, ey, hx, hy };
}

/** Hair in front of the face (front view), in head-local units. */
function hairFront(style, col, detail) {
  const hi = shade(col, 0.18);
  switch (style) {
    case 'short':
      return [
        path(
          'M-11,2C-12.8,-9 -7,-15.2 1,-14.8C8.5,-14.6 13,-9 11,2C10.4,-3 9.6,-6.2 7.4,-7.6C3,-6.4 -3.5,-7.4 -8,-6.2C-9.6,-4 -10.6,-1.5 -11,2Z',
          col,
        ),
        detail ? stroke('M-4,-12.2C0,-13.6 4,-13.4 7,-11.6', hi, 0.9, { opacity: 0.6 }) : '',
      ];
    case 'side':
      return [
        path(
          'M-11,2C-12.8,-10 -6,-16 1.5,-15.4C9.5,-15 13.2,-9 11,2C10.6,-3.5 9.4,-7 6.6,-8.8C2,-10.2 -4,-8 -7.4,-5C-9.4,-3 -10.5,-1 -11,2Z',
          col,
        ),
        detail ? stroke('M-3,-12.8C1,-14.2 5,-13.8 8,-11.8', hi, 0.9, { opacity: 0.6 }) : '',
      ];
    case 'curly':
      return [
        path(
          'M-11,2C-12.5,-8 -8,-14 0,-14.5C8,-14 12.5,-8 11,2C10.5,-3 9,-6 6.5,-7C2,-6 -3,-6.5 -7,-6C-9.2,-4 -10.5,-1 -11,2Z',
          col,
        ),
        ...[-150, -125, -100, -75, -50, -25, -5, -175].map((a) =>
          circle(Math.cos(rad(a)) * 10.5, -2 + Math.sin(rad(a)) * 11.5, 3.8, col),
        ),
      ];
    case 'grey':
      return [
        path(
          'M-11,2C-12.4,-8 -8,-14.4 0,-14.4C8,-14.4 12.4,-8 11,2C10.6,-2 10,-5 8.8,-7C7,-10.4 4,-11.4 0,-11.4C-4,-11.4 -7,-10.4 -8.8,-7C-10,-5 -10.6,-2 -11,2Z',
          col,
        ),
        detail ? stroke('M-7,-11.6C-4,-13.4 2,-13.6 6,-12', shade(col, 0.35), 0.9, { opacity: 0.7 }) : '',
      ];
    case 'long':
    case 'braid':
    case 'bun':
    case 'pony':
      return [
        path(
          'M-11.6,5C-13.2,-9 -6.5,-14.6 0,-14.6C6.5,-14.6 13.2,-9 11.6,5C11,-2 8.6,-7.6 0.6,-9.4L0,-8.2L-0.6,-9.4C-8.6,-7.6 -11,-2 -11.6,5Z',
          col,
        ),
        detail ? stroke('M-8.5,-8.5C-6,-12 -3,-13.2 -1,-13.3', hi, 0.9, { opacity: 0.6 }) : '',
        detail ? stroke('M8.5,-8.5C6,-12 3,-13.2 1,-13.3', hi, 0.9, { opacity: 0.45 }) : '',
      ];
    case 'scarf':
      return '';
    default:
      return '';
  }
}

/** Face features, in head-local units. `look` shifts them sideways to turn the head a little. */
function face(o, look, detail) {
  const dx = look * 2;
  const eye = '#2a1a14';
  const brow = shade(o.hair, o.hairStyle === 'grey' ? 0.1 : 0);
  const skinD = shade(o.skin, -0.22);
  const out = [];
  if (o.blush !== false) {
    const op = ['#8c5a38', '#70452a', '#a66f48'].includes(o.skin) ? 0.1 : 0.2;
    out.push(
      ellipse(-6 + dx, 5, 1.9, 1.1, '#e3707a', { opacity: op }),
      ellipse(6 + dx, 5, 1.9, 1.1, '#e3707a', { opacity: op }),
    );
  }
  for (const s of [-1, 1]) {
    const x = s * 4 + dx;
    if (o.closedEyes) {
      out.push(stroke(`M${x - 1.5},1 Q${x},2.3 ${x + 1.5},1`, eye, 0.8));
    } else {
      out.push(ellipse(x, 0.8, 1.15, 1.45, eye));
      if (detail) {
        out.push(circle(x + 0.4, 0.25, 0.38, '#ffffff', { opacity: 0.9 }));
        if (o.female) out.push(stroke(`M${x - 1.7},-0.2 Q${x},-1.5 ${x + 1.7},-0.2 L${x + 2.2},-0.8`, eye, 0.5));
      }
    }
    out.push(stroke(`M${x - 2},-3 Q${x - s * 0.2},-4.4 ${x + 1.9},-3.2`, brow, o.female ? 0.7 : 0.95));
  }
  out.push(stroke(`M${0.1 + dx * 1.2},2.2 Q${1.3 + dx * 1.2},4.6 ${-0.5 + dx * 1.2},5`, skinD, 0.75));
  if (o.moustache)
    out.push(
      path(
        `M${-4 + dx},6.4C${-2 + dx},5.3 ${2 + dx},5.3 ${4 + dx},6.4C${2.5 + dx},7.3 ${-2.5 + dx},7.3 ${-4 + dx},6.4Z`,
        o.hair,
      ),
    );
  if (o.smile === 'open') {
    out.push(
      path(`M${-2.6 + dx},7.4Q${dx},10.6 ${2.6 + dx},7.4Z`, '#7a2f28'),
      path(`M${-2 + dx},7.55Q${dx},8.4 ${2 + dx},7.55Z`, '#ffffff'),
    );
  } else {
    out.push(stroke(`M${-2.3 + dx},7.8 Q${dx},9.7 ${2.3 + dx},7.8`, detail ? '#8c3a30' : '#7a3426', 0.85));
    if (detail && o.female) out.push(ellipse(dx, 8.9, 1.5, 0.45, '#c05a55', { opacity: 0.55 }));
  }
  if (o.bindi) out.push(circle(dx, -4.6, 0.55, '#b3202f'));
  if (o.glasses) {
    out.push(
      circle(-4.2 + dx, 0.8, 3.1, '#ffffff', { opacity: 0.15, stroke: '#1c1c22', strokeWidth: 0.65 }),
      circle(4.2 + dx, 0.8, 3.1, '#ffffff', { opacity: 0.15, stroke: '#1c1c22', strokeWidth: 0.65 }),
      stroke(`M${-1.1 + dx},0.4 Q${dx},-0.3 ${1.1 + dx},0.4`, '#1c1c22', 0.6),
      stroke(`M${-7.3 + dx},0.4 L-10.2,-0.4`, '#1c1c22', 0.6),
      stroke(`M${7.3 + dx},0.4 L10.2,-0.4`, '#1c1c22', 0.6),
    );
  }
  return out;
}

const HEAD_D =
  'M-10.5,-1C-10.5,-9 -6,-13 0,-13C6,-13 10.5,-9 10.5,-1C10.5,6 6.2,12.6 0,12.6C-6.2,12.6 -10.5,6 -10.5,-1Z';

/** Head with ears, hair and face (front) or back of the head. */
function head(c, o, back) {
  const { skin, hair: col, hairStyle: hs, detail } = o;
  const look = o.look ?? 0;
  const parts = [];
  const earL = ellipse(-10.2, 1.2, 2.2, 3.2, shade(skin, -0.06));
  const earR = ellipse(10.2, 1.2, 2.2, 3.2, shade(skin, -0.06));
  if (hs === 'bun' && !back)
    parts.push(circle(0, -14, 6, col), detail ? circle(-1.5, -16, 2, shade(col, 0.15), { opacity: 0.5 }) : '');
  if (hs === 'scarf') {
    parts.push(
      path('M-13,3C-14.5,-12 -7,-17 0,-17C7,-17 14.5,-12 13,3C13,9 11,14 8,17L-8,17C-11,14 -13,9 -13,3Z', o.scarf),
    );
  }
  if (back) {
    parts.push(earL, earR, ellipse(0, -1.2, 11.3, 13.4, col));
    if (hs === 'bun')
      parts.push(
        circle(0, -6, 6, shade(col, 0.08)),
        circle(0, -6, 6, 'none', { stroke: shade(col, -0.2), strokeWidth: 0.6 }),
      );
    if (hs === 'curly')
      parts.push(
        ...[-160, -130, -100, -70, -40, -10, 20, 160].map((a) =>
          circle(Math.cos(rad(a)) * 10.5, -2 + Math.sin(rad(a)) * 11.5, 3.8, col),
        ),
      );
    if (hs === 'scarf') parts.push(ellipse(0, -1.5, 12.5, 14.5, o.scarf));
    return parts;
  }
  if (hs !== 'scarf') parts.push(earL, earR);
  if (detail && hs !== 'scarf')
    parts.push(
      ellipse(-10.3, 1.4, 1, 1.8, shade(skin, -0.18), { opacity: 0.5 }),
      ellipse(10.3, 1.4, 1, 1.8, shade(skin, -0.18), { opacity: 0.5 }),
    );
  parts.push(path(HEAD_D, skin));
  if (detail)
    parts.push(path('M-10.5,-1C-10.5,6 -6.2,12.6 0,12.6C-4,11 -8,6 -9.4,-1Z', shade(skin, -0.08), { opacity: 0.6 }));
  if (o.earring) parts.push(circle(-10.4, 5.2, 0.9, P_GOLD), circle(10.4, 5.2, 0.9, P_GOLD));
  if (o.beard)
    parts.push(
      path('M-10.4,0C-10.4,8 -6,13.8 0,13.8C6,13.8 10.4,8 10.4,0C9.6,5 7,9.6 0,10.4C-7,9.6 -9.6,5 -10.4,0Z', col),
    );
  parts.push(...face(o, look, detail));
  parts.push(hairFront(hs, col, detail));
  if (o.salt)
    parts.push(
      path('M-11,1.5C-11.7,-3 -11,-6 -9.2,-8.2L-8.2,-6.8C-9.5,-4.6 -10,-2 -10,1.5Z', '#a8a39c'),
      path('M11,1.5C11.7,-3 11,-6 9.2,-8.2L8.2,-6.8C9.5,-4.6 10,-2 10,1.5Z', '#a8a39c'),
      stroke('M-5,-11.5C-2,-12.6 2,-12.6 5,-11.6', '#8d8780', 0.7, { opacity: 0.7 }),
    );
  if (hs === 'scarf')
    parts.push(
      path(
        'M-11.6,2C-12.6,-9 -6.5,-14.6 0,-14.6C6.5,-14.6 12.6,-9 11.6,2C11,-5 7.5,-9.6 0,-10C-7.5,-9.6 -11,-5 -11.6,2Z',
        shade(o.scarf, -0.08),
      ),
    );
  return parts;
}
const P_GOLD = '#e8b23a';

/** Clothing body shapes per style: returns { torso, over } markup. */
function torsoShape(o) {
  const f = o.female;
  const sw = f ? 15.5 : 18;
  const ww = f ? 12 : 14;
  const hem = { kurta: -56, labcoat: -60, gown: -22, saree: -2, pinafore: -70, coat: -80 }[o.topStyle] ?? -86;
  const hw = { kurta: 19, labcoat: 19, gown: 22, saree: 18, pinafore: 17, coat: 19 }[o.topStyle] ?? 15;
  return `M-6,-139L${-sw + 3},-137C${-sw - 1},-136 ${-sw - 1.6},-131 ${-sw - 1},-126L${-ww},-96L${-hw},${hem}L${hw},${hem}L${ww},-96L${sw + 1},-126C${sw + 1.6},-131 ${sw + 1},-136 ${sw - 3},-137L6,-139Z`;
}

/**
 * Draws one person. Options: skin, hair, hairStyle (short|side|curly|grey|long|braid|bun|pony|scarf),
 * female, top, topStyle (shirt|tshirt|kurta|blazer|labcoat|saree|gown|uniform|pinafore|coat), bottom,
 * shoes, legs ('stand'|'walk'|'apart'|'none'|[a1,a2,b1,b2]), arms {l:[a1,a2], r:[a1,a2]}, back,
 * look, glasses, moustache, beard, bindi, earring, dupatta, scarf, tie, bag, medal, salt, pocketSquare,
 * sleeves ('full'|'short'), fore (forearm length factor), hold {l, r} item functions (x, y) => markup,
 * layer ('body'|'arms' for drawing a table between them), detail, smile, closedEyes.
 */
export function person(c, o) {
  o = {
    hair: '#1f1611',
    hairStyle: 'short',
    top: '#2c4f9e',
    topStyle: 'shirt',
    bottom: '#2b3040',
    shoes: '#2a2320',
    ...o,
  };
  const f = o.female;
  const back = !!o.back;
  const top = o.top;
  const topD = shade(top, -0.14);
  const sleeve = shade(top, -0.08);
  const skin = o.skin;
  const out = [];

  // hair hanging behind the body
  if (!back && ['long', 'braid', 'pony'].includes(o.hairStyle)) {
    out.push(
      g(
        { transform: `translate(0 ${HEAD_Y}) scale(1.08)` },
        path('M-12.4,-4C-14.6,8 -15,20 -16.5,34L16.5,34C15,20 14.6,8 12.4,-4Z', o.hair),
        ellipse(0, -1, 12.6, 14.2, o.hair),
      ),
    );
  }

  // legs
  const legW = f ? (o.topStyle === 'kurta' ? 8.5 : 10) : 11.5;
  let legs = o.legs ?? 'stand';
  const legsOut = [];
  const dy = legs === 'sit' ? 41 : legs === 'cross' ? 72 : 0;
  if (legs === 'sit') {
    for (const side of [-1, 1]) {
      legsOut.push(stroke(`M${side * 7},-46L${side * 9},-38L${side * 10},-3`, o.bottom, legW));
      legsOut.push(ellipse(side * 10 + side * 2, -1.5, 6.4, 3.2, o.shoes));
      legsOut.push(ellipse(side * 8.5, -40, legW / 2 + 1, legW / 2, shade(o.bottom, 0.06)));
    }
  } else if (legs === 'cross') {
    for (const side of [-1, 1])
      legsOut.push(stroke(`M${side * 7},-12L${side * 30},-4L${side * 4},-2`, o.bottom, legW + 1));
    legsOut.push(ellipse(-8, -3, 5.5, 2.6, skin), ellipse(8, -3, 5.5, 2.6, skin));
  } else if (legs !== 'none' && o.topStyle !== 'saree') {
    const presets = { stand: [3, 0, 3, 0], walk: [1, 3, 6, -4], apart: [10, -4, 10, -4], run: [-30, 40, 30, 10] };
    const [a1, a2, b1, b2] = Array.isArray(legs) ? legs : presets[legs];
    for (const [side, p, q] of [
      [-1, a1, a2],
      [1, b1, b2],
    ]) {
      const L = limb(side * 7, -86, side, p, q, 42, 42);
      legsOut.push(stroke(`M${side * 7},-88L${L.ex},${L.ey}L${L.hx},${L.hy}`, o.bottom, legW));
      legsOut.push(ellipse(L.hx + side * 2.5, L.hy + 1.5, 6.8, 3.3, o.shoes));
    }
  } else if (legs !== 'none' && o.topStyle === 'saree') {
    legsOut.push(ellipse(-5, -0.5, 6, 2.8, o.shoes), ellipse(7, -0.5, 6, 2.8, o.shoes));
  }

  // neck
  out.push(rect(-3.8, -146, 7.6, 10, shade(skin, -0.12), { rx: 2 }));

  // torso and clothing
  const tp = torsoShape(o);
  out.push(path(tp, o.topStyle === 'labcoat' ? '#f4f6f8' : o.topStyle === 'blazer' ? (o.coat ?? '#1d2740') : top));
  if (!back) {
    switch (o.topStyle) {
      case 'shirt':
      case 'uniform':
        out.push(
          stroke('M0,-132L0,-88', topD, 0.6),
          ...[-124, -114, -104, -94].map((y) => circle(0.9, y, 0.6, topD)),
          poly(
            [
              [-6.5, -139.5],
              [0.2, -132],
              [-7.5, -133.2],
            ],
            shade(top, 0.12),
          ),
          poly(
            [
              [6.5, -139.5],
              [-0.2, -132],
              [7.5, -133.2],
            ],
            shade(top, 0.12),
          ),
        );
        out.push(rect(4, -125, 6.5, 7, 'none', { stroke: topD, strokeWidth: 0.5, rx: 0.8 }));
        if (o.tie)
          out.push(
            poly(
              [
                [-1.6, -133],
                [1.6, -133],
                [2.6, -108],
                [0, -104],
                [-2.6, -108],
              ],
              o.tie,
            ),
          );
        break;
      case 'tshirt':
        out.push(path('M-6.5,-139.2Q0,-131 6.5,-139.2', 'none', { stroke: topD, strokeWidth: 1.2 }));
        break;
      case 'kurta':
        out.push(
          rect(-5.5, -141, 11, 3.2, topD, { rx: 1 }),
          stroke('M0,-138L0,-112', topD, 0.7),
          ...[-133, -126, -119].map((y) => circle(0.8, y, 0.55, shade(top, 0.35))),
          stroke(`M${f ? -15 : -17},-72L${f ? -18 : -19},-56`, topD, 0.6),
          stroke(`M${f ? 15 : 17},-72L${f ? 18 : 19},-56`, topD, 0.6),
        );
        break;
      case 'blazer':
        out.push(
          poly(
            [
              [-6, -139],
              [6, -139],
              [0, -110],
            ],
            o.shirt ?? '#ffffff',
          ),
          o.tie
            ? poly(
                [
                  [-1.5, -136],
                  [1.5, -136],
                  [2.5, -114],
                  [0, -110],
                  [-2.5, -114],
                ],
                o.tie,
              )
            : '',
          poly(
            [
              [-6, -139],
              [-1.2, -110],
              [-9.5, -124],
              [-7.5, -128],
            ],
            shade(o.coat ?? '#1d2740', 0.1),
          ),
          poly(
            [
              [6, -139],
              [1.2, -110],
              [9.5, -124],
              [7.5, -128],
            ],
            shade(o.coat ?? '#1d2740', 0.1),
          ),
          circle(0, -104, 0.9, shade(o.coat ?? '#1d2740', 0.3)),
          circle(0, -96, 0.9, shade(o.coat ?? '#1d2740', 0.3)),
          rect(-14, -103, 7, 1.5, shade(o.coat ?? '#1d2740', -0.2), { rx: 0.5 }),
          o.pocketSquare ? path('M8,-124L13,-124L12.5,-121L8.5,-121Z', o.pocketSquare) : '',
        );
        break;
      case 'labcoat':
        out.push(
          poly(
            [
              [-6, -139],
              [6, -139],
              [0, -108],
            ],
            top,
          ),
          poly(
            [
              [-6, -139],
              [-1, -112],
              [-1, -60],
              [-3, -60],
              [-3, -112],
              [-9, -126],
            ],
            '#e3e7ec',
          ),
          poly(
            [
              [6, -139],
              [1, -112],
              [1, -60],
              [3, -60],
              [3, -112],
              [9, -126],
            ],
            '#e3e7ec',
          ),
          rect(-14, -90, 7, 6, 'none', { stroke: '#cfd5dc', strokeWidth: 0.6 }),
          rect(7, -122, 6, 6, 'none', { stroke: '#cfd5dc', strokeWidth: 0.6 }),
          stroke('M8.5,-122L8.5,-127', '#2c4f9e', 1),
        );
        break;
      case 'saree':
        out.push(
          path('M-12,-97L12,-97L18,-2L-18,-2Z', o.saree ?? top),
          ...[-4, -1, 2, 5].map((x) => stroke(`M${x},-96L${x * 1.6},-3`, shade(o.saree ?? top, -0.15), 0.6)),
          path('M-18,-6L18,-6L18,-2L-18,-2Z', o.border ?? P_GOLD),
          path('M-15,-138L-7,-139L15,-100L14,-86L4,-88Z', o.saree ?? top),
          path('M-15,-138L-12.5,-138.5L15.5,-97L14.6,-93Z', o.border ?? P_GOLD),
        );
        break;
      case 'gown':
        out.push(
          poly(
            [
              [-6, -139],
              [6, -139],
              [0, -126],
            ],
            '#ffffff',
          ),
          path('M-7,-139C-8,-125 -8,-110 -7,-92L-3.5,-92C-4.5,-110 -3.5,-125 -2,-139Z', o.stole ?? '#f0b43c'),
          path('M7,-139C8,-125 8,-110 7,-92L3.5,-92C4.5,-110 3.5,-125 2,-139Z', o.stole ?? '#f0b43c'),
          stroke('M0,-126L0,-24', shade(top, -0.25), 0.7),
        );
        break;
      case 'pinafore':
        out.push(
          poly(
            [
              [-6, -139],
              [0, -133],
              [6, -139],
            ],
            '#ffffff',
          ),
          path('M-10,-128L10,-128L13,-96L17,-70L-17,-70L-13,-96Z', o.pinafore ?? '#1f3c7a'),
          rect(-11, -132, 3, 8, o.pinafore ?? '#1f3c7a'),
          rect(8, -132, 3, 8, o.pinafore ?? '#1f3c7a'),
        );
        if (o.tie)
          out.push(
            poly(
              [
                [-1.4, -133],
                [1.4, -133],
                [2, -126],
                [0, -123],
                [-2, -126],
              ],
              o.tie,
            ),
          );
        break;
      case 'coat':
        out.push(
          poly(
            [
              [-5, -139],
              [5, -139],
              [0, -120],
            ],
            '#ffffff',
          ),
          path('M-1.5,-136L1.5,-136L2,-121L0,-119L-2,-121Z', '#ffffff'),
          stroke('M-1.5,-128L-1.5,-121', '#ffffff', 0.4),
        );
        break;
    }
    if (o.dupatta) {
      out.push(
        stroke('M-14,-136C-8,-118 8,-118 14,-136', o.dupatta, 4.5),
        path('M11,-137C14,-120 16,-104 17,-88L21,-88C20,-106 18,-122 15,-137Z', o.dupatta),
      );
    }
    if (o.bag) out.push(stroke('M-11,-137L-12,-100', o.bag, 2.4), stroke('M11,-137L12,-100', o.bag, 2.4));
    if (o.medal)
      out.push(
        stroke('M-6,-138L-1,-116', '#2c4f9e', 2.2),
        stroke('M6,-138L1,-116', '#c0392b', 2.2),
        circle(0, -113, 4.2, P_GOLD),
        circle(0, -113, 2.6, '#f8d46a'),
      );
  } else {
    if (o.bag)
      out.push(rect(-11, -132, 22, 30, o.bag, { rx: 5 }), rect(-8, -112, 16, 8, shade(o.bag, -0.15), { rx: 2 }));
    if (o.topStyle === 'saree')
      out.push(
        path('M-12,-97L12,-97L18,-2L-18,-2Z', o.saree ?? top),
        path('M-15,-138L-4,-139L16,-97L6,-95Z', o.saree ?? top),
        path('M-18,-6L18,-6L18,-2L-18,-2Z', o.border ?? P_GOLD),
      );
  }

  // arms
  const arms = o.arms ?? {};
  const armW = f ? 7 : 8.2;
  const sw = f ? 12.5 : 14.5;
  const short = o.sleeves === 'short' || (o.topStyle === 'tshirt' && o.sleeves !== 'full');
  const sleeveCol =
    o.topStyle === 'labcoat'
      ? '#e9edf1'
      : o.topStyle === 'blazer'
        ? shade(o.coat ?? '#1d2740', -0.1)
        : o.topStyle === 'saree'
          ? shade(top, -0.08)
          : sleeve;
  const armsOut = [];
  for (const [key, side] of [
    ['l', -1],
    ['r', 1],
  ]) {
    const [a1, a2, fl = o.fore ?? 1] = arms[key] ?? [8, -4];
    const L = limb(side * sw, -130, side, a1, a2, 27, 24 * fl);
    const d = `M${side * sw},-130L${L.ex},${L.ey}L${L.hx},${L.hy}`;
    const item = o.hold?.[key];
    const out = armsOut;
    if (short || o.topStyle === 'saree') {
      out.push(stroke(d, skin, armW - 1));
      const sx = side * sw + (L.ex - side * sw) * (o.topStyle === 'saree' ? 0.45 : 0.5);
      const sy = -130 + (L.ey + 130) * (o.topStyle === 'saree' ? 0.45 : 0.5);
      out.push(stroke(`M${side * sw},-130L${sx},${sy}`, sleeveCol, armW + 0.6));
    } else {
      out.push(stroke(d, sleeveCol, armW));
      out.push(
        stroke(`M${L.ex + (L.hx - L.ex) * 0.86},${L.ey + (L.hy - L.ey) * 0.86}L${L.hx},${L.hy}`, skin, armW - 1.6),
      );
    }
    if (item) out.push(item(L.hx, L.hy));
    out.push(
      o.detail ? ellipse(L.hx, L.hy, f ? 3 : 3.4, f ? 3.4 : 3.8, skin) : circle(L.hx, L.hy, f ? 3.6 : 4.1, skin),
    );
  }
  const shift = dy ? { transform: `translate(0 ${dy})` } : {};
  if (o.layer === 'arms') return g(shift, armsOut);
  if (o.layer !== 'body') out.push(...armsOut);

  // head
  out.push(g({ transform: `translate(0 ${HEAD_Y}) scale(1.08)` }, head(c, o, back)));
  if (!back && o.hairStyle === 'braid') {
    out.push(
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        ellipse(10.5 + i * 0.6, -140 + i * 6, 3.1, 3.6, i % 2 ? shade(o.hair, 0.08) : o.hair),
      ),
      circle(13.6, -103, 1.4, '#d65a73'),
    );
  }
  if (back && ['long', 'braid', 'pony'].includes(o.hairStyle)) {
    const len =
      o.hairStyle === 'long'
        ? 'M-12,-152C-14,-140 -14,-128 -13,-116L13,-116C14,-128 14,-140 12,-152Z'
        : 'M-3.5,-145L3.5,-145L2.6,-108L0,-104L-2.6,-108Z';
    out.push(path(len, o.hair));
  }
  if (o.mortar) out.push(mortarboard(0, HEAD_Y - 13, 1, o.mortar));
  return g({}, legsOut, g(shift, out));
}

/** Graduation cap centred at (x, y). */
export function mortarboard(x, y, s, col = '#1d2233') {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-9,0C-9,5 9,5 9,0L9,-4L-9,-4Z', shade(col, 0.1)),
    poly(
      [
        [-16, -5],
        [0, -11],
        [16, -5],
        [0, 1],
      ],
      col,
    ),
    stroke('M0,-5L11,-3L12,7', '#f0b43c', 0.9),
    rect(10.6, 6, 2.8, 4, '#f0b43c', { rx: 1 }),
  );
}

/** Items people hold, drawn around a hand position. */
export const items = {
  book:
    (col = '#c0392b') =>
    (x, y) =>
      g(
        {},
        rect(x - 7, y - 10, 13, 17, col, { rx: 1.2 }),
        rect(x + 4.6, y - 9.2, 1.2, 15.4, '#fff4e0'),
        rect(x - 4, y - 6, 6, 1.2, shade(col, 0.4)),
      ),
  openBook:
    (col = '#2c4f9e') =>
    (x, y) =>
      g(
        {},
        path(
          `M${x - 14},${y - 6}L${x},${y - 3}L${x + 14},${y - 6}L${x + 14},${y + 7}L${x},${y + 10}L${x - 14},${y + 7}Z`,
          col,
        ),
        path(`M${x - 13},${y - 7}L${x},${y - 4}L${x},${y + 8.6}L${x - 13},${y + 5.6}Z`, '#fffaf0'),
        path(`M${x + 13},${y - 7}L${x},${y - 4}L${x},${y + 8.6}L${x + 13},${y + 5.6}Z`, '#f3ead8'),
      ),
  trophy: () => (x, y) =>
    g(
      {},
      path(
        `M${x - 8},${y - 22}L${x + 8},${y - 22}C${x + 8},${y - 12} ${x + 4},${y - 8} ${x},${y - 7}C${x - 4},${y - 8} ${x - 8},${y - 12} ${x - 8},${y - 22}Z`,
        '#f2b531',
      ),
      stroke(`M${x - 8},${y - 19}C${x - 13},${y - 19} ${x - 12},${y - 12} ${x - 6},${y - 12}`, '#d9961a', 1.4),
      stroke(`M${x + 8},${y - 19}C${x + 13},${y - 19} ${x + 12},${y - 12} ${x + 6},${y - 12}`, '#d9961a', 1.4),
      rect(x - 1.4, y - 8, 2.8, 6, '#d9961a'),
      rect(x - 5, y - 3, 10, 4, '#7a4d2a', { rx: 0.8 }),
      path(`M${x - 5},${y - 21}L${x - 3},${y - 21}L${x - 3.5},${y - 12}Z`, '#ffffff', { opacity: 0.5 }),
    ),
  certificate: () => (x, y) =>
    g(
      {},
      rect(x - 12, y - 9, 24, 17, '#fffaf0', { stroke: '#e0b453', strokeWidth: 1 }),
      rect(x - 8, y - 5, 16, 1.2, '#b9c3d6'),
      rect(x - 8, y - 2, 12, 1.2, '#b9c3d6'),
      circle(x + 7, y + 4, 2.4, '#d9423a'),
    ),
  scroll: () => (x, y) =>
    g({}, rect(x - 2.2, y - 12, 4.4, 20, '#fffaf0', { rx: 2 }), rect(x - 2.4, y - 3, 4.8, 2.5, '#c0392b')),
  mic: () => (x, y) =>
    g({}, stroke(`M${x},${y}L${x + 2},${y - 12}`, '#2b2b2b', 2.2), circle(x + 2.3, y - 14, 2.8, '#3a3a3a')),
  pointer: () => (x, y) => stroke(`M${x},${y}L${x + 24},${y - 20}`, '#7a4d2a', 1.2),
  marker: () => (x, y) => stroke(`M${x - 1},${y + 1}L${x + 3},${y - 6}`, '#1f6f66', 2.2),
  tablet: () => (x, y) => rect(x - 7, y - 11, 14, 19, '#1d2333', { rx: 1.6 }),
};
