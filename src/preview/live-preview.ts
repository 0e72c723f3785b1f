/**
 * Contentful's live-preview SDK on every preview server page (injected by
 * src/integrations/preview-server.ts, never in a build). Inside the entry editor's frame it connects
 * to the web app: inspector mode puts "Edit" beside each element carrying the attributes of
 * src/lib/content/preview.ts `inspect`, and when the editor saves an entry shown on the page, the page
 * reloads — the server reads that entry afresh on every view. Outside a frame the SDK stays off.
 */
import { ContentfulLivePreview } from '@contentful/live-preview';

const banner = document.querySelector<HTMLElement>('[data-preview-banner]');
const { liveLocale: locale, liveOrigins: origins } = banner?.dataset ?? {};
if (locale && origins) {
  void ContentfulLivePreview.init({
    locale,
    targetOrigin: origins.split(' '),
    enableInspectorMode: true,
    enableLiveUpdates: true,
  })?.then(() => {
    if (!ContentfulLivePreview.initialized) return;
    ContentfulLivePreview.subscribe('save', { callback: () => location.reload() });
    document.documentElement.dataset.livePreview = 'connected';
  });
}
