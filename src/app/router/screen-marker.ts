/**
 * Marks the page with the address whose screen has just been drawn (`<html data-screen-at>`):
 * tools that picture or test screens know that the screen in front of them is the one for the
 * address in the bar, not the previous one still on its way out.
 */
export function markScreenShown(): void {
  document.documentElement.dataset.screenAt = location.pathname + location.search;
}
