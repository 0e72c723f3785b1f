/**
 * Reading a DevTools trace (Chromium's trace event format, as `browser.stopTracing()` returns it):
 * the page's main thread, its first contentful paint, its top-level tasks and what each spent its
 * time on. Used by scripts/bench-long-tasks.mjs and scripts/bench-inp.mjs.
 */

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent */

/** The renderer main thread that navigated to `url`: `{ pid, tid }`. */
export function mainThreadOf(/** @type {TraceEvent[]} */ events, /** @type {string} */ url) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  if (!start) throw new Error(`the trace has no navigation to ${url}`);
  return { pid: start.pid, tid: start.tid };
}

const on = (/** @type {{ pid: number, tid: number }} */ thread) => (/** @type {TraceEvent} */ e) =>
  e.pid === thread.pid && e.tid === thread.tid;

/** The main frame's navigation start and first contentful paint, in trace microseconds. */
export function paintOf(/** @type {TraceEvent[]} */ events, /** @type {{ pid: number, tid: number }} */ main) {
  const mine = events.filter(on(main));
  const start = mine.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const frame = start?.args?.frame;
  const fcp = mine.find((e) => e.name === 'firstContentfulPaint' && (!frame || e.args?.frame === frame));
  return { navigationStart: start?.ts ?? 0, fcp: fcp?.ts ?? start?.ts ?? 0 };
}

/** The thread's top-level tasks (`RunTask`, not nested in another), in time order. */
export function tasksOf(/** @type {TraceEvent[]} */ events, /** @type {{ pid: number, tid: number }} */ main) {
  const runs = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && on(main)(e))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top = [];
  for (const task of runs) {
    const last = top.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    top.push(task);
  }
  return top;
}

/** Events that only wrap others (the scheduler's, the IPC's): their time is their children's. */
const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'Receive mojo message', 'RunTask']);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation']);
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'v8.produceModuleCache',
  'v8.run',
  'V8.Execute',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'v8.callFunction',
  'V8.CompileLazy',
  'IntersectionObserverController::computeIntersections',
]);
const PAINT = new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'PaintImage']);
const DECODE = new Set(['Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef', 'Draw LazyPixelRef']);
const GC = /GC|Garbage/i;

/** A file's path, or "inline" for the page's own inline scripts. */
const fileOf = (/** @type {string | undefined} */ url, /** @type {string} */ pageUrl) => {
  if (!url) return undefined;
  if (url === pageUrl) return 'inline';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The script file an event names (evaluation, a call, compilation), if any. */
const urlOf = (/** @type {TraceEvent} */ e) => e.args?.data?.url || e.args?.data?.scriptName || e.args?.fileName;

/**
 * What an event's own time was spent on, given the script it ran inside (`within`): style
 * recalculation and layout forced by a script say which one.
 */
export function causeOf(/** @type {TraceEvent} */ e, /** @type {string | undefined} */ within) {
  const by = within ? ` (forced by script ${within})` : '';
  if (STYLE.has(e.name)) return `style recalc${by}`;
  if (e.name === 'Layout') return `layout${by}`;
  if (e.name === 'ParseHTML') return 'HTML parsing';
  if (e.name === 'ParseAuthorStyleSheet') return 'stylesheet parsing';
  if (SCRIPT.has(e.name)) return within ? `script ${within}` : `script (${e.name})`;
  if (PAINT.has(e.name)) return 'paint';
  if (DECODE.has(e.name)) return 'image decode';
  if (GC.test(e.name)) return 'garbage collection';
  if (e.name === 'HitTest') return 'hit test';
  return e.name;
}

/**
 * What `task` spent its time on: each event inside it counts its own time (its duration less its
 * children's), under causeOf; script time goes to the script file it ran in. A string of the
 * causes of at least 5 ms, largest first: "style recalc 61 ms (1,204 elements) · script /_astro/a.js 22 ms".
 */
export function causesOf(
  /** @type {TraceEvent[]} */ events,
  /** @type {{ pid: number, tid: number }} */ main,
  /** @type {TraceEvent} */ task,
  /** @type {string} */ pageUrl = '',
) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events
    .filter((e) => e !== task && e.ph === 'X' && !WRAPPERS.has(e.name) && on(main)(e) && e.ts >= task.ts && e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Map<string, number>} */
  const self = new Map();
  let elements = 0;
  const add = (/** @type {string} */ cause, /** @type {number} */ us) => self.set(cause, (self.get(cause) ?? 0) + us);
  /** @type {{ e: TraceEvent, end: number, children: number, script?: string }[]} */
  const stack = [];
  const close = (/** @type {number} */ until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const frame = /** @type {NonNullable<(typeof stack)[number]>} */ (stack.pop());
      add(causeOf(frame.e, frame.script), (frame.e.dur ?? 0) - frame.children);
      if (stack.length) stack.at(-1).children += frame.e.dur ?? 0;
    }
  };
  for (const e of inside) {
    close(e.ts);
    const parent = stack.at(-1);
    const script = SCRIPT.has(e.name) ? (fileOf(urlOf(e), pageUrl) ?? parent?.script) : parent?.script;
    if (STYLE.has(e.name)) elements = Math.max(elements, e.args?.elementCount ?? e.args?.data?.elementCount ?? 0);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0, script });
  }
  close(Infinity);
  // The task's own time: what no event inside it covers.
  let covered = 0;
  let reach = task.ts;
  for (const e of inside) {
    const eEnd = Math.min(end, e.ts + (e.dur ?? 0));
    if (eEnd > reach) covered += eEnd - Math.max(reach, e.ts);
    reach = Math.max(reach, eEnd);
  }
  if ((task.dur ?? 0) - covered > 0) add('other (no trace event)', (task.dur ?? 0) - covered);
  return [...self]
    .filter(([, us]) => us >= 5000)
    .sort((a, b) => b[1] - a[1])
    .map(([cause, us]) => {
      const extra = cause.startsWith('style recalc') && elements ? ` (${elements.toLocaleString('en')} elements)` : '';
      return `${cause} ${Math.round(us / 1000)} ms${extra}`;
    })
    .join(' · ');
}
