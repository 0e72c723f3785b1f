/**
 * A static server for a built site, behaving like the static host the site deploys to (GitHub
 * Pages): `/about` and `/about/` serve `about/index.html`, unknown paths get `404.html` with status
 * 404, text is gzip-compressed when the browser accepts it (so transferred bytes are what a visitor
 * downloads) and responses carry `Cache-Control: max-age=600`.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath } from '../static-host.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;

/**
 * Serves `root` on 127.0.0.1.
 * @param {string} root Built site directory.
 * @param {number} port 0 picks a free port.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serve(root, port) {
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = fileForPath(root, pathname);
    const status = file ? 200 : 404;
    file ??= join(root, '404.html');
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    let body = await readFile(file);
    const headers = { 'Content-Type': type, 'Cache-Control': 'max-age=600', Vary: 'Accept-Encoding' };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      // Keyed by modification time too: a file rewritten in place (a new build) is served anew.
      const key = `${file} ${(await stat(file)).mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
      body = /** @type {Buffer} */ (gzipped.get(key));
      Object.assign(headers, { 'Content-Encoding': 'gzip' });
    }
    res.writeHead(status, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
