interface ImportMetaEnv {
  /** Absolute site URL for canonical links and the sitemap. */
  readonly PUBLIC_SITE_URL?: string;
  /** Spreadsheet web-app URL that receives enquiries; unset: forms say enquiries are not configured. */
  readonly PUBLIC_ENQUIRY_ENDPOINT?: string;
  /** reCAPTCHA v3 site key; unset: no bot check. */
  readonly PUBLIC_RECAPTCHA_SITE_KEY?: string;
  /** Google Tag Manager container id; unset: no tag manager, no analytics sink. */
  readonly PUBLIC_GTM_ID?: string;
  /** Google Ads account (`AW-…`); with the label below: a conversion per enquiry that reaches the endpoint. */
  readonly PUBLIC_GOOGLE_ADS_ID?: string;
  /** The Google Ads conversion action's label; unset (or no PUBLIC_GOOGLE_ADS_ID): no Google Ads tag. */
  readonly PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?: string;
  /** Microsoft Clarity project id; unset: no session analytics. */
  readonly PUBLIC_CLARITY_ID?: string;
  /** OneSignal app id; unset: no push notifications. */
  readonly PUBLIC_ONESIGNAL_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace App {
  /** Set by the preview server's middleware only (src/preview/middleware.ts); empty in a static build. */
  interface Locals {
    preview?: import('./lib/content/preview').PreviewLocals['preview'];
  }
}
