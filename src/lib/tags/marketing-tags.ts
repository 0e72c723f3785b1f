/**
 * The marketing tags the academy switches on with one build variable each (absent: off, no code
 * in the page, no CSP origin), and the Content-Security-Policy sources each adds: exactly what its
 * vendor documents. Tags the tag manager container adds (a pixel, a chat widget) need their
 * origins in EXTRA_SOURCES below: the one place to edit (README, Configuration, has an example).
 *
 * Each list cites its vendor's page. Check the page again when switching a tag on: an origin the
 * vendor added since shows as a CSP violation in the browser console.
 *
 * Every tag here, and the tag manager, loads only after the visitor accepts in the consent bar
 * (lib/tags/consent.ts): `askConsent` says whether a build has one to ask about.
 *
 * Imported by lib/page/csp.ts (and so by astro.config.mjs): relative imports only.
 */

/** The directives a tag may add sources to. */
export type TagDirective =
  'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'font-src' | 'media-src';

/** Sources per directive, each a CSP source expression (`https://host`, `https://*.host`). */
export type TagSources = Partial<Record<TagDirective, readonly string[]>>;

/**
 * Sources for tags the tag manager container adds, per directive; empty by default. Example, for a
 * Meta pixel added in the container:
 *
 *   export const EXTRA_SOURCES: TagSources = {
 *     'script-src': ['https://connect.facebook.net'],
 *     'img-src': ['https://www.facebook.com'],
 *     'connect-src': ['https://www.facebook.com'],
 *   };
 */
export const EXTRA_SOURCES: TagSources = {};

/**
 * Google Ads conversion tracking through Google's tag (gtag.js). Source: Google's "Use Tag Manager
 * with a Content Security Policy", sections "Google tag" and "Google Ads conversions"
 * https://developers.google.com/tag-platform/security/guides/csp
 * gtag.js comes from www.googletagmanager.com; the conversion's script and beacon from
 * www.googleadservices.com; its pixels from googleads.g.doubleclick.net and www.google.com, which
 * redirects to the visitor's country domain: www.google.co.in for visitors in India (the guide:
 * add the country domains of your visitors); the conversion's frame from td.doubleclick.net.
 */
export const GOOGLE_ADS_SOURCES: TagSources = {
  'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.google.co.in'],
  'connect-src': [
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.co.in',
  ],
  'frame-src': ['https://td.doubleclick.net'],
};

/**
 * Microsoft Clarity. Source: Microsoft's "Clarity Content Security Policy"
 * https://learn.microsoft.com/en-us/clarity/setup-and-installation/clarity-csp
 * The tag loads from
 * www.clarity.ms and its recorder from scripts.clarity.ms; data goes to *.clarity.ms and c.bing.com.
 */
export const CLARITY_SOURCES: TagSources = {
  'script-src': ['https://*.clarity.ms'],
  'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
  'connect-src': ['https://*.clarity.ms', 'https://c.bing.com'],
};

/**
 * OneSignal web push (page SDK v16). Source: OneSignal's "Web SDK setup", section "Content Security
 * Policy (CSP)" https://documentation.onesignal.com/docs/web-sdk-setup
 * Its worker code is imported by the site's own
 * service worker (src/service-worker/sw.ts), which a page's CSP does not govern.
 */
export const ONESIGNAL_SOURCES: TagSources = {
  'script-src': ['https://cdn.onesignal.com', 'https://api.onesignal.com'],
  'style-src': ['https://onesignal.com'],
  'connect-src': ['https://api.onesignal.com', 'https://onesignal.com'],
};

/** OneSignal's service-worker SDK, imported by the site's worker when push is on. */
export const ONESIGNAL_WORKER_SDK = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js';
/** OneSignal's page SDK, loaded once the page is usable when push is on. */
export const ONESIGNAL_PAGE_SDK = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';

/** The build variables that switch the tags on (a subset of the build's PUBLIC_* settings). */
export interface MarketingEnv {
  /** Google Ads account, `AW-…`: on together with the conversion label. */
  PUBLIC_GOOGLE_ADS_ID?: string;
  /** The conversion action's label (the part after the slash in `send_to`). */
  PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?: string;
  /** Microsoft Clarity project id. */
  PUBLIC_CLARITY_ID?: string;
  /** OneSignal app id. */
  PUBLIC_ONESIGNAL_APP_ID?: string;
}

/** The build variables of every tag the visitor is asked about: the marketing tags and the tag manager. */
export interface TagEnv extends MarketingEnv {
  /** Google Tag Manager container (its CSP sources: lib/page/csp.ts). */
  PUBLIC_GTM_ID?: string;
}

/** Each tag: whether this build has it on, and its sources. */
export const marketingTags = (env: MarketingEnv) => [
  {
    name: 'Google Ads',
    on: Boolean(env.PUBLIC_GOOGLE_ADS_ID && env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL),
    sources: GOOGLE_ADS_SOURCES,
  },
  { name: 'Microsoft Clarity', on: Boolean(env.PUBLIC_CLARITY_ID), sources: CLARITY_SOURCES },
  { name: 'OneSignal', on: Boolean(env.PUBLIC_ONESIGNAL_APP_ID), sources: ONESIGNAL_SOURCES },
];

/** The sources of every tag this build has on, then the extra ones. */
export const marketingSources = (env: MarketingEnv): TagSources[] => [
  ...marketingTags(env)
    .filter((tag) => tag.on)
    .map((tag) => tag.sources),
  EXTRA_SOURCES,
];

/** Whether a build has any tag on, so the consent bar asks about it (and the footer offers Cookie settings). */
export const askConsent = (env: TagEnv): boolean =>
  Boolean(env.PUBLIC_GTM_ID) || marketingTags(env).some((tag) => tag.on);
