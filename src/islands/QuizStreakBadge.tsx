/**
 * The text of the quiz button's streak badge (spec document 1 §2): "Streak: N days", N read from
 * the quiz pages' `quiz_streak` in localStorage (src/lib/quiz-streak.ts). The server HTML says
 * "Streak: 0 days", which is also what a visitor without a running streak keeps.
 *
 * An island rather than a page script for the phone's JS budget: on a phone the badge sits below
 * the lead form, so with client:visible its code loads only when it comes near the screen (React
 * itself is already on the page for the hero).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { withErrorBoundary } from './ErrorBoundary';
import { QUIZ_STREAK_KEY, currentStreakDays, streakLabel } from '@/lib/quiz-streak';
import { browserStorage, readItem } from '@/lib/safe-storage';

function QuizStreakBadge() {
  const [days, setDays] = useState(0);
  useEffect(() => setDays(currentStreakDays(readItem(browserStorage(), QUIZ_STREAK_KEY), new Date())), []);
  return <span>{streakLabel(days)}</span>;
}

export default withErrorBoundary(QuizStreakBadge) as ComponentType;
