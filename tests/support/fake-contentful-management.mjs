/**
 * A fake Contentful Management API on 127.0.0.1 for the set-up scripts' tests: the webhook
 * definitions, the content previews (preview environments) and the content model of one space, over the paths
 * contentful-management's plain client uses.
 *
 *   GET  /spaces/:space/webhook_definitions          the collection (preview_environments alike)
 *   POST /spaces/:space/webhook_definitions          create (version 1)
 *   PUT  /spaces/:space/webhook_definitions/:id      update; X-Contentful-Version must be the current version
 *   GET|PUT /spaces/:space/environments/:env/content_types/:id   a content type (PUT creates or, with the version, updates)
 *   PUT  …/content_types/:id/published                publish; GET|PUT …/content_types/:id/editor_interface
 *
 * A wrong token answers 401, another space 404, a stale version 409, as the real API does;
 * `refuseNext('PUT', 403)` makes the next request of that method answer that status. Like the
 * real API it never returns the value of a secret header; `webhooks` holds what was stored, values
 * included, so a test can check them.
 *
 * In a test: `const cma = await startFakeManagement(); cma.host; cma.webhooks; cma.previews; cma.requests;
 * cma.refuseNext('POST', 403); await cma.close()`.
 */
import { createServer } from 'node:http';

const ERROR_IDS = {
  401: 'AccessTokenInvalid',
  403: 'AccessDenied',
  404: 'NotFound',
  409: 'VersionMismatch',
  422: 'ValidationFailed',
};

/**
 * @typedef {{ method: string, path: string }} RecordedRequest
 * @param {{ space?: string, token?: string }} [options]
 */
export async function startFakeManagement({ space = 'test-space', token = 'test-management-token' } = {}) {
  /** Stored webhook definitions by id, secret header values included. */
  const webhooks = new Map();
  /** Stored preview environments by id. */
  const previews = new Map();
  /** @type {RecordedRequest[]} */
  const requests = [];
  let ids = 0;
  /** method → status of the next request of that method */
  const refusals = new Map();

  /** What the API shows of a definition: secret headers without their value. */
  const shown = (item) =>
    item.sys.type === 'WebhookDefinition'
      ? {
          ...item,
          headers: item.headers.map(({ key, value, secret }) => (secret ? { key, secret } : { key, value })),
        }
      : item;

  const stored = (kind, body, sys) => ({
    ...body,
    ...(kind === 'webhook_definitions' && { headers: body.headers ?? [], active: body.active ?? true }),
    sys: {
      type: kind === 'webhook_definitions' ? 'WebhookDefinition' : 'PreviewEnvironment',
      id: sys.id,
      version: sys.version,
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      createdAt: sys.createdAt,
      updatedAt: new Date().toISOString(),
    },
  });

  /** Content types by id: `{ name, description, displayField, fields, sys: { id, version, publishedVersion? } }`. */
  const contentTypes = new Map();
  /** Editor interfaces by content type id: `{ controls, sys: { version } }`. */
  const editorInterfaces = new Map();

  /** The content type routes: get, create with an id, update, publish, and the editor interface. */
  function contentModel(req, id, part, chunks, send, fail) {
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const version = Number(req.headers['x-contentful-version']);
    const current = contentTypes.get(id);
    const sys = (v, extra = {}) => ({ type: 'ContentType', id, version: v, ...extra });
    if (part === '/editor_interface') {
      if (!current) return fail(404, 'The resource could not be found.');
      const editor = editorInterfaces.get(id) ?? {
        controls: [],
        sys: { type: 'EditorInterface', id: 'default', version: 1 },
      };
      if (req.method === 'GET') return send(200, editor);
      if (version !== editor.sys.version) return fail(409, 'Version mismatch');
      const saved = { controls: body.controls ?? [], sys: { ...editor.sys, version: version + 1 } };
      editorInterfaces.set(id, saved);
      return send(200, saved);
    }
    if (part === '/published') {
      if (!current) return fail(404, 'The resource could not be found.');
      if (version !== current.sys.version) return fail(409, 'Version mismatch');
      current.sys = sys(version + 1, { publishedVersion: version });
      return send(200, current);
    }
    if (req.method === 'GET') return current ? send(200, current) : fail(404, 'The resource could not be found.');
    if (req.method !== 'PUT') return fail(404, 'The resource could not be found.');
    if (!body.name || !Array.isArray(body.fields)) return fail(422, 'Validation error');
    const { name, description, displayField, fields } = body;
    if (current) {
      if (version !== current.sys.version) return fail(409, 'Version mismatch');
      const dropped = current.fields.filter((f) => !fields.some((g) => g.id === f.id));
      if (dropped.length) return fail(422, 'Validation error: a field must be omitted before it is deleted');
    }
    const saved = {
      name,
      description,
      displayField,
      fields,
      sys: sys(
        current ? current.sys.version + 1 : 1,
        current?.sys.publishedVersion ? { publishedVersion: current.sys.publishedVersion } : {},
      ),
    };
    contentTypes.set(id, saved);
    return send(current ? 200 : 201, saved);
  }

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.management.v1+json' });
      res.end(JSON.stringify(body));
    };
    const fail = (status, message) =>
      send(status, { sys: { type: 'Error', id: ERROR_IDS[status] }, message, requestId: `fake-${status}` });

    const refusal = refusals.get(req.method);
    if (refusal) {
      refusals.delete(req.method);
      return fail(refusal, 'Refused by the test.');
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return fail(401, 'The access token you sent could not be found or is invalid.');
    const model =
      /^\/spaces\/([^/]+)\/environments\/[^/]+\/content_types\/([^/]+)(\/published|\/editor_interface)?$/.exec(
        url.pathname,
      );
    if (model) {
      if (model[1] !== space) return fail(404, 'The resource could not be found.');
      return contentModel(req, model[2], model[3], chunks, send, fail);
    }
    const match = /^\/spaces\/([^/]+)\/(webhook_definitions|preview_environments)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match || match[1] !== space) return fail(404, 'The resource could not be found.');
    const [, , kind, id] = match;
    const store = kind === 'webhook_definitions' ? webhooks : previews;
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const valid =
      kind === 'webhook_definitions'
        ? body.name && body.url && body.topics?.length
        : body.name && body.configurations?.every((c) => c.contentType && c.url);

    if (req.method === 'GET' && !id) {
      const items = [...store.values()].map(shown);
      return send(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
    }
    if (req.method === 'POST' && !id) {
      if (!valid) return fail(422, 'Validation error');
      const prefix = kind === 'webhook_definitions' ? 'webhook' : 'preview';
      const item = stored(kind, body, { id: `${prefix}-${++ids}`, version: 1, createdAt: new Date().toISOString() });
      store.set(item.sys.id, item);
      return send(201, shown(item));
    }
    if (req.method === 'PUT' && id) {
      const current = store.get(id);
      if (!current) return fail(404, 'The resource could not be found.');
      if (Number(req.headers['x-contentful-version']) !== current.sys.version) return fail(409, 'Version mismatch');
      if (!valid) return fail(422, 'Validation error');
      const item = stored(kind, body, { ...current.sys, version: current.sys.version + 1 });
      store.set(id, item);
      return send(200, shown(item));
    }
    fail(404, 'The resource could not be found.');
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** `http://127.0.0.1:port`, for CONTENTFUL_MANAGEMENT_HOST. */
    host: `http://127.0.0.1:${port}`,
    space,
    token,
    webhooks,
    previews,
    contentTypes,
    editorInterfaces,
    requests,
    /** The next request of `method` answers `status`. */
    refuseNext: (/** @type {string} */ method, /** @type {number} */ status) => refusals.set(method, status),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
