// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuizRunner from '@/islands/QuizRunner';
import { dictionary, stringsProp } from '@/i18n';
import type { QuizQuestion } from '@/lib/content/quizzes';
import type { ExamKey } from '@/lib/content/sections';

const questions: QuizQuestion[] = [
  {
    question: 'Capital of Andhra Pradesh?',
    explanation: 'Amaravati is the capital.',
    correctAnswer: 1,
    options: [{ text: 'Vizag' }, { text: 'Amaravati' }, { text: 'Tirupati' }],
  },
  {
    question: 'Which planet is red?',
    explanation: 'Iron oxide dust.',
    correctAnswer: 0,
    options: [{ text: 'Mars' }, { text: 'Venus' }],
  },
  {
    question: 'Pick the figure with the Moon in the middle.',
    questionImage: '/demo-assets/q.png',
    correctAnswer: 2,
    options: [
      { imageUrl: '/a.png', imageAlt: 'Sun, Earth, Moon' },
      { text: 'None', imageUrl: '/b.png' },
      { imageUrl: '/c.png' },
    ],
  },
];

const renderQuiz = (exam: ExamKey = 'upsc', qs = questions) =>
  render(<QuizRunner exam={exam} slug="demo-quiz" questions={qs} listHref="/courses/upsc/current-affairs-quiz/" />);

const timer = () => screen.getByRole('timer');
const question = (n: number) => screen.getAllByTestId('quiz-question')[n];
const pick = (n: number, label: RegExp | string) =>
  fireEvent.click(within(question(n)).getByRole('radio', { name: label }));
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
const counts = () => screen.getAllByTestId('quiz-count').map((el) => el.textContent);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date(2025, 5, 11, 10, 0) });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QuizRunner', () => {
  it('labels options A, B, C …, shows the pictures, the marking note and the submit advice', () => {
    renderQuiz();
    expect(
      within(question(0))
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['A. Vizag', 'B. Amaravati', 'C. Tirupati']);
    expect(within(question(2)).getByRole('img', { name: 'Figure for question 3' })).toHaveProperty(
      'src',
      expect.stringContaining('/demo-assets/q.png'),
    );
    expect(within(question(2)).getByRole('img', { name: 'Sun, Earth, Moon' })).toBeTruthy();
    expect(within(question(2)).getByRole('img', { name: 'Option C' })).toBeTruthy();
    expect(
      screen.getByText(
        /Marking scheme: \+2 for a correct answer, −0\.66 for an incorrect answer, 0 for an unanswered question/,
      ),
    ).toBeTruthy();
    expect(screen.getByText("Make sure you've answered all questions before submitting")).toBeTruthy();
  });

  it('counts 60 s per question down as m:ss and highlights it from 300 s', () => {
    const six = [...questions, ...questions];
    renderQuiz('upsc', six);
    expect(timer().textContent).toBe('6:00');
    expect(timer().dataset.warning).toBeUndefined();
    tick(1);
    expect(timer().textContent).toBe('5:59');
    tick(58);
    expect(timer().textContent).toBe('5:01');
    expect(timer().dataset.warning).toBeUndefined();
    tick(1);
    expect(timer().textContent).toBe('5:00');
    expect(timer().dataset.warning).toBe('true');
  });

  it('submits by itself at 0:00, with unanswered questions counted as unanswered', () => {
    renderQuiz('appsc');
    pick(0, /Amaravati/);
    tick(179);
    expect(timer().textContent).toBe('0:01');
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    tick(1);
    const result = screen.getByTestId('quiz-result');
    expect(within(result).getByText(/Time's up!/)).toBeTruthy();
    expect(screen.getByTestId('quiz-score').textContent).toBe('2.0 / 6.0');
    expect(counts()).toEqual(['Correct1', 'Incorrect0', 'Unanswered2']);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('scores a manual submission with 2 decimals on UPSC, marks answers and shows explanations', () => {
    renderQuiz('upsc');
    pick(0, /Vizag/);
    pick(0, /Amaravati/); // answers can be changed
    pick(1, /Venus/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByTestId('quiz-score').textContent).toBe('1.34 / 6.00');
    expect(counts()).toEqual(['Correct1', 'Incorrect1', 'Unanswered1']);
    expect(screen.getByRole('heading', { name: 'Quiz Result' })).toBe(document.activeElement);
    expect(screen.getAllByTestId('quiz-review').map((r) => r.textContent)).toEqual([
      'CorrectExplanation: Amaravati is the capital.',
      'IncorrectExplanation: Iron oxide dust.',
      'Unanswered',
    ]);
    expect(within(question(1)).getByText('Correct answer').closest('label')!.textContent).toContain('Mars');
    expect(within(question(1)).getByText('Your answer').closest('label')!.textContent).toContain('Venus');
    expect(screen.getByRole('link', { name: 'Back to Quizzes' }).getAttribute('href')).toBe(
      '/courses/upsc/current-affairs-quiz/',
    );
    // UPSC leaves the options open after submitting.
    expect(within(question(1)).getByRole('radio', { name: /Mars/ })).toHaveProperty('disabled', false);
  });

  it('UPSC: after submitting, the marks and the result follow whatever option is checked', () => {
    renderQuiz('upsc');
    pick(0, /Vizag/); // wrong
    pick(1, /Mars/); // right
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByTestId('quiz-score').textContent).toBe('1.34 / 6.00');

    /** For each question: the checked option, the one marked "Your answer", the verdict. */
    const marks = () =>
      [0, 1, 2].map((n) => {
        const q = within(question(n));
        const checked = q.getAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
        return [
          checked?.closest('label')!.textContent!.slice(0, 2) ?? null,
          q.queryByText('Your answer')?.closest('label')!.textContent!.slice(0, 2) ?? null,
          q.getByTestId('quiz-review').firstChild!.textContent,
        ];
      });
    expect(marks()).toEqual([
      ['A.', 'A.', 'Incorrect'],
      ['A.', null, 'Correct'],
      [null, null, 'Unanswered'],
    ]);

    pick(0, /Amaravati/); // now right
    pick(1, /Venus/); // now wrong
    pick(2, /Sun, Earth, Moon/); // now answered, wrong
    expect(marks()).toEqual([
      ['B.', null, 'Correct'],
      ['B.', 'B.', 'Incorrect'],
      ['A.', 'A.', 'Incorrect'],
    ]);
    expect(counts()).toEqual(['Correct1', 'Incorrect2', 'Unanswered0']);
    expect(screen.getByTestId('quiz-score').textContent).toBe('0.68 / 6.00');
    // The remembered attempt is the one submitted.
    expect(JSON.parse(localStorage.getItem('quiz_result:upsc:demo-quiz')!)).toMatchObject({ score: 1.34, correct: 1 });
  });

  it.each(['appsc', 'tgpsc'] as const)('locks the answers after submitting on %s and shows 1 decimal', (exam) => {
    renderQuiz(exam);
    pick(0, /Amaravati/);
    pick(1, /Mars/);
    pick(2, /Option C/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByTestId('quiz-score').textContent).toBe('6.0 / 6.0');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('disabled', true);
  });

  it('Retake clears the answers, resets the clock and hides the result', () => {
    renderQuiz('tgpsc');
    pick(0, /Amaravati/);
    tick(30);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    expect(timer().textContent).toBe('3:00');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    tick(2);
    expect(timer().textContent).toBe('2:58');
  });

  it('remembers the last result per quiz and counts the day towards the streak', () => {
    const { unmount } = renderQuiz('upsc');
    pick(0, /Amaravati/);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(JSON.parse(localStorage.getItem('quiz_streak')!)).toEqual({ days: 1, lastDate: '2025-06-11' });
    expect(JSON.parse(localStorage.getItem('quiz_result:upsc:demo-quiz')!)).toMatchObject({
      score: 2,
      correct: 1,
      day: '2025-06-11',
    });
    unmount();

    renderQuiz('upsc');
    expect(screen.getByText(/Your last attempt:/).textContent).toBe(
      'Your last attempt: 2.00 / 6.00 (1 correct) on June 11, 2025.',
    );
  });

  it('adds a day to a streak from yesterday', () => {
    localStorage.setItem('quiz_streak', JSON.stringify({ days: 4, lastDate: '2025-06-10' }));
    renderQuiz('appsc');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(JSON.parse(localStorage.getItem('quiz_streak')!)).toEqual({ days: 5, lastDate: '2025-06-11' });
  });
});

describe('QuizRunner in Telugu', () => {
  const { strings } = stringsProp('te', 'quiz');
  const t = dictionary('te').quiz;
  const renderIn = (lang: 'en' | 'te') =>
    render(
      <QuizRunner
        exam="appsc"
        slug="demo-quiz"
        questions={questions}
        listHref="/te/courses/appsc-groups/current-affairs-quiz/"
        {...(lang === 'te' ? { strings } : {})}
      />,
    );
  /** The same answers in either language: B (right), B (wrong), nothing. */
  const answerAndSubmit = (submit: string) => {
    pick(0, /Amaravati/);
    pick(1, /Venus/);
    fireEvent.click(screen.getByRole('button', { name: submit }));
  };

  it('shows the marking scheme, progress, clock and buttons in Telugu', () => {
    renderIn('te');
    expect(screen.getByText(t.markingNote)).toBeTruthy();
    expect(screen.getByText(t.submitAdvice)).toBeTruthy();
    expect(screen.getByText(/3 ప్రశ్నల్లో/).textContent).toBe('3 ప్రశ్నల్లో 0 రాశారు');
    expect(timer().getAttribute('aria-label')).toBe('మిగిలిన సమయం 3:00');
    expect(within(question(0)).getByText(/ప్ర\.1\./)).toBeTruthy();
    expect(within(question(2)).getByRole('img', { name: '3వ ప్రశ్నకు చిత్రం' })).toBeTruthy();
    expect(screen.queryByText(/Submit Quiz|Marking scheme/)).toBeNull();
  });

  it('scores the same answers exactly as the English page does, in Telugu words', () => {
    renderIn('en');
    answerAndSubmit('Submit Quiz');
    const english = { score: screen.getByTestId('quiz-score').textContent, counts: counts() };
    cleanup();
    localStorage.clear();

    renderIn('te');
    answerAndSubmit(t.submit);
    expect(screen.getByRole('heading', { name: t.resultTitle })).toBe(document.activeElement);
    expect(screen.getByTestId('quiz-score').textContent).toBe(english.score);
    expect(english.score).toBe('1.3 / 6.0');
    expect(counts()).toEqual([`${t.correct}1`, `${t.incorrect}1`, `${t.unanswered}1`]);
    expect(english.counts).toEqual(['Correct1', 'Incorrect1', 'Unanswered1']);
    expect(screen.getAllByTestId('quiz-review').map((r) => r.textContent)).toEqual([
      `${t.verdict.correct}${t.explanation} Amaravati is the capital.`,
      `${t.verdict.incorrect}${t.explanation} Iron oxide dust.`,
      t.verdict.unanswered,
    ]);
    expect(within(question(1)).getByText(t.correctAnswer).closest('label')!.textContent).toContain('Mars');
    expect(screen.getByRole('link', { name: t.backToQuizzes }).getAttribute('href')).toBe(
      '/te/courses/appsc-groups/current-affairs-quiz/',
    );
  });

  it('gives the last attempt with its date in Telugu', () => {
    const { unmount } = renderIn('te');
    answerAndSubmit(t.submit);
    unmount();
    renderIn('te');
    expect(screen.getByText(/మీ గత ప్రయత్నం/).textContent).toBe('మీ గత ప్రయత్నం (11 జూన్, 2025): 1.3 / 6.0 (1 సరైనవి).');
  });
});
