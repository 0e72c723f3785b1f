/**
 * The page types the browser benchmarks measure (bench-lighthouse, bench-long-tasks), with
 * Lighthouse's targets for each, and the production build they measure: third-party services off.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The anchor build (see its README): the dist of Astro's blog starter, beside the repository. */
export const ANCHOR_DIST = resolve(ROOT, '../shared/anchors/astro-blog-example');
export const ANCHOR_PAGES = [
  { key: 'home', path: '/' },
  { key: 'list', path: '/blog/' },
  { key: 'post', path: '/blog/first-post/' },
];

// Targets (issue 10): content pages score 100 and paint within FCP_FACTOR of the anchor post;
// articles and answers show their largest element no later than the post, lists than the list.
/** @type {import('./report.mjs').Targets} */
const CONTENT = { score: 100, vs: 'post', fcpVs: 'post' };
/** @type {import('./report.mjs').Targets} */
const SHOP_WINDOW = { score: 98, vs: 'home' };
const ENTRY = { ...CONTENT, lcpVs: 'post' };
const LIST = { ...CONTENT, vs: 'list', lcpVs: 'list' };

// Course pages: one per page layout (see src/pages/courses/).
const COURSE_LAYOUTS = [
  'upsc',
  'appsc-tgpsc',
  'appsc-groups',
  'iit',
  'inter-ias',
  'degree-college',
  'degree-ias',
  'clat',
  'bank-ssc',
  '6th-to-10th-foundation',
];

/**
 * Page types. `from` takes the first entry its list page links to, so any content source works.
 * @type {{ key: string, targets: import('./report.mjs').Targets, path?: string, from?: string, status?: number, optional?: boolean }[]}
 */
const PAGES = [
  { key: 'home', path: '/', targets: { ...SHOP_WINDOW, lcpMax: 1600 } },
  ...COURSE_LAYOUTS.map((id) => ({ key: `course ${id}`, path: `/courses/${id}`, targets: SHOP_WINDOW })),
  { key: 'about', path: '/about', targets: CONTENT },
  { key: 'contact', path: '/contact', targets: CONTENT },
  { key: 'current-affairs list', path: '/courses/upsc/current-affairs/', targets: LIST },
  { key: 'article', from: '/courses/upsc/current-affairs/', targets: ENTRY },
  { key: 'mains list', path: '/courses/upsc/mains-answer-writing/', targets: LIST },
  { key: 'mains answer', from: '/courses/upsc/mains-answer-writing/', targets: ENTRY },
  { key: 'quiz list', path: '/courses/upsc/current-affairs-quiz/', targets: LIST },
  { key: 'quiz page', from: '/courses/upsc/current-affairs-quiz/', targets: CONTENT },
  { key: 'PDFs page', path: '/courses/upsc/current-affairs-pdfs/', targets: CONTENT },
  // The Telugu pages (issue 37): the same targets as their English counterparts.
  { key: 'Telugu current-affairs list', path: '/te/courses/upsc/current-affairs/', targets: LIST },
  { key: 'Telugu article', from: '/te/courses/upsc/current-affairs/', targets: ENTRY },
  // The Telugu course pages (issue 49): the English course pages' targets.
  ...COURSE_LAYOUTS.map((id) => ({ key: `Telugu course ${id}`, path: `/te/courses/${id}`, targets: SHOP_WINDOW })),
  { key: 'search', path: '/search/', targets: CONTENT, optional: true },
  { key: '404', path: '/no-such-page', status: 404, targets: CONTENT },
];

/** @param {string} dist @param {string} path */
const builtFile = (dist, path) => [join(dist, path, 'index.html'), join(dist, `${path}.html`)].find(existsSync);

/**
 * The first entry a list page links to: `<list>/<one segment>/`, not a paging, filter or feed link.
 * @param {string} dist @param {string} list
 */
function firstEntry(dist, list) {
  const file = builtFile(dist, list);
  const html = file ? readFileSync(file, 'utf8') : '';
  for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) {
    const rest = href.startsWith(list) ? href.slice(list.length).replace(/\/$/, '') : '';
    if (rest && !rest.includes('/') && !/^(page|type|rss\.xml)$/.test(rest)) return href;
  }
  return undefined;
}

function build(dist) {
  const env = { ...process.env };
  for (const name of ['PUBLIC_GTM_ID', 'PUBLIC_RECAPTCHA_SITE_KEY', 'PUBLIC_ENQUIRY_ENDPOINT']) delete env[name];
  console.log(`Building the site into ${dist} (third-party services off) …`);
  const result = spawnSync('npm', ['run', 'build', '--', '--outDir', dist], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

/**
 * The built site in `given` (built there when it has none), or a fresh build in a temp directory
 * (`name`); its page types, `only` those keys when given, each with its path in that build.
 * @param {{ given?: string, name: string, only?: string[] }} options
 */
export function benchPages({ given, name, only }) {
  const dist = resolve(given ?? join(tmpdir(), name));
  if (!given || !existsSync(join(dist, 'index.html'))) build(dist);
  if (readFileSync(join(dist, 'index.html'), 'utf8').includes('googletagmanager')) {
    console.log('Note: this build has a tag manager configured; Chromium cannot reach it (127.0.0.1 only).');
  }
  const pages = [];
  for (const page of PAGES) {
    if (only && !only.includes(page.key)) continue;
    const path = page.path ?? firstEntry(dist, /** @type {string} */ (page.from));
    if (!path || (page.status !== 404 && !builtFile(dist, path))) {
      if (!page.optional || only) console.log(`Skipping ${page.key}: not in the build.`);
      continue;
    }
    pages.push({ ...page, path });
  }
  return { dist, pages };
}
