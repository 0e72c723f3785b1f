// Makes the app icons of the web app manifest (src/lib/page/web-app.ts) from the logo mark,
// public/favicon.svg, with sharp: plain ones at 192 and 512 px, and a maskable one whose mark sits
// inside the middle 80 % (the safe zone a launcher's mask never cuts) on the theme colour.
// Run `npm run icons` after changing the logo and commit the PNGs in public/icons/.
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';

// The theme colour, --color-brand-800, read where src/lib/page/web-app.ts reads it.
const css = await readFile(new URL('../src/styles/global.css', import.meta.url), 'utf8');
const THEME = css.match(/--color-brand-800:\s*(#[0-9a-f]{3,8})\s*;/i)[1];
const out = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('../public/favicon.svg', import.meta.url));
await mkdir(out, { recursive: true });

const render = (size) =>
  sharp(svg, { density: (72 * size) / 48 })
    .resize(size, size)
    .png();
for (const size of [192, 512]) await render(size).toFile(new URL(`icon-${size}.png`, out).pathname);

// Maskable: the mark at 70 % of the icon, centred on a full square of the theme colour.
const mark = await render(Math.round(512 * 0.7)).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(new URL('icon-maskable-512.png', out).pathname);
console.log(`App icons written to ${out.pathname}`);
