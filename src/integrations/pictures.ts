/**
 * The site's own pictures (`src/assets` through astro:assets) encoded while Astro renders the pages,
 * by a process at the lowest priority (`nice -n 19`, src/integrations/picture-encoder.ts), into
 * Astro's image cache: Astro's image step after the last page then finds them there and copies
 * them. While Astro renders, its main thread is busy and about half of the second core is free; the
 * step after it encodes 609 pictures in about 11 s of a cold build (a warm build finds them in the
 * cacheDir already). The same work at normal priority in the build's own process made rendering
 * longer by as much as it saved; at the lowest priority, rendering and pictures together took a
 * median 44.8 s against 53.5 s (10k articles, cold builds alternated: docs/performance.md).
 *
 * Astro's prerenderer is wrapped (`setPrerenderer`): routes with the fewest pages render first, so
 * the pages that show pictures (home, about, the gallery, the course pages) come before the
 * thousands of articles, and after each page the transforms it added to Astro's list go to the
 * encoder. The encoder uses Astro's own service, options and file names, so the output is the same
 * file for file. What it has not done when the last page is rendered it drops, and Astro encodes
 * as it always does. Remote pictures are left to Astro: its cache keeps their expiry.
 *
 * Astro takes one prerenderer, so this wrapper also hands each page's response to `finishPage`
 * (the critical-CSS step, src/integrations/critical-css.ts) and gives Astro what that returns.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroPrerenderer } from 'astro';
import { inShard, picturesOfShard, SHARD_PICTURES, type Shard } from './shards.ts';

type PathWithRoute = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];
type StaticImages = NonNullable<typeof globalThis.astroAsset.staticImages>;

/** One transform for the encoder: the original's file, the cache file to write, Astro's options. */
export type PictureJob = {
  source: string;
  cacheFile: string;
  transform: Record<string, unknown>;
  imageConfig: AstroConfig['image'];
};

/** Routes with fewer pages first, in Astro's order otherwise. */
export function fewestPagesFirst(paths: PathWithRoute[]): PathWithRoute[] {
  const pages = new Map<unknown, number>();
  for (const { route } of paths) pages.set(route, (pages.get(route) ?? 0) + 1);
  return paths
    .map((path, order) => ({ path, order, pages: pages.get(path.route) ?? 0 }))
    .sort((a, b) => a.pages - b.pages || a.order - b.order)
    .map(({ path }) => path);
}

/**
 * The encoder process, at the lowest priority unless told otherwise. `stop()` lets it finish the
 * picture in hand and resolves with how many it encoded and how many it found in the cache; without
 * `nice` or the process, Astro encodes them all.
 */
export function startEncoder(niceness = 19) {
  const script = fileURLToPath(new URL('./picture-encoder.ts', import.meta.url));
  const child = spawn('nice', ['-n', String(niceness), process.execPath, script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // It keeps no process alive (a build that fails before the last page leaves it: it exits with
  // its parent), except while the parent waits for it to stop.
  child.unref();
  child.channel?.unref();
  const done = { encoded: 0, cached: 0 };
  child.on('message', (outcome: keyof typeof done) => done[outcome]++);
  const exited = new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
  return {
    pid: child.pid,
    send: (job: PictureJob) => child.connected && child.send(job),
    stop: async () => {
      child.ref();
      child.channel?.ref();
      if (child.connected) child.send('stop');
      await exited;
      return done;
    },
  };
}

/** The local transforms in Astro's list not yet in `seen`, as encoder jobs. */
function newPictures(images: StaticImages, seen: Set<string>, config: AstroConfig): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const [original, { transforms }] of images) {
    for (const { finalPath, transform } of transforms.values()) {
      if (seen.has(finalPath) || typeof transform.src !== 'object') continue;
      seen.add(finalPath);
      jobs.push({
        source: fileURLToPath(new URL(original.replace(/^\//, ''), config.outDir)),
        cacheFile: fileURLToPath(new URL(`assets/${basename(finalPath)}`, config.cacheDir)),
        transform: { ...transform, src: transform.src.src },
        imageConfig: config.image,
      });
    }
  }
  return jobs;
}

/**
 * `niceness`: the encoder's (19, the lowest priority; tests run it at 0 beside their others).
 * `finishPage`: what Astro writes for each page, given the response it rendered and the page's address.
 * `shard`: the part of a split build this is (src/integrations/shards.ts): only its paths are rendered.
 */
export default function pictures({
  niceness = 19,
  finishPage = async (response: Response, _url: URL) => response,
  shard = undefined as Shard | undefined,
} = {}): AstroIntegration {
  let config: AstroConfig;
  return {
    name: 'pictures-while-rendering',
    hooks: {
      'astro:config:done': ({ config: done }) => {
        config = done;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((astro) => {
          let encoder: ReturnType<typeof startEncoder>;
          const seen = new Set<string>();
          /** How many transforms Astro's list held when last looked at: most pages add none. */
          let listed = 0;
          const sendNew = () => {
            const images = globalThis.astroAsset?.staticImages;
            if (!images) return;
            let count = 0;
            for (const { transforms } of images.values()) count += transforms.size;
            if (count === listed) return;
            listed = count;
            for (const job of newPictures(images, seen, config)) encoder.send(job);
          };
          return {
            name: 'pictures-while-rendering',
            setup: async () => {
              mkdirSync(new URL('assets/', config.cacheDir), { recursive: true });
              encoder = startEncoder(niceness);
              await astro.setup?.();
            },
            getStaticPaths: async () =>
              fewestPagesFirst((await astro.getStaticPaths()).filter(({ pathname }) => inShard(pathname, shard))),
            render: async (request, options) => {
              const rendered = await astro.render(request, options);
              sendNew();
              const url = new URL(request.url);
              if (rendered instanceof Response) return finishPage(rendered, url);
              return { ...rendered, response: await finishPage(rendered.response, url) };
            },
            collectStaticImages: astro.collectStaticImages && (() => astro.collectStaticImages!()),
            teardown: async () => {
              if (shard) writeFileSync(new URL(SHARD_PICTURES, config.cacheDir), JSON.stringify(picturesOfShard()));
              const { encoded, cached } = await encoder.stop();
              if (seen.size)
                logger.info(
                  `Pictures while the pages rendered: ${encoded} encoded, ${cached} in the cache already, ` +
                    `${seen.size - encoded - cached} left to Astro`,
                );
              await astro.teardown?.();
            },
          };
        });
      },
    },
  };
}
