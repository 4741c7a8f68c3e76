import { expect, test } from './fixtures';

test.describe('moving parts stop while nobody can see them', () => {
  test('the home banner carousel and the winner ticker pause when scrolled out of view, and go on when back', async ({ page }) => {
    await page.goto('/m/home');
    const carousel = page.locator('.wl-carousel[data-autoplay]').first();
    const ticker = page.locator('.wl-ticker').filter({ has: page.locator('.wl-ticker__track--running') }).first();
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await ticker.scrollIntoViewIfNeeded();
    await expect(ticker).not.toHaveClass(/wl-ticker--unseen/);
    const playState = () => ticker.locator('.wl-ticker__track').evaluate((track) => getComputedStyle(track).animationPlayState);
    expect(await playState()).toBe('running');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(ticker).toHaveClass(/wl-ticker--unseen/);
    expect(await playState()).toBe('paused');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await ticker.scrollIntoViewIfNeeded();
    await expect(ticker).not.toHaveClass(/wl-ticker--unseen/);
    expect(await playState()).toBe('running');
  });

  test("a lobby carousel far below the fold starts swiping only once it comes into view; the banner's starts on its own", async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('.wl-carousel[data-autoplay]').first()).toHaveAttribute('data-swipe', 'ready');
    // The sports category's games: far below the first screen on a phone.
    const lowest = page.locator('#game-area .wl-carousel[aria-label="体育"]');
    await expect(lowest).toHaveAttribute('data-swipe', 'waiting');
    expect(await lowest.evaluate((box) => box.getBoundingClientRect().top)).toBeGreaterThan(page.viewportSize()!.height);
    await lowest.scrollIntoViewIfNeeded();
    await expect(lowest).toHaveAttribute('data-swipe', 'ready');
  });
});
