import { describe, expect, it } from 'vitest';
import { explain, formatTable, medianRun, summarize } from '../../../scripts/lighthouse/report.mjs';

const run = (score: number) => ({ categories: { performance: { score } }, id: score });

describe('medianRun', () => {
  it.each([
    { scores: [0.9], median: 0.9 },
    { scores: [0.99, 0.8, 0.95], median: 0.95 },
    { scores: [1, 0.7, 0.9, 0.8], median: 0.8 },
  ])('picks the median-score run of $scores', ({ scores, median }) => {
    expect(medianRun(scores.map(run)).id).toBe(median);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow(/at least one run/);
  });
});

const lhr = {
  categories: {
    performance: {
      score: 0.934,
      auditRefs: [
        { id: 'largest-contentful-paint', group: 'metrics' },
        { id: 'render-blocking-resources' },
        { id: 'unused-javascript' },
        { id: 'uses-text-compression' },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { numericValue: 1234 },
    'largest-contentful-paint': { numericValue: 2950, score: 0.5 },
    'total-blocking-time': { numericValue: 48.6 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
    'speed-index': { numericValue: 1800 },
    'network-requests': { details: { items: [{ transferSize: 2048 }, { transferSize: 1024 }, {}] } },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { items: [{ node: { snippet: '<img src="/hero.webp">' } }] },
          {
            items: [
              { phase: 'TTFB', timing: 600.4 },
              { phase: 'Load Delay', timing: 900 },
            ],
          },
        ],
      },
    },
    'render-blocking-resources': {
      title: 'Eliminate render-blocking resources',
      score: 0,
      displayValue: 'Potential savings of 300 ms',
    },
    'unused-javascript': { title: 'Reduce unused JavaScript', score: 0.5 },
    'uses-text-compression': { title: 'Enable text compression', score: 1 },
  },
};

describe('summarize', () => {
  it('rounds the score and adds up transferred bytes and requests', () => {
    expect(summarize('home', 95, lhr)).toEqual({
      page: 'home',
      target: 95,
      score: 93,
      fcp: 1234,
      lcp: 2950,
      tbt: 48.6,
      cls: 0.0123,
      si: 1800,
      bytes: 3072,
      requests: 3,
    });
  });
});

describe('formatTable', () => {
  it('aligns one line per page and marks a miss', () => {
    const table = formatTable([summarize('home', 95, lhr), { ...summarize('about', 100, lhr), score: 100 }]).split(
      '\n',
    );
    expect(table).toEqual([
      'page   score    FCP    LCP    TBT    CLS     SI   KB  req  target',
      'home      93  1.2 s  3.0 s  49 ms  0.012  1.8 s  3.0    3    ≥ 95  MISS',
      'about    100  1.2 s  3.0 s  49 ms  0.012  1.8 s  3.0    3   ≥ 100  pass',
    ]);
  });
});

describe('explain', () => {
  it('names the LCP element, its phases and the failing audits, worst first', () => {
    expect(explain(lhr)).toEqual([
      'LCP element: <img src="/hero.webp">',
      'LCP phases: TTFB 600 ms, Load Delay 900 ms',
      'Eliminate render-blocking resources — Potential savings of 300 ms',
      'Reduce unused JavaScript',
    ]);
  });
});
