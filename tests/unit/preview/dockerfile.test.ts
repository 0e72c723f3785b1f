/**
 * The preview server's Dockerfile, read (no container tool runs in the tests): it builds with the
 * project's own script and lockfile on the Node version the project needs, starts the server the
 * build writes, answers its health check, runs as a user without root, and carries no secret.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const text = readFileSync('Dockerfile', 'utf8');
/** Instructions with their continuation lines joined, comments dropped. */
const instructions = text
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line.trim()) ?? [];
    return { op, rest };
  });
const args = (op: string) => instructions.filter((i) => i.op === op).map((i) => i.rest);
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('Dockerfile of the preview server', () => {
  it('has only instructions Docker knows', () => {
    const known = ['FROM', 'WORKDIR', 'COPY', 'RUN', 'ENV', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD'];
    expect(instructions.filter((i) => !known.includes(i.op))).toEqual([]);
  });

  it("builds on the Node the lockfile names, with the lockfile and the preview server's own script", () => {
    const locked = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages['node_modules/node'].version;
    for (const from of args('FROM')) expect(from).toMatch(new RegExp(`^node:${locked.replaceAll('.', '\\.')}-[\\w-]+`));
    expect(args('RUN')).toEqual(expect.arrayContaining(['npm ci']));
    expect(args('RUN').some((run) => run.includes('npm run build:preview-server'))).toBe(true);
    expect(scripts['build:preview-server']).toBe('PREVIEW_SERVER=true astro build');
  });

  it('copies only files that exist, and keeps the local build and secrets out of the context', () => {
    const sources = args('COPY')
      .filter((c) => !c.startsWith('--from'))
      .flatMap((c) => c.split(/\s+/).slice(0, -1));
    for (const source of sources) expect(existsSync(source), source).toBe(true);
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist-preview', '.env', '.env.*']));
  });

  it('starts the server the build writes as `npm run preview:live` does, on all interfaces, with a health check on its port, not as root', () => {
    const start = scripts['preview:live'].split(' && ').at(-1)!.split(' ');
    expect(start).toEqual(['node', '--max-semi-space-size=4', 'dist-preview/server/entry.mjs']);
    expect(args('CMD').at(-1)).toBe(JSON.stringify(start).replaceAll(',', ', '));
    const env = args('ENV').join(' ');
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    const port = /PORT=(\d+)/.exec(env)?.[1];
    expect(args('EXPOSE')).toEqual([port]);
    expect(args('HEALTHCHECK')[0]).toContain(`http://127.0.0.1:${port}/preview/health`);
    expect(args('USER')).toEqual(['node']);
  });

  it('bakes in no secret (none set by ENV, no build arguments)', () => {
    expect(args('ENV').join(' ')).not.toMatch(/SECRET|TOKEN|CONTENTFUL/);
    expect(instructions.some((i) => i.op === 'RUN' && /SECRET|TOKEN/.test(i.rest))).toBe(false);
  });
});
