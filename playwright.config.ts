import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from './tests/browser/chromium';
import { OPS_TOKEN } from './tests/browser/support';

const port = Number(process.env.TEST_PORT ?? 18080);
const chromium = resolveChromium();
// A throwaway data folder per run: the server seeds it on first start, so every run starts clean.
const dataDir = process.env.TEST_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wl-browser-'));


export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    // Tests intercept API calls with page.route, which a service worker would bypass; the offline
    // test (tests/browser/offline.spec.ts) turns the worker back on.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.ok ? chromium.path : undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_TOKEN,
      OPS_TEST_HOOKS: '1',
    },
  },
});
