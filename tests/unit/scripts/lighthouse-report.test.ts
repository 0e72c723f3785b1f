import { describe, expect, it } from 'vitest';
import { explain, formatTable, medianRow, medianRun, misses, summarize } from '../../../scripts/lighthouse/report.mjs';

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

const HOME = { score: 98, vs: 'home', lcpMax: 1600 };
const ARTICLE = { score: 100, vs: 'post', fcpVs: 'post', lcpVs: 'post' };

describe('summarize', () => {
  it('rounds the score and adds up transferred bytes and requests', () => {
    expect(summarize('home', HOME, lhr)).toEqual({
      page: 'home',
      targets: HOME,
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

const row = (page: string, targets: { score: number }, figures: Partial<ReturnType<typeof summarize>>) => ({
  ...summarize(page, targets, lhr),
  ...figures,
});

describe('medianRow', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      row('article', ARTICLE, { score: 100, fcp: 700, lcp: 1300 }),
      row('article', ARTICLE, { score: 99, fcp: 900, lcp: 1100 }),
      row('article', ARTICLE, { score: 100, fcp: 800, lcp: 1200 }),
    ];
    expect(medianRow(runs)).toMatchObject({ page: 'article', score: 100, fcp: 800, lcp: 1200 });
  });

  it('refuses no runs', () => {
    expect(() => medianRow([])).toThrow(/at least one run/);
  });
});

const anchors = new Map([
  ['post', row('anchor post', { score: 100 }, { score: 100, fcp: 700, lcp: 1300 })],
  ['home', row('anchor home', { score: 100 }, { score: 100, fcp: 700, lcp: 1200 })],
]);

describe('misses', () => {
  it.each([
    ['none when every target is met', ARTICLE, { score: 100, fcp: 800, lcp: 1300 }, []],
    ['the score', ARTICLE, { score: 99, fcp: 700, lcp: 1000 }, ['score < 100']],
    [
      'FCP beyond 1.15 × the post, LCP beyond the post',
      ARTICLE,
      { score: 100, fcp: 806, lcp: 1301 },
      ['FCP > 1.15 × post', 'LCP > post'],
    ],
    ["home's LCP beyond 1.6 s", HOME, { score: 98, fcp: 2000, lcp: 1700 }, ['LCP > 1.60 s']],
  ])('%s', (_, targets, figures, expected) => {
    expect(misses(row('page', targets, figures), anchors)).toEqual(expected);
  });

  it('without anchor pages only the absolute targets count', () => {
    expect(misses(row('article', ARTICLE, { score: 100, fcp: 5000, lcp: 5000 }), new Map())).toEqual([]);
  });
});

describe('formatTable', () => {
  it('prints a Markdown table: our pages with ratios to their anchor page and misses, then the anchor pages', () => {
    const rows = [
      row('home', HOME, { score: 93, fcp: 1400, lcp: 1800 }),
      row('article', ARTICLE, { score: 100, fcp: 770, lcp: 1235 }),
    ];
    expect(formatTable(rows, anchors).split('\n')).toEqual([
      '| page        | score |    FCP |    LCP |   TBT |   CLS |  KB | req |   vs | FCP × | LCP × | targets                        |',
      '|-------------|------:|-------:|-------:|------:|------:|----:|----:|-----:|------:|------:|--------------------------------|',
      '| home        |    93 | 1.40 s | 1.80 s | 49 ms | 0.012 | 3.0 |   3 | home |  2.00 |  1.50 | MISS: score < 98, LCP > 1.60 s |',
      '| article     |   100 | 0.77 s | 1.24 s | 49 ms | 0.012 | 3.0 |   3 | post |  1.10 |  0.95 | met                            |',
      '| anchor post |   100 | 0.70 s | 1.30 s | 49 ms | 0.012 | 3.0 |   3 |      |       |       |                                |',
      '| anchor home |   100 | 0.70 s | 1.20 s | 49 ms | 0.012 | 3.0 |   3 |      |       |       |                                |',
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
