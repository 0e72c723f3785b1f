import { test } from '../support/fixtures';
import { gzipSize } from '../support/dist';
test('dbg', async ({ page, baseURL }) => {
  for (const path of [
    '/courses/upsc/current-affairs/rbi-policy-repo-rate-unchanged-october-2026/',
    '/search',
    '/no-such-page',
  ]) {
    const scripts = new Map<string, number>();
    const on = async (r: any) => {
      if (r.url().startsWith(baseURL!) && r.request().resourceType() === 'script')
        scripts.set(r.url().split('/').pop(), gzipSize(await r.body()));
    };
    page.on('response', on);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 1000), { timeout: 3000 })));
    await page.waitForLoadState('networkidle');
    page.off('response', on);
    console.log(
      path,
      [...scripts.values()].reduce((a, b) => a + b, 0),
      JSON.stringify([...scripts]),
    );
  }
});
