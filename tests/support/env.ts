/**
 * Addresses the test build and the browser tests agree on. Everything is on 127.0.0.1: no test
 * reaches the internet. E2E_SITE_PORT, E2E_CAPTURE_PORT and E2E_DIST let two checkouts (or two
 * people) run the suite side by side; the defaults are what `npm test` uses.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4321);
export const CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? 4322);
export const DIST = process.env.E2E_DIST ?? 'dist';
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const CAPTURE_URL = `http://127.0.0.1:${CAPTURE_PORT}`;
export { chromiumPath, testChromiumPath } from '../../scripts/chromium.mjs';
