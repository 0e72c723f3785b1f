/**
 * Draws every illustration under src/assets/ (and the favicon) from code.
 * Usage: npm run art            — all pictures
 *        node scripts/art/generate.mjs courses/upsc   — only files whose path contains the filter
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Canvas, hash } from './lib/core.mjs';
import { courses } from './scenes/courses.mjs';
import { heroes } from './scenes/heroes.mjs';
import { gallery } from './scenes/gallery.mjs';
import { portraits } from './scenes/portraits.mjs';
import { logos } from './scenes/logos.mjs';
import { foundationPages } from './scenes/foundation.mjs';
import { courseState } from './scenes/course-state.mjs';
import { courseSections } from './scenes/course-sections.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const assets = join(root, 'src/assets');
const filter = process.argv[2] ?? '';

/** file → [width, height, draw(canvas) => svg string] */
const jobs = { ...courses, ...heroes, ...gallery, ...portraits, ...foundationPages, ...courseState, ...courseSections };

for (const [file, [w, h, draw]] of Object.entries(jobs)) {
  if (!file.includes(filter)) continue;
  const out = join(assets, file);
  await mkdir(dirname(out), { recursive: true });
  const svg = draw(new Canvas(w, h, hash(file)));
  const info = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(out);
  console.log(`${file.padEnd(40)} ${w}×${h} ${(info.size / 1024).toFixed(1)} KB`);
}

for (const [file, svg] of Object.entries(logos)) {
  if (!file.includes(filter)) continue;
  const out = file.startsWith('public/') ? join(root, file) : join(assets, file);
  await writeFile(out, svg);
  console.log(`${file.padEnd(40)} ${(svg.length / 1024).toFixed(1)} KB`);
}
