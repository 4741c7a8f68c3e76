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
});
