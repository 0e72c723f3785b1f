/**
 * Google Ads conversion tracking (spec document 1 §7: "a conversion event to an ad platform after
 * each successful submit"), on when PUBLIC_GOOGLE_ADS_ID (`AW-…`) and
 * PUBLIC_GOOGLE_ADS_CONVERSION_LABEL are both set; without them a production build keeps empty
 * functions. Google's tag (gtag.js) loads once the page is usable (components/shell/MarketingTags.astro)
 * or at the first conversion, whichever comes first, and only once the visitor has accepted the tags
 * (lib/tags/consent.ts; before that a conversion waits in the data layer); its CSP origins are in
 * lib/tags/marketing-tags.ts.
 */
import { tagsAllowed } from './consent';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const adsId = import.meta.env.PUBLIC_GOOGLE_ADS_ID ?? '';
const label = import.meta.env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL ?? '';
let loaded = false;

/** Google's gtag(): queues commands in the data layer for gtag.js (it reads them as `arguments` objects). */
function gtag(...args: unknown[]): void {
  window.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
    (window.dataLayer ??= []).push(arguments);
  };
  window.gtag(...args);
}

/** Loads Google's tag for the Ads account, once; nothing when conversions are off or the visitor has not accepted the tags. */
export function loadGoogleAds(): void {
  if (!adsId || !label || loaded || !tagsAllowed()) return;
  loaded = true;
  gtag('js', new Date());
  gtag('config', adsId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adsId)}`;
  document.head.append(script);
}

/**
 * Reports one enquiry that reached the endpoint as a conversion, named by its form. Its id is the
 * transaction id, so Google counts it once even if it were reported twice.
 */
export function reportConversion(form: string, enquiryId: string | undefined): void {
  if (!adsId || !label) return;
  loadGoogleAds();
  gtag('event', 'conversion', {
    send_to: `${adsId}/${label}`,
    transaction_id: enquiryId,
    event_label: form,
    transport_type: 'beacon',
  });
}
