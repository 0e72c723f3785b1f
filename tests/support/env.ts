/**
 * Addresses the test build and the browser tests agree on. Everything is on 127.0.0.1: no test
 * reaches the internet.
 */
export const SITE_PORT = 4321;
export const CAPTURE_PORT = 4322;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const CAPTURE_URL = `http://127.0.0.1:${CAPTURE_PORT}`;
/** Values baked into the test build (see the build:test script in package.json). */
export const TEST_GTM_ID = 'GTM-TEST123';
export const TEST_RECAPTCHA_KEY = 'test-recaptcha-site-key';
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
