/**
 * Pure helpers of `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs): pick the median run,
 * reduce a Lighthouse result to the table's figures, format the table and explain a miss.
 */

/**
 * @typedef {object} Row
 * @property {string} page Page key (`--only` selects by it).
 * @property {number} target Lowest passing performance score (0–100).
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
 * @param {number} target
 * @param {any} lhr Lighthouse result (performance category).
 * @returns {Row}
 */
export function summarize(page, target, lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    page,
    target,
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

/** @param {Row} row */
export const passes = (row) => row.score >= row.target;

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Plain-text table, one line per page, with a pass/miss mark against the target.
 * @param {Row[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'KB', 'req', 'target', ''];
  const lines = rows.map((r) => [
    r.page,
    String(r.score),
    seconds(r.fcp),
    seconds(r.lcp),
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    seconds(r.si),
    (r.bytes / 1024).toFixed(1),
    String(r.requests),
    `≥ ${r.target}`,
    passes(r) ? 'pass' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
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
