#!/usr/bin/env node
/**
 * Before launch: every stand-in fact still in src/data/ (npm run launch-check).
 *
 *   npm run launch-check              lists them; exits 0
 *   npm run launch-check -- --strict  exits 1 while any remain (for a launch checklist or CI)
 *
 * It loads every module under src/data/ (through Vite, which resolves the `@/` alias and image
 * imports as the site build does) and reports what they mark: each value written with
 * `placeholder(value, what)` (src/data/placeholder.ts: phones, e-mail, addresses, YouTube videos,
 * the store, the scholarship platform), and each figure (`{ number, suffix, label }`) without a
 * `source` (src/data/courses/types.ts), which the stats bands leave out until the academy gives its own.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';

const DATA = resolve('src/data');

/** Every .ts module under src/data, as paths from the repository root. */
const dataModules = () =>
  readdirSync(DATA, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/** A stats-band figure: `{ number, suffix, label }` (data/courses/types.ts `Stat`). */
const isFigure = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.number === 'number' &&
  typeof value.suffix === 'string' &&
  typeof value.label === 'string';

/**
 * The figures without a source in an exported value, with where they are (`foundation.trackRecord[2]`).
 * @param {unknown} value
 * @param {string} path
 * @param {Set<unknown>} seen
 * @returns {{ path: string, figure: { number: number, suffix: string, label: string } }[]}
 */
export function unsourcedFigures(value, path, seen = new Set()) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (isFigure(value)) return value.source ? [] : [{ path, figure: value }];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`${path}[${i}]`, v])
    : Object.entries(value).map(([k, v]) => [`${path}.${k}`, v]);
  return entries.flatMap(([p, v]) => unsourcedFigures(v, p, seen));
}

/** The report: stand-ins and unsourced figures, and how many there are in all. */
export async function launchCheck() {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@': resolve('src') } },
  });
  try {
    const modules = dataModules();
    const exportsOf = [];
    for (const file of modules) exportsOf.push([file, await server.ssrLoadModule(`/${file}`)]);
    const { placeholderFacts } = await server.ssrLoadModule('/src/data/placeholder.ts');
    const seen = new Set();
    const figures = exportsOf.flatMap(([file, exported]) =>
      Object.entries(exported).flatMap(([name, value]) =>
        unsourcedFigures(value, name, seen).map((f) => ({ ...f, file })),
      ),
    );
    return { placeholders: placeholderFacts(), figures };
  } finally {
    await server.close();
  }
}

const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const strict = process.argv.includes('--strict');
  const { placeholders, figures } = await launchCheck();
  console.log(`Stand-in facts in src/data/ (marked with placeholder()): ${placeholders.length}`);
  for (const { what, value } of placeholders) console.log(`  - ${what}: ${show(value)}`);
  console.log(`Figures without a source (stats bands leave them out): ${figures.length}`);
  for (const { file, path, figure } of figures)
    console.log(`  - ${file} ${path}: ${figure.number}${figure.suffix} ${figure.label}`);
  const left = placeholders.length + figures.length;
  console.log(left ? `${left} to replace before launch.` : 'Nothing left to replace: ready for launch.');
  if (strict && left) process.exit(1);
}
