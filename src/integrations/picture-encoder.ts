/**
 * The process that encodes pictures for `pictures.ts`, started by it at the lowest priority. Each
 * job is one of Astro's image transforms; the result goes into Astro's image cache under the name
 * Astro looks for, written aside and then renamed, so Astro never reads half a file. A picture
 * already in the cache is left as it is; one that fails is left to Astro, which encodes it again
 * and says what went wrong. On "stop" it finishes the job in hand and exits, and with its parent.
 */
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import sharpService from 'astro/assets/services/sharp';
import type { PictureJob } from './pictures.ts';

const jobs: PictureJob[] = [];
const sources = new Map<string, Promise<Buffer>>();
const silent = { info() {}, warn() {}, error() {}, debug() {} };
let working = false;
let stopping = false;

const cached = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function encode({ source, cacheFile, transform, imageConfig }: PictureJob) {
  if (await cached(cacheFile)) return void process.send!('cached');
  if (!sources.has(source)) sources.set(source, readFile(source));
  const { data } = await sharpService.transform!(
    await sources.get(source)!,
    transform as never,
    imageConfig as never,
    silent as never,
  );
  await writeFile(`${cacheFile}.part`, data);
  await rename(`${cacheFile}.part`, cacheFile);
  process.send!('encoded');
}

async function work() {
  working = true;
  for (let job = jobs.shift(); job && !stopping; job = jobs.shift()) await encode(job).catch(() => {});
  working = false;
  if (stopping) process.exit(0);
}

process.on('message', (message: PictureJob | 'stop') => {
  if (message === 'stop') {
    stopping = true;
    if (!working) process.exit(0);
    return;
  }
  jobs.push(message);
  if (!working) void work();
});
process.on('disconnect', () => process.exit(0));
