/**
 * The site's pictures encoded while the pages render: Astro's prerenderer wrapped so the routes with
 * the fewest pages come first, each page's new transforms sent to a process at the lowest priority
 * that writes them into Astro's image cache, byte for byte what Astro's own step would write there.
 * Real sharp and a real child process, on a picture made here, in a temporary folder; the encoder runs
 * at normal priority here but in one test, or beside the other test files it could wait for seconds.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig, AstroPrerenderer } from 'astro';
import sharpService from 'astro/assets/services/sharp';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import pictures, { fewestPagesFirst, startEncoder, type PictureJob } from '../../../src/integrations/pictures.ts';

type PathWithRoute = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];

const imageConfig = { service: { entrypoint: 'astro/assets/services/sharp', config: {} } } as AstroConfig['image'];
let root: string;
let config: AstroConfig;
const cacheFile = (name: string) => join(root, 'cache', 'assets', name);

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'pictures-'));
  mkdirSync(join(root, 'dist', '_astro'), { recursive: true });
  mkdirSync(join(root, 'cache', 'assets'), { recursive: true });
  const photo = sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 90, b: 30 } } });
  writeFileSync(join(root, 'dist', '_astro', 'campus.jpg'), await photo.jpeg().toBuffer());
  config = {
    outDir: pathToFileURL(join(root, 'dist/')),
    cacheDir: pathToFileURL(join(root, 'cache/')),
    image: imageConfig,
  } as AstroConfig;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Astro's options for one transform of the picture above, and its output's name. */
const transformOf = (width: number, format = 'webp') => ({
  finalPath: `/_astro/campus.abc_${width}${format}.${format}`,
  transform: { src: { src: '/_astro/campus.jpg', width: 320, height: 200, format: 'jpg' }, width, format, quality: 75 },
});
/** What Astro's image step writes for it: the configured service's transform of the original. */
const astroWrites = async ({ transform }: ReturnType<typeof transformOf>) =>
  (
    await sharpService.transform!(
      readFileSync(join(root, 'dist', '_astro', 'campus.jpg')),
      { ...transform, src: transform.src.src } as never,
      imageConfig as never,
      { info() {}, warn() {}, error() {}, debug() {} } as never,
    )
  ).data;
const jobOf = ({ finalPath, transform }: ReturnType<typeof transformOf>, source = 'campus.jpg'): PictureJob => ({
  source: join(root, 'dist', '_astro', source),
  cacheFile: cacheFile(finalPath.split('/').pop()!),
  transform: { ...transform, src: transform.src.src },
  imageConfig,
});

it('lists the routes with the fewest pages first, in Astro’s order otherwise', () => {
  const [home, article, list, about] = ['home', 'article', 'list', 'about'].map((name) => ({ name }));
  const path = (route: object, pathname: string) => ({ pathname, route }) as unknown as PathWithRoute;
  const paths = [
    path(article, '/a/1/'),
    path(home, '/'),
    path(list, '/a/'),
    path(article, '/a/2/'),
    path(list, '/a/page/2/'),
    path(about, '/about/'),
    path(article, '/a/3/'),
  ];
  expect(fewestPagesFirst(paths).map((p) => p.pathname)).toEqual([
    '/',
    '/about/',
    '/a/',
    '/a/page/2/',
    '/a/1/',
    '/a/2/',
    '/a/3/',
  ]);
});

it('encodes into the cache what Astro would, leaves a cached picture alone and a broken one to Astro', async () => {
  const [small, large, kept] = [240, 640, 480].map((width) => transformOf(width));
  writeFileSync(cacheFile('campus.abc_480webp.webp'), 'from an earlier build');
  const encoder = startEncoder(0);
  encoder.send(jobOf(small, 'missing.jpg'));
  for (const job of [small, kept, large].map((t) => jobOf(t))) encoder.send(job);
  await vi.waitFor(() => expect(existsSync(cacheFile('campus.abc_640webp.webp'))).toBe(true), { timeout: 10_000 });
  expect(await encoder.stop()).toEqual({ encoded: 2, cached: 1 });
  expect(readFileSync(cacheFile('campus.abc_240webp.webp'))).toEqual(Buffer.from(await astroWrites(small)));
  expect(readFileSync(cacheFile('campus.abc_640webp.webp'))).toEqual(Buffer.from(await astroWrites(large)));
  expect(readFileSync(cacheFile('campus.abc_480webp.webp'), 'utf8')).toBe('from an earlier build');
}, 15_000);

it('runs at the lowest priority', async () => {
  const encoder = startEncoder();
  // /proc/<pid>/stat: the 19th field is the nice value (0 for the moment between fork and `nice`).
  const nice = () => readFileSync(`/proc/${encoder.pid}/stat`, 'utf8').split(') ')[1].split(' ')[16];
  await vi.waitFor(() => expect(nice()).toBe('19'));
  process.kill(encoder.pid!, 'SIGKILL');
  await encoder.stop();
});

it('leaves every picture to Astro where the encoder cannot start (no `nice` on the PATH)', async () => {
  vi.stubEnv('PATH', join(root, 'nothing-here'));
  const encoder = startEncoder(0);
  encoder.send(jobOf(transformOf(240)));
  expect(await encoder.stop()).toEqual({ encoded: 0, cached: 0 });
  vi.unstubAllEnvs();
  expect(readdirSync(join(root, 'cache', 'assets'))).toEqual([]);
});

it('stops after the picture in hand when told to, leaving no half-written file', async () => {
  const encoder = startEncoder(0);
  for (let width = 100; width <= 300; width += 10) encoder.send(jobOf(transformOf(width)));
  const { encoded } = await encoder.stop();
  expect(encoded).toBeLessThan(21);
  const files = readdirSync(join(root, 'cache', 'assets'));
  expect(files).toHaveLength(encoded);
  expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
}, 15_000);

it('wraps Astro’s prerenderer: fewest pages first, each page’s new pictures to the encoder, each page finished (with its address), then Astro’s teardown', async () => {
  const logged: string[] = [];
  const finishPage = async (response: Response, url: URL) =>
    new Response(`${await response.text()}, finished as ${url.pathname}`);
  const integration = pictures({ niceness: 0, finishPage });
  let wrap: ((astro: AstroPrerenderer) => AstroPrerenderer) | undefined;
  (integration.hooks['astro:config:done'] as (o: object) => void)({ config });
  (integration.hooks['astro:build:start'] as (o: object) => void)({
    setPrerenderer: (factory: typeof wrap) => (wrap = factory),
    logger: { info: (line: string) => logged.push(line) },
  });

  const staticImages = new Map();
  vi.stubGlobal('astroAsset', { staticImages });
  const [article, gallery] = [{ route: '/a/[slug]' }, { route: '/gallery' }];
  const picture = transformOf(360);
  const astro = {
    name: 'astro',
    getStaticPaths: async () =>
      [
        { pathname: '/a/1/', route: article },
        { pathname: '/a/2/', route: article },
        { pathname: '/gallery/', route: gallery },
      ] as unknown as PathWithRoute[],
    render: async (request: Request) => {
      if (new URL(request.url).pathname === '/gallery/')
        staticImages.set('/_astro/campus.jpg', { transforms: new Map([['360', picture]]) });
      const response = new Response(`page ${new URL(request.url).pathname}`);
      // Astro's prerenderer may return the response alone or with what it collected.
      return request.url.includes('/a/2/') ? { response } : response;
    },
    teardown: vi.fn(async () => {}),
  } satisfies AstroPrerenderer;
  const wrapped = wrap!(astro);

  await wrapped.setup!();
  const paths = await wrapped.getStaticPaths();
  expect(paths.map((p) => p.pathname)).toEqual(['/gallery/', '/a/1/', '/a/2/']);
  const pages = [];
  for (const { pathname, route } of paths) {
    const rendered = await wrapped.render(new Request(`http://site${pathname}`), { routeData: route });
    pages.push(await (rendered instanceof Response ? rendered : rendered.response).text());
  }
  expect(pages).toEqual([
    'page /gallery/, finished as /gallery/',
    'page /a/1/, finished as /a/1/',
    'page /a/2/, finished as /a/2/',
  ]);
  await vi.waitFor(() => expect(existsSync(cacheFile('campus.abc_360webp.webp'))).toBe(true), { timeout: 10_000 });
  await wrapped.teardown!();
  vi.unstubAllGlobals();

  expect(readFileSync(cacheFile('campus.abc_360webp.webp'))).toEqual(Buffer.from(await astroWrites(picture)));
  expect(logged).toEqual(['Pictures while the pages rendered: 1 encoded, 0 in the cache already, 0 left to Astro']);
  expect(astro.teardown).toHaveBeenCalledOnce();
}, 15_000);
