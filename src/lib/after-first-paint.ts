/**
 * What a page fetches only once it has painted (issue 10): the site's stylesheet
 * (the first screen's rules are inline, src/lib/critical-css.ts) and the page's own module scripts
 * (the shell's menus, the outbox, save-for-offline, the feedback widget, the visitor counter; islands
 * load their code through `<astro-island>`). Fetched from the parser, they shared a slow phone's
 * first round trips with the font and the featured picture, the scripts at Chromium's High
 * priority, and a stylesheet that was already there restyled and laid out the whole page again
 * before its first paint.
 *
 * "After the first paint" is when the browser reports the first contentful paint (a Paint Timing
 * entry, which comes once the frame is on screen: the task after the next animation frame, or the
 * load event, often came before that, and Lighthouse then counted everything fetched as holding
 * back the paint). A browser without Paint Timing fetches them at the load event.
 *
 * src/integrations/critical-css.ts runs these on every built page. Imported by astro.config.mjs
 * through the integration, so it uses relative imports only.
 */

/** A module script, or an inert `<template>` (its scripts run only if it is cloned into the page). */
const MODULE_SCRIPT_OR_TEMPLATE = /<template\b[\s\S]*?<\/template>|<script type="module" src="([^"]+)"><\/script>/g;

/** An inline script's text that runs `code` once, after the page's first paint. */
export const afterFirstPaint = (code: string) =>
  `{let n=0;const run=()=>{if(!n++){${code}}};if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))` +
  `new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)run()})` +
  `.observe({type:'paint',buffered:true});else addEventListener('load',run)}`;

/** `html` with `script` (inline script text) as the last element of its body. */
export function atBodyEnd(html: string, script: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  const end = bodyEnd < 0 ? html.length : bodyEnd;
  return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`;
}

/** The page's external module scripts imported, in their order, after its first paint instead. */
export function withScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const without = html.replace(MODULE_SCRIPT_OR_TEMPLATE, (match, src?: string) => {
    if (!src) return match;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  return atBodyEnd(without, afterFirstPaint(`for(const s of ${JSON.stringify(sources)})import(s)`));
}
