import { defineConfig, devices } from '@playwright/test';
import { CAPTURE_PORT, DIST, SITE_PORT, SITE_URL, testChromiumPath } from './tests/support/env';
import { chromiumFlags } from './scripts/chromium.mjs';

// Browser tests run against the built site (dist/, made by `npm run build:test`) served on 127.0.0.1.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // In CI also an HTML report (playwright-report/), which the CI workflow uploads when a test fails.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: SITE_URL,
    trace: 'off',
    // The service worker (offline reading) is tested by tests/e2e/offline.spec.ts, which allows it;
    // elsewhere a fresh worker installing and precaching on every page of every test only costs time.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  // A phone by default (most visitors); desktop journeys use test.use(desktop) from tests/support/fixtures.ts.
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 800 } } }],
  webServer: [
    {
      command: `astro preview --host 127.0.0.1 --port ${SITE_PORT} --outDir ${DIST} --ignore-lock`,
      url: SITE_URL,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/support/capture-server.mjs ${CAPTURE_PORT}`,
      url: `http://127.0.0.1:${CAPTURE_PORT}/health`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
