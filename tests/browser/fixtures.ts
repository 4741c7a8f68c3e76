import { test as base, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_TOKEN } from './support';

/** The first worker's port; worker n (its parallel slot) serves on BASE_PORT + n. */
const BASE_PORT = Number(process.env.TEST_PORT ?? 18080);
const STARTUP_MS = 90_000;

interface Platform {
  url: string;
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the platform exited (${server.exitCode}) before it was up:\n${log()}`);
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the platform did not answer at ${url} within ${STARTUP_MS / 1000} s:\n${log()}`);
}

/**
 * One reference platform per worker, on its own port and its own freshly seeded data folder, so
 * workers run spec files side by side without seeing each other's switches, members or rounds.
 * Tests reach it through `baseURL` (page.goto('/m/home'), request.get('/wps/…')).
 */
export const test = base.extend<object, { platform: Platform }>({
  platform: [
    async ({}, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const dataDir = process.env.TEST_DATA_DIR ? join(process.env.TEST_DATA_DIR, String(workerInfo.parallelIndex)) : mkdtempSync(join(tmpdir(), 'wl-browser-'));
      let output = '';
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        // The browser tests check what a guest's first screen carries, not how fast a busy test
        // machine answers: its in-process calls may take longer than the 400 ms a phone is kept
        // waiting (tests/server/static/page-data.test.ts covers that budget).
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_TOKEN, OPS_TEST_HOOKS: '1', PAGE_DATA_BUDGET_MS: '3000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8000);
      };
      server.stdout?.on('data', keep);
      server.stderr?.on('data', keep);
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(url, server, () => output);
        // The demo merchant asks for slider verification; the flows tested elsewhere are about their
        // own steps, so it is off here, and slider.spec.ts turns it on for its tests.
        const off = await fetch(`${url}/ops/whitelabel`, {
          method: 'PATCH', headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ SLIDERVERF3: false }),
        });
        if (!off.ok) throw new Error(`could not switch slider verification off: ${off.status}`);
        await use({ url });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
        if (!process.env.TEST_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: STARTUP_MS + 10_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Route } from '@playwright/test';
