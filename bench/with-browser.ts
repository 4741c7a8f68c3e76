import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/browser/chromium';
import { startServer } from './start-server';

/**
 * Runs a browser benchmark against a fresh platform: the client built when there is no build, the
 * reference platform on a throwaway data folder, Debian's Chromium; all of it taken down after.
 */
export async function withPlatformAndBrowser(name: string, run: (browser: Browser, base: string) => Promise<void>): Promise<void> {
  const browserPath = resolveChromium();
  if (!browserPath.ok) throw new Error(browserPath.message);
  if (!existsSync('dist/client/index.html')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), `wl-bench-${name}-`));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  try {
    await run(browser, server.base);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Closes the pop-up announcements (they wait for a still player), as a player would. */
export async function dismissNotices(page: Page): Promise<void> {
  const notices = page.getByRole('dialog', { name: '公告' });
  await notices.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (!(await notices.isVisible())) return;
  await page.keyboard.press('Escape');
  await notices.waitFor({ state: 'hidden' });
}
