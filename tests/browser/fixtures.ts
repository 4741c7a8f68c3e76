import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { startPlatform } from '../../src/cli/visual/platform';
import { OPS_TOKEN } from './support';

/** The first worker's port; worker n (its parallel slot) serves on BASE_PORT + n. */
const BASE_PORT = Number(process.env.TEST_PORT ?? 18080);

interface Platform {
  url: string;
}

/**
 * One reference platform per worker, on its own port and its own freshly seeded data folder, so
 * workers run spec files side by side without seeing each other's switches, members or rounds.
 * Tests reach it through `baseURL` (page.goto('/m/home'), request.get('/wps/…')).
 */
export const test = base.extend<object, { platform: Platform }>({
  platform: [
    async ({}, use, workerInfo) => {
      const platform = await startPlatform({
        port: BASE_PORT + workerInfo.parallelIndex,
        opsToken: OPS_TOKEN,
        dataDir: process.env.TEST_DATA_DIR ? join(process.env.TEST_DATA_DIR, String(workerInfo.parallelIndex)) : undefined,
        // The browser tests check what a guest's first screen carries, not how fast a busy test
        // machine answers: its in-process calls may take longer than the 400 ms a phone is kept
        // waiting (tests/server/static/page-data.test.ts covers that budget).
        // Drawing a page is bounded in the same way (a busy machine's first draw may take longer).
        env: { PAGE_DATA_BUDGET_MS: '3000', DRAW_BUDGET_MS: '3000' },
      });
      try {
        // The demo merchant asks for slider verification; the flows tested elsewhere are about their
        // own steps, so it is off here, and slider.spec.ts turns it on for its tests.
        const off = await fetch(`${platform.url}/ops/whitelabel`, {
          method: 'PATCH', headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ SLIDERVERF3: false }),
        });
        if (!off.ok) throw new Error(`could not switch slider verification off: ${off.status}`);
        await use({ url: platform.url });
      } finally {
        await platform.stop();
      }
    },
    { scope: 'worker', timeout: 100_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
  page: async ({ page }, use) => {
    // A guest's page arrives drawn and inert until the app takes it over: a step that finds an
    // element of it before then could act on (or hold) what the app is about to take over. Pages
    // are opened as before, the app's; a test of the drawn page itself waits only for 'commit'.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const takenOver = () => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, { timeout: 20_000 });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await takenOver();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await takenOver();
      return response;
    };
    await use(page);
  },
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Route } from '@playwright/test';
