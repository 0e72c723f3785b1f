#!/usr/bin/env node
/**
 * `node scripts/assert-no-token.mjs <dir>`: fails (exit 1, naming each file) when the value of
 * CONTENTFUL_ACCESS_TOKEN or CONTENTFUL_PREVIEW_TOKEN appears in any file under <dir> — as it is,
 * URL-encoded, or inside base64 (standard or URL-safe, at any alignment). Prints one OK line
 * otherwise. The deploy workflow runs it on dist/ after the build; the tokens are read at build
 * time only and must never be published. It never prints a token.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

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

/**
 * Files under `dir` that hold one of the tokens, in any of the forms above.
 * @param {string} dir
 * @param {Record<string, string>} tokens name → value
 * @returns {{ file: string, variable: string, form: string }[]} file paths relative to dir
 */
export function findTokenLeaks(dir, tokens) {
  const needles = Object.entries(tokens).flatMap(([variable, value]) =>
    tokenForms(value).map(({ form, text }) => ({ variable, form, bytes: Buffer.from(text) })),
  );
  if (needles.length === 0) return [];
  return filesUnder(dir).flatMap((path) => {
    const content = readFileSync(path);
    return needles
      .filter(({ bytes }) => content.includes(bytes))
      .map(({ variable, form }) => ({ file: relative(dir, path), variable, form }));
  });
}

/**
 * The command: exit code 0 (clean, or no token set), 1 (a leak) or 2 (no such directory).
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function main(args, env) {
  const [dir] = args;
  if (!dir) {
    console.error('Usage: node scripts/assert-no-token.mjs <dir>');
    return 2;
  }
  const tokens = tokensFrom(env);
  const names = Object.keys(tokens);
  let leaks;
  try {
    leaks = findTokenLeaks(dir, tokens);
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
      ? `assert-no-token: OK — no ${names.join(' or ')} in ${dir}`
      : `assert-no-token: OK — no Contentful token is set, nothing to look for in ${dir}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2), process.env);
}
