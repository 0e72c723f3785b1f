/**
 * The Contentful content loader (Astro content layer). One collection per content type:
 *
 *   blogPost: defineCollection({ loader: contentfulLoader({ contentType: 'blogPost', schema: BlogPostSchema }) })
 *
 * Each collection keeps in its meta store the sync token its entries are at, the link index
 * (every published asset and entry title/slug, so a delta that changes one entry still resolves
 * its image) and which of its entries link where (so a changed asset reaches its unchanged
 * linkers). See README.md beside this file.
 */
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { ContentSchemaError } from './errors';
import { type EntryLinks, resolveLinks } from './links';
import { flattenFields } from './locale';
import { contentSourceFrom } from './source';
import { syncContent } from './sync';

export { ContentfulConfigError, ContentfulSyncError, ContentSchemaError, ContentSnapshotError } from './errors';

/** Bump when the stored shape changes in a way the schemas do not show: cached entries are redone. */
const LOADER_VERSION = 1;

export interface ContentfulLoaderOptions {
  /** Contentful content type id, e.g. 'blogPost'. */
  contentType: string;
  /** The collection's schema (src/schemas/…); also used to name the failing field. */
  schema: z.ZodType;
  /** Variables to read instead of process.env (tests). */
  env?: Record<string, string | undefined>;
}

const fingerprints = new WeakMap<z.ZodType, string>();

/** Changes when the schema does: entries parsed by an older schema are parsed again. */
function schemaFingerprint(schema: z.ZodType, digest: LoaderContext['generateDigest']): string {
  let print = fingerprints.get(schema);
  if (!print) {
    let shape = '';
    try {
      shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }));
    } catch {
      // a schema JSON Schema cannot describe: LOADER_VERSION alone
    }
    print = digest(`${LOADER_VERSION}:${shape}`);
    fingerprints.set(schema, print);
  }
  return print;
}

/** "field "slug": must be letters…; field "questions.2.correctAnswer": …" for an entry that does not fit. */
export function schemaProblems(schema: z.ZodType, data: unknown): string | undefined {
  const result = schema.safeParse(data);
  if (result.success) return undefined;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    seen.add(`field "${issue.path.join('.') || '(whole entry)'}": ${issue.message}`);
  }
  return [...seen].join('; ');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const parseLinks = (json: string | undefined): Record<string, EntryLinks> => {
  try {
    return json ? (JSON.parse(json) as Record<string, EntryLinks>) : {};
  } catch {
    return {};
  }
};

/** Loads one collection; see the file comment. Exported for the unit tests' fake context. */
export async function loadCollection(
  ctx: LoaderContext,
  { contentType, schema, env = process.env }: ContentfulLoaderOptions,
) {
  const started = performance.now();
  const { store, meta, logger } = ctx;
  const source = contentSourceFrom(env, fileURLToPath(ctx.config.root));
  const strict = env.CONTENT_STRICT?.trim() === 'true';
  const fingerprint = schemaFingerprint(schema, ctx.generateDigest);
  const live = source.kind === 'live';
  const resumable = live && meta.get('source') === source.key && meta.get('fingerprint') === fingerprint;
  const fromToken = resumable ? meta.get('syncToken') : undefined;
  const result = await syncContent({ source, fromToken, savedIndex: fromToken && meta.get('index'), logger });

  const links = result.full ? {} : parseLinks(meta.get('links'));
  const rejected: string[] = [];
  let updated = 0;
  let removed = 0;

  const remove = (id: string) => {
    if (store.has(id)) {
      store.delete(id);
      removed++;
    }
  };

  /** Validates and stores one resolved entry, unless its digest says nothing changed. */
  const put = async (
    id: string,
    data: Record<string, unknown>,
    entryLinks: EntryLinks | undefined,
    missing: string[],
  ) => {
    if (entryLinks) links[id] = entryLinks;
    else delete links[id];
    const digest = ctx.generateDigest(`${fingerprint}:${JSON.stringify(data)}`);
    const unchanged = store.get(id)?.digest === digest;
    if (!unchanged) {
      let parsed: Record<string, unknown>;
      try {
        parsed = await ctx.parseData({ id, data });
      } catch (error) {
        const title = typeof data.title === 'string' ? ` ("${data.title}")` : '';
        const problem = schemaProblems(schema, data) ?? (error as Error).message;
        const message = `Left out ${contentType} entry "${id}"${title}: ${problem}.`;
        remove(id);
        if (strict) rejected.push(message);
        else logger.warn(message);
        return;
      }
      store.set({ id, data: parsed, digest });
      updated++;
    }
    if (missing.length)
      logger.warn(
        `${contentType} entry "${id}" links to what is unpublished or has no file (${missing.join(', ')}); it is shown without it.`,
      );
  };

  const seen = new Set<string>();
  for (const entry of result.entries) {
    if (entry.sys.contentType.sys.id !== contentType) continue;
    const id = entry.sys.id;
    seen.add(id);
    const { data, links: entryLinks, missing } = resolveLinks(flattenFields(entry.fields, result.locale), result.index);
    if (entry.sys.createdAt) data.createdAt = entry.sys.createdAt;
    if (entry.sys.updatedAt) data.updatedAt = entry.sys.updatedAt;
    await put(id, data, entryLinks, missing);
  }

  if (result.full) {
    for (const id of store.keys()) if (!seen.has(id)) remove(id);
  } else {
    for (const id of result.deletedEntryIds) {
      remove(id);
      delete links[id];
    }
    // Unchanged entries whose image (or linked entry) changed or went away.
    for (const [id, known] of Object.entries(links)) {
      const stored = !seen.has(id) && known.ids.some((t) => result.changedTargetIds.has(t)) && store.get(id);
      if (!stored) continue;
      const { data, links: entryLinks, missing } = resolveLinks(stored.data, result.index, known);
      await put(id, data, entryLinks, missing);
    }
  }

  if (rejected.length) {
    throw new ContentSchemaError(
      `CONTENT_STRICT=true and ${rejected.length} ${contentType} ${rejected.length === 1 ? 'entry does' : 'entries do'} not fit the schema:\n${rejected.join('\n')}`,
    );
  }

  // The token goes last: a build that fails before this point starts again from the old one.
  if (live) {
    meta.set('source', source.key);
    meta.set('fingerprint', fingerprint);
    meta.set('index', result.indexJson ?? '');
    meta.set('links', JSON.stringify(links));
    if (result.nextSyncToken) meta.set('syncToken', result.nextSyncToken);
    else meta.delete('syncToken');
  } else {
    for (const key of ['source', 'fingerprint', 'index', 'links', 'syncToken']) meta.delete(key);
  }
  logger.info(
    `${contentType}: ${plural(store.keys().length, 'entry', 'entries')} (${updated} updated, ${removed} removed) from ${result.label} in ${Math.round(performance.now() - started)} ms.`,
  );
}

/** An Astro content-layer loader for one Contentful content type. */
export function contentfulLoader(options: ContentfulLoaderOptions): Loader {
  return { name: 'contentful', schema: options.schema, load: (ctx) => loadCollection(ctx, options) };
}
