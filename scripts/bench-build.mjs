#!/usr/bin/env node
/**
 * Build benchmark (issue 3 "Scale", issue 10 "Build throughput"): generates a synthetic space export
 * of N current-affairs articles, builds the whole site from it (CONTENT_SNAPSHOT) in a child
 * process, and prints build time, pages per second, the content loader's throughput and the child's
 * peak memory. Each size is built twice: cold (empty content-layer cache) and warm (cache kept,
 * nothing changed). In the same run it builds a bare Astro site (one content collection, one route,
 * no layout; generated into the work directory, using this repo's Astro) with as many trivial pages
 * as our site has pages a visitor reads (HTML files that are not forwarding pages), and prints our
 * rate as a ratio of its rate.
 *
 *   npm run bench:build                 # 1,000 and 10,000 articles
 *   npm run bench:build -- --n 5000     # one size (or --n 1000,20000)
 *   npm run bench:build -- --keep       # keep the work directory (snapshots, dists, caches)
 *   npm run bench:build -- --dir /tmp/x # work directory (default /tmp/bench-build)
 *   npm run bench:build -- --scale      # 1,000, 10,000 and 50,000 articles, no bare Astro: how the cost
 *                                       # per page grows (issue 34), then the search of the 50k site
 *   npm run bench:build -- --no-bare    # without the bare Astro builds
 *   npm run bench:build -- --n 50000 --search   # and the search benchmark on the largest site
 *   npm run bench:build -- --bare 86490 # only the bare Astro site, of that many pages, cold and warm
 *
 * Cold is a deploy without a restored cache: an empty cacheDir (content-layer store and image cache)
 * and no dist/. Warm is the deploy workflow's usual run: the cacheDir of the cold run kept, no
 * dist/ (a fresh checkout). Wall-clock figures on a busy machine mostly measure the machine: the
 * CPU seconds (the build's process and its children, pagefind included) are steadier. Each size
 * prints CPU seconds per 1,000 pages read and peak RSS, and each size after the first its CPU per
 * page as a ratio of the one before (flat cost per page: 1.00). With the search benchmark
 * (scripts/bench-search.mjs), the largest site's /search/ is opened on slow 4G before it is removed.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchFirstResult, searchReport } from './bench-search.mjs';
import { buildOnce, cpuSeconds, random, sentence, syntheticSpace } from './synthetic-site.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const scale = flag('scale');
const sizes = option('n', scale ? '1000,10000,50000' : '1000,10000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const WORK = resolve(option('dir', '/tmp/bench-build'));
const withBare = !scale && !flag('no-bare');
const withSearch = scale || flag('search');

/** HTML files under `dir`: `{ files, read }`, read = those that are not forwarding pages (meta refresh). */
function htmlPages(dir) {
  let files = 0;
  let read = 0;
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.html')) continue;
    files++;
    if (!/<meta http-equiv="refresh"/.test(readFileSync(join(dir, file), 'utf8'))) read++;
  }
  return { files, read };
}

// ---- the bare Astro site ------------------------------------------------------------------------

/**
 * A bare Astro site of `n` trivial pages: one content collection (file loader), one route, no
 * layout, this repo's node_modules (symlinked), with Astro's incremental build as ours (each path a
 * `cacheKey`). Built cold, like ours, into `dir`, then warm with nothing changed (its cacheDir kept,
 * no dist/): Astro's own cost per path when a publish changes a few pages, the floor of our warm build.
 */
async function buildBare(dir, n) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({ experimental: { incrementalBuild: true } });\n",
  );
  const rand = random(n);
  const pages = Array.from({ length: n }, (_, i) => ({
    id: `page-${i}`,
    title: sentence(rand, 8),
    body: sentence(rand, 60),
  }));
  writeFileSync(join(dir, 'src/pages.json'), JSON.stringify(pages));
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
export const collections = {
  pages: defineCollection({ loader: file('src/pages.json'), schema: z.object({ title: z.string(), body: z.string() }) }),
};
`,
  );
  writeFileSync(
    join(dir, 'src/pages/[id].astro'),
    `---
import { getCollection } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('pages')).map((page) => ({ params: { id: page.id }, props: { page }, cacheKey: page.digest }));
}
const { data } = Astro.props.page;
---
<html lang="en"><head><meta charset="utf-8" /><title>{data.title}</title></head>
<body><h1>{data.title}</h1><p>{data.body}</p></body></html>
`,
  );
  const outDir = join(dir, 'dist');
  const cold = await buildOnce({ root: dir, outDir, cacheDir: join(dir, 'cache') });
  renameSync(outDir, join(dir, 'cold-dist'));
  const warm = await buildOnce({ root: dir, outDir, cacheDir: join(dir, 'cache') });
  return { ...cold, pages: htmlPages(outDir).read, warm };
}

/** The loader's own log lines: snapshot read time and the blogPost collection's store time. */
function loaderFigures(log) {
  const read = /Read (\d+) entries and (\d+) assets from .* in (\d+) ms/.exec(log);
  const store = /blogPost: (\d+) entr(?:y|ies) \((\d+) updated, (\d+) removed\) from .* in (\d+) ms/.exec(log);
  const render = /generating static routes[\s\S]*?✓ Completed in (?:(\d+)m )?([\d.]+)(m?s)/.exec(log);
  const search = /Indexed (\d+) pages for search in ([\d.]+) s/.exec(log);
  const checked = /Inlined the critical CSS of \d+ pages .* checked after the build: .*, in ([\d.]+) s/.exec(log);
  return {
    readMs: read ? Number(read[3]) : NaN,
    entries: store ? Number(store[1]) : NaN,
    updated: store ? Number(store[2]) : NaN,
    loadMs: store ? Number(store[4]) : NaN,
    renderSeconds: render ? Number(render[1] ?? 0) * 60 + Number(render[2]) / (render[3] === 'ms' ? 1000 : 1) : NaN,
    searchPages: search ? Number(search[1]) : NaN,
    searchSeconds: search ? Number(search[2]) : NaN,
    checkSeconds: checked ? Number(checked[1]) : NaN,
  };
}

// ---- main ---------------------------------------------------------------------------------------

const rows = [];
const table = [];
/** Per size: CPU s per 1,000 pages read, cold and warm. */
const perThousand = [];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
let searchLines = [];
const bareOnly = Number(option('bare', '0'));
if (bareOnly > 0) {
  const bare = await buildBare(join(WORK, 'bare'), bareOnly);
  console.log(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores; bare Astro, ` +
      `${bare.pages} pages: cold ${bare.seconds.toFixed(1)} s (${cpuSeconds(bare.usage).toFixed(0)} CPU s, ` +
      `${Math.round(bare.usage.maxRSS / 1024)} MB), warm ${bare.warm.seconds.toFixed(1)} s ` +
      `(${cpuSeconds(bare.warm.usage).toFixed(0)} CPU s, ${Math.round(bare.warm.usage.maxRSS / 1024)} MB); load average ${load()}`,
  );
  console.log(
    bare.warm.log
      .split('\n')
      .filter((line) => /✓ (Completed|built)|page\(s\) built|\[content\] Synced/.test(line))
      .join('\n'),
  );
  if (!flag('keep')) rmSync(WORK, { recursive: true, force: true });
  process.exit(0);
}
for (const n of sizes) {
  const dir = join(WORK, String(n));
  mkdirSync(dir, { recursive: true });
  const snapshot = join(dir, 'space.json');
  const t0 = performance.now();
  writeFileSync(snapshot, JSON.stringify(syntheticSpace(n)));
  console.log(`\n${n} articles: snapshot written in ${Math.round(performance.now() - t0)} ms → ${snapshot}`);
  const cacheDir = join(dir, 'cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const runs = [];
  for (const run of ['cold', 'warm']) {
    const outDir = join(dir, 'dist');
    // As on CI (a fresh checkout with the cache restored): no earlier dist/ for Astro to empty first
    // (emptying 30k files took 35 s of the warm build here). Moved aside: deleting is as slow.
    if (existsSync(outDir)) renameSync(outDir, join(dir, `old-dist-${Date.now()}`));
    const { seconds, log, usage } = await buildOnce({ snapshot, outDir, cacheDir });
    writeFileSync(join(dir, `${run}.log`), log);
    const pages = htmlPages(outDir);
    // Each article has a page in its section (and more on the lists): fewer means the loader left them out.
    if (pages.read < n) throw new Error(`${n} articles built only ${pages.read} pages: see ${join(dir, `${run}.log`)}`);
    const f = loaderFigures(log);
    const cpu = cpuSeconds(usage);
    runs.push({ run, seconds, cpu, pages, rssMB: Math.round(usage.maxRSS / 1024), load: load() });
    const row = {
      articles: n,
      run,
      'build s': seconds.toFixed(1),
      'CPU s': cpu.toFixed(0),
      'HTML files': pages.files,
      'pages read': pages.read,
      'pages/s': (pages.read / seconds).toFixed(0),
      'render s': f.renderSeconds.toFixed(1),
      'search index s': `${f.searchSeconds.toFixed(1)} (${f.searchPages} pages)`,
      'pages checked s': f.checkSeconds.toFixed(1),
      'snapshot read ms': f.readMs,
      'blogPost load ms': f.loadMs,
      'entries/s': Math.round(f.entries / (f.loadMs / 1000)),
      parsed: f.updated,
      'peak RSS MB': Math.round(usage.maxRSS / 1024),
      'load average': load(),
    };
    rows.push(row);
    console.log(
      Object.entries(row)
        .map(([k, v]) => `${k}: ${v}`)
        .join(' · '),
    );
  }
  const bare = withBare ? await buildBare(join(dir, 'bare'), runs[0].pages.read) : undefined;
  const bareRate = bare ? bare.pages / bare.seconds : NaN;
  if (bare)
    console.log(
      `bare Astro: ${bare.pages} pages in ${bare.seconds.toFixed(1)} s (${bareRate.toFixed(0)} pages/s), ` +
        `warm ${bare.warm.seconds.toFixed(1)} s (${cpuSeconds(bare.warm.usage).toFixed(0)} CPU s)`,
    );
  const per = Object.fromEntries(runs.map((r) => [r.run, (r.cpu / r.pages.read) * 1000]));
  const before = perThousand.at(-1);
  perThousand.push(per);
  for (const r of runs) {
    const rate = r.pages.read / r.seconds;
    const growth = before ? (per[r.run] / before[r.run]).toFixed(2) : '–';
    table.push(
      `| ${n} | ${r.run} | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(0)} | ${r.pages.read} (${r.pages.files} HTML) | ${rate.toFixed(0)} | ` +
        `${per[r.run].toFixed(1)} | ${growth} | ${bare ? (rate / bareRate).toFixed(2) : '–'} | ${r.rssMB} | ${r.load} |`,
    );
  }
  table.push(
    `| ${n} | warm ÷ cold | ${(runs[1].seconds / runs[0].seconds).toFixed(2)} | ${(runs[1].cpu / runs[0].cpu).toFixed(2)} | | | | | | | |`,
  );
  if (bare) {
    table.push(
      `| ${n} | bare Astro | ${bare.seconds.toFixed(1)} | ${cpuSeconds(bare.usage).toFixed(0)} | ${bare.pages} | ${bareRate.toFixed(0)} | ` +
        `${((cpuSeconds(bare.usage) / bare.pages) * 1000).toFixed(1)} | | 1.00 | ${Math.round(bare.usage.maxRSS / 1024)} | |`,
      `| ${n} | bare Astro warm | ${bare.warm.seconds.toFixed(1)} | ${cpuSeconds(bare.warm.usage).toFixed(0)} | ${bare.pages} | ` +
        `${(bare.pages / bare.warm.seconds).toFixed(0)} | ${((cpuSeconds(bare.warm.usage) / bare.pages) * 1000).toFixed(1)} | | | ` +
        `${Math.round(bare.warm.usage.maxRSS / 1024)} | |`,
    );
  }
  if (withSearch && n === Math.max(...sizes)) {
    searchLines = searchReport(await searchFirstResult(join(dir, 'dist')), `the ${n}-article site`);
    console.log(searchLines.join('\n'));
  }
}
console.log('');
console.table(rows);
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GB; load average (1/5/15 min) at the end of each build in the last column, now ${load()}`,
);
console.log(
  '\n| articles | run | build s | CPU s | pages read | pages/s | CPU s per 1,000 pages | × the size before | × bare Astro | peak RSS MB | load average |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(table.join('\n'));
if (searchLines.length) console.log(`\n${searchLines.join('\n')}`);
if (!flag('keep')) rmSync(WORK, { recursive: true, force: true });
