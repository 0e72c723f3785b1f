/**
 * The page's own module scripts (the shell's menus, the outbox, save-for-offline, the feedback
 * widget, the visitor counter) are asked for at low priority (issue 10): none of them draws the
 * first screen, and at Chromium's default (High, like a blocking script) they shared a slow
 * phone's first round trips with the font and the featured picture, and Lighthouse counted each as
 * holding back the first paint. Islands load their code through `<astro-island>`, not these tags.
 *
 * They stay in the HTML, not imported after the first paint like the stylesheet
 * (src/lib/after-first-paint.ts): the page's load event waits for scripts in the HTML, and a tap
 * on Call us or the feedback widget's Yes right after the page appeared did nothing when their
 * handlers came later (tried: the browser tests that tap after the load event failed).
 *
 * src/integrations/critical-css.ts runs it on every built page. Imported by astro.config.mjs
 * through the integration, so it uses relative imports only.
 */

const MODULE_SCRIPT = /<script type="module" src="/g;

/** Marks every external module script of the page `fetchpriority="low"`. */
export function withLowPriorityScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src="');
}
