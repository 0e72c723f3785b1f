/**
 * One source per figure (src/data/figures.ts): the counts the site can make are made, and no
 * figure of the academy's is typed anywhere else in the site's code — a second copy is how "150+"
 * on one page came to sit beside "300+" on another.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { achievements } from '@/data/about';
import { academy } from '@/data/contacts';
import { enquiryCourseIds, navCourseIds } from '@/data/courses';
import { courseCount, expertFaculty, iasRanks, shown, successStories, yearsOfExcellence } from '@/data/figures';

describe('counts the site makes', () => {
  it('counts the courses a visitor can choose: the menu’s and the enquiry forms’', () => {
    expect(courseCount.number).toBe(enquiryCourseIds.length);
    expect(courseCount.number).toBe(navCourseIds.length);
  });

  it.each([
    [1, 0],
    [9, 8],
    [10, 9],
  ])('counts the years of excellence %i calendar years after the founding year: the full ones, %i+', (after, years) => {
    expect(shown(yearsOfExcellence(academy.founded + after))).toBe(`${years}+`);
  });

  it('gives About its four figures in the spec’s order, each from here', () => {
    expect(achievements(academy.founded + 9).map((a) => `${shown(a)} ${a.label}`)).toEqual([
      '8+ Years of Excellence',
      `${shown(successStories)} Success Stories`,
      `${shown(expertFaculty)} Expert Faculty`,
      `${enquiryCourseIds.length} Specialized Courses`,
    ]);
  });
});

/** Every source file of the site, with its text (the demo content is content, not code). */
function sources(dir = 'src'): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'content') ? [] : sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [[path, readFileSync(path, 'utf8')]] : [];
  });
}

/** A figure typed out, in English or Telugu, and the one file where it may be. */
const typedFigures: [what: string, pattern: RegExp, home: string, example: string][] = [
  [
    'IAS ranks',
    /\b\d[\d,]*\+?\s*IAS\s+(?:ranks?|ర్యాంకు)|\bmore than \d+ (?:ranks|of our students)|\d+కి పైగా ర్యాంకు/i,
    'src/data/figures.ts',
    '300+ IAS Ranks',
  ],
  ['APPSC Group-1 ranks', /\b\d+\+?\s*APPSC\s+(?:Group-1|గ్రూప్-1)/i, 'src/data/figures.ts', '98+ APPSC Group-1 Ranks'],
  [
    'faculty',
    /\b\d+\+?\s*(?:expert\s+)?faculty\b|\d+ మందికి పైగా నిపుణులైన|\d+\+?\s*నిపుణులైన అధ్యాపకులు/i,
    'src/data/figures.ts',
    'Learn from 70+ Expert Faculty',
  ],
  ['years of excellence', /\b\d+\+?\s*Years of Excellence/i, 'src/data/figures.ts', '8+ Years of Excellence'],
  ['courses', /\b\d+\s+Specialized Courses/i, 'src/data/figures.ts', '8 Specialized Courses'],
  ['the founding year', /\b2017\b/, 'src/data/contacts.ts', 'Shaping Future Leaders Since 2017'],
];

describe.each(typedFigures)('%s', (_, pattern, home, example) => {
  it('is recognised when typed', () => {
    expect(example).toMatch(pattern);
  });

  it(`is typed in ${home} alone`, () => {
    const elsewhere = sources()
      .filter(([path]) => path !== home)
      .flatMap(([path, text]) =>
        text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}`] : [])),
      );
    expect(elsewhere).toEqual([]);
  });
});

describe('pages that state a figure read it', () => {
  it('the UPSC page states the academy’s IAS ranks and faculty, not the 300+ and 70+ it once had', async () => {
    const { upsc } = await import('@/data/courses/upsc');
    expect(upsc.stats.slice(0, 2)).toEqual([iasRanks, expertFaculty]);
    expect(upsc.description).toContain(`${shown(expertFaculty)} expert faculty and ${shown(iasRanks)} IAS ranks`);
  });

  it('NEET states no figure: the spec gives none for it', async () => {
    const { neet } = await import('@/data/courses/neet');
    expect(neet.description).not.toMatch(/\d+\+/);
    expect('stats' in neet).toBe(false);
  });
});
