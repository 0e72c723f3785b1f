/**
 * What a page fetches only once it has painted (issue 10): the site's stylesheet (the first
 * screen's rules are inline, src/lib/critical-css.ts). Fetched from the parser, it shared a slow
 * phone's first round trips with the featured picture, and when it was already there (a fast
 * connection, a cached visit) it restyled and laid out the whole page again before its first paint.
 *
 * "After the first paint" is when the browser reports the first contentful paint (a Paint Timing
 * entry, which comes once the frame is on screen: the task after the next animation frame, or the
 * load event, often came before that, and Lighthouse then counted everything fetched as holding
 * back the paint). A browser without Paint Timing fetches it at the load event.
 *
 * Used by inlineCriticalCss (src/lib/critical-css.ts), which src/integrations/critical-css.ts
 * runs on every built page; imported by astro.config.mjs through it, so relative imports only.
 */

/** An inline script's text that runs `code` once, after the page's first paint. */
export const afterFirstPaint = (code: string) =>
  `{let n=0;const run=()=>{if(!n++){${code}}};if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))` +
  `new PerformanceObserver(l=>{if(l.getEntriesByName('first-contentful-paint').length)run()})` +
  `.observe({type:'paint',buffered:true});else addEventListener('load',run)}`;

/** `html` with `script` (inline script text) as the last element of its body. */
export function atBodyEnd(html: string, script: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  const end = bodyEnd < 0 ? html.length : bodyEnd;
  return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`;
}
