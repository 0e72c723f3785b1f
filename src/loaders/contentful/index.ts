/**
 * The Contentful content loader (Astro content layer). One collection per content type:
 *
 *   blogPost: defineCollection({ loader: contentfulLoader({ contentType: 'blogPost', schema: BlogPostSchema }) })
 *
 * An entry is stored under its id in the space's default locale, and once more under `te-IN/<id>`
 * when its title (a mains answer without one: its question) has a value of its own in the space's
 * Telugu locale (`te-IN`, or CONTENT_LOCALE_TE), its fields read through that locale's fallback
 * chain (locale.ts). A title of its own in any other locale is counted for the report: the site
 * has no pages in that language.
 *
 * Each collection keeps in its meta store the sync token its entries are at, the link index of each
 * locale (every published asset and entry title/slug, so a delta that changes one entry still
 * resolves its image) and which of its entries link where (so a changed asset reaches its unchanged
 * linkers), and each entry's problems (problems.ts), which every build hands to the content report
 * (report.ts). See README.md beside this file.
 */
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { ContentSchemaError } from './errors';
import { type EntryLinks, LINK_DEPTH, type Resolution, resolveLinks } from './links';
import { flattenFields, hasOwnValue, isFilled, localeId, splitLocaleId } from './locale';
import {
  assignLocaleAddresses,
  type EntryRecord,
  normaliseSlug,
  noteworthy,
  oversizedPictures,
  type Problem,
  shorten,
  siteType,
  tolerate,
  unusedFieldNote,
  unusedFields,
} from './problems';
import { entryLink, recordCollection, recordSpace, type ShownCount } from './report';
import { reshape } from './reshape';
import { contentSourceFrom, spaceNamesFrom, TELUGU_LOCALE } from './source';
import { syncContent } from './sync';
import type { LinkIndex, LocaleView, RawEntry } from './types';

export { ContentfulConfigError, ContentfulSyncError, ContentSchemaError, ContentSnapshotError } from './errors';

/** Bump when the stored shape changes in a way the schemas do not show: cached entries are redone. */
const LOADER_VERSION = 4;

export interface ContentfulLoaderOptions {
  /** Contentful content type id, e.g. 'blogPost'. */
  contentType: string;
  /** The collection's schema (src/schemas/…); also used to name the failing field. */
  schema: z.ZodType;
  /**
   * Why a stored entry is in no section, so no page shows it (the field that decides, and why);
   * undefined when it has a place. The report lists such entries as their own group.
   */
  whyNoPage?: (contentType: string, data: Record<string, unknown>) => Problem | undefined;
  /**
   * The report counts the entries shown by an entry each one names (reviewed answers by their
   * question): the table's heading, its first column, and the named entry's id (none: not counted).
   */
  countShown?: ShownCount;
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A JSON map kept in the meta store; empty when missing or unreadable. */
function parseMap<T>(json: string | undefined): Record<string, T> {
  try {
    return json ? (JSON.parse(json) as Record<string, T>) : {};
  } catch {
    return {};
  }
}

/** "featuredImage → asset 3xY" (links.ts) as a report line. */
function missingLink(description: string): Problem {
  const [field, target = ''] = description.split(' → ');
  const kind = target.split(' ')[0] || 'item';
  return { field, value: target, reason: `links to an ${kind} that is unpublished, missing or has no file` };
}

/** "author.company.logo → asset 3xY" (links.ts): a link past LINK_DEPTH, not followed (no page reads that deep). */
function deepLink(description: string): Problem {
  const [field, value] = description.split(' → ');
  return { field, value, reason: `deeper than ${LINK_DEPTH} levels: not followed`, warning: true };
}

/** "content → entry 3xY" (links.ts): an embedded entry with nothing to show. */
function unshownEntry(description: string): Problem {
  const [field, value] = description.split(' → ');
  return { field, value, reason: 'embeds an entry with no name, title or label, so nothing is shown for it' };
}

/** The slug as an address (normaliseSlug, else the id), with a report line when it is not the slug as typed. */
function claimAddress(id: string, raw: unknown): { slug: string; problem?: Problem } {
  const normal = normaliseSlug(raw);
  const slug = normal ?? id;
  if (raw === slug) return { slug };
  const reason =
    raw === undefined || raw === null || raw === ''
      ? 'missing; the address is the entry id'
      : normal
        ? `not fit for an address; the address is "${slug}"`
        : 'nothing in it is fit for an address; the address is the entry id';
  return {
    slug,
    problem: { field: 'slug', ...(raw !== undefined && raw !== null && { value: shorten(raw) }), reason },
  };
}

/** Whether the content type has a `slug` field, so its entries get addresses. */
const hasAddress = (schema: z.ZodType) => schema instanceof z.ZodObject && 'slug' in schema.shape;

/** Fields a page is named by, in order: the title, else (a mains answer) the question. */
const NAME_FIELDS = ['title', 'question'];

/**
 * Whether an entry has a page in a non-default locale: the field its page is named by there (the
 * first of NAME_FIELDS the schema has and `fields`, read through the locale's chain, has) has a
 * value of its own in that locale, not through a fallback.
 */
export function hasOwnName(schema: z.ZodType, entry: RawEntry, fields: Record<string, unknown>, locale: string) {
  const shape = schema instanceof z.ZodObject ? schema.shape : {};
  const name = NAME_FIELDS.find((f) => f in shape && isFilled(fields[f]));
  return name !== undefined && hasOwnValue(entry.fields, name, locale);
}

/** An entry's fields (in one locale) with their links resolved (through that locale's index), and its creation and update times. */
export function resolveEntry(entry: RawEntry, fields: Record<string, unknown>, index: LinkIndex): Resolution {
  const resolution = resolveLinks(fields, index);
  if (entry.sys.createdAt) resolution.data.createdAt = entry.sys.createdAt;
  if (entry.sys.updatedAt) resolution.data.updatedAt = entry.sys.updatedAt;
  return resolution;
}

/** A resolved entry fitted to its schema, or why it cannot have a page (fitEntry). */
export type Fitted = { data: Record<string, unknown>; problems: Problem[] } | { leftOut: Problem[] };

/**
 * A resolved entry as its collection keeps it: its values fitted to the schema's shapes (reshape.ts:
 * Markdown, rich text in a summary, text kept in a description), its address claimed (content
 * types with slugs), then parsed by `parse` — the build's parseData, or the schema itself on the
 * preview server — and, when that fails, with what does not fit dropped (tolerate). `found` are
 * the problems seen before parsing (unresolved links …). Both loaders go through here, so a draft
 * shows on the preview server as its published page will.
 */
export async function fitEntry(
  schema: z.ZodType,
  id: string,
  data: Record<string, unknown>,
  found: Problem[],
  parse: (input: Record<string, unknown>) => Promise<Record<string, unknown>>,
): Promise<Fitted> {
  const { data: input, problems: reshaped } = reshape(schema, data);
  const problems = [...found, ...reshaped];
  if (hasAddress(schema)) {
    const { slug, problem } = claimAddress(splitLocaleId(id).id, data.slug);
    input.slug = slug;
    if (problem) problems.push(problem);
  }
  try {
    return { data: await parse(input), problems };
  } catch (error) {
    const fitted = tolerate(schema, input);
    if ('leftOut' in fitted) return fitted;
    if (!fitted.problems.length) throw error;
    return { data: await parse(fitted.data), problems: [...problems, ...fitted.problems] };
  }
}

const TAKEN = 'the address is taken by entry';

/**
 * Gives every stored entry of a content type with slugs its final one (problems.ts
 * assignAddresses), each locale's entries among themselves (a Telugu copy competes only with
 * Telugu copies, by entry id): the later of two entries asking for one address moves to its id,
 * and back when the other one goes. A moved entry is stored with a changed digest, so it is parsed
 * afresh next time it comes in.
 */
function settleAddresses(store: LoaderContext['store'], records: Record<string, EntryRecord>) {
  const wanted = (id: string, data: Record<string, unknown>) => records[id]?.wantedSlug ?? String(data.slug);
  const entries = store.values();
  const moved = assignLocaleAddresses(
    entries.map(({ id, data }) => ({ id, slug: wanted(id, data), createdAt: data.createdAt as Date | undefined })),
  );
  for (const { id, data, digest } of entries) {
    const asked = wanted(id, data);
    const { wantedSlug: _, ...record } = records[id] ?? { problems: [] };
    const problems = record.problems.filter((p) => !p.reason.startsWith(TAKEN));
    const move = moved.get(id);
    if (move) {
      const { locale } = splitLocaleId(id);
      const other = store.get(locale ? localeId(locale, move.keptBy) : move.keptBy)?.data.title;
      const by = `"${move.keptBy}"${typeof other === 'string' ? ` ("${other}")` : ''}`;
      problems.push({ field: 'slug', value: asked, reason: `${TAKEN} ${by}; this entry's address is its id` });
      const title = typeof data.title === 'string' ? data.title : undefined;
      records[id] = { ...(title && { title }), ...record, problems, wantedSlug: asked };
    } else if (noteworthy({ ...record, problems })) records[id] = { ...record, problems };
    else delete records[id];
    const slug = move?.slug ?? asked;
    if (data.slug !== slug) store.set({ id, data: { ...data, slug }, digest: `${String(digest)}:${slug}` });
  }
}

/** Loads one collection; see the file comment. Exported for the unit tests' fake context. */
export async function loadCollection(
  ctx: LoaderContext,
  { contentType, schema, whyNoPage, countShown, env = process.env }: ContentfulLoaderOptions,
) {
  const started = performance.now();
  const { store, meta, logger } = ctx;
  const source = contentSourceFrom(env, fileURLToPath(ctx.config.root));
  const names = spaceNamesFrom(env);
  const strict = env.CONTENT_STRICT?.trim() === 'true';
  // A changed type map or Telugu locale changes what is stored: a full sync, every entry parsed again.
  const fingerprint = ctx.generateDigest(`${schemaFingerprint(schema, ctx.generateDigest)}:${JSON.stringify(names)}`);
  const live = source.kind === 'live';
  const resumable = live && meta.get('source') === source.key && meta.get('fingerprint') === fingerprint;
  const fromToken = resumable ? meta.get('syncToken') : undefined;
  const result = await syncContent({
    source,
    contentType,
    names,
    fromToken,
    savedIndex: fromToken && meta.get('index'),
    logger,
  });

  const links = result.full ? {} : parseMap<EntryLinks>(meta.get('links'));
  // Each entry's problems, kept between builds: a rebuild from the cache reports them again.
  const earlier = parseMap<EntryRecord>(meta.get('problems'));
  const records: Record<string, EntryRecord> = result.full ? {} : { ...earlier };
  const addressed = hasAddress(schema);
  let updated = 0;
  let removed = 0;

  const remove = (id: string) => {
    if (store.has(id)) {
      store.delete(id);
      removed++;
    }
  };

  /** Validates and stores one resolved entry (dropping what does not fit), unless its digest says nothing changed. */
  const put = async (id: string, resolution: Resolution, unused: string[]) => {
    const { data, links: entryLinks, missing, followed, unshown, deep } = resolution;
    if (entryLinks) links[id] = entryLinks;
    else delete links[id];
    const digest = ctx.generateDigest(`${fingerprint}:${JSON.stringify(data)}`);
    if (store.get(id)?.digest === digest) {
      // Unchanged: its problems as last reported, its unused fields as read now.
      const { unused: _, ...kept } = earlier[id] ?? { problems: [] };
      const record = unused.length ? { ...kept, unused } : kept;
      if (noteworthy(record)) records[id] = record;
      else delete records[id];
      return;
    }
    const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : undefined;
    const named = `${contentType} entry "${id}"${title ? ` ("${title}")` : ''}`;
    const facts = {
      ...(title && { title }),
      ...(unused.length && { unused }),
      ...(followed && { followed }),
      ...(missing.length && { unresolved: missing.length }),
    };
    const found = [
      ...missing.map(missingLink),
      ...deep.map(deepLink),
      ...unshown.map(unshownEntry),
      ...oversizedPictures(data),
    ];
    const fitted = await fitEntry(schema, id, data, found, (input) => ctx.parseData({ id, data: input }));
    if ('leftOut' in fitted) {
      records[id] = { ...facts, leftOut: true, problems: fitted.leftOut };
      remove(id);
      logger.warn(`Left out ${named}: ${fitted.leftOut.map((p) => `field "${p.field}": ${p.reason}`).join('; ')}.`);
      return;
    }
    const { data: parsed, problems } = fitted;
    store.set({ id, data: parsed, digest });
    updated++;
    const record = { ...facts, problems };
    if (noteworthy(record)) records[id] = record;
    else delete records[id];
    if (problems.length) {
      logger.warn(
        `${named} is kept with changes: ${problems.map((p) => `field "${p.field}": ${p.reason}`).join('; ')}.`,
      );
    }
  };

  /** An entry's copy in one locale gone: from the store, its links and its report record. */
  const forget = (id: string) => {
    remove(id);
    delete links[id];
    delete records[id];
  };

  const { locales } = result;
  const [main] = locales;
  const telugu = locales.find((l) => l !== main && l.code === names.telugu);
  /** Where an entry's copy in a locale is kept: its id (default locale), `te-IN/<id>` (Telugu), else `<locale>/<id>` (a record only). */
  const keyOf = (view: LocaleView, id: string) =>
    view === main ? id : localeId(view === telugu ? TELUGU_LOCALE : view.code, id);
  /** The locale a stored entry was read in. */
  const viewOf = (stored: string) => {
    const { locale } = splitLocaleId(stored);
    return locale === undefined ? main : locale === TELUGU_LOCALE ? telugu : undefined;
  };
  const seen = new Set<string>();
  for (const entry of result.entries) {
    if (entry.sys.contentType.sys.id !== contentType) continue;
    for (const view of locales) {
      const id = keyOf(view, entry.sys.id);
      const fields = flattenFields(entry.fields, view.chain);
      const own = view === main || hasOwnName(schema, entry, fields, view.code);
      if (view !== main && view !== telugu) {
        // A language the site has no pages in: counted for the report, not stored.
        const { title } = fields;
        if (own) records[id] = { ...(typeof title === 'string' && title && { title }), unbuilt: true, problems: [] };
        else delete records[id];
      } else if (!own) forget(id);
      else {
        seen.add(id);
        await put(id, resolveEntry(entry, fields, view.index), view === main ? unusedFields(schema, fields) : []);
      }
    }
  }
  for (const draft of result.drafts) {
    if (draft.sys.contentType.sys.id !== contentType) continue;
    const title = flattenFields(draft.fields, main.chain).title;
    records[draft.sys.id] = { ...(typeof title === 'string' && title && { title }), draft: true, problems: [] };
  }

  if (result.full) {
    for (const id of store.keys()) if (!seen.has(id)) remove(id);
  } else {
    for (const id of result.deletedEntryIds) for (const view of locales) forget(keyOf(view, id));
    // Unchanged entries whose image (or linked entry) changed or went away, in every locale.
    for (const [id, known] of Object.entries(links)) {
      const stored = !seen.has(id) && known.ids.some((t) => result.changedTargetIds.has(t)) && store.get(id);
      const view = viewOf(id);
      if (!stored || !view) continue;
      await put(id, resolveLinks(stored.data, view.index, known), records[id]?.unused ?? []);
    }
  }
  if (addressed) settleAddresses(store, records);
  /** The shown entries (in the default locale) by the entry each names, for `countShown`. */
  const shownBy = new Map<string, number>();
  for (const { id, data } of store.values()) {
    const { noSection: _, ...record } = records[id] ?? { problems: [] };
    const why = whyNoPage?.(contentType, data);
    const named = !why && !splitLocaleId(id).locale && countShown?.key(data);
    if (named) shownBy.set(named, (shownBy.get(named) ?? 0) + 1);
    const title = typeof data.title === 'string' && data.title ? data.title : undefined;
    const next: EntryRecord = why ? { ...(title && { title }), ...record, noSection: why } : record;
    if (noteworthy(next)) records[id] = next;
    else delete records[id];
  }

  if (strict) {
    const misfits = Object.entries(records).flatMap(([id, r]) =>
      r.problems
        .filter((p) => r.leftOut || !p.warning)
        .map(
          (p) => `${r.leftOut ? 'Left out' : 'Changed'} ${contentType} entry "${id}": field "${p.field}": ${p.reason}`,
        ),
    );
    if (misfits.length) {
      throw new ContentSchemaError(
        `CONTENT_STRICT=true and ${plural(misfits.length, `${contentType} entry part does`, `${contentType} entry parts do`)} not fit the schema:\n${misfits.join('\n')}`,
      );
    }
  }

  // The token goes last: a build that fails before this point starts again from the old one.
  meta.set('problems', JSON.stringify(records));
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
  const storedIn = store.keys().map((id) => splitLocaleId(id).locale);
  const stored = storedIn.filter((locale) => !locale).length;
  const copies = telugu ? { [telugu.code]: storedIn.filter((l) => l === TELUGU_LOCALE).length } : {};
  // The entries this collection's entries link to (tags, people, quiz questions …), by content type.
  const linked = new Map<string, string>();
  for (const { ids } of Object.values(links)) {
    for (const target of ids) {
      const type = main.index.entries.get(target)?.contentType;
      if (type) linked.set(target, type);
    }
  }
  const linkTo = live ? (id: string) => entryLink(source.space, source.environment, id) : undefined;
  recordSpace({ types: result.types, telugu: names.telugu, typeMap: names.types });
  recordCollection(contentType, result.label, {
    locale: main.code,
    stored,
    copies,
    ...(telugu && { storedLocales: { [TELUGU_LOCALE]: telugu.code } }),
    records,
    unusedNote: unusedFieldNote(schema),
    linkTo,
    linked,
    site: siteType(contentType, schema),
    ...(countShown && {
      shownBy: {
        heading: countShown.heading,
        column: countShown.column,
        counts: [...shownBy].map(([id, shown]) => ({ id, title: main.index.entries.get(id)?.label, shown })),
      },
    }),
  });
  const inLocales = Object.entries(copies).map(([code, n]) => ` ${plural(n, 'entry', 'entries')} in ${code}.`);
  logger.info(
    `${contentType}: ${plural(stored, 'entry', 'entries')} (${updated} updated, ${removed} removed) from ${result.label} in ${Math.round(performance.now() - started)} ms.${inLocales.join('')}`,
  );
}

/**
 * An Astro content-layer loader for one Contentful content type. The preview server's build
 * (PREVIEW_SERVER=true) loads nothing: its pages read the Preview API on request (live-loader.ts).
 */
export function contentfulLoader(options: ContentfulLoaderOptions): Loader {
  const serverBuild = (options.env ?? process.env).PREVIEW_SERVER === 'true';
  return {
    name: 'contentful',
    schema: options.schema,
    load: async (ctx) => (serverBuild ? ctx.store.clear() : loadCollection(ctx, options)),
  };
}
