/**
 * The figures as the built site states them (src/data/figures.ts): on every page — its text, its
 * meta tags and its JSON-LD — each of the academy's figures has one value, the one figures.ts
 * gives, and the NEET page states none (the spec gives no NEET figures).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academy } from '../../src/data/contacts';
import { appscGroups } from '../../src/data/courses/appsc-groups';
import { tgpscGroups } from '../../src/data/courses/tgpsc-groups';
import { courseCount, expertFaculty, iasRanks, successStories, yearsOfExcellence } from '../../src/data/figures';
import { indiaMonth } from '../../src/lib/dates';
import { assertBuilt, htmlFiles, readDist } from '../support/dist';

interface Page {
  /** Served path, e.g. `/courses/upsc/`. */
  path: string;
  /** What it says: its text, then every `content` attribute (meta tags) and the JSON-LD. */
  said: string;
  /** The stats bands' and achievement lists' figures: label → the numbers shown for it. */
  stats: [label: string, number: number][];
}

function read(file: string): Page {
  const html = readDist(file).replace(/<!-- -->/g, '');
  const band = /<dt[^>]*>([^<]+)<\/dt><dd[^>]*>[\s\S]*?<span class="sr-only">([\d,]+)[\s\S]*?<\/dd>/g;
  // A band's label comes before its number: read as pairs, left out of the text.
  const text = html
    .replace(band, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
  const attributes = [...html.matchAll(/\scontent="([^"]*)"/g)].map((m) => m[1]);
  const stats = [...html.matchAll(band)].map(
    (m): [string, number] => [m[1].trim(), Number(m[2].replace(/,/g, ''))],
  );
  return { path: `/${file.replace(/index\.html$/, '')}`, said: [text, ...attributes].join(' | '), stats };
}

/** Content pages (articles, answers, quizzes, PDFs, search): their text is the editors', not the academy's figures. */
const isContent = (path: string) => /\/courses\/[^/]+\/.+|\/search\/|\/test-contentful\//.test(path);

let pages: Page[] = [];
beforeAll(() => {
  assertBuilt();
  pages = htmlFiles()
    .map(read)
    .filter((page) => !isContent(page.path));
});

const year = indiaMonth(new Date()).year;

/** A figure: how a page states it in words or in a band, and the value(s) each page may give. */
const figures: [what: string, said: RegExp[], label: string, allowed: (path: string) => number[]][] = [
  [
    'IAS ranks',
    [/(\d+)\+?\s*IAS\s+(?:ranks?|ర్యాంకు)/gi, /more than (\d+) (?:ranks|of our students)/gi, /(\d+)కి పైగా ర్యాంకు/g],
    iasRanks.label,
    () => [iasRanks.number],
  ],
  [
    'faculty',
    [/(\d+)\+?\s*(?:expert\s+)?faculty\b/gi, /(\d+) మందికి పైగా నిపుణులైన/g, /(\d+)\+?\s*నిపుణులైన అధ్యాపకులు/g],
    expertFaculty.label,
    // APPSC's and TGPSC's own faculty, on their own pages (spec document 1 §9).
    (path) => [
      expertFaculty.number,
      ...(path === '/courses/appsc-groups/' ? [25] : []),
      ...(path === '/courses/tgpsc-groups/' ? [20] : []),
    ],
  ],
  ['years of excellence', [/(\d+)\+?\s*Years of Excellence/gi], 'Years of Excellence', () => [yearsOfExcellence(year).number]],
  ['courses', [/(\d+)\s+Specialized Courses/gi], courseCount.label, () => [courseCount.number]],
  [
    'success stories',
    [/(\d+)\+?\s*Success Stories/gi],
    successStories.label,
    (path) => [
      successStories.number,
      ...(path === '/courses/tgpsc-groups/' ? [800] : []),
    ],
  ],
  [
    'the founding year',
    [
      /on campus since (\d{4})/g,
      /Leaders Since (\d{4})/g,
      /Since (\d{4}) our students/g,
      /first classroom in Vijayawada in (\d{4})/g,
      /(\d{4}) నుంచి ఆన్‌లైన్‌లోనూ/g,
    ],
    '',
    () => [academy.founded],
  ],
];

describe.each(figures)('%s', (_, said, label, allowed) => {
  it('has the one value figures.ts gives on every page that states it, in words or in a band', () => {
    const stated = pages.flatMap((page) => [
      ...said.flatMap((pattern) => [...page.said.matchAll(pattern)].map((m) => ({ path: page.path, n: Number(m[1]) }))),
      ...page.stats.filter(([l]) => l === label).map(([, n]) => ({ path: page.path, n })),
    ]);
    // Stated somewhere, or the test reads nothing.
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter(({ path, n }) => !allowed(path).includes(n))).toEqual([]);
  });
});

it('the APPSC and TGPSC pages show their own faculty, as the spec gives them', () => {
  const stats = (path: string) => pages.find((p) => p.path === path)!.stats;
  expect(appscGroups.stats.find((s) => s.label === 'Expert Faculty')?.number).toBe(25);
  expect(tgpscGroups.stats.find((s) => s.label === 'Expert Faculty')?.number).toBe(20);
  expect(stats('/courses/appsc-groups/')).toContainEqual(['Expert Faculty', 25]);
  expect(stats('/courses/tgpsc-groups/')).toContainEqual(['Expert Faculty', 20]);
});

it('the NEET page states no figure: not in its text, meta tags, Open Graph or JSON-LD', () => {
  const html = readDist('courses/neet/index.html');
  const described = [
    ...[...html.matchAll(/<meta (?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g)].map(
      (m) => m[1],
    ),
    ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
      [JSON.parse(m[1])].flat().map((d: { description?: string }) => d.description ?? ''),
    ),
  ];
  expect(described.length).toBeGreaterThanOrEqual(3);
  for (const text of described) expect(text).not.toMatch(/\d+\+|faculty/i);
  expect(read('courses/neet/index.html').stats).toEqual([]);
});
