// Draft-to-page benchmark of the editor preview server (docs/preview.md): how long after a save in
// Contentful a reload shows it. Against the fake Contentful on 127.0.0.1 (the demo space as the
// Preview API), the preview server built by `npm run build:preview-server` is started, then:
//
//   entry page   a field of an article is saved; the next request for its page must show it (the
//                page reads its entry afresh: one Preview API request)
//   list page    a new article, newer than any other, is saved; its section's list is requested every
//                100 ms until it shows it (lists are kept up to LIST_TTL_MS)
//   at once      N requests (default 200) at the same moment for an article's page, then N for
//                addresses of that section that have no page (404): the time until the last
//                answer and the Preview API requests each burst cost
//
// and the server's resident memory after the runs, and its peak. The server is started as
// `npm run preview:live` starts it, with its Node flags. A benchmark, not a test: it exits 0.
//
//   npm run bench:preview [-- --runs N] [--burst N]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { startFakeContentful } from '../tests/support/fake-contentful.mjs';

/** `node` and its arguments, as `npm run preview:live` starts the server once it is built. */
const [, ...START] = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts['preview:live'].split(' && ')
  .at(-1)
  .split(' ');
const ENTRY = START.at(-1);
const ARTICLE = {
  id: 'guvsFrm0mw7SBWDMnFF8i2',
  path: '/courses/upsc/current-affairs/census-2027-houselisting-phase-what-comes-next/',
};
const LIST = '/courses/upsc/current-affairs/';
const SECRET = 'bench-secret';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, burst: { type: 'string', default: '200' } },
});
const runs = Number(values.runs);
const burstSize = Number(values.burst);
if (!existsSync(ENTRY)) {
  console.error('No preview server in dist-preview/: run `npm run build:preview-server` first.');
  process.exit(1);
}

const cf = await startFakeContentful({
  snapshot: JSON.parse(readFileSync('src/content/demo/space.json', 'utf8')),
  accessToken: 'bench-preview-token',
});
const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => done(free));
  });
});
const server = spawn(process.execPath, START, {
  env: {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    PREVIEW_SECRET: SECRET,
    CONTENTFUL_SPACE_ID: cf.space,
    CONTENTFUL_PREVIEW_TOKEN: cf.accessToken,
    CONTENTFUL_HOST: cf.host,
    CONTENTFUL_INSECURE: 'true',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
const get = async (path) => (await fetch(`${base}${path}`, { headers: { 'x-preview-secret': SECRET } })).text();
for (
  let i = 0;
  !(await fetch(`${base}/preview/health`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
) {
  if (i > 200) throw new Error('The preview server did not start.');
  await new Promise((r) => setTimeout(r, 50));
}
await get(ARTICLE.path);
await get(LIST);

/** Milliseconds from the save until `path` shows `text`, polling every `every` ms. */
async function untilShown(path, text, every) {
  const saved = performance.now();
  for (;;) {
    if ((await get(path)).includes(text)) return performance.now() - saved;
    await new Promise((r) => setTimeout(r, every));
  }
}

const entry = [];
const list = [];
for (let run = 1; run <= runs; run++) {
  const summary = `Summary saved in run ${run} at ${Date.now()}`;
  cf.edit({ id: ARTICLE.id, fields: { summary } });
  entry.push(await untilShown(ARTICLE.path, summary, 20));
  const title = `A new draft saved in run ${run}`;
  cf.edit({
    id: `benchDraft${run}`,
    contentType: 'blogPost',
    fields: {
      title,
      slug: `bench-draft-${run}`,
      page: ['upsc'],
      publishDate: new Date(Date.UTC(2030, 0, run)).toISOString(),
    },
  });
  list.push(await untilShown(LIST, title, 100));
}
/** The server's resident memory now and its peak so far, in MB. */
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return `${mb('VmRSS')} MB resident, peak ${mb('VmHWM')} MB`;
}

/**
 * `count` requests for `path(i)` at once: the time until the last answer, the statuses, the Preview
 * API requests, and the server's memory after them.
 */
async function burst(count, path) {
  const calls = cf.requests.length;
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${base}${path(i)}`, { headers: { 'x-preview-secret': SECRET } });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const counts = Object.entries(Object.groupBy(statuses, (s) => s)).map(([s, list]) => `${list.length} × ${s}`);
  const ms = Math.round(performance.now() - started);
  return `${ms} ms, ${counts.join(', ')}, ${cf.requests.length - calls} Preview API requests; then ${memory()}`;
}
const beforeBursts = memory();
const pages = await burst(burstSize, () => ARTICLE.path);
const missing = await burst(burstSize, (i) => `${LIST}no-such-article-${i}/`);
const after = memory();
server.kill();
await cf.close();

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${Math.round(at(0.5))} ms, p90 ${Math.round(at(0.9))} ms, max ${Math.round(sorted.at(-1))} ms`;
};
console.log(`Draft to page on the preview server, ${runs} saves each (demo space, fake Contentful on 127.0.0.1):`);
console.log(`  entry page (reload after the save): ${stats(entry)}`);
console.log(`  section list (polled every 100 ms): ${stats(list)}`);
console.log(`  server memory after the saves: ${beforeBursts}`);
console.log(`  ${burstSize} requests at once for the article's page: ${pages}`);
console.log(`  ${burstSize} requests at once for addresses with no page: ${missing}`);
console.log(`  server memory after the runs: ${after}`);
