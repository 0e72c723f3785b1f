/**
 * The services that process visitors' data for the academy on this build, for the privacy page:
 * read from the same build variables that switch each one on (the marketing tags from
 * lib/tags/marketing-tags.ts, as the pages load them), so the page never names a service that is
 * off or misses one that is on. Contentful serves the content of every build.
 */
import { marketingTags } from '../tags/marketing-tags.ts';
import type { CspEnv } from './csp.ts';

/** The names of this build's processors, in the privacy page's order; each has its purpose in the `privacy` dictionary. */
export const processors = (env: CspEnv): string[] =>
  [
    { name: 'Contentful', on: true },
    { name: 'Google Sheets (Apps Script)', on: Boolean(env.PUBLIC_ENQUIRY_ENDPOINT) },
    { name: 'Google reCAPTCHA', on: Boolean(env.PUBLIC_RECAPTCHA_SITE_KEY) },
    { name: 'Google Tag Manager', on: Boolean(env.PUBLIC_GTM_ID) },
    ...marketingTags(env),
  ]
    .filter((service) => service.on)
    .map((service) => service.name);
