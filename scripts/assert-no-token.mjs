#!/usr/bin/env node
/**
 * `node scripts/assert-no-token.mjs <dir>`: fails (exit 1, naming each file) when the value of
 * CONTENTFUL_ACCESS_TOKEN or CONTENTFUL_PREVIEW_TOKEN appears in any file under <dir> — as it is,
 * URL-encoded, or inside base64 (standard or URL-safe, at any alignment). Prints one OK line
 * otherwise. The deploy workflow runs it on dist/ after the build; the tokens are read at build
 * time only and must never be published. It never prints a token.
 *
 * A file the build listed (scripts/dist-digest.mjs, `site-files.json` in the cacheDir: `--cache DIR`,
 * default node_modules/.astro), unchanged since, whose SHA-256 an earlier check found clean of the
 * same tokens, is not read again: the cacheDir keeps the clean hashes (`token-checked.json`, with a
 * SHA-256 of the tokens' forms, never the tokens). A warm build at 50k articles copies most of its
 * 160k files unchanged; a new token checks every file again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { listedFiles } from './dist-digest.mjs';

/** The variables whose values must not leak. */
export const TOKEN_VARIABLES = ['CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_PREVIEW_TOKEN'];

/** Shorter values are not looked for: they would match by chance (and are no real token). */
const MIN_LENGTH = 8;

/**
 * The base64 text of `value` wherever it sits in a longer base64 string: for each of the three
 * byte alignments, the characters that depend on the value's bytes alone.
 * @param {Buffer} value
 * @returns {string[]}
 */
function base64Forms(value) {
  return [0, 1, 2].flatMap((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), value]).toString('base64');
    const inner = encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + value.length) * 8) / 6));
    return [inner, inner.replaceAll('+', '-').replaceAll('/', '_')];
  });
}

/**
 * Each form a token could take in a file, with its name for the report.
 * @param {string} token
 * @returns {{ form: string, text: string }[]}
 */
function tokenForms(token) {
  const forms = [
    { form: 'as is', text: token },
    { form: 'URL-encoded', text: encodeURIComponent(token) },
    ...base64Forms(Buffer.from(token)).map((text) => ({ form: 'base64', text })),
  ];
  return forms.filter((f, i) => forms.findIndex((g) => g.text === f.text) === i);
}

/**
 * @param {string} dir
 * @returns {string[]} every file under dir
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The tokens set in an environment (name → value), leaving out empty and too-short values.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function tokensFrom(env) {
  return Object.fromEntries(
    TOKEN_VARIABLES.flatMap((name) => {
      const value = env[name]?.trim();
      return value && value.length >= MIN_LENGTH ? [[name, value]] : [];
    }),
  );
}

/** The record of the files found clean, in the cacheDir. */
const CHECKED = 'token-checked.json';

/**
 * Files under `dir` that hold one of the tokens, in any of the forms above. With `cacheDir`, a
 * file listed by the build with a hash found clean of the same tokens before is skipped, and the
 * hashes found clean now are kept for the next check.
 * @param {string} dir
 * @param {Record<string, string>} tokens name → value
 * @param {{ cacheDir?: string, count?: { files: number, read: number } }} [options]
 * @returns {{ file: string, variable: string, form: string }[]} file paths relative to dir
 */
export function findTokenLeaks(dir, tokens, { cacheDir, count = { files: 0, read: 0 } } = {}) {
  const needles = Object.entries(tokens).flatMap(([variable, value]) =>
    tokenForms(value).map(({ form, text }) => ({ variable, form, bytes: Buffer.from(text) })),
  );
  if (needles.length === 0) return [];
  const files = filesUnder(dir);
  count.files = files.length;
  const forms = createHash('sha256')
    .update(needles.map(({ bytes }) => bytes.toString('hex')).join(' '))
    .digest('hex');
  const listed = cacheDir ? listedFiles(dir, cacheDir) : new Map();
  /** @type {Set<string>} */
  let cleanBefore = new Set();
  try {
    const record = cacheDir && JSON.parse(readFileSync(join(cacheDir, CHECKED), 'utf8'));
    if (record?.tokens === forms) cleanBefore = new Set(record.clean);
  } catch {}
  const clean = new Set();
  const leaks = files.flatMap((path) => {
    const file = relative(dir, path).split(sep).join('/');
    const hash = listed.get(file);
    if (hash !== undefined && cleanBefore.has(hash)) {
      clean.add(hash);
      return [];
    }
    const content = readFileSync(path);
    count.read++;
    const found = needles
      .filter(({ bytes }) => content.includes(bytes))
      .map(({ variable, form }) => ({ file: relative(dir, path), variable, form }));
    if (found.length === 0 && hash !== undefined) clean.add(hash);
    return found;
  });
  if (cacheDir && listed.size > 0)
    writeFileSync(join(cacheDir, CHECKED), JSON.stringify({ tokens: forms, clean: [...clean] }));
  return leaks;
}

/**
 * The command: exit code 0 (clean, or no token set), 1 (a leak) or 2 (no such directory).
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function main(args, env) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { cache: { type: 'string', default: 'node_modules/.astro' } },
  });
  const [dir] = positionals;
  if (!dir) {
    console.error('Usage: node scripts/assert-no-token.mjs <dir>');
    return 2;
  }
  const tokens = tokensFrom(env);
  const names = Object.keys(tokens);
  let leaks;
  const count = { files: 0, read: 0 };
  try {
    leaks = findTokenLeaks(dir, tokens, { cacheDir: values.cache, count });
  } catch (error) {
    console.error(`assert-no-token: cannot read ${dir}: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  if (leaks.length > 0) {
    console.error(`assert-no-token: FAILED — a Contentful token is in ${leaks.length} place(s) under ${dir}:`);
    for (const { file, variable, form } of leaks) console.error(`  ${file}: ${variable} (${form})`);
    console.error('Do not publish this build; find what copies the token into the output.');
    return 1;
  }
  console.log(
    names.length > 0
      ? `assert-no-token: OK — no ${names.join(' or ')} in ${dir} (${count.files} files, ${count.read} read` +
          `${count.read < count.files ? ': the others listed by the build, unchanged and found clean of the same tokens before' : ''})`
      : `assert-no-token: OK — no Contentful token is set, nothing to look for in ${dir}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2), process.env);
}
