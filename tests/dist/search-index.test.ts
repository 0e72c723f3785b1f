/**
 * The pagefind index of the built site: it exists, one index per language (English, and Telugu for
 * the pages under /te/), and it holds each article, mains answer and quiz page found in dist/ once
 * per language, at the page of its first section (no list page, no id → slug forwarding page,
 * no second copy of an entry in several sections), with its sections and type as filters, a clean
 * title, and none of the page's navigation or widgets; and each course page in each language it is
 * built in, as a Course. Nothing else.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir, htmlFiles, readDist } from '../support/dist';
import { contentTypes, type ContentTypeLabel } from '../../src/lib/search/search';
import { examSections } from '../../src/lib/content/sections';
import { courses } from '../../src/data/courses';

interface Fragment {
  url: string;
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

const pagefindDir = join(distDir, 'pagefind');
const typeOfFolder: Record<string, ContentTypeLabel> = {
  'current-affairs': 'Current affairs',
  'mains-answer-writing': 'Mains answer',
  'current-affairs-quiz': 'Quiz',
};
/** A detail page's file, in either language: one segment below a section's content folder (lists have `page/N/`, `type/x/`). */
const detailFile = /^(?:te\/)?courses\/([^/]+)\/(current-affairs|mains-answer-writing|current-affairs-quiz)\/[^/]+\/index\.html$/;
/** A course page's file, in either language. */
const courseFile = new RegExp(`^(?:te/)?courses/(?:${courses.map((c) => c.id).join('|')})/index\\.html$`);
/** The language folder of a file: `te/` or none. */
const langOf = (file: string) => (file.startsWith('te/') ? 'te/' : '');
const isForwarding = (html: string) => /<meta http-equiv="refresh"/.test(html);
const urlOf = (file: string) => `/${file.replace(/index\.html$/, '')}`;
const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>' };
/** The text of escaped HTML (what Astro writes for a heading). */
const unescape = (html: string) =>
  html.replace(/&(#\d+|\w+);/g, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(Number(e.slice(1))) : entities[e]));

/** Each indexed page as pagefind stores it: a gzipped "pagefind_dcd" + JSON fragment. */
function readFragments(): Fragment[] {
  const dir = join(pagefindDir, 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.replace(/^pagefind_dcd/, ''));
  });
}

describe('the search index', () => {
  let all: Fragment[];
  let fragments: Fragment[];
  let details: string[];
  beforeAll(() => {
    assertBuilt();
    all = readFragments();
    // The content pages; the course pages are read on their own below.
    fragments = all.filter((f) => detailFile.test(`${f.url.slice(1)}index.html`));
    details = htmlFiles().filter((file) => detailFile.test(file));
  });

  it('is written with its browser script next to the site', () => {
    for (const file of ['pagefind.js', 'pagefind-entry.json']) expect(existsSync(join(pagefindDir, file)), file).toBe(true);
    const entry = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8'));
    const telugu = all.filter((f) => f.url.startsWith('/te/')).length;
    expect(telugu).toBeGreaterThan(0);
    expect(entry.languages['te-in'].page_count).toBe(telugu);
    expect(entry.languages.en.page_count).toBe(all.length - telugu);
  });

  /**
   * The pages of each entry: an article or mains answer in several sections has a page in each
   * (same slug or id); a quiz is in one (UPSC's and the state exams' are different entries).
   */
  const entryPages = (pages: string[]) => {
    const byEntry = new Map<string, string[]>();
    for (const file of pages) {
      const [, courseId, folder] = detailFile.exec(file)!;
      const key =
        folder === 'current-affairs-quiz' ? file : langOf(file) + file.slice(`${langOf(file)}courses/${courseId}/`.length);
      byEntry.set(key, [...(byEntry.get(key) ?? []), file]);
    }
    return [...byEntry.values()];
  };
  const sectionOf = (file: string) =>
    examSections.find((s) => file.startsWith(`${langOf(file)}courses/${s.courseId}/`))!;
  const order = (file: string) => examSections.indexOf(sectionOf(file));

  it('holds each article, mains answer and quiz once, at its first section page, and no forwarding page', () => {
    const pages = details.filter((file) => !isForwarding(readDist(file)));
    const forwarding = details.filter((file) => isForwarding(readDist(file)));
    for (const folder of Object.keys(typeOfFolder)) {
      expect(pages.filter((f) => f.includes(`/${folder}/`)).length, folder).toBeGreaterThan(0);
    }
    expect(forwarding.length).toBeGreaterThan(0);
    const entries = entryPages(pages);
    // The demo has an article in two sections (APPSC and TGPSC): one result, not two.
    expect(entries.filter((files) => files.length > 1).length).toBeGreaterThan(0);
    const first = entries.map((files) => files.sort((a, b) => order(a) - order(b))[0]!);
    expect(fragments.map((f) => f.url).sort()).toEqual(first.map(urlOf).sort());
  });

  it('files every entry under all its sections and its type, with the page heading as its title', () => {
    const pages = details.filter((file) => !isForwarding(readDist(file)));
    const sectionsAt = new Map(
      entryPages(pages).flatMap((files) => files.map((file) => [urlOf(file), files.map((f) => sectionOf(f).label)])),
    );
    const wrong = fragments.flatMap((fragment) => {
      const [, , folder] = detailFile.exec(`${fragment.url.slice(1)}index.html`)!;
      const expected = { section: sectionsAt.get(fragment.url)!.sort(), type: [typeOfFolder[folder]] };
      // In any order: the search page shows them in the sections' order.
      const filters = { ...fragment.filters, section: [...(fragment.filters.section ?? [])].sort() };
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(readDist(`${fragment.url.slice(1)}index.html`))![1].trim();
      const ok =
        JSON.stringify(filters) === JSON.stringify(expected) &&
        fragment.meta.title === unescape(h1);
      return ok ? [] : [`${fragment.url}: ${JSON.stringify(fragment.filters)} "${fragment.meta.title}" (h1 "${h1}")`];
    });
    expect(wrong).toEqual([]);
    expect(contentTypes.map((t) => t.label).sort()).toEqual([...Object.values(typeOfFolder), 'Course'].sort());
  });

  it('holds every course page in each language it is built in, as a Course titled by its heading', () => {
    const pages = htmlFiles().filter((file) => courseFile.test(file));
    expect(pages.some((file) => file.startsWith('te/'))).toBe(true);
    const found = all.filter((f) => courseFile.test(`${f.url.slice(1)}index.html`));
    expect(found.map((f) => f.url).sort()).toEqual(pages.map(urlOf).sort());
    expect(all.length).toBe(fragments.length + found.length);
    for (const fragment of found) {
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(readDist(`${fragment.url.slice(1)}index.html`))![1].trim();
      expect(fragment.filters, fragment.url).toEqual({ type: ['Course'] });
      expect(fragment.meta.title, fragment.url).toBe(unescape(h1));
    }
  });

  it.each([
    ['breadcrumbs', /Home\s*UPSC|Home\s*APPSC|Home\s*TGPSC/],
    ['back links', /Back to (Current Affairs|All Questions|Quizzes)/],
    ['the feedback widget', /Was this helpful\?/],
    ['related articles', /Related Articles/],
    ['comments', /Discussion & Comments/],
  ])('leaves %s out of the indexed text', (_, text) => {
    expect(all.filter((f) => text.test(f.content)).map((f) => f.url)).toEqual([]);
  });
});
