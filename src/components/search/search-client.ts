/**
 * The search page's behaviour, imported only once the visitor uses the form (or arrives with
 * `?q=`). pagefind's script, WASM and index load on first use, from each part of the index in turn
 * (src/lib/search/search-parts.ts: the last 12 months, then the archive); results are cloned from the
 * page's <template>. The address keeps `?q=&section=&type=` so a search can be shared.
 */
import { search as english } from '@/i18n/en/search';
import { fill } from '@/i18n/template';
import { searchParams, track } from '@/lib/tags/analytics';
import { contentTypes, resultUrl } from '@/lib/search/search';
import { searchParts } from '@/lib/search/search-parts';
import { examSections } from '@/lib/content/sections';

/** The part of a pagefind result this page shows. */
interface ResultData {
  url: string;
  /** Page text around the match, HTML-escaped, with <mark> around the matched words. */
  excerpt: string;
  meta: { title?: string };
  filters: { section?: string[]; type?: string[] };
}

/** The part of pagefind's browser API (`/pagefind/pagefind.js`) this page uses. */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data(): Promise<ResultData> }[] }>;
}

const TYPING_DELAY_MS = 250;
const PAGE_SIZE = 10;

/** pagefind of each part of the index (src/lib/search/search-parts.ts), loaded and started once. */
const loaded = new Map<string, Promise<Pagefind>>();
function loadPart(path: string): Promise<Pagefind> {
  let pagefind = loaded.get(path);
  if (!pagefind) {
    pagefind = import(/* @vite-ignore */ `${path}pagefind.js`).then(async (module: Pagefind) => {
      await module.options({ excerptLength: 24 });
      await module.init();
      return module;
    });
    // A failed load is tried again at the next search.
    pagefind.catch(() => loaded.delete(path));
    loaded.set(path, pagefind);
  }
  return pagefind;
}

const find = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;

/** Wires the form to live results; `form.elements` are already filled from the address. */
export function start(form: HTMLFormElement): void {
  const box = form.elements.namedItem('q') as HTMLInputElement;
  const status = find<HTMLElement>(document, '[data-search-status]');
  const error = find<HTMLElement>(document, '[data-search-error]');
  const list = find<HTMLOListElement>(document, '[data-search-list]');
  const more = find<HTMLButtonElement>(document, '[data-search-more]');
  const template = find<HTMLTemplateElement>(document, '[data-search-result]');
  // The page's language: written on a page not in English (SearchResults.astro).
  const written = find<HTMLElement>(document, '[data-search-results]').dataset.strings;
  const t: typeof english = written ? JSON.parse(written) : english;

  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { data(): Promise<ResultData> }[] = [];
  /** The section filter of the results shown (its label), if one is chosen. */
  let sectionAsked: string | undefined;

  /** Shows the next `count` results found (none when the page already shows a full page of them). */
  const showNext = async (count = PAGE_SIZE) => {
    const batch = pending.splice(0, Math.max(0, count));
    const search = latest;
    const found = await Promise.all(batch.map((r) => r.data()));
    if (search !== latest) return;
    for (const result of found) {
      const item = template.content.cloneNode(true) as DocumentFragment;
      const link = find<HTMLAnchorElement>(item, '[data-result-link]');
      // An entry in several sections is indexed once: shown in the section asked for, or in all.
      const sections = sectionAsked ? [sectionAsked] : (result.filters.section ?? []);
      link.href = resultUrl(result.url, sectionAsked);
      link.textContent = result.meta.title ?? result.url;
      find(item, '[data-result-section]').textContent = examSections
        .map((s) => s.label)
        .filter((label) => sections.includes(label))
        .join(', ');
      // The type filter's values are the types' labels (src/lib/search/search.ts): named in the page's language.
      find(item, '[data-result-type]').textContent = contentTypes
        .filter((type) => result.filters.type?.includes(type.label))
        .map((type) => t.types[type.key])
        .join(', ');
      // pagefind's excerpt is the page's own text, escaped, with <mark> around the matches.
      find(item, '[data-result-excerpt]').innerHTML = result.excerpt;
      list.append(item);
    }
    more.hidden = pending.length === 0;
  };

  const clear = (failed: boolean) => {
    list.replaceChildren();
    status.textContent = '';
    more.hidden = true;
    error.hidden = !failed;
    error.textContent = t.error;
  };

  const run = async () => {
    const search = ++latest;
    const data = new FormData(form);
    const term = String(data.get('q') ?? '').trim();
    const section = examSections.find((s) => s.key === data.get('section'));
    const type = contentTypes.find((t) => t.key === data.get('type'));

    const params = new URLSearchParams();
    if (term) params.set('q', term);
    if (section) params.set('section', section.key);
    if (type) params.set('type', type.key);
    history.replaceState(null, '', params.size > 0 ? `?${params}` : location.pathname);

    if (!term) return clear(false);
    const filters: Record<string, string> = {};
    if (section) filters.section = section.label;
    if (type) filters.type = type.label;
    // Newest part first: its results show while the next part loads, and the count grows with each.
    let found = 0;
    let failed = 0;
    for (const [i, path] of searchParts.entries()) {
      let results: { data(): Promise<ResultData> }[] = [];
      try {
        results = (await (await loadPart(path)).search(term, { filters })).results;
      } catch {
        failed++;
      }
      if (search !== latest) return;
      if (i === 0) {
        list.replaceChildren();
        pending = [];
        sectionAsked = section?.label;
      }
      const last = i === searchParts.length - 1;
      if (last && failed === searchParts.length) return clear(true);
      // Some part failed: what was found shows, with a line saying the rest could not be loaded.
      // (`clear` puts the whole index's message back.)
      error.hidden = failed === 0;
      if (failed > 0) error.textContent = t.partError;
      found += results.length;
      pending.push(...results);
      // "No results" only once every part has answered.
      if (found > 0 || last)
        status.textContent = fill(found === 1 ? t.one : found ? t.many : t.none, { count: found, term });
      if (last) track('search', searchParams(term, found));
      await showNext(PAGE_SIZE - list.children.length);
    }
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  };

  form.addEventListener('input', (event) => schedule(event.target === box ? TYPING_DELAY_MS : 0));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    schedule(0);
  });
  more.addEventListener('click', async () => {
    const first = list.children.length;
    await showNext();
    // The button may now be hidden: keyboard focus moves to the first result it added.
    list.children[first]?.querySelector('a')?.focus();
  });
  loadPart(searchParts[0]).catch(() => undefined);
  if (box.value.trim()) schedule(0);
}
