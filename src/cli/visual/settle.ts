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
 * skeleton or is busy (a captcha picture still coming included), no call has been in flight for a moment, the fonts are in and every image
 * in view has loaded (or failed). Gives up after 10 s, answering false: the picture is taken as it is.
 */
export async function settle(page: Page, isQuiet: () => boolean): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await page.locator('main').waitFor({ timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  while (Date.now() < deadline) {
    const ready = await page.evaluate(async () => {
      await document.fonts.ready;
      // Loaded is not yet painted: a picture taken mid-decode shades an icon differently.
      await Promise.all([...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.decode().catch(() => undefined)));
      // A deferred stack in view is about to draw its children (StackView).
      const deferred = [...document.querySelectorAll('[data-deferred]')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      });
      // The screen drawn is the one for the address in the bar (ScreenRoute marks it), not the one before.
      const arrived = document.documentElement.dataset.screenAt === location.pathname + location.search;
      // A captcha still on its way shows the refresh icon in a narrower box than its picture (which
      // the matrix masks): the picture waits for it, or for the 10 s limit when it never comes.
      const captchaComing = document.querySelector('.wl-captcha__image:not(:has(img))');
      const busy = !arrived || deferred || captchaComing || document.querySelector('main [aria-busy="true"], .wl-skeleton');
      // A lazy image out of view does not load (and is not in the picture) until the view reaches
      // it. (No named helper here: the tool running this file would wrap it in a function the page
      // does not have.)
      const images = [...document.images].every((image) => {
        if (image.complete) return true;
        const box = image.getBoundingClientRect();
        return image.loading === 'lazy' && !(box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth);
      });
      return !busy && images;
    });
    if (ready && isQuiet()) return true;
    await page.waitForTimeout(40);
  }
  return false;
}
