import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distDigest, fileDigests, listedFiles, writeSiteFiles } from '../../../scripts/dist-digest.mjs';

const run = promisify(execFile);
const SITE: [path: string, content: string | Buffer][] = [
  ['index.html', '<!doctype html><title>Home</title>'],
  ['courses/upsc/index.html', '<!doctype html><title>UPSC</title>'],
  ['_astro/app.Bx1.js', 'console.log(1)'],
  ['img/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])],
];

let root: string;
/** Writes `files` under a new directory, in the order given. */
function site(name: string, files = SITE) {
  const dir = join(root, name);
  for (const [path, content] of files) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dist-digest-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('distDigest', () => {
  it('is the same for the same files, whatever the directory or the order they were written in', () => {
    const digest = distDigest(site('a'));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(distDigest(site('b', [...SITE].reverse()))).toBe(digest);
  });

  it('counts files only: an empty directory changes nothing', () => {
    const dir = site('a');
    const digest = distDigest(dir);
    mkdirSync(join(dir, 'empty'));
    expect(distDigest(dir)).toBe(digest);
  });

  const changes: [what: string, change: (dir: string) => void][] = [
    ['a page’s text', (dir) => writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home!</title>')],
    [
      'one byte of an image',
      (dir) => writeFileSync(join(dir, 'img/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 3])),
    ],
    ['a new file', (dir) => writeFileSync(join(dir, 'robots.txt'), 'User-agent: *')],
    ['a removed file', (dir) => rmSync(join(dir, '_astro/app.Bx1.js'))],
    [
      'a renamed file with the same bytes',
      (dir) => renameSync(join(dir, '_astro/app.Bx1.js'), join(dir, '_astro/app.Bx2.js')),
    ],
    ['a folder renamed', (dir) => renameSync(join(dir, 'courses'), join(dir, 'course'))],
  ];
  it.each(changes)('changes with %s', (_, change) => {
    const dir = site('a');
    const digest = distDigest(dir);
    change(dir);
    expect(distDigest(dir)).not.toBe(digest);
  });

  it('takes the hash of a file a build step already knows instead of reading it', () => {
    const dir = site('a');
    const lines = fileDigests(dir);
    const known = new Map([['index.html', lines.find((l) => l.endsWith('  index.html'))!.split('  ')[0]]]);
    // Unread: its bytes on disk no longer count, the hash given does.
    writeFileSync(join(dir, 'index.html'), 'not read');
    expect(fileDigests(dir, known)).toEqual(lines);
    expect(distDigest(dir, known)).toBe(distDigest(site('b')));
  });

  it('refuses an empty or missing directory', () => {
    mkdirSync(join(root, 'empty'));
    expect(() => distDigest(join(root, 'empty'))).toThrow('holds no files: build the site first.');
    expect(() => distDigest(join(root, 'missing'))).toThrow('ENOENT');
  });
});

describe("the build's list of its files", () => {
  /** A site listed by its build: the list in a cacheDir beside it, written with nothing known (every file read). */
  const listed = () => {
    const dir = site('dist');
    const cache = join(root, 'cache');
    mkdirSync(cache);
    expect(writeSiteFiles(dir, cache, new Map())).toBe(SITE.length);
    return { dir, cache };
  };

  it('holds every file with its hash; a file the build knew is not read for it', () => {
    const dir = site('dist');
    const cache = join(root, 'cache');
    mkdirSync(cache);
    const known = new Map([['index.html', 'a'.repeat(64)]]);
    expect(writeSiteFiles(dir, cache, known)).toBe(SITE.length - 1);
    const hashes = listedFiles(dir, cache);
    expect(hashes.get('index.html')).toBe('a'.repeat(64));
    expect([...hashes.keys()].sort()).toEqual(fileDigests(dir).map((line) => line.split('  ')[1]));
  });

  it('gives the digest without reading a file, the same as reading them all', () => {
    const { dir, cache } = listed();
    const count = { read: 0 };
    expect(distDigest(dir, listedFiles(dir, cache), count)).toBe(distDigest(dir));
    expect(count.read).toBe(0);
  });

  const afterwards: [what: string, change: (dir: string) => void][] = [
    [
      'rewritten with another size',
      (dir) => writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home, changed</title>'),
    ],
    [
      'rewritten with the same size, later',
      (dir) => {
        writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hom!</title>');
        const later = new Date(Date.now() + 60_000);
        utimesSync(join(dir, 'index.html'), later, later);
      },
    ],
    ['added', (dir) => writeFileSync(join(dir, 'robots.txt'), 'User-agent: *')],
  ];
  it.each(afterwards)('reads a file %s since the list was written', (_, change) => {
    const { dir, cache } = listed();
    change(dir);
    const count = { read: 0 };
    expect(distDigest(dir, listedFiles(dir, cache), count)).toBe(distDigest(dir));
    expect(count.read).toBe(1);
  });

  it('is not used for another directory, or when there is none', () => {
    const { cache } = listed();
    expect(listedFiles(site('other'), cache).size).toBe(0);
    expect(listedFiles(site('other'), join(root, 'no-cache')).size).toBe(0);
  });

  it('the command reads only what the list does not vouch for, and says so', async () => {
    const { dir, cache } = listed();
    const { stdout, stderr } = await run(process.execPath, ['scripts/dist-digest.mjs', dir, '--cache', cache]);
    expect(stdout).toBe(`${distDigest(dir)}\n`);
    expect(stderr).toContain(`dist-digest: ${SITE.length} files, 0 read`);
  });
});

describe('node scripts/dist-digest.mjs', () => {
  it('prints the digest, or with --files one sorted `sha256  path` line per file', async () => {
    const dir = site('a');
    expect((await run(process.execPath, ['scripts/dist-digest.mjs', dir])).stdout).toBe(`${distDigest(dir)}\n`);
    const listed = (await run(process.execPath, ['scripts/dist-digest.mjs', dir, '--files'])).stdout;
    expect(listed.trimEnd().split('\n')).toEqual(fileDigests(dir));
    expect(fileDigests(dir).map((line) => line.split('  ')[1])).toEqual([
      '_astro/app.Bx1.js',
      'courses/upsc/index.html',
      'img/logo.png',
      'index.html',
    ]);
  });

  it('exits 1 with a message when there is nothing built', async () => {
    await expect(run(process.execPath, ['scripts/dist-digest.mjs', join(root, 'missing')])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('dist-digest: ENOENT'),
    });
  });
});
