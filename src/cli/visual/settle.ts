import type { Page } from 'playwright-core';

/** How long no request may have been in flight before a screen counts as having what it shows. */
const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 10_000;

/** Follows the page's requests as they start and end; answers whether the network has been quiet a moment. */
export function trackRequests(page: Page): () => boolean {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => inFlight === 0 && Date.now() - lastChange >= QUIET_MS;
}

/**
 * Until the screen is what a player would look at: its main part is there, nothing shows a
 * skeleton or is busy, no call has been in flight for a moment, the fonts are in and every image
 * has loaded (or failed). Gives up after 10 s and takes the picture as it is.
 */
export async function settle(page: Page, isQuiet: () => boolean): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await page.locator('main').waitFor({ timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  while (Date.now() < deadline) {
    const ready = await page.evaluate(async () => {
      await document.fonts.ready;
      const busy = document.querySelector('main [aria-busy="true"], .wl-skeleton');
      const images = [...document.images].every((image) => image.complete);
      return !busy && images;
    });
    if (ready && isQuiet()) return;
    await page.waitForTimeout(40);
  }
}
