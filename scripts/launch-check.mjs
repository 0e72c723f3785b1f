#!/usr/bin/env node
/**
 * Before launch: every stand-in fact still in src/data/, by page (npm run launch-check).
 *
 *   npm run launch-check              lists them; exits 0
 *   npm run launch-check -- --strict  exits 1 while any remain (the deploy workflow runs it first)
 *
 * It loads every module under src/data/ (through Vite, which resolves the `@/` alias and image
 * imports as the site build does) and reports what they mark: each value written with
 * `placeholder(value, what, where)` (src/data/placeholder.ts: phones, e-mail, addresses, YouTube
 * videos, the store, the scholarship platform, and whole invented records — testimonials, faculty,
 * guest lecturers, rankers, success stories, the director's words, sample PDFs), and each figure
 * (`{ number, suffix, label }`) without a `source` (src/data/courses/types.ts), which the stats
 * bands leave out until the academy gives its own.
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
 * The figures without a source in an exported value, with where they are (`foundation.tabs[0].earlyStart.facts[2]`).
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

/** The page a course module's figures show on (`src/data/courses/neet.ts` → `/courses/neet/`); the file otherwise. */
export function pageOfModule(file) {
  const course = file.match(/^src\/data\/courses\/([^/]+)\.ts$/)?.[1];
  return course ? `/courses/${course}/` : file;
}

/** The report: stand-ins and unsourced figures, each with the page it is on. */
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

/** At most `max` characters of a text. */
const clip = (text, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A stand-in as the academy would recognise it: a text or number as written, a person or record
 * by its name (or title) and what it claims, a list of paragraphs by its first words.
 * @param {unknown} value
 */
export function shownAs(value) {
  if (typeof value !== 'object' || value === null) return String(value);
  if (Array.isArray(value)) return clip(value.join(' '));
  const v = /** @type {Record<string, unknown>} */ (value);
  if (Array.isArray(v.lines)) return v.lines.join(', ');
  const name = v.name ?? v.speaker ?? v.title ?? v.caption ?? v.display;
  const rank = typeof v.rank === 'number' ? `AIR ${v.rank}, ${v.year}` : v.rank && `${v.rank}, ${v.exam}`;
  const claim = v.achievement ?? v.result ?? rank ?? v.subject ?? v.topic;
  if (typeof name === 'string') return clip(claim ? `${name} (${claim})` : name);
  if (Array.isArray(v.message ?? v.vision)) return clip(/** @type {string[]} */ (v.message ?? v.vision).join(' '));
  return clip(JSON.stringify(value));
}

/**
 * Every stand-in and unsourced figure as lines of text, grouped by page with a count per page:
 * parts of the site first ("Every page"), then the pages by address.
 * @param {{ placeholders: { what: string, value: unknown, where: string }[], figures: { file: string, path: string, figure: { number: number, suffix: string, label: string } }[] }} report
 */
export function listing({ placeholders, figures }) {
  const items = [
    ...placeholders.map(({ what, value, where }) => ({ where, line: `${what}: ${shownAs(value)}` })),
    ...figures.map(({ file, path, figure }) => ({
      where: pageOfModule(file),
      line: `Figure without a source: ${figure.number}${figure.suffix} ${figure.label} (${file} ${path})`,
    })),
  ];
  const groups = [...new Set(items.map((i) => i.where))];
  const pages = [
    ...groups.filter((g) => !g.startsWith('/')),
    ...groups.filter((g) => g.startsWith('/')).sort((a, b) => a.localeCompare(b, 'en')),
  ];
  const lines = [`Stand-ins to replace before launch: ${items.length}, on ${pages.length} pages or parts of the site.`];
  for (const page of pages) {
    const here = items.filter((i) => i.where === page);
    lines.push('', `${page} (${here.length})`, ...here.map((i) => `  - ${i.line}`));
  }
  return { count: items.length, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const strict = process.argv.includes('--strict');
  const { count, lines } = listing(await launchCheck());
  if (!count) {
    console.log('Nothing left to replace: ready for launch.');
  } else {
    console.log(lines.join('\n'));
    console.log(
      strict
        ? `\n${count} stand-ins left: not ready for launch. Replace each value where it is written and remove its placeholder(…) (docs/operations.md, "Before launch").`
        : `\n${count} stand-ins to replace before launch (\`npm run launch-check -- --strict\` fails while any remain).`,
    );
  }
  if (strict && count) process.exit(1);
}
