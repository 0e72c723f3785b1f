/** Header logos (200 × 48), the avatar placeholder and the favicon, written as small SVG files. */
import { el, g } from '../lib/core.mjs';
import { P } from '../lib/palette.mjs';
import { emblem } from '../lib/emblem.mjs';

const FONT = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** Emblem plus a two-line wordmark; the lines are fitted with textLength so any fallback font fits. */
function logo(line1, line2, { size1 = 21, len1, len2 } = {}) {
  const text = (y, size, fill, str, len, extra = {}) =>
    el(
      'text',
      {
        x: 57,
        y,
        fontFamily: FONT,
        fontSize: size,
        fontWeight: 700,
        fill,
        textLength: len,
        lengthAdjust: 'spacingAndGlyphs',
        ...extra,
      },
      str,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img"><title>${line1} ${line2}</title>${g(
    {},
    emblem(),
    text(24, size1, P.navy, line1, len1),
    text(40.5, 11, P.saffron2, line2.toUpperCase(), len2, { letterSpacing: 1.4 }),
  )}</svg>`;
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${emblem()}</svg>`;

const avatar = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#e6ebf3"/><circle cx="48" cy="40" r="17" fill="#a9b6cb"/><path d="M16 96c2-19 15-31 32-31s30 12 32 31z" fill="#a9b6cb"/><path d="M40 66l8 10 8-10" fill="none" stroke="#e6ebf3" stroke-width="3" stroke-linejoin="round"/></svg>`;

export const logos = {
  'logos/default.svg': logo('Akshara', 'Academy', { len1: 92, len2: 84 }),
  'logos/upsc.svg': logo('Akshara', 'IAS Academy', { len1: 92, len2: 112 }),
  'logos/iit.svg': logo('Akshara', 'IIT Academy', { len1: 92, len2: 110 }),
  'logos/neet.svg': logo('Akshara', 'NEET Academy', { len1: 92, len2: 126 }),
  'logos/groups.svg': logo('Akshara Groups', 'APPSC · TGPSC', { size1: 17.5, len1: 140, len2: 118 }),
  'people/avatar-placeholder.svg': avatar,
  'public/favicon.svg': favicon,
};
