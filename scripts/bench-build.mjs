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
 *
 * Cold is a deploy without a restored cache: an empty cacheDir (content-layer store and image cache)
 * and no dist/. Warm is the deploy workflow's usual run: the cacheDir of the cold run kept, no
 * dist/ (a fresh checkout). Wall-clock figures on a busy machine mostly measure the machine: the
 * CPU seconds (the build's process and its children, pagefind included) are steadier.
 */
import { spawn } from 'node:child_process';
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

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const sizes = option('n', '1000,10000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const WORK = resolve(option('dir', '/tmp/bench-build'));

// ---- synthetic space ---------------------------------------------------------------------------

/** Small deterministic PRNG (mulberry32): the same N gives the same snapshot. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'monetary policy committee repo rate inflation target fiscal deficit parliament bill amendment supreme court bench verdict wetland ramsar site monsoon forecast reservoir irrigation scheme tribal welfare panchayat election commission satellite launch isro mission trade agreement tariff export summit bilateral ties renewable energy solar park capacity census survey literacy district collector budget allocation'.split(
    ' ',
  );
const CATEGORIES = [
  'Current Affairs',
  'Polity',
  'Economy',
  'Environment',
  'International Relations',
  'Science & Technology',
  'State Affairs',
];
const PAGES = [['upsc'], ['appsc'], ['tgpsc'], ['upsc', 'appsc'], ['appsc', 'tgpsc']];

const L = 'en-US';
const localized = (fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { [L]: v }]));
const text = (value) => ({ nodeType: 'text', value, marks: [], data: {} });

function sentence(rand, words) {
  const s = Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  return `${s[0].toUpperCase()}${s.slice(1)}.`;
}

/** A `contentful space export` with `n` blogPosts, one image per ten posts, ~2 KB of rich text each. */
export function syntheticSpace(n) {
  const rand = random(n);
  const images = Math.max(1, Math.ceil(n / 10));
  const assets = Array.from({ length: images }, (_, i) => ({
    sys: {
      id: `img-${i}`,
      type: 'Asset',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
    fields: localized({
      title: `Illustration ${i}`,
      file: {
        url: `//images.ctfassets.net/bench/img-${i}/hash/photo-${i}.jpg`,
        fileName: `photo-${i}.jpg`,
        contentType: 'image/jpeg',
        details: { size: 120_000, image: { width: 1200, height: 675 } },
      },
    }),
  }));
  const day = 24 * 3600 * 1000;
  const start = Date.UTC(2026, 10, 1);
  const entries = Array.from({ length: n }, (_, i) => {
    const date = new Date(start - Math.floor(i / 5) * day).toISOString().slice(0, 10);
    const paragraphs = Array.from({ length: 5 }, () => ({
      nodeType: 'paragraph',
      data: {},
      content: [text(sentence(rand, 60))],
    }));
    return {
      sys: {
        id: `post-${i}`,
        type: 'Entry',
        createdAt: `${date}T06:00:00.000Z`,
        updatedAt: `${date}T06:00:00.000Z`,
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } },
      },
      fields: localized({
        title: `${sentence(rand, 8).slice(0, -1)} (${i})`,
        slug: `article-${i}`,
        summary: sentence(rand, 30),
        category: CATEGORIES[i % CATEGORIES.length],
        tags: [WORDS[i % WORDS.length], WORDS[(i * 7) % WORDS.length]],
        publishDate: date,
        author: i % 3 ? 'Editorial Desk' : undefined,
        page: PAGES[i % PAGES.length],
        featuredImage: { sys: { type: 'Link', linkType: 'Asset', id: `img-${i % images}` } },
        content: { nodeType: 'document', data: {}, content: paragraphs },
      }),
    };
  });
  for (const e of entries) if (e.fields.author[L] === undefined) delete e.fields.author;
  return { contentTypes: [], entries, assets, locales: [{ code: L, name: 'English (United States)', default: true }] };
}

// ---- one build in a child process ---------------------------------------------------------------

/** Runs `astro build` programmatically in a child; resolves with its log and resource usage. */
function buildOnce({ root = ROOT, snapshot, outDir, cacheDir }) {
  const code = `
    const { build } = await import('astro');
    await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(outDir)}, cacheDir: ${JSON.stringify(cacheDir)} });
    // CPU of finished children too (pagefind's binary): /proc/self/stat fields 16-17, in clock ticks.
    let childCpu = 0;
    try {
      const f = (await import('node:fs')).readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
      childCpu = (Number(f[13]) + Number(f[14])) / 100;
    } catch {}
    process.stderr.write('BENCH-RUSAGE ' + JSON.stringify({ ...process.resourceUsage(), childCpu }) + '\\n');`;
  const env = { ...process.env, ...(snapshot && { CONTENT_SNAPSHOT: snapshot }) };
  for (const name of ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'CONTENT_STRICT']) delete env[name];
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      const usage = /BENCH-RUSAGE (.*)/.exec(log);
      if (status !== 0 || !usage) return reject(new Error(`build failed (exit ${status}):\n${log.slice(-4000)}`));
      resolvePromise({ seconds, log, usage: JSON.parse(usage[1]) });
    });
  });
}

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
 * layout, this repo's node_modules (symlinked). Built cold, like ours, into `dir`.
 */
async function buildBare(dir, n) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
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
  return (await getCollection('pages')).map((page) => ({ params: { id: page.id }, props: { page } }));
}
const { data } = Astro.props.page;
---
<html lang="en"><head><meta charset="utf-8" /><title>{data.title}</title></head>
<body><h1>{data.title}</h1><p>{data.body}</p></body></html>
`,
  );
  const run = await buildOnce({ root: dir, outDir: join(dir, 'dist'), cacheDir: join(dir, 'cache') });
  return { ...run, pages: htmlPages(join(dir, 'dist')).read };
}

/** The loader's own log lines: snapshot read time and the blogPost collection's store time. */
function loaderFigures(log) {
  const read = /Read (\d+) entries and (\d+) assets from .* in (\d+) ms/.exec(log);
  const store = /blogPost: (\d+) entr(?:y|ies) \((\d+) updated, (\d+) removed\) from .* in (\d+) ms/.exec(log);
  const render = /generating static routes[\s\S]*?✓ Completed in (?:(\d+)m )?([\d.]+)(m?s)/.exec(log);
  const search = /Indexed (\d+) of \d+ pages for search in ([\d.]+) s/.exec(log);
  const checked = /Inlined the critical CSS of \d+ pages .* checked after the build in ([\d.]+) s/.exec(log);
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

/** The child's CPU time (user + system, its finished children included: pagefind), in seconds. */
const cpuSeconds = (usage) => (usage.userCPUTime + usage.systemCPUTime) / 1e6 + (usage.childCpu ?? 0);

// ---- main ---------------------------------------------------------------------------------------

const rows = [];
const table = [];
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
    const f = loaderFigures(log);
    const cpu = cpuSeconds(usage);
    runs.push({ run, seconds, cpu, pages, rssMB: Math.round(usage.maxRSS / 1024) });
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
    };
    rows.push(row);
    console.log(
      Object.entries(row)
        .map(([k, v]) => `${k}: ${v}`)
        .join(' · '),
    );
  }
  const bare = await buildBare(join(dir, 'bare'), runs[0].pages.read);
  const bareRate = bare.pages / bare.seconds;
  console.log(`bare Astro: ${bare.pages} pages in ${bare.seconds.toFixed(1)} s (${bareRate.toFixed(0)} pages/s)`);
  for (const r of runs) {
    const rate = r.pages.read / r.seconds;
    table.push(
      `| ${n} | ${r.run} | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(0)} | ${r.pages.read} (${r.pages.files} HTML) | ${rate.toFixed(0)} | ${(rate / bareRate).toFixed(2)} | ${r.rssMB} |`,
    );
  }
  table.push(
    `| ${n} | warm ÷ cold | ${(runs[1].seconds / runs[0].seconds).toFixed(2)} | ${(runs[1].cpu / runs[0].cpu).toFixed(2)} | | | | |`,
    `| ${n} | bare Astro | ${bare.seconds.toFixed(1)} | ${cpuSeconds(bare.usage).toFixed(0)} | ${bare.pages} | ${bareRate.toFixed(0)} | 1.00 | ${Math.round(bare.usage.maxRSS / 1024)} |`,
  );
}
console.log('');
console.table(rows);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('\n| articles | run | build s | CPU s | pages read | pages/s | × bare Astro | peak RSS MB |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(table.join('\n'));
if (!flag('keep')) rmSync(WORK, { recursive: true, force: true });
