/**
 * The critical-CSS step with Astro's incremental build: a page Astro keeps a copy of is done once,
 * and new code for the step makes Astro render every page again. A small site in a temporary folder,
 * laid out as Astro leaves it: dist/, and the cacheDir with its manifest and its copies in dist/.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import criticalCss from '../../../src/integrations/critical-css.ts';

const RAW = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><link rel="stylesheet" href="/_astro/site.css"></head>` +
  `<body><main class="a">${title}</main></body></html>`;

let work: string;
const at = (...path: string[]) => join(work, ...path);
const write = (path: string, text: string) => {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
};
const read = (path: string) => readFileSync(at(path), 'utf8');

/** One build's hooks of the step, as Astro calls them; what it logged. */
async function build(notePage?: (file: string, html: string) => void) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const { hooks } = criticalCss({ notePage });
  const call = (hook: keyof typeof hooks, options: object) => (hooks[hook] as (o: object) => unknown)(options);
  await call('astro:config:done', {
    config: { root: pathToFileURL(`${work}/`), cacheDir: pathToFileURL(at('cache/')) },
  });
  await call('astro:build:start', { logger });
  await call('astro:build:done', { dir: pathToFileURL(at('dist/')), logger });
  return logged;
}

/** What Astro did: its manifest written after rendering; next build, dist/ emptied, the unchanged page copied back. */
function restoreFromAstroCache() {
  write('cache/incremental-build.json', '{}');
  rmSync(at('dist'), { recursive: true });
  write('dist/_astro/site.css', read('site.css'));
  write('dist/other/index.html', RAW('Other'));
  cpSync(at('cache/dist/kept/index.html'), at('dist/kept/index.html'));
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'critical-css-'));
  write('src/integrations/step.ts', 'export const step = 1;');
  write('src/lib/rules.ts', 'export const rules = 1;');
  write('site.css', '.a{color:#c00}.b{color:#00c}');
  write('dist/_astro/site.css', read('site.css'));
  // A page Astro keyed (a copy in its cache) and one it renders every time.
  write('dist/kept/index.html', RAW('Kept'));
  write('cache/dist/kept/index.html', RAW('Kept'));
  write('dist/other/index.html', RAW('Other'));
  write('cache/incremental-build.json', '{}');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('critical CSS with the incremental build', () => {
  it("makes Astro's copy of a page the page it wrote, and leaves that page alone in the next build", async () => {
    expect(await build()).toContain('The critical-CSS code is new: every page is rendered');
    const done = read('dist/kept/index.html');
    expect(done).toContain(
      '<style>.a{color:#c00}</style><noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>',
    );
    expect(read('cache/dist/kept/index.html')).toBe(done);
    expect(existsSync(at('cache/dist/other/index.html'))).toBe(false); // no copy where Astro kept none

    restoreFromAstroCache();
    const logged = await build();
    expect(logged.at(-1)).toMatch(
      /^Inlined the critical CSS of 1 pages \(1 distinct\), 1 done in an earlier build, in/,
    );
    expect(read('dist/kept/index.html')).toBe(done);
    expect(read('dist/other/index.html')).toContain('<style>.a{color:#c00}</style>');
    expect(existsSync(at('cache/incremental-build.json'))).toBe(true);
  });

  it('gives the sitemap every page it reads, a page done in an earlier build too', async () => {
    await build();
    restoreFromAstroCache();
    const noted = new Map<string, string>();
    await build((file, html) => noted.set(file.split(sep).join('/'), html));
    expect([...noted.keys()].sort()).toEqual(['kept/index.html', 'other/index.html']);
    expect(noted.get('kept/index.html')).toBe(read('dist/kept/index.html'));
    expect(noted.get('other/index.html')).toBe(RAW('Other'));
  });

  it("keeps Astro's copy apart from the page: a build into another outDir that renders the page again leaves this one as it is", async () => {
    await build();
    const done = read('dist/kept/index.html');
    // What Astro does when another build with this cacheDir renders the page again: it writes its copy in place.
    writeFileSync(at('cache/dist/kept/index.html'), RAW('Kept, rendered by another build'));
    expect(read('dist/kept/index.html')).toBe(done);
  });

  it("drops Astro's manifest when the step's code changed since the copies were made, so every page is rendered", async () => {
    await build();
    restoreFromAstroCache();
    write('src/lib/rules.ts', 'export const rules = 2;');
    expect(await build()).toContain('The critical-CSS code is new: every page is rendered');
    expect(existsSync(at('cache/incremental-build.json'))).toBe(false);
  });
});
