/**
 * A LoaderContext without Astro: a Map-backed store and meta, a logger that records, and
 * parseData / generateDigest doing what Astro's do (validate with the schema; hash the data).
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';

export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

export interface FakeContext {
  ctx: LoaderContext;
  entries: Map<string, StoredEntry>;
  meta: Map<string, string>;
  warnings: string[];
  infos: string[];
  /** how many times parseData ran (digest skips do not parse) */
  parsed: () => number;
}

/** One collection's context; pass the same `state` to simulate the content-layer cache across builds. */
export function fakeContext(
  collection: string,
  schema: z.ZodType,
  state: { entries?: Map<string, StoredEntry>; meta?: Map<string, string> } = {},
): FakeContext {
  const entries = state.entries ?? new Map<string, StoredEntry>();
  const meta = state.meta ?? new Map<string, string>();
  const warnings: string[] = [];
  const infos: string[] = [];
  let parsed = 0;
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: StoredEntry) => {
      entries.set(entry.id, entry);
      return true;
    },
    delete: (id: string) => void entries.delete(id),
    has: (id: string) => entries.has(id),
    keys: () => [...entries.keys()],
    values: () => [...entries.values()],
    entries: () => [...entries.entries()],
    clear: () => entries.clear(),
    addModuleImport: () => {},
  };
  const ctx = {
    collection,
    store,
    meta: {
      get: (k: string) => meta.get(k),
      set: (k: string, v: string) => void meta.set(k, v),
      has: (k: string) => meta.has(k),
      delete: (k: string) => void meta.delete(k),
    },
    logger: {
      info: (m: string) => infos.push(m),
      warn: (m: string) => warnings.push(m),
      error: (m: string) => warnings.push(m),
      debug: () => {},
      options: {},
      label: 'contentful',
      fork: () => ctx.logger,
    },
    config: { root: pathToFileURL(`${process.cwd()}/`) },
    parseData: async ({ data }: { data: Record<string, unknown> }) => {
      parsed++;
      return schema.parseAsync(data);
    },
    generateDigest: (data: Record<string, unknown> | string) =>
      createHash('sha1')
        .update(typeof data === 'string' ? data : JSON.stringify(data))
        .digest('hex'),
    renderMarkdown: async () => ({ html: '' }),
  } as unknown as LoaderContext;
  return { ctx, entries, meta, warnings, infos, parsed: () => parsed };
}
