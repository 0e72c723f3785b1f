/**
 * The page's own module scripts (the shell's one script, save-for-offline, the hero carousel) are
 * asked for at low priority (issue 10): none of them draws the
 * first screen, and at Chromium's default (High, like a blocking script) they shared a slow
 * phone's first round trips with the font and the featured picture, and Lighthouse counted each as
 * holding back the first paint. Islands load their code through `<astro-island>`, not these tags.
 *
 * The chunks they import do not inherit that priority (every page had three, outbox-signal,
 * safe-storage and timing, before the shell's file took them in: astro.config.mjs): found
 * only once a script has run, Chromium asked for them at High, and Lighthouse counted every one
 * that arrived before the first paint as blocking it (its simulated FCP of an article: 0.7 s
 * when the first frame came before them, 1.0–1.2 s after). Each is named ahead by a low-priority
 * `modulepreload`, which the import then finds under way or done.
 *
 * The scripts stay in the HTML, not imported after the first paint like the stylesheet
 * (src/lib/page/after-first-paint.ts): the page's load event waits for scripts in the HTML, and a tap
 * on Call us or the feedback widget's Yes right after the page appeared did nothing when their
 * handlers came later (tried: the browser tests that tap after the load event failed).
 *
 * src/integrations/critical-css.ts runs it on every built page. Imported by astro.config.mjs
 * through the integration, so it uses relative imports only.
 */

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"/g;
const TEMPLATE = /<template\b[\s\S]*?<\/template>/g;
/** Vite's static imports between chunks of one folder: `import{t as e}from"./a.js"`, `import"./b.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** The file names a built chunk imports statically (not `import(…)`, which loads on demand). */
export const staticImports = (code: string): string[] => [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);

/**
 * Marks every external module script of the page `fetchpriority="low"` and names the chunks the
 * ones that run with the page import, directly or through each other, in low-priority
 * `modulepreload` links before the first of them. Scripts inside a `<template>` (the outbox
 * indicator, added when the outbox holds something) run only if the page adds them: their chunks
 * are left to them. `importsOf(src)` gives the file names a script or chunk imports, from its folder.
 */
export function withLowPriorityScripts(html: string, importsOf: (src: string) => string[]): string {
  const templates = [...html.matchAll(TEMPLATE)].map((m) => [m.index, m.index + m[0].length]);
  const runs = (at: number) => !templates.some(([start, end]) => at > start! && at < end!);
  const tags = [...html.matchAll(MODULE_SCRIPT)];
  if (tags.length === 0) return html;
  const scripts = tags.filter((m) => runs(m.index)).map((m) => m[1]!);
  const chunks = new Set<string>();
  const visit = (src: string) => {
    const folder = src.slice(0, src.lastIndexOf('/') + 1);
    for (const name of importsOf(src)) {
      const chunk = folder + name;
      if (chunks.has(chunk) || scripts.includes(chunk)) continue;
      chunks.add(chunk);
      visit(chunk);
    }
  };
  scripts.forEach(visit);
  const preloads = [...chunks].map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('');
  let pending = preloads !== '';
  // The page again from the tags found above, not a second scan of it.
  let out = '';
  let at = 0;
  for (const { 0: found, 1: src, index } of tags) {
    const lead = pending && runs(index) ? preloads : '';
    if (lead) pending = false;
    out += `${html.slice(at, index)}${lead}<script type="module" fetchpriority="low" src="${src}"`;
    at = index + found.length;
  }
  return out + html.slice(at);
}
