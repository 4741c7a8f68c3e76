import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './tests/browser/chromium';

const chromium = resolveChromium();
/**
 * Spec files are shared out between workers; each worker has its own platform on its own seeded
 * data folder (tests/browser/fixtures.ts), so one file's operator switches never reach another's.
 * Two by default (this machine has two cores); PW_WORKERS chooses.
 */
const workers = Number(process.env.PW_WORKERS ?? 2);

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';
function traceMode(asked: string | undefined): TraceMode {
  const modes: TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry'];
  return modes.find((mode) => mode === asked) ?? 'on-first-retry';
}

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    // Tests intercept API calls with page.route, which a service worker would bypass; the offline
    // test (tests/browser/offline.spec.ts) turns the worker back on.
    serviceWorkers: 'block',
    // Recording a trace costs about a third of a test's time (a DOM snapshot and screencast frame at
    // every step), so a trace is recorded only when a failed test runs again (CI retries once).
    // PW_TRACE=retain-on-failure (or on) records one for every test while debugging.
    trace: traceMode(process.env.PW_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.ok ? chromium.path : undefined,
      args: CHROMIUM_ARGS,
    },
  },
});
