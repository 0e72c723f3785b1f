import { describe, expect, it } from 'vitest';
import { formatClock, formatScore, optionLetter, quizSeconds, scoreDecimals, scoreQuiz } from '@/lib/quiz/quiz-scoring';
import { parseLastResult } from '@/lib/quiz/quiz-last-result';

const key = [1, 0, 2, 3, 1];

describe('scoreQuiz', () => {
  it.each([
    ['all correct', [1, 0, 2, 3, 1], { score: 10, correct: 5, incorrect: 0, unanswered: 0 }],
    ['all unanswered', [null, null, null, null, null], { score: 0, correct: 0, incorrect: 0, unanswered: 5 }],
    ['all wrong', [0, 1, 0, 0, 0], { score: -3.3, correct: 0, incorrect: 5, unanswered: 0 }],
    ['4 right, 1 wrong', [1, 0, 2, 3, 0], { score: 7.34, correct: 4, incorrect: 1, unanswered: 0 }],
    ['3 right, 1 wrong, 1 blank', [1, 0, 2, 0, null], { score: 5.34, correct: 3, incorrect: 1, unanswered: 1 }],
    ['1 right, 3 wrong, 1 blank', [1, 1, 1, 1, null], { score: 0.02, correct: 1, incorrect: 3, unanswered: 1 }],
    [
      'a short answer list counts the rest as unanswered',
      [1, 0],
      { score: 4, correct: 2, incorrect: 0, unanswered: 3 },
    ],
  ])('%s', (_, answers, expected) => {
    expect(scoreQuiz(answers, key)).toEqual({ ...expected, maxScore: 10, total: 5 });
  });

  it('keeps sums of −0.66 exact (no 0.1 + 0.2 drift)', () => {
    const many = Array<number>(50).fill(0);
    expect(scoreQuiz(Array(50).fill(1), many).score).toBe(-33);
    expect(scoreQuiz([0, 0, 0, 1, 1, 1], Array(6).fill(0)).score).toBe(4.02);
  });
});

describe('formatScore', () => {
  it.each([
    [7.34, 'upsc', '7.34'],
    [7.34, 'appsc', '7.3'],
    [5.34, 'tgpsc', '5.3'],
    [10, 'upsc', '10.00'],
    [10, 'appsc', '10.0'],
    [-3.3, 'upsc', '-3.30'],
    [0.02, 'appsc', '0.0'],
    [-0.02, 'appsc', '0.0'],
    [-0.66, 'tgpsc', '-0.7'],
  ] as const)('%d on %s → %s', (score, exam, text) => {
    expect(formatScore(score, scoreDecimals(exam))).toBe(text);
  });
});

describe('time', () => {
  it.each([
    [5, 300],
    [10, 600],
    [1, 60],
  ])('%i questions allow %i seconds', (questions, seconds) => {
    expect(quizSeconds(questions)).toBe(seconds);
  });

  it.each([
    [600, '10:00'],
    [305, '5:05'],
    [300, '5:00'],
    [59, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

it.each([
  [0, 'A'],
  [1, 'B'],
  [3, 'D'],
  [5, 'F'],
])('option %i is labelled %s', (index, letter) => {
  expect(optionLetter(index)).toBe(letter);
});

describe('parseLastResult', () => {
  const good = { score: 5.34, maxScore: 10, correct: 3, incorrect: 1, unanswered: 1, total: 5, day: '2025-06-11' };
  it('reads a stored result', () => {
    expect(parseLastResult(JSON.stringify(good))).toEqual(good);
  });
  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a number', '3'],
    ['a count missing', JSON.stringify({ ...good, correct: undefined })],
    ['a count as text', JSON.stringify({ ...good, score: '5' })],
    ['no day', JSON.stringify({ ...good, day: undefined })],
    ['a bad day', JSON.stringify({ ...good, day: 'yesterday' })],
  ])('%s → null', (_, raw) => {
    expect(parseLastResult(raw)).toBeNull();
  });
});
