/**
 * The one way pages read content (DESIGN.md "Editor preview"). In the static build a route's
 * paths function (src/lib/content/content-routes.ts) runs over the build-time collections
 * (src/content.config.ts) in getStaticPaths, and Astro hands each page its props. On the preview
 * server — where the middleware sets `Astro.locals.preview` — the same function runs on each request
 * over the live collections (src/live.config.ts, the Preview API), and the page takes the path whose
 * params are its address. So no page is written twice, and both modes share every rule of which
 * entry goes where.
 */
import { getCollection, getLiveCollection, type CollectionEntry } from 'astro:content';
import { CONTENT_LOCALE, type Lang } from '../../i18n';
import { splitLocaleId } from '../../loaders/contentful/locale';
import { keyedPath } from './page-key';
import type { PreviewLocals } from './preview';

/** The content types, by their build-time collection name. */
export type ContentCollection =
  'blogPost' | 'mainsAnswerWriting' | 'currentAffairsPdf' | 'quiz' | 'currentAffairsQuiz' | 'answerSubmission';

/** The entry a page is about: the preview server reads it afresh for every view of the page. */
export interface EntryRef {
  collection: ContentCollection;
  id: string;
}

/** One page of a route: its params and props, and on the preview server the entry it is about. */
export interface PagePath<P> {
  params: Record<string, string | undefined>;
  props: P;
  cacheKey?: string;
  entry?: EntryRef;
}

/** Where a route reads content from. */
export interface Content {
  /** True on the preview server (live content), false in a static build. */
  live: boolean;
  /** Every entry of a collection that has a page in `lang` (English: the space's default locale). */
  entries<C extends ContentCollection>(collection: C, lang?: Lang): Promise<CollectionEntry<C>[]>;
  /** A path; `entry` is the one the page is about. */
  path<P extends object>(params: PagePath<P>['params'], props: P, entry?: EntryRef): PagePath<P>;
  /** A path with its incremental-build key (src/lib/content/page-key.ts) in a static build. */
  keyed<P extends object>(params: PagePath<P>['params'], props: P, entry?: EntryRef): PagePath<P>;
}

/**
 * Whether a stored entry is one of `lang`'s: the loader stores an entry under its id in the space's
 * default locale (English) and under `te-IN/<id>` in each other locale it has a title in.
 */
export const inLang =
  (lang: Lang) =>
  ({ id }: { id: string }): boolean =>
    splitLocaleId(id).locale === CONTENT_LOCALE[lang];

/** The Contentful entry id of a stored entry, whichever language's copy it is (the id in its page's address). */
export const entryId = (id: string) => splitLocaleId(id).id;

/** The build-time collections. */
export const buildContent: Content = {
  live: false,
  entries: (collection, lang = 'en') => getCollection(collection, inLang(lang)),
  path: (params, props) => ({ params, props }),
  keyed: (params, props) => keyedPath(params, props),
};

/**
 * The live collections. `fresh` is read again rather than taken from the lists the loader keeps
 * (without a collection: looked for in every one, for an entry of unknown type); `since` (when the
 * request came, `performance.now()`) is how fresh that read must be, or without `fresh` the lists:
 * a read another request started since then is shared (src/loaders/contentful/live-loader.ts).
 */
export function liveContent({
  fresh,
  since,
}: { fresh?: { id: string; collection?: ContentCollection }; since?: number } = {}): Content {
  const path = <P extends object>(params: PagePath<P>['params'], props: P, entry?: EntryRef) => ({
    params,
    props,
    entry,
  });
  // Each collection is read once, whichever languages a route asks it for.
  const read = new Map<ContentCollection, Promise<{ id: string; data: unknown }[]>>();
  const readOnce = (collection: ContentCollection) => {
    const own = fresh && (fresh.collection ?? collection) === collection;
    const filter = own ? { fresh: fresh.id, since } : fresh ? {} : { since };
    if (!read.has(collection))
      read.set(
        collection,
        getLiveCollection(`${collection}Preview`, filter).then(({ entries, error }) => {
          if (error) throw error;
          return entries ?? [];
        }),
      );
    return read.get(collection)!;
  };
  return {
    live: true,
    async entries(collection, lang = 'en') {
      return (await readOnce(collection))
        .filter(inLang(lang))
        .map(({ id, data }) => ({ id, collection, data }) as unknown as CollectionEntry<typeof collection>);
    },
    path,
    keyed: path,
  };
}

/** The content a component reads, for the page it is on. */
export const contentFor = (locals: PreviewLocals): Content => (locals.preview ? liveContent() : buildContent);

const sameParams = (a: PagePath<unknown>['params'], b: Record<string, string | undefined>) =>
  Object.keys({ ...a, ...b }).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * A page's props: those Astro hands it in a static build; on the preview server, those of the path
 * of `paths` matching its address, made again with the page's own entry read afresh (undefined: no
 * such page, a 404). A page view costs one Preview API request for its entry, plus the lists when
 * they are older than the loader keeps them.
 */
export async function pageProps<P>(
  astro: { props: unknown; params: Record<string, string | undefined>; locals: PreviewLocals },
  paths: (content: Content) => Promise<PagePath<P>[]> | PagePath<P>[],
): Promise<P | undefined> {
  if (!astro.locals.preview) return astro.props as P;
  const { requestedAt: since } = astro.locals.preview;
  const find = async (content: Content) => (await paths(content)).find((p) => sameParams(p.params, astro.params));
  // Not in the lists as kept: they may be older than a draft just made, so read them as of this request.
  const found = (await find(liveContent())) ?? (await find(liveContent({ since })));
  return found?.entry ? (await find(liveContent({ fresh: found.entry, since })))?.props : found?.props;
}
