/**
 * Pure helpers of `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs): reduce Lighthouse
 * results to the table's figures (medians of the runs), check them against the targets (some
 * relative to the anchor pages measured in the same run), format the table and explain a miss.
 */

/** A content page's FCP may be at most this many times the anchor post's. */
export const FCP_FACTOR = 1.15;

/**
 * @typedef {object} Targets
 * @property {number} score Lowest passing performance score (0–100).
 * @property {string} [vs] Anchor page the ratios are taken against (post, list or home).
 * @property {string} [fcpVs] FCP at most FCP_FACTOR × this anchor page's.
 * @property {string} [lcpVs] LCP at most this anchor page's.
 * @property {number} [lcpMax] LCP at most this many ms.
 */

/**
 * @typedef {object} Row
 * @property {string} page Page key (`--only` selects by it).
 * @property {Targets} targets
 * @property {number} score Performance score (0–100).
 * @property {number} fcp First Contentful Paint, ms.
 * @property {number} lcp Largest Contentful Paint, ms.
 * @property {number} tbt Total Blocking Time, ms.
 * @property {number} cls Cumulative Layout Shift.
 * @property {number} si Speed Index, ms.
 * @property {number} bytes Bytes transferred (as sent: compressed).
 * @property {number} requests Number of requests.
 */

/**
 * The run whose performance score is the median (lower middle for an even count), so every figure
 * in a row comes from one real run.
 * @template {{ categories: { performance: { score: number | null } } }} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The table's figures from one Lighthouse result.
 * @param {string} page
 * @param {Targets} targets
 * @param {any} lhr Lighthouse result (performance category).
 * @returns {Row}
 */
export function summarize(page, targets, lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    page,
    targets,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    bytes: requests.reduce((sum, /** @type {any} */ r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

const FIGURES = /** @type {const} */ (['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes', 'requests']);

/**
 * One row of the runs of a page: the median of each figure (lower middle for an even count).
 * @param {Row[]} rows
 * @returns {Row}
 */
export function medianRow(rows) {
  if (rows.length === 0) throw new Error('medianRow needs at least one run');
  const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const row = { ...rows[0] };
  for (const figure of FIGURES) row[figure] = median(rows.map((r) => r[figure]));
  return row;
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The targets a row misses, as short notes; none when it meets them all.
 * @param {Row} row
 * @param {Map<string, Row>} anchors Anchor rows by anchor page (post, list, home).
 * @returns {string[]}
 */
export function misses(row, anchors) {
  const { score, fcpVs, lcpVs, lcpMax } = row.targets;
  const notes = [];
  if (row.score < score) notes.push(`score < ${score}`);
  const fcpAnchor = fcpVs && anchors.get(fcpVs);
  if (fcpAnchor && row.fcp > FCP_FACTOR * fcpAnchor.fcp) notes.push(`FCP > ${FCP_FACTOR} × ${fcpVs}`);
  const lcpAnchor = lcpVs && anchors.get(lcpVs);
  if (lcpAnchor && row.lcp > lcpAnchor.lcp) notes.push(`LCP > ${lcpVs}`);
  if (lcpMax && row.lcp > lcpMax) notes.push(`LCP > ${seconds(lcpMax)}`);
  return notes;
}

const ratio = (/** @type {number} */ ours, /** @type {number | undefined} */ theirs) =>
  theirs ? (ours / theirs).toFixed(2) : '';

/**
 * A Markdown table (pasteable into the README, readable in a terminal): our pages with their
 * ratios to the anchor page each is compared with and the targets they miss, then the anchor pages.
 * @param {Row[]} rows
 * @param {Map<string, Row>} anchors
 * @returns {string}
 */
export function formatTable(rows, anchors) {
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'KB', 'req', 'vs', 'FCP ×', 'LCP ×', 'targets'];
  const cells = (/** @type {Row} */ r, /** @type {string} */ page) => [
    page,
    String(r.score),
    seconds(r.fcp),
    seconds(r.lcp),
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    (r.bytes / 1024).toFixed(1),
    String(r.requests),
  ];
  const lines = [
    ...rows.map((r) => {
      const anchor = r.targets.vs ? anchors.get(r.targets.vs) : undefined;
      const missed = misses(r, anchors);
      return [
        ...cells(r, r.page),
        anchor ? /** @type {string} */ (r.targets.vs) : '',
        ratio(r.fcp, anchor?.fcp),
        ratio(r.lcp, anchor?.lcp),
        missed.length ? `MISS: ${missed.join(', ')}` : 'met',
      ];
    }),
    ...[...anchors].map(([name, r]) => [...cells(r, `anchor ${name}`), '', '', '', '']),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (/** @type {string[]} */ row) =>
    `| ${row.map((c, i) => (i === 0 || i === row.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

/**
 * Why a page scored what it did: the LCP element and its phases, then every performance audit that
 * is not passing (opportunities and diagnostics), worst first.
 * @param {any} lhr Lighthouse result (performance category).
 * @returns {string[]}
 */
export function explain(lhr) {
  const lines = [];
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node;
  if (node) lines.push(`LCP element: ${node.snippet ?? node.selector}`);
  const phases = lcpItems[1]?.items ?? [];
  if (phases.length) {
    lines.push(
      `LCP phases: ${phases.map((/** @type {any} */ p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
    );
  }
  const refs = lhr.categories.performance.auditRefs.filter((/** @type {any} */ r) => r.group !== 'metrics');
  const failing = refs
    .map((/** @type {any} */ r) => lhr.audits[r.id])
    .filter(
      (/** @type {any} */ a) =>
        a && typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    )
    .sort((/** @type {any} */ a, /** @type {any} */ b) => a.score - b.score);
  for (const a of failing) lines.push(`${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
  return lines;
}
