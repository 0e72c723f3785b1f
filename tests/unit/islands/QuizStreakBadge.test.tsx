// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuizStreakBadge from '@/islands/QuizStreakBadge';
import { localDateKey } from '@/lib/quiz-streak';

const yesterday = () => {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return localDateKey(d);
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('QuizStreakBadge', () => {
  it.each<[string, string, (() => string) | null]>([
    ['nothing stored', 'Streak: 0 days', null],
    [
      'a streak that ran until today',
      'Streak: 4 days',
      () => JSON.stringify({ days: 4, lastDate: localDateKey(new Date()) }),
    ],
    ['a one-day streak from yesterday', 'Streak: 1 day', () => JSON.stringify({ days: 1, lastDate: yesterday() })],
    ['a lapsed streak', 'Streak: 0 days', () => JSON.stringify({ days: 8, lastDate: '2020-02-02' })],
    ['a broken value', 'Streak: 0 days', () => 'not json'],
  ])('%s → "%s"', async (_, text, stored) => {
    if (stored) localStorage.setItem('quiz_streak', stored());
    render(<QuizStreakBadge />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows 0 when storage refuses to be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(<QuizStreakBadge />);
    expect(await screen.findByText('Streak: 0 days')).toBeTruthy();
  });
});
