/**
 * The live space a build reads, from the CONTENTFUL_* variables: one reading for the loader
 * (source.ts) and the hourly deploy's skip check (scripts/skip-check.mjs), which runs before
 * `npm install` and so needs a module that imports nothing.
 */

/**
 * Space, token, environment and host, and `key`, which changes whenever a cached sync token stops
 * being valid for the source. Undefined unless both the space and the token are set.
 * @param {Record<string, string | undefined>} env
 */
export function liveSpace(env) {
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const accessToken = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  if (!space || !accessToken) return undefined;
  const environment = env.CONTENTFUL_ENVIRONMENT?.trim() || 'master';
  let host = env.CONTENTFUL_HOST?.trim() || 'cdn.contentful.com';
  let insecure = env.CONTENTFUL_INSECURE?.trim() === 'true';
  // Accept a pasted URL: the client itself would silently ignore a host with a scheme.
  const scheme = /^(https?):\/\//i.exec(host);
  if (scheme) {
    insecure = scheme[1].toLowerCase() === 'http';
    host = host.slice(scheme[0].length).replace(/\/+$/, '');
  }
  /** For messages: the host, with http:// when insecure. */
  const label = insecure ? `http://${host}` : host;
  return { space, accessToken, environment, host, insecure, label, key: `live:${space}/${environment}@${label}` };
}
