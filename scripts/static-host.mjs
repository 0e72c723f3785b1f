// How the static host (GitHub Pages) maps a URL path to a file of the built site. One answer for the
// Lighthouse bench's server (scripts/lighthouse/serve.mjs) and the tests that read dist/.
import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** @param {string} file */
const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file served for `urlPath` (query and fragment ignored): `/about` → `about`, `about.html` or
 * `about/index.html`; `/about/` → `about/index.html`. Null when there is none or the path climbs out.
 * @param {string} root Built site directory.
 * @param {string} urlPath
 * @returns {string | null}
 */
export function fileForPath(root, urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split(/[?#]/)[0]));
  if (path.split('/').includes('..')) return null;
  const base = join(root, path);
  const candidates = path.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}
