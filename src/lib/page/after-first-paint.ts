/**
 * What a page fetches only once it has painted (issue 10): the site's stylesheet (the first
 * screen's rules are inline, src/lib/page/critical-css.ts). Fetched from the parser, it shared a slow
 * phone's first round trips with the featured picture, and when it was already there (a fast
 * connection, a cached visit) it restyled and laid out the whole page again before its first paint.
 *
 * "After the first paint" is when the browser reports the page's first Largest Contentful Paint
 * entry, which comes with the first contentful paint, once the frame is on screen (the task after
 * the next animation frame, or the load event, often came before that, and Lighthouse then counted
 * everything fetched as holding back the paint).
 *
 * Used by inlineCriticalCss (src/lib/page/critical-css.ts), which src/integrations/critical-css.ts
 * runs on every built page; imported by astro.config.mjs through it, so relative imports only.
 */

/** The event the page's window gets once `code` has run: what else waits for the first paint (Inter, FontFace.astro). */
export const PAINTED_EVENT = 'painted';

/** The attribute of a picture the deferred work waits for (a reading page's featured image, ContentImage.astro). */
export const PAINT_FIRST = 'data-paint-first';

/**
 * An inline script's text that runs `code` once, then sends PAINTED_EVENT: at the page's first
 * Largest Contentful Paint entry (which comes with its first contentful paint), or on a page with a
 * picture marked PAINT_FIRST, at that picture's entry, once it is on screen. Asked for as soon as
 * the page had painted, the stylesheet (and at the load event Inter) went out while an article's
 * featured picture was still being decoded, and Lighthouse counted them as holding the picture back
 * (an article's LCP 1.36–1.82 s; 1.28–1.36 s with the wait; 2026-11-24, three runs each). A picture
 * that never becomes the largest paint (something larger painted first) or fails to load holds
 * nothing back for more than half a second after the load event. Not on the pages with a hero
 * picture: home's Total Blocking Time went from 320–425 to 560–790 ms when its stylesheet waited for
 * the hero. A browser without Largest Contentful Paint runs `code` at the load event.
 */
export const afterFirstPaint = (code: string) =>
  // The wait is a promise: `code` runs once, however often it is met.
  `{const O=self.PerformanceObserver,i=document.querySelector('img[${PAINT_FIRST}]'),y='largest-contentful-paint';` +
  `new Promise(r=>{O?.supportedEntryTypes?.includes(y)?new O(l=>l.getEntries().some(e=>!i||e.element==i)&&r())` +
  `.observe({type:y,buffered:!0}):addEventListener('load',r);i&&addEventListener('load',()=>setTimeout(r,500))})` +
  `.then(()=>{${code};dispatchEvent(new Event('${PAINTED_EVENT}'))})}`;

/** `html` with `script` (inline script text) as the last element of its body. */
export function atBodyEnd(html: string, script: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  const end = bodyEnd < 0 ? html.length : bodyEnd;
  return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`;
}
