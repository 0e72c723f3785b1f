/**
 * npm run launch-check (scripts/launch-check.mjs): it finds the stand-ins marked in src/data/ — the
 * contacts, videos and links, and every invented person, result and sample PDF as a whole record —
 * and the figures without a source, lists them by page, and --strict fails while any remain.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { launchCheck, listing, shownAs, unsourcedFigures } from '../../../scripts/launch-check.mjs';
import { director } from '../../../src/data/about';
import { academy, phones } from '../../../src/data/contacts';
import { foundation } from '../../../src/data/courses/6th-to-10th-foundation';
import { appscGroups } from '../../../src/data/courses/appsc-groups';
import { courses } from '../../../src/data/courses';
import { degreeIas } from '../../../src/data/courses/degree-ias';
import { iit } from '../../../src/data/courses/iit';
import { neet } from '../../../src/data/courses/neet';
import { tgpscGroups } from '../../../src/data/courses/tgpsc-groups';
import { upsc } from '../../../src/data/courses/upsc';
import { placeholderFacts } from '../../../src/data/placeholder';
import { testimonials } from '../../../src/data/testimonials';

interface Fact {
  what: string;
  value: unknown;
  where: string;
}

describe('unsourcedFigures', () => {
  it.each([
    ['a figure without a source', { number: 5, suffix: '+', label: 'Years' }, ['x']],
    ['a figure with one', { number: 5, suffix: '+', label: 'Years', source: 'spec §9' }, []],
    ['figures in a list inside an object', { a: { stats: [{ number: 1, suffix: '', label: 'L' }] } }, ['x.a.stats[0]']],
    ['something else with a number', { number: 5, label: 'no suffix' }, []],
  ])('%s', (_, value, paths) => {
    expect(unsourcedFigures(value, 'x').map((f: { path: string }) => f.path)).toEqual(paths);
  });
});

describe('how a stand-in is named in the list', () => {
  it.each([
    ['a text', 'info@example.in', 'info@example.in'],
    ['a number', 2017, '2017'],
    ['a teacher', { name: 'Dr. A', subject: 'Physics', image: {} }, 'Dr. A (Physics)'],
    ['a testimonial', { name: 'B', achievement: 'AIR 12', content: 'Long quote' }, 'B (AIR 12)'],
    ['a ranker with a printed rank', { name: 'C', rank: 'AIR 48', exam: 'UPSC CSE 2023' }, 'C (AIR 48, UPSC CSE 2023)'],
    ['a ranker with an All-India rank', { name: 'D', rank: 38, year: 2023 }, 'D (AIR 38, 2023)'],
    ['a guest lecturer', { speaker: 'Prof. E', topic: 'Budgets' }, 'Prof. E (Budgets)'],
    ['a sample PDF', { title: 'Answer Key', href: '/pdfs/key.pdf' }, 'Answer Key'],
    ['an address', { city: 'X', lines: ['1 Road', 'Town 520010'] }, '1 Road, Town 520010'],
    ['words', ['First paragraph.', 'Second.'], 'First paragraph. Second.'],
  ])('%s', (_, value, shown) => {
    expect(shownAs(value)).toBe(shown);
  });
});

describe('listing', () => {
  it('groups by page, parts of the site first, with a count for each', () => {
    const { count, lines } = listing({
      placeholders: [
        { what: 'Faculty member', value: { name: 'Dr. A', subject: 'Physics' }, where: '/courses/neet/' },
        { what: 'E-mail address', value: 'info@example.in', where: 'Every page' },
        { what: 'Testimonial', value: { name: 'B', achievement: 'AIR 12' }, where: '/testimonials/' },
        { what: 'YouTube video', value: 'https://youtu.be/x', where: '/courses/neet/' },
      ],
      figures: [
        {
          file: 'src/data/courses/6th-to-10th-foundation.ts',
          path: 'foundation.tabs[0].earlyStart.facts[0]',
          figure: { number: 4, suffix: ' years', label: 'Head start' },
        },
      ],
    });
    expect(count).toBe(5);
    expect(lines).toEqual([
      'Stand-ins to replace before launch: 5, on 4 pages or parts of the site.',
      '',
      'Every page (1)',
      '  - E-mail address: info@example.in',
      '',
      '/courses/6th-to-10th-foundation/ (1)',
      '  - Figure without a source: 4 years Head start (src/data/courses/6th-to-10th-foundation.ts foundation.tabs[0].earlyStart.facts[0])',
      '',
      '/courses/neet/ (2)',
      '  - Faculty member: Dr. A (Physics)',
      '  - YouTube video: https://youtu.be/x',
      '',
      '/testimonials/ (1)',
      '  - Testimonial: B (AIR 12)',
    ]);
  });
});

describe('launchCheck on the repository', async () => {
  const { placeholders, figures } = (await launchCheck()) as { placeholders: Fact[]; figures: { path: string }[] };
  const named = (what: string) => placeholders.filter((p) => p.what === what).map((p) => p.value);
  /** The page each record is marked on, by identity: the very object the site shows (the modules this test imported). */
  const markedOn = (values: readonly unknown[]) =>
    values.map((value) => placeholderFacts().find((p) => p.value === value)?.where);

  it('lists the contact stand-ins, the store, the scholarship platform and the videos', () => {
    expect(named('E-mail address')).toEqual([academy.email]);
    expect(named('Main office phone')).toEqual([phones.main]);
    expect(named('Admissions phone')).toEqual([phones.admissions]);
    expect(named('Online store')).toEqual(['https://store.aksharaacademy.in']);
    expect(named('Scholarship test platform')).toHaveLength(1);
    expect(named('Founding year')).toEqual([academy.founded]);
    expect(placeholders.filter((p) => p.what.startsWith('Address: '))).toHaveLength(5);
    expect(named('YouTube video').length).toBeGreaterThan(40);
  });

  it.each([
    ['every testimonial', testimonials, '/testimonials/'],
    ['every IIT teacher', iit.faculty, '/courses/iit/'],
    ['every NEET teacher', neet.faculty, '/courses/neet/'],
    ['every foundation teacher', foundation.tabs.flatMap((t) => t.faculty), '/courses/6th-to-10th-foundation/'],
    [
      'the director’s words on each foundation tab',
      foundation.tabs.map((t) => t.vision),
      '/courses/6th-to-10th-foundation/',
    ],
    ['every foundation ranker', foundation.tabs.flatMap((t) => t.ranks ?? []), '/courses/6th-to-10th-foundation/'],
    [
      'every guest lecture photo',
      foundation.tabs.flatMap((t) => t.guestLectures ?? []),
      '/courses/6th-to-10th-foundation/',
    ],
    ['every Degree with IAS ranker', degreeIas.rankers.list, '/courses/degree-ias/'],
    ['every guest lecturer', degreeIas.guestLectures, '/courses/degree-ias/'],
    ['the director’s vision', [degreeIas.director], '/courses/degree-ias/'],
    ['every APPSC success story', appscGroups.successStories, '/courses/appsc-groups/'],
    ['every TGPSC success story', tgpscGroups.successStories, '/courses/tgpsc-groups/'],
    ['the director', [director], '/about/'],
    ['both SPECIMEN PDFs', upsc.pdfBanners, '/courses/upsc/'],
  ])('marks %s as a whole, on its page', (_, records, where) => {
    expect(records.length).toBeGreaterThan(0);
    expect(markedOn(records)).toEqual(records.map(() => where));
  });

  it('lists every Telugu text not yet read by a native speaker, a module at a time, by its Telugu page', () => {
    const unread = placeholders.filter((p) => p.what === 'Telugu text not yet read by a native speaker');
    const modules = unread.map((p) => p.value);
    for (const { id } of courses) {
      expect(unread.find((p) => p.value === `src/data/courses/te/${id}.ts`)?.where, id).toBe(`/te/courses/${id}/`);
    }
    for (const section of ['course', 'foundation', 'groups', 'degree-ias'])
      expect(modules).toContain(`src/i18n/te/${section}.ts`);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('lists figures without a source, and none of the spec-sourced ones; NEET has none at all', () => {
    const paths = figures.map((f) => f.path);
    expect(paths).toContain('foundation.tabs[0].earlyStart.facts[0]');
    expect(paths).not.toContain('foundation.trackRecord[0]');
    expect(paths.some((p: string) => /^(upsc|iit|appscGroups|tgpscGroups|neet)\b/.test(p))).toBe(false);
  });

  it('exits 1 with --strict while any remain, printing the list by page; 0 without', () => {
    const run = (...args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, ['scripts/launch-check.mjs', ...args], { stdio: 'pipe' }).toString(),
        };
      } catch (error) {
        const { status, stdout } = error as { status: number; stdout: Buffer };
        return { status, out: stdout.toString() };
      }
    };
    expect(run().status).toBe(0);
    const strict = run('--strict');
    expect(strict.status).toBe(1);
    expect(strict.out).toMatch(/^Stand-ins to replace before launch: \d+, on \d+ pages/);
    expect(strict.out).toContain(`\n/testimonials/ (${testimonials.length})\n`);
    expect(strict.out).toContain('not ready for launch');
  });
}, 60_000);
