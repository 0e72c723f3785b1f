/**
 * The README and docs/ stay true: every file, npm script, environment variable and content-type
 * field they name exists, every relative link (and its #section) resolves, and the README stays a
 * door of at most 200 lines. Names are read from code spans, fenced blocks (npm scripts,
 * variables, the layout tree's folders) and links; fields from the first column of the tables
 * under a heading that names a content type, checked against that type's schema in src/schemas/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import type { ZodType } from 'astro/zod';
import { describe, expect, it } from 'vitest';

interface Facts {
  /** Repository paths of every file, and of every folder with a trailing slash. */
  files: Set<string>;
  scripts: Set<string>;
  /** The project's code and configuration, where a variable a document names must appear. */
  code: string;
  /** Content type id → the names of its fields, nested ones (quiz questions, options) included. */
  fields: Map<string, Set<string>>;
}

interface Doc {
  path: string;
  text: string;
}

const README_MAX_LINES = 200;
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-preview',
  '.astro',
  'test-results',
  'playwright-report',
]);
/** What builds and tests write (git-ignored, in Astro's cacheDir, or the worker in dist/): named in docs, absent from a clean clone. */
const GENERATED =
  /^(?:dist|dist-preview|node_modules|\.astro|test-results|playwright-report)(?:\/|$)|^content-report\.(?:md|json)$|^data-store\.json$|^page-notes\.json$|^search-archive(?:\.json|\/)$|^site-files\.json$|^token-checked\.json$|^sw\.js$/;
const FILE_NAME = /\.(?:tsx?|mjs|js|astro|md|json|ya?ml|gs|css|svg|webp|png|webmanifest)$/;
const TOP_DIR = /^(?:src|scripts|tests|public|docs|\.github|\.ci)\//;
const ENV_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

function walk(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [path];
    return SKIPPED_DIRS.has(path) ? [] : [`${path}/`, ...walk(root, path)];
  });
}

/** GitHub's id of a heading: lower case, punctuation gone, spaces made hyphens. */
export const headingId = (heading: string) =>
  heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (text: string) => [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingId(m[1].trim()));

/** Whether a path named in a document (perhaps only its end, perhaps with `<id>` or `*`) exists. */
function pathExists(name: string, files: Set<string>): boolean {
  if (files.has(name) || files.has(`${name}/`)) return true;
  const pattern = name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]*>|\*/g, '[^/]*');
  const re = new RegExp(`(?:^|/)${pattern}/?$`);
  return [...files].some((file) => re.test(file));
}

/** The path-like words of a code span: repository paths, file names, folder names. */
function pathsIn(span: string): string[] {
  return span
    .split(/\s+/)
    .map((word) => word.replace(/^[("']+|[)"',;:]+$/g, ''))
    .filter((word) => !/^[/@{…<]|^\.\w+$|:\/\/|[?=]|^[\w-]+(?:\.[\w-]+)+\//.test(word))
    .filter((word) => TOP_DIR.test(word) || FILE_NAME.test(word) || /^[\w.-]+(?:\/[\w.-]+)*\/$/.test(word));
}

function checkNames(text: string, facts: Facts, problems: string[], paths: boolean) {
  for (const [, run, builtIn] of text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)) {
    const script = run ?? builtIn;
    if (!facts.scripts.has(script)) problems.push(`npm script "${script}" is not in package.json`);
  }
  for (const [name] of text.matchAll(ENV_NAME)) {
    if (!new RegExp(`\\b${name}\\b`).test(facts.code)) problems.push(`variable ${name} appears nowhere in the code`);
  }
  if (!paths) return;
  for (const path of pathsIn(text)) {
    if (!GENERATED.test(path) && !pathExists(path, facts.files)) problems.push(`file ${path} does not exist`);
  }
}

/** Everything a document names that does not exist, one line each; empty when it is all true. */
export function problemsIn(doc: Doc, facts: Facts): string[] {
  const problems: string[] = [];
  const lines = doc.text.split('\n');
  if (doc.path === 'README.md' && lines.length - 1 > README_MAX_LINES) {
    problems.push(`README.md has ${lines.length - 1} lines, more than ${README_MAX_LINES}`);
  }
  const fences = [...doc.text.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  for (const block of fences) {
    checkNames(block, facts, problems, false);
    for (const [, folder] of block.matchAll(/^([\w.-]+(?:\/[\w.-]+)*\/)\s/gm)) {
      if (!pathExists(folder, facts.files)) problems.push(`folder ${folder} does not exist`);
    }
  }
  const prose = doc.text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, span] of prose.matchAll(/`([^`]+)`/g)) checkNames(span.replace(/\s+/g, ' '), facts, problems, true);

  const links = [...prose.matchAll(/\]\(([^)\s]+)\)|<img [^>]*src="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  for (const link of links.filter((l) => !/^[a-z]+:/.test(l))) {
    const [target, anchor] = link.split('#');
    const path = target ? normalize(join(dirname(doc.path), target)).replace(/\/$/, '') : doc.path;
    const text = target ? (path === doc.path ? doc.text : undefined) : doc.text;
    if (target && !facts.files.has(path) && !facts.files.has(`${path}/`)) {
      problems.push(`link ${link}: ${path} does not exist`);
    } else if (anchor && /\.md$/.test(path)) {
      const headings = headingsOf(text ?? readFileSync(path, 'utf8'));
      if (!headings.includes(anchor)) problems.push(`link ${link}: no heading #${anchor} in ${path}`);
    }
  }

  let contentType: string | undefined;
  for (const line of prose.split('\n')) {
    if (/^#{1,6} /.test(line)) {
      contentType = [...line.matchAll(/`(\w+)`/g)].map((m) => m[1]).find((name) => facts.fields.has(name));
      continue;
    }
    const first = /^\|\s*`(\w+)`\s*\|/.exec(line)?.[1];
    if (contentType && first && !facts.fields.get(contentType)?.has(first)) {
      problems.push(`field ${first} is not a field of ${contentType} (src/schemas/)`);
    }
  }
  return problems;
}

/** Field names of a zod schema, through optional, default, preprocess, array and refine wrappers. */
function fieldNames(schema: ZodType): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    const def = (node as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def || seen.has(node)) return;
    seen.add(node);
    const shape = def.shape as Record<string, unknown> | undefined;
    for (const [name, field] of Object.entries(shape ?? {})) {
      names.add(name);
      visit(field);
    }
    for (const value of Object.values(def)) visit(value);
  };
  visit(schema);
  return names;
}

/** Content type → schema, as src/content.config.ts pairs them. */
async function contentFields(): Promise<Map<string, Set<string>>> {
  const config = readFileSync('src/content.config.ts', 'utf8');
  const modules = await Promise.all(
    readdirSync('src/schemas').map((file) => import(`../../src/schemas/${file.replace(/\.ts$/, '')}.ts`)),
  );
  const schemas: Record<string, ZodType> = Object.assign({}, ...modules);
  const pairs = [...config.matchAll(/contentType: '(\w+)', schema: (\w+)/g)];
  return new Map(pairs.map(([, type, schema]) => [type, fieldNames(schemas[schema])]));
}

async function repositoryFacts(): Promise<Facts> {
  const files = new Set(walk('.'));
  const isCode = (file: string) =>
    /\.(?:tsx?|mjs|js|astro|ya?ml|gs)$|^package\.json$|^\.ci\/run$/.test(file) && file !== 'tests/unit/docs.test.ts';
  const code = [...files]
    .filter(isCode)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return { files, scripts: new Set(Object.keys(scripts)), code, fields: await contentFields() };
}

const facts = await repositoryFacts();
/** The README, docs/ and the READMEs beside the code they describe. */
const docs = [
  'README.md',
  ...[...facts.files].filter((f) => /^(?:src|scripts)\/.*README\.md$/.test(f)),
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the README and docs/', () => {
  it.each(docs)('%s names only what exists', (path) => {
    expect(problemsIn({ path, text: readFileSync(path, 'utf8') }, facts)).toEqual([]);
  });

  it('finds the content model in src/schemas/', () => {
    expect([...facts.fields.keys()].sort()).toEqual([
      'blogPost',
      'currentAffairsPdf',
      'currentAffairsQuiz',
      'mainsAnswerWriting',
      'quiz',
    ]);
    expect(facts.fields.get('quiz')).toContain('imageAlt');
  });
});

const table = (type: string, field: string) =>
  `### Article (\`${type}\`)\n\n| field | on the site |\n| --- | --- |\n| \`${field}\` | shown |\n`;

describe('problemsIn', () => {
  it.each([
    ['a file', 'docs/x.md', 'See `src/lib/no-such-file.ts`.', ['file src/lib/no-such-file.ts does not exist']],
    ['a file by its name only', 'docs/x.md', 'In `no-such-step.ts`.', ['file no-such-step.ts does not exist']],
    [
      'a folder of the layout tree',
      'README.md',
      '```\nsrc/nowhere/   gone\n```\n',
      ['folder src/nowhere/ does not exist'],
    ],
    [
      'an npm script',
      'docs/x.md',
      'Run `npm run no-such-script`.',
      ['npm script "no-such-script" is not in package.json'],
    ],
    ['a variable', 'docs/x.md', 'Set `CONTENTFUL_SPACE`.', ['variable CONTENTFUL_SPACE appears nowhere in the code']],
    [
      'a content field',
      'docs/x.md',
      table('blogPost', 'headline'),
      ['field headline is not a field of blogPost (src/schemas/)'],
    ],
    [
      'a relative link',
      'docs/x.md',
      'See [ops](operation.md).',
      ['link operation.md: docs/operation.md does not exist'],
    ],
    [
      'a section of a linked document',
      'docs/x.md',
      'See [config](../README.md#settings).',
      ['link ../README.md#settings: no heading #settings in README.md'],
    ],
    ['a section of itself', 'docs/x.md', '# Top\n\n[up](#bottom)', ['link #bottom: no heading #bottom in docs/x.md']],
    ['a README too long', 'README.md', 'line\n'.repeat(201), ['README.md has 201 lines, more than 200']],
  ])('fails on %s that does not exist', (_, path, text, expected) => {
    expect(problemsIn({ path, text }, facts)).toEqual(expected);
  });

  it.each([
    ['a file', 'See `src/lib/content/sections.ts` and `scripts/enquiry-sheet/` and `src/data/courses/<id>.ts`.'],
    ['a file by its name only', 'In `critical-css.ts`, `bench-*.mjs`.'],
    ['what a build writes', 'Read `content-report.md`, `sw.js` and `node_modules/.astro/data-store.json`.'],
    ['an npm script', 'Run `npm run lint`, `npm start` and `npm test`.'],
    ['a variable', 'Set `PUBLIC_SITE_URL` and `CONTENT_SNAPSHOT`.'],
    ['a content field', table('quiz', 'imageAlt')],
    ['a relative link', 'See [config](../README.md#configuration) and [editors](editors.md#preview).'],
    [
      'addresses and hosts',
      'Open `/sw.js`, `…/current-affairs/`, `https://x.in/a.js`, `www.google.com/recaptcha/` and `cdn.contentful.com`.',
    ],
    ['a README of 200 lines', 'line\n'.repeat(200)],
  ])('passes %s that exists', (_, text) => {
    expect(problemsIn({ path: text.startsWith('line') ? 'README.md' : 'docs/x.md', text }, facts)).toEqual([]);
  });
});
