/**
 * npm run launch-check (scripts/launch-check.mjs): it finds the stand-ins marked in src/data/ and
 * the figures without a source, and --strict fails while any remain.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { launchCheck, unsourcedFigures } from '../../../scripts/launch-check.mjs';
import { academy, phones } from '../../../src/data/contacts';

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

describe('launchCheck on the repository', async () => {
  const { placeholders, figures } = await launchCheck();
  const named = (what: string) =>
    placeholders.filter((p: { what: string }) => p.what === what).map((p: { value: unknown }) => p.value);

  it('lists the contact stand-ins, the store, the scholarship platform and the videos', () => {
    expect(named('E-mail address')).toEqual([academy.email]);
    expect(named('Main office phone')).toEqual([phones.main]);
    expect(named('Admissions phone')).toEqual([phones.admissions]);
    expect(named('Online store')).toEqual(['https://store.aksharaacademy.in']);
    expect(named('Scholarship test platform')).toHaveLength(1);
    expect(placeholders.filter((p: { what: string }) => p.what.startsWith('Address: '))).toHaveLength(5);
    expect(named('YouTube video').length).toBeGreaterThan(40);
  });

  it('lists figures without a source, and none of the spec-sourced ones; NEET has none at all', () => {
    const paths = figures.map((f: { path: string }) => f.path);
    expect(paths).toContain('foundation.tabs[0].earlyStart.facts[0]');
    expect(paths).not.toContain('foundation.trackRecord[0]');
    expect(paths.some((p: string) => /^(upsc|iit|appscGroups|tgpscGroups|neet)\b/.test(p))).toBe(false);
  });

  it('exits 1 with --strict while any remain, 0 without', () => {
    const run = (...args: string[]) => {
      try {
        execFileSync(process.execPath, ['scripts/launch-check.mjs', ...args], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run()).toBe(0);
    expect(run('--strict')).toBe(1);
  });
}, 60_000);
