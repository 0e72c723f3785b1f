/**
 * Browser: loads the counting code (components/shell/VisitorCounterScript.astro, waiting in
 * VisitorCounter's template) once a counter comes near the screen: the footer's is below the first
 * screen of most content pages, where it was 0.9 KB of the 5 KB of script fetched before any scroll
 * (DESIGN.md); a course page's PageViews sit in its hero and load it at once. Started by the shell's
 * one script.
 */
export function watchCounters(): void {
  const code = document.querySelector<HTMLTemplateElement>('template[data-counter-code]');
  if (!code) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      document.head.append(code.content.cloneNode(true));
      code.remove();
    },
    { rootMargin: '50%' },
  );
  document.querySelectorAll('[data-visitor-count], [data-page-views]').forEach((output) => observer.observe(output));
}
