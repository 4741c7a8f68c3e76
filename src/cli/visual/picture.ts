import type { Locator, Page } from 'playwright-core';
import { settle } from './settle';

/** No caret blinking in a focused field, no transition caught half way. */
export const STILL_CSS = '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation-play-state: paused !important; }';

export const PHONE_HEIGHT = 844;
/** Longer lists are cut here: a picture a person can still scroll through. */
const MAX_PICTURE_HEIGHT = 8000;
const MAX_GROWTH_ROUNDS = 6;
/** What masks paint: a colour no screen uses, so a masked region is plain to see. */
export const MASK_COLOUR = '#FF00FF';

/**
 * The whole screen, as tall as its content: the viewport is stretched to the page's height for
 * the picture (a full-page capture of an 844 px viewport would paint the fixed footer and side
 * rail in the middle of the page, where that viewport ends), the screen settles again (images
 * below the first 844 px load only once they are in view) until its height holds, then the
 * viewport is set back.
 */
export async function pictureOfWholeScreen(page: Page, width: number, path: string, isQuiet: () => boolean, mask: Locator[]): Promise<boolean> {
  const contentHeight = () => page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
  let tall = PHONE_HEIGHT;
  let settled = true;
  // What comes into view may bring more (a list's next page, a lobby section drawn on sight): the
  // viewport follows the content until it stops growing.
  for (let round = 0; round < MAX_GROWTH_ROUNDS; round++) {
    const wanted = Math.min(Math.max(await contentHeight(), PHONE_HEIGHT), MAX_PICTURE_HEIGHT);
    if (wanted === tall) break;
    tall = wanted;
    await page.setViewportSize({ width, height: tall });
    settled = await settle(page, isQuiet);
  }
  await page.screenshot({ path, animations: 'disabled', caret: 'hide', mask, maskColor: MASK_COLOUR });
  if (tall !== PHONE_HEIGHT) await page.setViewportSize({ width, height: PHONE_HEIGHT });
  return settled;
}

export class CutOff extends Error {}

/** Runs `work`, or gives up on it after `ms` (the work is left to fail on its own, e.g. when its page closes). */
export async function withinLimit<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const running = work();
  running.catch(() => undefined);
  try {
    return await Promise.race([running, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new CutOff(`cut after ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
