import { expect, test } from './fixtures';
import { arriveWithoutPageData } from './support';

test.describe('pop-ups never steal a tap', () => {
  test('pop-up announcements that arrive while a finger is down wait until it lifts and the player is still', async ({ page }) => {
    // The announcements answer only when the test says so: after the player has started a touch.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The guest's first screen may carry the answer in the page itself: here it comes over the network.
    await arriveWithoutPageData(page);
    await page.route((url) => url.pathname === '/wps/announcements', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home');
    const search = page.locator('main').getByRole('searchbox').first();
    await expect(search).toBeVisible();
    const box = (await search.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const arrived = page.waitForResponse((res) => new URL(res.url()).pathname === '/wps/announcements');
    answer();
    await arrived;
    const popups = page.getByRole('dialog', { name: '公告' });
    // Nothing to wait for here: the point is that nothing appears while the finger stays down.
    await page.waitForTimeout(800);
    await expect(popups).toHaveCount(0);
    await page.mouse.up();
    await expect(popups).toBeVisible();
  });
});
