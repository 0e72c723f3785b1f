/**
 * A fake Contentful Delivery API on 127.0.0.1 for the loader's tests. It serves a snapshot (the
 * `contentful space export` format) over the paths the loader uses:
 *
 *   GET /spaces/:space/environments/:env/locales
 *   GET /spaces/:space/environments/:env/sync?initial=true | ?sync_token=…
 *   GET /spaces/:space/environments/:env/entries?locale=*&content_type=…&sys.id=…&include=N&limit=…&skip=…
 *     (the preview server's live loader; fields always keyed by locale, linked entries and assets
 *     N levels deep in `includes`)
 *
 * Sync answers come in small pages (nextPageUrl … nextSyncUrl) so paging is exercised; a sync token
 * returns only what changed since it was issued (edited items, DeletedEntry / DeletedAsset).
 * Faults can be injected: N × a status (500, 429 with X-Contentful-RateLimit-Reset), slow replies.
 * Every API request is recorded so a test can tell a delta from a full sync.
 *
 * In a test: `const cf = await startFakeContentful({ snapshot }); cf.edit(…); cf.remove(id);
 * cf.fault({ status: 500, times: 2 }); cf.requests; await cf.close()`.
 * From another process, the same over HTTP: POST /__control/edit | /__control/delete |
 * /__control/fault | /__control/reset (JSON bodies as the methods take), GET /__control/requests.
 * Stand-alone: `node tests/support/fake-contentful.mjs --snapshot src/content/demo/space.json --port 4453`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ path?: string, status?: number, times?: number, resetSeconds?: number, delayMs?: number }} Fault
 *   The next `times` (default 1) API requests whose path contains `path` wait `delayMs`, then,
 *   with `status`, get that error (429 carries X-Contentful-RateLimit-Reset: resetSeconds, default 1).
 * @typedef {{ method: string, path: string, query: Record<string, string>, authorized: boolean }} RecordedRequest
 * @typedef {{ id: string, type?: 'Entry' | 'Asset', contentType?: string, fields: Record<string, unknown>, locale?: string }} Edit
 *   Field values are for `locale` (default: the space's default locale; null removes that locale's
 *   value); an entry with a new id is created (contentType needed).
 */

const ERROR_IDS = {
  400: 'BadRequest',
  401: 'AccessTokenInvalid',
  404: 'NotFound',
  429: 'RateLimitExceeded',
  500: 'ServerError',
};

const errorBody = (status, message) =>
  JSON.stringify({ sys: { type: 'Error', id: ERROR_IDS[status] ?? 'Error' }, message, requestId: `fake-${status}` });

/**
 * @param {{ snapshot: { entries: any[], assets?: any[], locales?: any[] }, space?: string,
 *   environment?: string, accessToken?: string, pageSize?: number, port?: number }} options
 */
export async function startFakeContentful({
  snapshot,
  space = 'test-space',
  environment = 'master',
  accessToken = 'test-delivery-token',
  pageSize = 50,
  port = 0,
}) {
  const locales = snapshot.locales?.length
    ? snapshot.locales
    : [{ code: 'en-US', name: 'English (United States)', default: true }];
  const locale = (locales.find((l) => l.default) ?? locales[0]).code;
  const now = () => new Date().toISOString();

  /** Live items by id, each with the sys the Delivery API gives. */
  const items = new Map();
  /** id → sequence number of its last change; deletions stay as tombstones. */
  const changedAt = new Map();
  const tombstones = new Map();
  let sequence = 0;

  const deliverySys = (sys, type) => ({
    space: { sys: { type: 'Link', linkType: 'Space', id: space } },
    environment: { sys: { type: 'Link', linkType: 'Environment', id: environment } },
    id: sys.id,
    type,
    createdAt: sys.createdAt ?? now(),
    updatedAt: sys.updatedAt ?? now(),
    revision: sys.revision ?? sys.publishedVersion ?? 1,
    ...(type === 'Entry' && {
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: sys.contentType.sys.id } },
    }),
  });
  // The Delivery API serves what is published: archived items and drafts (no publishedVersion) of an export are left out.
  const published = (item) => item.sys.publishedVersion && !item.sys.archivedVersion && !item.sys.archivedAt;
  for (const asset of (snapshot.assets ?? []).filter(published))
    items.set(asset.sys.id, { sys: deliverySys(asset.sys, 'Asset'), fields: asset.fields });
  for (const entry of snapshot.entries.filter(published))
    items.set(entry.sys.id, { sys: deliverySys(entry.sys, 'Entry'), fields: entry.fields });
  for (const id of items.keys()) changedAt.set(id, 0);

  /** Outstanding page and sync tokens → what they stand for. */
  const tokens = new Map();
  let tokenCount = 0;
  const issue = (state) => {
    const token = `fake${++tokenCount}x${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, state);
    return token;
  };

  /** @type {Fault[]} */
  const faults = [];
  /** @type {RecordedRequest[]} */
  const requests = [];

  const itemsChangedSince = (since) =>
    [...changedAt].filter(([, at]) => at > since).map(([id]) => items.get(id) ?? { sys: tombstones.get(id) });

  const syncPage = (list, offset, until, base) => {
    const body = { sys: { type: 'Array' }, items: list.slice(offset, offset + pageSize) };
    if (offset + pageSize < list.length) {
      body.nextPageUrl = `${base}?sync_token=${issue({ kind: 'page', list, offset: offset + pageSize, until })}`;
    } else {
      body.nextSyncUrl = `${base}?sync_token=${issue({ kind: 'sync', since: until })}`;
    }
    return body;
  };

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        try {
          resolve(text ? JSON.parse(text) : {});
        } catch (error) {
          reject(error);
        }
      });
    });

  /** @param {Edit} change */
  function edit({ id, type, contentType, fields, locale: at = locale }) {
    let item = items.get(id);
    if (!item) {
      const kind = type ?? (contentType ? 'Entry' : 'Asset');
      if (kind === 'Entry' && !contentType) throw new Error(`edit: new entry ${id} needs a contentType`);
      item = { sys: deliverySys({ id, contentType: { sys: { id: contentType } }, revision: 0 }, kind), fields: {} };
      items.set(id, item);
      tombstones.delete(id);
    }
    for (const [name, value] of Object.entries(fields ?? {})) {
      const { [at]: _, ...others } = item.fields[name] ?? {};
      item.fields[name] = value === null ? others : { ...others, [at]: value };
    }
    item.sys = { ...item.sys, revision: item.sys.revision + 1, updatedAt: now() };
    changedAt.set(id, ++sequence);
  }

  /** Unpublishes (deletes) an entry or asset: later syncs report it as DeletedEntry / DeletedAsset. */
  function remove(id) {
    const item = items.get(id);
    if (!item) throw new Error(`remove: no item ${id}`);
    items.delete(id);
    const { space: s, environment: e, createdAt, updatedAt } = item.sys;
    tombstones.set(id, {
      space: s,
      environment: e,
      id,
      type: `Deleted${item.sys.type}`,
      createdAt,
      updatedAt,
      deletedAt: now(),
    });
    changedAt.set(id, ++sequence);
  }

  /** @param {Fault} f */
  const fault = (f) => faults.push({ times: 1, ...f });

  async function api(req, res, url) {
    const auth = req.headers.authorization ?? '';
    const authorized = auth === `Bearer ${accessToken}` || url.searchParams.get('access_token') === accessToken;
    requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), authorized });

    const f = faults.find((x) => x.times > 0 && (!x.path || url.pathname.includes(x.path)));
    if (f) {
      f.times -= 1;
      if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
      if (f.status === 429) {
        return send(res, 429, errorBody(429, 'Rate limit exceeded'), {
          'X-Contentful-RateLimit-Reset': String(f.resetSeconds ?? 1),
        });
      }
      if (f.status) return send(res, f.status, errorBody(f.status, `Injected ${f.status}`));
    }
    if (!authorized)
      return send(res, 401, errorBody(401, 'The access token you sent could not be found or is invalid.'));

    const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!match || match[1] !== space || match[2] !== environment) {
      return send(res, 404, errorBody(404, 'The resource could not be found.'));
    }
    const base = `http://127.0.0.1:${server.address().port}/spaces/${space}/environments/${environment}/sync`;
    switch (match[3]) {
      case 'locales':
        return send(res, 200, { sys: { type: 'Array' }, total: locales.length, skip: 0, limit: 1000, items: locales });
      case 'sync': {
        if (url.searchParams.get('initial') === 'true') {
          const all = [...items.values()];
          return send(res, 200, syncPage(all, 0, sequence, base));
        }
        const state = tokens.get(url.searchParams.get('sync_token') ?? '');
        if (!state) return send(res, 400, errorBody(400, 'The sync token is invalid.'));
        if (state.kind === 'page') return send(res, 200, syncPage(state.list, state.offset, state.until, base));
        return send(res, 200, syncPage(itemsChangedSince(state.since), 0, sequence, base));
      }
      case 'entries':
        return send(res, 200, entriesPage(url.searchParams));
      default:
        return send(res, 404, errorBody(404, 'The resource could not be found.'));
    }
  }

  /** Ids of the entries and assets an item's fields link to (rich text included). */
  const linksOf = (value, found = new Set()) => {
    if (Array.isArray(value)) for (const v of value) linksOf(v, found);
    else if (value && typeof value === 'object') {
      if (value.sys?.type === 'Link' && typeof value.sys.id === 'string') found.add(value.sys.id);
      else for (const v of Object.values(value)) linksOf(v, found);
    }
    return found;
  };

  /** One page of the entries query, as the Delivery and Preview APIs answer it. */
  function entriesPage(params) {
    const type = params.get('content_type');
    const id = params.get('sys.id');
    const skip = Number(params.get('skip') ?? 0);
    const limit = Number(params.get('limit') ?? 100);
    const matching = [...items.values()].filter(
      (item) =>
        item.sys.type === 'Entry' && (!type || item.sys.contentType.sys.id === type) && (!id || item.sys.id === id),
    );
    const page = matching.slice(skip, skip + limit);
    const included = new Map();
    let level = page;
    for (let depth = Number(params.get('include') ?? 1); depth > 0 && level.length; depth--) {
      const next = [];
      for (const linked of linksOf(level.map((item) => item.fields))) {
        const item = items.get(linked);
        if (item && !included.has(linked)) {
          included.set(linked, item);
          next.push(item);
        }
      }
      level = next;
    }
    const of = (kind) => [...included.values()].filter((item) => item.sys.type === kind);
    return {
      sys: { type: 'Array' },
      total: matching.length,
      skip,
      limit,
      items: page,
      includes: { Entry: of('Entry'), Asset: of('Asset') },
    };
  }

  async function control(req, res, url) {
    try {
      const body = req.method === 'POST' ? await readBody(req) : {};
      switch (url.pathname) {
        case '/__control/edit':
          edit(body);
          break;
        case '/__control/delete':
          remove(body.id);
          break;
        case '/__control/fault':
          fault(body);
          break;
        case '/__control/reset':
          requests.length = 0;
          faults.length = 0;
          break;
        case '/__control/requests':
          return send(res, 200, requests);
        default:
          return send(res, 404, { error: 'unknown control path' });
      }
      return send(res, 200, { ok: true });
    } catch (error) {
      return send(res, 400, { error: error.message });
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handle = url.pathname.startsWith('/__control/') ? control : api;
    handle(req, res, url).catch((error) => send(res, 500, errorBody(500, error.message)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = server.address().port;

  return {
    port: actualPort,
    /** For CONTENTFUL_HOST (with CONTENTFUL_INSECURE=true). */
    host: `127.0.0.1:${actualPort}`,
    space,
    environment,
    accessToken,
    /** @type {RecordedRequest[]} */
    requests,
    /** The recorded sync requests: `initial` or the token each started from. */
    syncRequests: () => requests.filter((r) => r.path.endsWith('/sync')),
    edit,
    remove,
    fault,
    resetRequests: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

// Stand-alone: node tests/support/fake-contentful.mjs --snapshot file.json [--port 4453] [--page-size 50]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const snapshot = JSON.parse(readFileSync(arg('snapshot', 'src/content/demo/space.json'), 'utf8'));
  const cf = await startFakeContentful({
    snapshot,
    port: Number(arg('port', '4453')),
    pageSize: Number(arg('page-size', '50')),
    space: arg('space', 'test-space'),
    accessToken: arg('token', 'test-delivery-token'),
  });
  console.log(
    `Fake Contentful on http://${cf.host}: CONTENTFUL_HOST=${cf.host} CONTENTFUL_INSECURE=true CONTENTFUL_SPACE_ID=${cf.space} CONTENTFUL_ACCESS_TOKEN=${cf.accessToken}`,
  );
}
