/**
 * A fake Contentful Management API for the tests of what writes to Contentful: the set-up scripts
 * (webhook definitions, content previews, the content model) and the enquiry web app's answers for
 * review (uploads, assets, draft entries), over the paths the real API and contentful-management's
 * plain client use.
 *
 *   GET  /spaces/:space/webhook_definitions          the collection (preview_environments alike)
 *   POST /spaces/:space/webhook_definitions          create (version 1)
 *   PUT  /spaces/:space/webhook_definitions/:id      update; X-Contentful-Version must be the current version
 *   GET|PUT /spaces/:space/environments/:env/content_types/:id   a content type (PUT creates or, with the version, updates)
 *   PUT  …/content_types/:id/published                publish; GET|PUT …/content_types/:id/editor_interface
 *   POST /spaces/:space/uploads                      a file's bytes (upload.contentful.com), answers its id
 *   GET|PUT /spaces/:space/environments/:env/assets/:id       an asset; PUT without a version creates it
 *   PUT  …/assets/:id/files/:locale/process           makes the upload the asset's file
 *   GET|PUT /spaces/:space/environments/:env/entries/:id      an entry; PUT creates it as a draft, of the
 *                                                     content type named in X-Contentful-Content-Type
 *
 * A wrong token answers 401, another space 404, a stale version or an id taken 409, as the real
 * API does; `refuseNext('PUT', 403)` makes the next request of that method answer that status.
 * Like the real API it never returns the value of a secret header; `webhooks` holds what was
 * stored, values included, so a test can check them.
 *
 * `fakeManagement()` answers requests as a function (`handle`), for a caller that cannot wait (the
 * Apps Script's UrlFetchApp, run in a test); `startFakeManagement()` serves it on 127.0.0.1:
 * `const cma = await startFakeManagement(); cma.host; cma.webhooks; cma.entries; cma.requests;
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
 * @typedef {{ method: string, path: string, headers: Record<string, string | undefined>, body?: Uint8Array }} FakeRequest
 * @typedef {{ status: number, body: unknown }} FakeResponse
 * @param {{ space?: string, token?: string }} [options]
 */
export function fakeManagement({ space = 'test-space', token = 'test-management-token' } = {}) {
  /** Stored webhook definitions by id, secret header values included. */
  const webhooks = new Map();
  /** Stored preview environments by id. */
  const previews = new Map();
  /** Content types by id: `{ name, description, displayField, fields, sys: { id, version, publishedVersion? } }`. */
  const contentTypes = new Map();
  /** Editor interfaces by content type id: `{ controls, sys: { version } }`. */
  const editorInterfaces = new Map();
  /** Uploaded files by upload id: their bytes. */
  const uploads = new Map();
  /** Assets by id: `{ fields, sys: { id, version, publishedVersion? } }`; a processed file has a `url`. */
  const assets = new Map();
  /** Entries by id: `{ fields, sys: { id, version, contentType, publishedVersion? } }` (drafts have no publishedVersion). */
  const entries = new Map();
  /** @type {RecordedRequest[]} */
  const requests = [];
  let ids = 0;
  /** method → status of the next request of that method */
  const refusals = new Map();

  /** @returns {FakeResponse} */
  const send = (status, body) => ({ status, body });
  const fail = (status, message) =>
    send(status, { sys: { type: 'Error', id: ERROR_IDS[status] }, message, requestId: `fake-${status}` });
  const notFound = () => fail(404, 'The resource could not be found.');

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

  /** The content type routes: get, create with an id, update, publish, and the editor interface. */
  function contentModel(method, id, part, body, version) {
    const current = contentTypes.get(id);
    const sys = (v, extra = {}) => ({ type: 'ContentType', id, version: v, ...extra });
    if (part === '/editor_interface') {
      if (!current) return notFound();
      const editor = editorInterfaces.get(id) ?? {
        controls: [],
        sys: { type: 'EditorInterface', id: 'default', version: 1 },
      };
      if (method === 'GET') return send(200, editor);
      if (version !== editor.sys.version) return fail(409, 'Version mismatch');
      const saved = { controls: body.controls ?? [], sys: { ...editor.sys, version: version + 1 } };
      editorInterfaces.set(id, saved);
      return send(200, saved);
    }
    if (part === '/published') {
      if (!current) return notFound();
      if (version !== current.sys.version) return fail(409, 'Version mismatch');
      current.sys = sys(version + 1, { publishedVersion: version });
      return send(200, current);
    }
    if (method === 'GET') return current ? send(200, current) : notFound();
    if (method !== 'PUT') return notFound();
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

  /**
   * Assets and entries: GET one; PUT without a version creates it (409 when the id is taken), with
   * its version updates it; an asset's file is processed from its upload. Nothing is published here.
   */
  function contentEntities(method, kind, id, part, body, version, headers) {
    const store = kind === 'assets' ? assets : entries;
    const current = store.get(id);
    if (part) {
      // …/files/:locale/process
      if (kind !== 'assets' || method !== 'PUT' || !current) return notFound();
      if (version !== current.sys.version) return fail(409, 'Version mismatch');
      for (const file of Object.values(current.fields.file ?? {})) {
        const upload = file.uploadFrom?.sys.id;
        if (!uploads.has(upload)) return fail(422, 'Validation error: the upload does not exist');
        file.url = `//images.ctfassets.net/${space}/${id}/${upload}/${file.fileName}`;
        file.details = { size: uploads.get(upload).length };
      }
      current.sys = { ...current.sys, version: version + 1 };
      return send(204, {});
    }
    if (method === 'GET') return current ? send(200, current) : notFound();
    if (method !== 'PUT' || !body.fields) return notFound();
    if (!Number.isNaN(version) && !current) return notFound();
    if (Number.isNaN(version) && current) return fail(409, 'Version mismatch');
    if (current && version !== current.sys.version) return fail(409, 'Version mismatch');
    const contentType =
      kind === 'entries' ? (current?.sys.contentType ?? headers['x-contentful-content-type']) : undefined;
    if (kind === 'entries' && !contentType) return fail(422, 'Validation error: no content type');
    const saved = {
      fields: body.fields,
      sys: {
        type: kind === 'assets' ? 'Asset' : 'Entry',
        id,
        version: current ? current.sys.version + 1 : 1,
        ...(contentType && { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }),
      },
    };
    store.set(id, saved);
    return send(current ? 200 : 201, saved);
  }

  /**
   * Answers one request.
   * @param {FakeRequest} request
   * @returns {FakeResponse}
   */
  function handle({ method, path, headers, body: bytes }) {
    requests.push({ method, path });
    const refusal = refusals.get(method);
    if (refusal) {
      refusals.delete(method);
      return fail(refusal, 'Refused by the test.');
    }
    if (headers.authorization !== `Bearer ${token}`)
      return fail(401, 'The access token you sent could not be found or is invalid.');
    if (method === 'POST' && path === `/spaces/${space}/uploads`) {
      const id = `upload-${++ids}`;
      uploads.set(id, Buffer.from(bytes ?? []));
      return send(201, { sys: { type: 'Upload', id } });
    }
    const json = () => (bytes?.length ? JSON.parse(Buffer.from(bytes).toString('utf8')) : {});
    const version = Number(headers['x-contentful-version'] ?? NaN);
    const model =
      /^\/spaces\/([^/]+)\/environments\/[^/]+\/content_types\/([^/]+)(\/published|\/editor_interface)?$/.exec(path);
    if (model) return model[1] === space ? contentModel(method, model[2], model[3], json(), version) : notFound();
    const entity =
      /^\/spaces\/([^/]+)\/environments\/[^/]+\/(assets|entries)\/([\w.-]+)(\/files\/[^/]+\/process)?$/.exec(path);
    if (entity)
      return entity[1] === space
        ? contentEntities(method, entity[2], entity[3], entity[4], json(), version, headers)
        : notFound();
    const match = /^\/spaces\/([^/]+)\/(webhook_definitions|preview_environments)(?:\/([^/]+))?$/.exec(path);
    if (!match || match[1] !== space) return notFound();
    const [, , kind, id] = match;
    const store = kind === 'webhook_definitions' ? webhooks : previews;
    const body = json();
    const valid =
      kind === 'webhook_definitions'
        ? body.name && body.url && body.topics?.length
        : body.name && body.configurations?.every((c) => c.contentType && c.url);

    if (method === 'GET' && !id) {
      const items = [...store.values()].map(shown);
      return send(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
    }
    if (method === 'POST' && !id) {
      if (!valid) return fail(422, 'Validation error');
      const prefix = kind === 'webhook_definitions' ? 'webhook' : 'preview';
      const item = stored(kind, body, { id: `${prefix}-${++ids}`, version: 1, createdAt: new Date().toISOString() });
      store.set(item.sys.id, item);
      return send(201, shown(item));
    }
    if (method === 'PUT' && id) {
      const current = store.get(id);
      if (!current) return notFound();
      if (version !== current.sys.version) return fail(409, 'Version mismatch');
      if (!valid) return fail(422, 'Validation error');
      const item = stored(kind, body, { ...current.sys, version: current.sys.version + 1 });
      store.set(id, item);
      return send(200, shown(item));
    }
    return notFound();
  }

  return {
    space,
    token,
    webhooks,
    previews,
    contentTypes,
    editorInterfaces,
    uploads,
    assets,
    entries,
    requests,
    handle,
    /** The next request of `method` answers `status`. */
    refuseNext: (/** @type {string} */ method, /** @type {number} */ status) => refusals.set(method, status),
  };
}

/**
 * The fake served on 127.0.0.1, at `host`.
 * @param {{ space?: string, token?: string }} [options]
 */
export async function startFakeManagement(options) {
  const fake = fakeManagement(options);
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = /** @type {Record<string, string | undefined>} */ (req.headers);
    const { status, body } = fake.handle({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
      headers,
      body: Buffer.concat(chunks),
    });
    res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.management.v1+json' });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    ...fake,
    /** `http://127.0.0.1:port`, for CONTENTFUL_MANAGEMENT_HOST. */
    host: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
