/**
 * A course page in two languages (src/data/courses/texts.ts): the Telugu texts laid over the one
 * copy of the facts, a list of another length refused, durations said in Telugu from the English
 * fact, and every Telugu module complete and in Telugu.
 */
import { describe, expect, it } from 'vitest';
import { courses } from '@/data/courses';
import { appscGroups } from '@/data/courses/appsc-groups';
import { appscTgpsc, appscTgpscSections } from '@/data/courses/appsc-tgpsc';
import { bankSsc, bankSscSections } from '@/data/courses/bank-ssc';
import { clat } from '@/data/courses/clat';
import { neet } from '@/data/courses/neet';
import { iit } from '@/data/courses/iit';
import { degreeCollege } from '@/data/courses/degree-college';
import { degreeIas } from '@/data/courses/degree-ias';
import { interIas } from '@/data/courses/inter-ias';
import { judicialServices } from '@/data/courses/judicial-services';
import { juniorCollege } from '@/data/courses/junior-college';
import { tgpscGroups } from '@/data/courses/tgpsc-groups';
import { upsc, upscSections } from '@/data/courses/upsc';
import { foundation } from '@/data/courses/6th-to-10th-foundation';
import { teluguTexts } from '@/data/courses/te';
import { FACT_KEYS, measureIn, inLanguage, withTexts, type Texts } from '@/data/courses/texts';
import type { QuickCourse } from '@/data/courses/types';

const TELUGU = /[\u0C00-\u0C7F]/;

/** Every string of a value, with where it is. */
const strings = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`))
      : [];

const offer: QuickCourse = {
  id: 'mains',
  title: 'Mains Test Series',
  description: 'Full-length tests.',
  url: '/courses/mains',
  price: 15999,
  originalPrice: 19999,
  duration: '16 tests · 5 months',
  mode: 'Online',
  features: ['8 sectional tests', 'Model answers'],
};

describe('withTexts', () => {
  it('lays the texts over the facts: prices, links and durations stay as written once', () => {
    const texts: Texts<QuickCourse> = {
      title: 'మెయిన్స్ టెస్ట్ సిరీస్',
      description: 'పూర్తి నిడివి పరీక్షలు.',
      mode: 'ఆన్‌లైన్',
      features: ['8 సెక్షనల్ టెస్ట్‌లు', 'మోడల్ సమాధానాలు'],
    };
    expect(withTexts(offer, texts)).toEqual({ ...offer, ...texts });
  });

  it('refuses a list of another length, naming where', () => {
    const texts = { title: 'x', description: 'y', features: ['ఒకటి'] };
    expect(() => withTexts(offer, texts)).toThrow('texts.features: 2 items in English, 1 in Telugu');
  });

  it('leaves the English page as it is', () => {
    expect(inLanguage('en', clat, { te: teluguTexts.clat })).toBe(clat);
  });

  it('types the texts by the English module: a text missing in Telugu does not compile', () => {
    // @ts-expect-error the description is missing
    const missing: Texts<QuickCourse> = { title: 'x', features: [] };
    // @ts-expect-error a price is a fact, not a text
    const priced: Texts<QuickCourse> = { title: 'x', description: 'y', features: [], price: 1 };
    expect([missing, priced]).toHaveLength(2);
  });
});

describe('measureIn', () => {
  it.each([
    ['12 months', '12 నెలలు'],
    ['18 months access', '18 నెలల యాక్సెస్'],
    ['16 tests · 5 months', '16 టెస్టులు · 5 నెలలు'],
    ['One academic year · weekends', 'ఒక విద్యా సంవత్సరం · వారాంతాల్లో'],
    ['6 hrs', '6 గంటలు'],
    ['1 hr', '1 గంట'],
    ['30 min', '30 నిమిషాలు'],
  ])('%s → %s', (duration, telugu) => {
    expect(measureIn('te', duration)).toBe(telugu);
    expect(measureIn('en', duration)).toBe(duration);
  });

  it('fails on a duration it cannot say, rather than show it in English', () => {
    expect(() => measureIn('te', 'Two semesters')).toThrow('no te wording for "Two semesters"');
  });
});

describe('the Telugu course pages', () => {
  const pages = {
    upsc: [
      [upsc, teluguTexts.upsc.config],
      [upscSections, teluguTexts.upsc.sections],
    ],
    '6th-to-10th-foundation': [[foundation, teluguTexts['6th-to-10th-foundation']]],
    clat: [[clat, teluguTexts.clat]],
    'inter-ias': [[interIas, teluguTexts['inter-ias']]],
    'judicial-services': [[judicialServices, teluguTexts['judicial-services']]],
    'junior-college': [[juniorCollege, teluguTexts['junior-college']]],
    'degree-college': [[degreeCollege, teluguTexts['degree-college']]],
    neet: [[neet, teluguTexts.neet]],
    iit: [[iit, teluguTexts.iit]],
    'appsc-tgpsc': [
      [appscTgpsc, teluguTexts['appsc-tgpsc'].config],
      [appscTgpscSections, teluguTexts['appsc-tgpsc'].sections],
    ],
    'bank-ssc': [
      [bankSsc, teluguTexts['bank-ssc'].config],
      [bankSscSections, teluguTexts['bank-ssc'].sections],
    ],
    'appsc-groups': [[appscGroups, teluguTexts['appsc-groups']]],
    'tgpsc-groups': [[tgpscGroups, teluguTexts['tgpsc-groups']]],
    'degree-ias': [[degreeIas, teluguTexts['degree-ias']]],
  } as const;

  it('has texts for every course of the catalogue', () => {
    const ids = courses.map((c) => c.id).sort();
    expect(Object.keys(teluguTexts).sort()).toEqual(ids);
    expect(Object.keys(pages).sort()).toEqual(ids);
  });

  it.each(Object.entries(pages))('%s: every text in Telugu, every fact the English page’s', (_, parts) => {
    for (const [english, texts] of parts) {
      const page = withTexts<object>(english, texts as Texts<object>);
      // Every text of the page, optional parts included, is the Telugu module's: none left in English.
      const isFact = (path: string) =>
        path.split('.').some((key) => (FACT_KEYS as readonly string[]).includes(key.replace(/\[\d+\]$/, '')));
      // (Exam and degree names alone, as the academy writes them, read the same: "BA · B.Com · B.Sc".)
      for (const [path, text] of strings(page))
        if (!isFact(path)) expect(TELUGU.test(text) || !/[a-z]{3,}/.test(text), `${path}: ${text}`).toBe(true);
      // The facts are the English module's own: the same links, prices and names, in the same order.
      const facts = (value: object) => strings(value).filter(([path]) => isFact(path));
      expect(facts(page)).toEqual(facts(english));
      for (const [path, measure] of facts(page).filter(([p]) => /\.(duration|suffix|experience)$/.test(p)))
        expect(() => measureIn('te', measure), path).not.toThrow();
    }
  });
});
