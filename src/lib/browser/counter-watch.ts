/**
 * Browser: the visitor counter in the footer and every PageViews on the page (components/shell/
 * VisitorCounter.astro, components/PageViews.astro), started by the shell's one script. They are
 * filled in once one of them comes near the screen: the footer's is below the first screen of most
 * content pages, unseen until then (a course page's PageViews sit in its hero and fill in at once).
 * The code is in the shell's file, not one of its own: course pages, short pages and any page
 * scrolled to its footer asked for it as one file more (0.9 KB of gzip; ≈ 0.6 KB inside the shell's).
 */
import { recordPageVisit } from './page-counter';
import { browserStorage } from './safe-storage';
import { VISITOR_REFRESH_MS, updateVisitorCount } from './visitor-counter';
import { whenNear } from './when-near';
import { formatIndian } from '@/lib/money';

const deps = () => ({ now: Date.now(), random: Math.random, storage: browserStorage() });

/** Shows the simulated count, redraws it every 2 minutes, and fills in every PageViews. */
function showCounters() {
  const visitorOutputs = document.querySelectorAll<HTMLElement>('[data-visitor-count]');
  const showVisitors = () => {
    const count = formatIndian(updateVisitorCount(deps()));
    visitorOutputs.forEach((el) => (el.textContent = `${count} ${el.dataset.unit ?? 'visitors'}`));
  };
  if (visitorOutputs.length) {
    showVisitors();
    setInterval(showVisitors, VISITOR_REFRESH_MS);
  }

  // PageViews: each page id is counted once per load, however many times it appears.
  const pageCounts = new Map<string, number>();
  document.querySelectorAll<HTMLElement>('[data-page-views]').forEach((el) => {
    const id = el.dataset.pageViews ?? '';
    if (!pageCounts.has(id)) pageCounts.set(id, recordPageVisit(id, deps()));
    el.textContent = `${formatIndian(pageCounts.get(id) ?? 0)} ${el.dataset.unit ?? 'views'}`;
  });
}

export function watchCounters(): void {
  whenNear(document.querySelectorAll('[data-visitor-count], [data-page-views]'), showCounters);
}
