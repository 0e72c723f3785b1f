/**
 * The critical-CSS step as Astro drives it: each page done as the prerenderer returns it (so Astro
 * writes it, and its copy for the incremental build, done), the pages rendered read after the build
 * for the sitemap and the search index and what they noted kept for the pages copied later, a page
 * that missed the step failing the build, and new code for the step or a new icon
 * sprite making Astro render every page again. A small site in a temporary folder, laid out as Astro leaves it: dist/,
 * and the cacheDir with its manifest.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import criticalCss, { type PageReader } from '../../../src/integrations/critical-css.ts';

const RAW = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><link rel="stylesheet" href="/_astro/site.css"></head>` +
  `<body><main class="a">${title} — 2026</main></body></html>`;
const INLINED = '<style>.a{color:#c00}</style><noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>';
/** A page with a closed dialog: its rules are not in the first paint's CSS but in the page's own deferred stylesheet. */
const WITH_DIALOG = (title: string) => RAW(title).replace('</main>', '</main><dialog><p class="b">Hi</p></dialog>');
/** The deferred stylesheet a page links after its first paint. */
const deferredOf = (page: string) => /"href":"\/(_astro\/page\.[\w-]+\.css)"/.exec(page)?.[1];

let work: string;
const at = (...path: string[]) => join(work, ...path);
const write = (path: string, text: string) => {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
};
const read = (path: string) => readFileSync(at(path), 'utf8');

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { 'content-type': 'text/html', ...init.headers } });
/** The address Astro renders a page of `file` at (`a/index.html` → `/a/`, `404.html` → `/404`). */
const addressOf = (file: string) => new URL(`/${file.replace(/(index)?\.html$/, '')}`, 'http://site');

/** The step for a build into this folder, its config given as Astro gives it. */
function configuredStep(readers?: PageReader[]) {
  const step = criticalCss({ readers });
  (step.integration.hooks['astro:config:done'] as (o: object) => void)({
    config: {
      root: pathToFileURL(`${work}/`),
      cacheDir: pathToFileURL(at('cache/')),
      outDir: pathToFileURL(at('dist/')),
    },
  });
  return step;
}

/**
 * One build as Astro runs it: the step's hooks, each page in `rendered` through `finishPage` at its
 * address and written to dist/ (a page already in dist/ is Astro's copy from the cacheDir). What it
 * logged.
 */
async function build({ rendered = {} as Record<string, string>, readers = [] as PageReader[] } = {}) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const { integration, finishPage } = configuredStep(readers);
  const call = (hook: keyof typeof integration.hooks, options: object) =>
    (integration.hooks[hook] as (o: object) => unknown)(options);
  await call('astro:build:start', { logger });
  for (const [file, page] of Object.entries(rendered)) {
    const done = Buffer.from(await (await finishPage(html(page), addressOf(file))).arrayBuffer()).toString();
    write(`dist/${file}`, done);
  }
  await call('astro:build:done', { dir: pathToFileURL(at('dist/')), logger });
  return logged;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'critical-css-'));
  write('src/integrations/step.ts', 'export const step = 1;');
  write('src/lib/rules.ts', 'export const rules = 1;');
  write('astro.config.mjs', 'export default {};');
  write('dist/_astro/site.css', '.a{color:#c00}.b{color:#00c}');
  write('cache/incremental-build.json', '{}');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('critical CSS as the pages render', () => {
  it('gives each rendered page its critical CSS, byte for byte the rest of it', async () => {
    const logged = await build({ rendered: { 'a/index.html': RAW('A'), 'b/index.html': RAW('B') } });
    expect(read('dist/a/index.html')).toContain(INLINED);
    expect(read('dist/a/index.html')).toContain('<main class="a">A — 2026</main>');
    expect(read('dist/b/index.html')).toContain(INLINED);
    expect(logged.at(-1)).toMatch(
      /^Inlined the critical CSS of 2 pages while they rendered \(1 distinct\), 0 done in an earlier build; 0 deferred stylesheets made, 0 in all; pages checked after the build: 2 read, 0 noted when rendered, in [\d.]+ s$/,
    );
    // Everything they show is in the first paint's CSS: nothing to link after it.
    expect(deferredOf(read('dist/a/index.html'))).toBeUndefined();
  });

  it("links each page's own deferred stylesheet, shared by pages of its kind and kept for pages restored from the cache", async () => {
    const logged = await build({ rendered: { 'c/index.html': WITH_DIALOG('C'), 'd/index.html': WITH_DIALOG('D') } });
    const sheet = deferredOf(read('dist/c/index.html'))!;
    expect(deferredOf(read('dist/d/index.html'))).toBe(sheet);
    expect(read(`dist/${sheet}`)).toBe('.b{color:#00c}');
    expect(logged.at(-1)).toContain(
      '2 pages while they rendered (1 distinct), 0 done in an earlier build; 1 deferred stylesheets made, 1 in all;',
    );
    // The next build renders another page only: c's sheet goes out with the site again.
    rmSync(at(`dist/${sheet}`));
    const next = await build({ rendered: { 'e/index.html': RAW('E') } });
    expect(next.at(-1)).toContain('0 deferred stylesheets made, 1 in all;');
    expect(read(`dist/${sheet}`)).toBe('.b{color:#00c}');
  });

  it('returns a redirect, a page without a stylesheet and what is not HTML as they are', async () => {
    const { finishPage } = configuredStep();
    const finish = (response: Response) => finishPage(response, addressOf('page/index.html'));
    const redirect = html('', { status: 301, headers: { location: '/b/' } });
    expect(await finish(redirect)).toBe(redirect);
    const feed = new Response('<rss></rss>', { headers: { 'content-type': 'application/xml' } });
    expect(await finish(feed)).toBe(feed);
    const plain = '<!DOCTYPE html><html><head><title>Moved</title></head><body>—</body></html>';
    expect(await (await finish(html(plain))).text()).toBe(plain);
    const missing = await finish(html(RAW('Not found'), { status: 404 }));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(INLINED);
  });

  it('reads only the pages rendered in this build, and gives the readers what was noted of the others when they rendered', async () => {
    const titles = (readIn: string[]) => ({
      name: 'title',
      read: (file: string, page: string) => (readIn.push(file.split(sep).join('/')), /<title>(.*?)</.exec(page)?.[1]),
      note: (file: string, title: unknown, sha256: string) => noted.push([file.split(sep).join('/'), title, sha256]),
    });
    let noted: [string, unknown, string][] = [];
    const first: string[] = [];
    await build({
      rendered: { 'kept/index.html': RAW('Kept'), 'gone/index.html': RAW('Gone') },
      readers: [titles(first)],
    });
    expect(first.sort()).toEqual(['gone/index.html', 'kept/index.html']);
    const sha = (path: string) =>
      createHash('sha256')
        .update(readFileSync(at(path)))
        .digest('hex');
    const kept = sha('dist/kept/index.html');
    // The next build: "kept" copied from the cacheDir, "other" rendered, "gone" no longer a page.
    rmSync(at('dist/gone'), { recursive: true });
    noted = [];
    const second: string[] = [];
    const logged = await build({ rendered: { 'other/index.html': RAW('Other') }, readers: [titles(second)] });
    expect(logged.at(-1)).toMatch(
      /^Inlined the critical CSS of 1 pages while they rendered \(1 distinct\), 1 done in an earlier build; 0 deferred stylesheets made, 0 in all; pages checked after the build: 1 read, 1 noted when rendered, in/,
    );
    expect(second).toEqual(['other/index.html']);
    expect(noted).toEqual([
      ['kept/index.html', 'Kept', kept],
      ['other/index.html', 'Other', sha('dist/other/index.html')],
    ]);
  });

  it('reads a page rendered again though it was noted, and the home page and 404 by their addresses', async () => {
    const read: string[] = [];
    const reader = {
      name: 'title',
      read: (file: string, page: string) => (read.push(file.split(sep).join('/')), /<title>(.*?)</.exec(page)?.[1]),
      note: () => {},
    };
    const pages = { 'index.html': RAW('Home'), '404.html': RAW('Not found'), 'a/index.html': RAW('A') };
    await build({ rendered: pages, readers: [reader] });
    read.length = 0;
    const logged = await build({ rendered: { ...pages, 'a/index.html': RAW('A, edited') }, readers: [reader] });
    expect(read.sort()).toEqual(['404.html', 'a/index.html', 'index.html']);
    expect(logged.at(-1)).toMatch(/pages checked after the build: 3 read, 0 noted when rendered, in/);
  });

  it('reads a copied page again when it was not noted (the first build with notes)', async () => {
    await build({ rendered: { 'kept/index.html': RAW('Kept') } });
    rmSync(at('cache/page-notes.json'));
    const logged = await build();
    expect(logged.at(-1)).toMatch(/pages checked after the build: 1 read, 0 noted when rendered, in/);
  });

  it('fails the build when a page links a stylesheet without its critical CSS', async () => {
    write('dist/missed/index.html', RAW('Missed'));
    await expect(build()).rejects.toThrow(
      /^1 pages link a stylesheet without their critical CSS .*: missed[/\\]index\.html$/,
    );
  });

  it("drops Astro's manifest when the step's code changed since the copies were made, so every page is rendered", async () => {
    expect(await build()).toContain('The critical-CSS code is new: every page is rendered');
    write('cache/incremental-build.json', '{}');
    expect(await build()).not.toContain('The critical-CSS code is new: every page is rendered');
    expect(existsSync(at('cache/incremental-build.json'))).toBe(true);
    write('src/lib/rules.ts', 'export const rules = 2;');
    expect(await build()).toContain('The critical-CSS code is new: every page is rendered');
    expect(existsSync(at('cache/incremental-build.json'))).toBe(false);
  });

  it('draws the icons from a sprite it writes in every build, and renders every page again when the sprite changes', async () => {
    const icon = (name: string, d: string) =>
      `const iconData: LucideIconData = ${JSON.stringify({ name, size: 24, node: [['path', { d }]] })};`;
    write('node_modules/@lucide/astro/src/icons/phone.ts', icon('phone', 'M1 1'));
    write('node_modules/@lucide/astro/src/icons/mail.ts', icon('mail', 'M2 2'));
    write('src/components/Call.astro', "---\nimport Phone from '@lucide/astro/icons/phone';\n---");
    const page = RAW('A').replace('</main>', '<svg class="lucide lucide-phone"><path d="M1 1"></path></svg></main>');
    await build({ rendered: { 'a/index.html': page } });
    const sprite = read('dist/a/index.html').match(
      /<svg><use href="\/(_astro\/icons\.[\w-]+\.svg)#phone"\/><\/svg>/,
    )?.[1];
    expect(read(`dist/${sprite}`)).toContain('<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"></path></symbol>');
    // The next build copies the page from the cacheDir: the sprite it names is written again.
    rmSync(at(`dist/${sprite}`));
    write('cache/incremental-build.json', '{}');
    expect(await build()).not.toContain('The critical-CSS code is new: every page is rendered');
    expect(existsSync(at(`dist/${sprite}`))).toBe(true);
    // An icon more: a new sprite, which no copied page would name.
    write('src/components/Write.astro', "---\nimport Mail from '@lucide/astro/icons/mail';\n---");
    expect(await build()).toContain('The critical-CSS code is new: every page is rendered');
    expect(existsSync(at('cache/incremental-build.json'))).toBe(false);
  });
});
