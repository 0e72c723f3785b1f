#!/usr/bin/env node
/**
 * The test site's variants (`npm run build:test:variant`), built after the test build and served by
 * the browser tests on free ports of their own (tests/support/fixtures.ts, `variant` and
 * `references`):
 * - the variant (E2E_VARIANT_DIST, default dist-variant/): the test build's settings without
 *   PUBLIC_ENQUIRY_ENDPOINT (a preview, a fork, a misconfigured deploy) and with every marketing tag
 *   switched on — the PDF download without an endpoint, and the policy each tag adds to the CSP;
 * - the references site (E2E_REFERENCES_DIST, default dist-references/): built from
 *   tests/fixtures/contentful/references.json, a space shaped like real ones (references,
 *   question and option entries, embeds, every image host, a draft). Its content report goes to a
 *   temporary folder, so the test build's content-report.md stays the demo's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
export const REFERENCES_DIST = process.env.E2E_REFERENCES_DIST ?? 'dist-references';

/** Runs `astro build` into `outDir` with the environment `env`; false when it fails. */
function build(outDir, env) {
  const { status } = spawnSync('astro', ['build', '--outDir', outDir], { env, stdio: 'inherit', shell: true });
  return status === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const variant = { ...process.env, ...VARIANT_ENV };
  delete variant.PUBLIC_ENQUIRY_ENDPOINT;
  const references = {
    ...process.env,
    PUBLIC_SITE_URL: VARIANT_ENV.PUBLIC_SITE_URL,
    CONTENT_SNAPSHOT: 'tests/fixtures/contentful/references.json',
    CONTENT_REPORT_DIR: mkdtempSync(join(tmpdir(), 'references-report-')),
  };
  process.exit(build(VARIANT_DIST, variant) && build(REFERENCES_DIST, references) ? 0 : 1);
}
