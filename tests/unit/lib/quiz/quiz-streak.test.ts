// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentStreakDays, localDateKey, parseStreak, streakAfterQuiz, streakLabel } from '@/lib/quiz/quiz-streak';
import { dictionary } from '@/i18n';

// 11 June 2025, 00:30 in India: the UTC date is still the 10th, the streak's day is the 11th.
const now = new Date('2025-06-11T00:30:00+05:30');
const stored = (days: unknown, lastDate: unknown) => JSON.stringify({ days, lastDate });

describe('localDateKey', () => {
  it.each([
    [new Date('2025-01-05T23:59:00+05:30'), '2025-01-05'],
    [new Date('2025-12-30T18:30:00Z'), '2025-12-31'], // midnight in India
    [new Date('2025-12-30T18:29:59Z'), '2025-12-30'], // just before it
    [now, '2025-06-11'],
  ])('%s is the India day %s', (date, key) => {
    expect(localDateKey(date)).toBe(key);
  });
});

describe('parseStreak', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{days: 3'],
    ['JSON null', 'null'],
    ['a bare number', '5'],
    ['days missing', JSON.stringify({ lastDate: '2025-06-11' })],
    ['days as a string', stored('5', '2025-06-11')],
    ['negative days', stored(-1, '2025-06-11')],
    ['fractional days', stored(2.5, '2025-06-11')],
    ['lastDate missing', JSON.stringify({ days: 3 })],
    ['lastDate not a day', stored(3, '11/06/2025')],
  ])('%s → null', (_, raw) => {
    expect(parseStreak(raw)).toBeNull();
  });

  it('reads a well-formed streak', () => {
    expect(parseStreak(stored(4, '2025-06-10'))).toEqual({ days: 4, lastDate: '2025-06-10' });
  });
});

describe('currentStreakDays', () => {
  it.each([
    ['nothing stored', null, 0],
    ['a broken value', 'oops', 0],
    ['a quiz today', stored(7, '2025-06-11'), 7],
    ['a quiz yesterday (today not taken yet)', stored(3, '2025-06-10'), 3],
    ['the last quiz two days ago (streak lapsed)', stored(9, '2025-06-09'), 0],
    ['a quiz dated in the future (clock changed)', stored(2, '2025-06-12'), 0],
    ['zero days stored', stored(0, '2025-06-11'), 0],
  ])('%s → %i', (_, raw, days) => {
    expect(currentStreakDays(parseStreak(raw), now)).toBe(days);
  });

  it('counts yesterday across a month boundary', () => {
    expect(currentStreakDays(parseStreak(stored(12, '2025-05-31')), new Date(2025, 5, 1, 8))).toBe(12);
  });
});

describe('streakLabel', () => {
  it.each([
    [0, 'en', 'Streak: 0 days'],
    [1, 'en', 'Streak: 1 day'],
    [2, 'en', 'Streak: 2 days'],
    [30, 'en', 'Streak: 30 days'],
    [0, 'te', 'వరుసగా 0 రోజులు'],
    [1, 'te', 'వరుసగా 1 రోజు'],
    [30, 'te', 'వరుసగా 30 రోజులు'],
  ] as const)('%i in %s → %s', (days, lang, label) => {
    expect(streakLabel(days, dictionary(lang).groups.streak)).toBe(label);
  });
});

describe('streakAfterQuiz', () => {
  it.each([
    ['nothing stored: the first day', null, { days: 1, lastDate: '2025-06-11' }],
    ['a broken value starts over', '{oops', { days: 1, lastDate: '2025-06-11' }],
    ['a second quiz today keeps the count', stored(4, '2025-06-11'), { days: 4, lastDate: '2025-06-11' }],
    ['a quiz yesterday adds a day', stored(4, '2025-06-10'), { days: 5, lastDate: '2025-06-11' }],
    ['a gap of a day starts over', stored(9, '2025-06-09'), { days: 1, lastDate: '2025-06-11' }],
    ['a future date starts over', stored(2, '2025-06-12'), { days: 1, lastDate: '2025-06-11' }],
    ['zero days stored today counts today', stored(0, '2025-06-11'), { days: 1, lastDate: '2025-06-11' }],
  ])('%s', (_, raw, next) => {
    expect(streakAfterQuiz(parseStreak(raw), now)).toEqual(next);
  });

  it('counts consecutive India days across a month boundary, read back by currentStreakDays', () => {
    let raw: string | null = null;
    const inIndia = (time: string) => new Date(`${time}+05:30`);
    for (const day of [inIndia('2025-05-30T22:00'), inIndia('2025-05-31T07:00'), inIndia('2025-06-01T00:05')]) {
      raw = JSON.stringify(streakAfterQuiz(parseStreak(raw), day));
    }
    expect(JSON.parse(raw!)).toEqual({ days: 3, lastDate: '2025-06-01' });
    expect(currentStreakDays(parseStreak(raw), new Date('2025-06-02T09:00+05:30'))).toBe(3);
  });
});

describe('the shared quizStreak store', () => {
  beforeEach(() => localStorage.clear());
  const load = async () => {
    vi.resetModules();
    return import('@/lib/quiz/quiz-streak');
  };

  it('starts from storage, and a finished quiz updates the store and storage together', async () => {
    localStorage.setItem('quiz_streak', stored(2, '2025-06-10'));
    const { quizStreak, recordFinishedQuiz } = await load();
    const seen: unknown[] = [];
    quizStreak.listen((s) => seen.push(s));
    recordFinishedQuiz(now);
    expect(seen).toEqual([{ days: 3, lastDate: '2025-06-11' }]);
    expect(JSON.parse(localStorage.getItem('quiz_streak')!)).toEqual({ days: 3, lastDate: '2025-06-11' });
  });

  it('follows a quiz finished in another tab', async () => {
    const { quizStreak } = await load();
    expect(quizStreak.get()).toBeNull();
    localStorage.setItem('quiz_streak', stored(5, '2025-06-11'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'quiz_streak' }));
    expect(quizStreak.get()).toEqual({ days: 5, lastDate: '2025-06-11' });
  });
});
