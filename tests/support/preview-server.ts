/**
 * The editor preview server for tests: built once per test file (PREVIEW_SERVER=true, Astro's own
 * build() into a temporary folder under node_modules/.cache — the server's code imports packages
 * from node_modules — with its own cache so the site's content store is left alone) and started as
 * `node …/server/entry.mjs` on a free port of 127.0.0.1 against a fake Contentful.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The secret the tests' server is started with. */
export const TEST_SECRET = 'test-preview-secret';

const CONTENT_VARS = Object.keys(process.env).filter((name) => /^CONTENT(FUL)?_/.test(name));

/** Builds the preview server; returns its folder (remove it with `rmSync(dir, { recursive: true })`). */
export async function buildPreviewServer(): Promise<string> {
  const { build } = (await import(
    pathToFileURL(resolve('node_modules/astro/dist/index.js')).href
  )) as typeof import('astro');
  mkdirSync(resolve('node_modules/.cache'), { recursive: true });
  const work = mkdtempSync(resolve('node_modules/.cache/preview-server-'));
  const images = resolve('node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, join(work, 'cache/assets'), { recursive: true });
  const saved = { ...process.env };
  for (const name of CONTENT_VARS) delete process.env[name];
  process.env.PREVIEW_SERVER = 'true';
  try {
    await build({ root: resolve('.'), outDir: join(work, 'dist'), cacheDir: join(work, 'cache'), logLevel: 'error' });
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  return work;
}

export interface RunningServer {
  url: string;
  /** What the server printed. */
  output: () => string;
  close: () => Promise<void>;
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** Starts a built preview server with these variables (and nothing of the test's CONTENT*); waits for its health check. */
export async function startPreviewServer(work: string, env: Record<string, string>): Promise<RunningServer> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONTENT_VARS.includes(name)));
  const port = await freePort();
  const child = spawn(process.execPath, [join(work, 'dist/server/entry.mjs')], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The preview server exited (${child.exitCode}):\n${output}`);
    if (
      await fetch(`${url}/preview/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 20_000) throw new Error(`The preview server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

export const removeBuild = (work: string) => rmSync(work, { recursive: true, force: true });
