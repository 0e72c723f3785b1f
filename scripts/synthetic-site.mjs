/**
 * A synthetic space and a build of the site from it, for the benchmarks (bench-build, bench-publish):
 * `syntheticSpace(n)` writes N current-affairs articles in the `contentful space export` format;
 * `buildOnce` runs `astro build` in a child process and returns its log, time and resource use.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Small deterministic PRNG (mulberry32): the same N gives the same snapshot. */
export function random(seed) {
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

export function sentence(rand, words) {
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
      publishedVersion: 1,
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
        publishedVersion: 1,
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

/** Runs `astro build` programmatically in a child; resolves with its log and resource usage. */
export function buildOnce({ root = ROOT, snapshot, outDir, cacheDir, env: extra = {} }) {
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
  Object.assign(env, extra);
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

/** The child's CPU time (user + system, its finished children included: pagefind), in seconds. */
export const cpuSeconds = (usage) => (usage.userCPUTime + usage.systemCPUTime) / 1e6 + (usage.childCpu ?? 0);
