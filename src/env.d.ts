interface ImportMetaEnv {
  /** Absolute site URL for canonical links and the sitemap. */
  readonly PUBLIC_SITE_URL?: string;
  /** Spreadsheet web-app URL that receives enquiries; unset: forms say enquiries are not configured. */
  readonly PUBLIC_ENQUIRY_ENDPOINT?: string;
  /** reCAPTCHA v3 site key; unset: no bot check. */
  readonly PUBLIC_RECAPTCHA_SITE_KEY?: string;
  /** Google Tag Manager container id; unset: no tag manager, no analytics sink. */
  readonly PUBLIC_GTM_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace App {
  /** Set by the preview server's middleware only (src/preview/middleware.ts); empty in a static build. */
  interface Locals {
    preview?: import('./lib/preview').PreviewLocals['preview'];
  }
}
