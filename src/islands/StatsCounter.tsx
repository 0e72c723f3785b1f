/**
 * The stats band's figures (spec document 1 §4, §9): each counts from 0 to its target in 2000 ms
 * over 60 steps once 10 % of the band is visible. The server HTML shows the final figures, which
 * is what visitors without JS and with reduced motion keep; screen readers always get the final
 * figure (the counting digits are hidden from them).
 *
 * Hydrate with client:visible and a margin, so the figures are set to 0 before they scroll in.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { withErrorBoundary } from './ErrorBoundary';
import type { Stat } from '@/data/courses/types';
import { countUpValue } from '@/lib/browser/count-up';
import { STATS_COUNT_MS, STATS_COUNT_STEPS, STATS_VISIBLE_RATIO } from '@/lib/browser/timing';

interface Props {
  /** The figures, usually four. */
  stats: readonly Stat[];
}

function StatsCounter({ stats }: Props) {
  const list = useRef<HTMLDListElement>(null);
  // The step of the count; STATS_COUNT_STEPS is the final figure (the server HTML).
  const [step, setStep] = useState(STATS_COUNT_STEPS);

  useEffect(() => {
    const el = list.current;
    if (!el || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.intersectionRatio < STATS_VISIBLE_RATIO) {
          setStep(0); // wait at 0, so the count is seen from its start
          return;
        }
        observer.disconnect();
        setStep(0);
        timer = setInterval(() => {
          setStep((s) => {
            if (s + 1 >= STATS_COUNT_STEPS) clearInterval(timer);
            return Math.min(s + 1, STATS_COUNT_STEPS);
          });
        }, STATS_COUNT_MS / STATS_COUNT_STEPS);
      },
      { threshold: STATS_VISIBLE_RATIO },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={list} className="container-page grid grid-cols-2 gap-x-4 gap-y-8 py-10 sm:py-12 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col items-center text-center" data-testid="stat">
          <dt className="order-2 mt-1 text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
          <dd className="order-1 text-4xl font-extrabold tracking-tight text-accent-300 tabular-nums sm:text-5xl">
            <span aria-hidden="true" data-testid="stat-figure">
              {countUpValue(stat.number, step, STATS_COUNT_STEPS)}
              {stat.suffix}
            </span>
            <span className="sr-only">
              {stat.number}
              {stat.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default withErrorBoundary(StatsCounter) as ComponentType<Props>;
