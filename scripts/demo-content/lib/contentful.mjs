/**
 * The shapes `contentful space export` writes: sys blocks, links, locale-keyed fields, ids.
 * Everything is derived from stable keys, so a re-run writes the same file byte for byte.
 */
import { createHash } from 'node:crypto';

export const LOCALE = 'en-US';
/** The space's second language; where it has no value, Contentful falls back to en-US. */
export const TELUGU = 'te-IN';
export const SPACE_ID = 'akshdemo2026';
export const ENVIRONMENT_ID = 'master';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 22-character id in the style of Contentful's generated ids, derived from a stable key. */
export function makeId(key) {
  const bytes = createHash('sha256').update(key).digest();
  let id = '';
  for (let i = 0; id.length < 22; i++) id += BASE62[bytes[i] % 62];
  return id;
}

/** Small deterministic integer in [0, n) from a key (minutes, versions, spacing). */
export const spread = (key, n) => createHash('sha256').update(key).digest().readUInt32BE(0) % n;

/** `{ sys: { type: 'Link', linkType, id } }` as in exported fields and sys blocks. */
export const link = (linkType, id) => ({ sys: { type: 'Link', linkType, id } });

const spaceLink = link('Space', SPACE_ID);
const environmentLink = { sys: { id: ENVIRONMENT_ID, type: 'Link', linkType: 'Environment' } };

/**
 * Publication timestamps for an entity first written on `day` (YYYY-MM-DD, India morning) and
 * edited `edits` times afterwards. Versions follow the export: version = publishedVersion + 1.
 */
export function timeline(key, day, edits = 0) {
  const created = new Date(
    `${day}T03:${String(10 + spread(key, 40)).padStart(2, '0')}:${String(spread(key + 's', 60)).padStart(2, '0')}.000Z`,
  );
  const updated = new Date(created.getTime() + edits * (45 + spread(key + 'u', 300)) * 60_000);
  const iso = (d) => d.toISOString();
  return {
    createdAt: iso(created),
    updatedAt: iso(updated),
    publishedAt: iso(updated),
    firstPublishedAt: iso(new Date(created.getTime() + 90_000)),
    publishedVersion: 1 + edits * 2,
    publishedCounter: 1 + edits,
    version: 2 + edits * 2,
  };
}

/** The sys block of an exported entry, asset or content type. */
function sysBlock(type, id, times, extra = {}) {
  const { createdAt, updatedAt, publishedVersion, publishedAt, firstPublishedAt, publishedCounter, version } = times;
  return {
    space: spaceLink,
    id,
    type,
    createdAt,
    updatedAt,
    environment: environmentLink,
    publishedVersion,
    publishedAt,
    firstPublishedAt,
    publishedCounter,
    version,
    ...extra,
  };
}

/**
 * Wraps each defined field value as `{ 'en-US': value }`, adding `'te-IN'` where `telugu` has a
 * value for that field; undefined fields are left out, as in an export.
 */
export function localize(fields, telugu = {}) {
  for (const k of Object.keys(telugu))
    if (telugu[k] !== undefined && fields[k] === undefined)
      throw new Error(`Telugu ${k} for a field without an English value`);
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, { [LOCALE]: v, ...(telugu[k] !== undefined && { [TELUGU]: telugu[k] }) }]),
  );
}

/** An exported entry of `contentTypeId`; `telugu` holds the te-IN values of localized fields. */
export function entry(contentTypeId, id, times, fields, telugu) {
  return {
    metadata: { tags: [] },
    sys: sysBlock('Entry', id, times, { automationTags: [], contentType: link('ContentType', contentTypeId) }),
    fields: localize(fields, telugu),
  };
}

/**
 * An exported asset; `file` undefined leaves the asset without any file (a draft upload). `telugu`
 * may give a te-IN title and description (the file itself falls back to en-US).
 */
export function asset(id, times, { title, description, file }, telugu) {
  return {
    metadata: { tags: [] },
    sys: sysBlock('Asset', id, times),
    fields: localize({ title, description, file }, telugu),
  };
}

/** An exported content type (fields as in lib/model.mjs). */
export function contentType(def, times) {
  const { id, name, description, displayField, fields } = def;
  return { sys: sysBlock('ContentType', id, times), displayField, name, description, fields };
}

/** The editor interface of a content type. */
export function editorInterface(contentTypeId, times, controls) {
  return {
    sys: {
      id: 'default',
      type: 'EditorInterface',
      space: spaceLink,
      version: times.version,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
      contentType: { sys: { id: contentTypeId, type: 'Link', linkType: 'ContentType' } },
      environment: environmentLink,
    },
    controls,
  };
}

/** The space's locales as an export lists them: en-US (default), and te-IN falling back to it. */
export function locales(times) {
  const locale = (code, name, o) => ({
    name,
    code,
    fallbackCode: o.fallbackCode,
    default: o.default,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: o.optional,
    sys: {
      type: 'Locale',
      id: makeId('locale:' + code),
      version: 1,
      space: spaceLink,
      environment: environmentLink,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
    },
  });
  return [
    locale(LOCALE, 'English (United States)', { fallbackCode: null, default: true, optional: false }),
    // optional: a required field may stay empty in Telugu (its English value is shown instead)
    locale(TELUGU, 'Telugu (India)', { fallbackCode: LOCALE, default: false, optional: true }),
  ];
}
