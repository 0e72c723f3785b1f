#!/usr/bin/env node
/**
 * The test site's variant (`npm run build:test:variant`, into E2E_VARIANT_DIST, default
 * dist-variant/): the test build's settings without PUBLIC_ENQUIRY_ENDPOINT (a preview, a fork, a
 * misconfigured deploy) and with every marketing tag switched on. The browser tests serve it on a
 * free port of their own (tests/support/fixtures.ts, `variant`): the PDF download without an
 * endpoint, and the policy each tag adds to the CSP.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const sitePort = process.env.E2E_SITE_PORT ?? '4321';

/** The variant's PUBLIC_* settings. */
export const VARIANT_ENV = {
  PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  PUBLIC_GTM_ID: 'GTM-TEST123',
  PUBLIC_RECAPTCHA_SITE_KEY: 'test-recaptcha-site-key',
  PUBLIC_GOOGLE_ADS_ID: 'AW-TEST123',
  PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'testLabel',
  PUBLIC_CLARITY_ID: 'testclarity',
  PUBLIC_ONESIGNAL_APP_ID: '00000000-0000-4000-8000-000000000000',
};

export const VARIANT_DIST = process.env.E2E_VARIANT_DIST ?? 'dist-variant';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = { ...process.env, ...VARIANT_ENV };
  delete env.PUBLIC_ENQUIRY_ENDPOINT;
  const { status } = spawnSync('astro', ['build', '--outDir', VARIANT_DIST], { env, stdio: 'inherit', shell: true });
  process.exit(status ?? 1);
}
