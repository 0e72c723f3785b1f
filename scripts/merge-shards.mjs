#!/usr/bin/env node
/**
 * A build split across machines (src/integrations/shards.ts, .github/workflows/deploy.yml):
 *
 *   BUILD_SHARD=2/4 npm run build                    a shard's build
 *   node scripts/merge-shards.mjs pack OUT           then its site (dist/, moved) and what the merge needs
 *                                                    of its cacheDir, into OUT/dist and OUT/cache
 *   node scripts/merge-shards.mjs merge SHARDS_DIR   the merge: every shard's output is a folder in
 *                                                    SHARDS_DIR; writes the site into dist/
 *   --dist DIR --cache DIR                           another site folder or cacheDir (default dist,
 *                                                    node_modules/.astro)
 *
 * The merge runs the steps of astro.config.mjs that come after rendering (its integrations with
 * BUILD_SHARD=merge), in their order, as Astro would after a build that rendered nothing: their
 * `astro:config:done` with the configuration they read (site, folders, how pages are addressed),
 * then `astro:build:done`. Astro itself does not run: the merge loads no content and renders no
 * page. The steps are TypeScript, loaded through Vite as Astro loads its configuration.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', default: 'dist' }, cache: { type: 'string', default: 'node_modules/.astro' } },
});
const [command, folder] = positionals;
if (!['pack', 'merge'].includes(command) || !folder) {
  console.error('usage: merge-shards.mjs pack OUT | merge SHARDS_DIR [--dist DIR] [--cache DIR]');
  process.exit(2);
}
const root = process.cwd();
const dir = (path) => pathToFileURL(`${resolve(path)}/`);
/** A module of this project, loaded as Astro loads its configuration (TypeScript, the `@/` paths). */
const load = async (path) =>
  (
    await runnerImport(resolve(root, path), {
      configFile: false,
      root,
      logLevel: 'warn',
      resolve: { tsconfigPaths: true },
    })
  ).module;

/** Astro's log format: `12:03:04 [name] message`. */
const logger = (label) => {
  const line = (write) => (message) => write(`${new Date().toTimeString().slice(0, 8)} [${label}] ${message}`);
  return {
    label,
    info: line(console.log),
    warn: line(console.warn),
    error: line(console.error),
    debug: () => {},
    fork: logger,
  };
};

const started = performance.now();
if (command === 'pack') {
  const { packShard } = await load('src/integrations/shards.ts');
  await packShard({ dist: resolve(values.dist), cacheDir: resolve(values.cache), out: resolve(folder) });
  console.log(`Packed ${values.dist} and the shard's notes into ${folder}`);
} else {
  process.env.BUILD_SHARD = 'merge';
  process.env.SHARDS_DIR = resolve(folder);
  const { default: user } = await load('astro.config.mjs');
  const config = {
    ...user,
    root: dir(root),
    outDir: dir(values.dist),
    cacheDir: dir(values.cache),
    base: '/',
    trailingSlash: user.trailingSlash ?? 'ignore',
    build: { ...user.build, format: 'directory' },
  };
  await rm(config.outDir, { recursive: true, force: true });
  const steps = config.integrations;
  for (const { name, hooks } of steps) await hooks['astro:config:done']?.({ config, logger: logger(name) });
  for (const { name, hooks } of steps) await hooks['astro:routes:resolved']?.({ routes: [], logger: logger(name) });
  for (const { name, hooks } of steps)
    await hooks['astro:build:done']?.({
      dir: config.outDir,
      pages: [],
      routes: [],
      assets: new Map(),
      logger: logger(name),
    });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Merged the shards of ${folder} into ${values.dist} in ${seconds} s (${steps.map((s) => s.name).join(', ')})`,
  );
}
