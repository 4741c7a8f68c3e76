import { expect, test } from './fixtures';
import { loginAs, seriousA11yViolations } from './support';

// axe is injected into the page: the app's CSP would refuse it otherwise.
test.use({ bypassCSP: true });

test.describe('no serious accessibility problems', () => {
  for (const path of ['/m/home', '/m/help?i=0', '/m/notice?index=0', '/m/login', '/m/slot-games', '/m/hot-games']) {
    test(`${path} as a guest`, async ({ page }) => {
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('/m/feedback as a member', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.goto('/m/feedback');
    await page.getByRole('button', { name: '确认提交' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
