import { expect, test } from './fixtures';
import { loginAs, skipHomePopups, toast } from './support';

test.describe('invite friends', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('the footer entry opens the member\'s code and link; copying says "copied" and puts the link on the clipboard', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, request, 'demo', 'demo1234');
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '邀请' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    const link = page.locator('#invite-link');
    await expect(link).toContainText('/m/register?affiliateCode=');
    const url = (await link.locator('.wl-text').nth(1).textContent())!.trim();
    const code = (await page.locator('#invite-code .wl-text').nth(1).textContent())!.trim();
    expect(url).toContain(`affiliateCode=${code}`);
    await link.getByRole('button', { name: '复制链接' }).click();
    await expect(toast(page, '已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The link works: a visitor opening it registers without typing an invitation code.
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(url).pathname + new URL(url).search);
    await expect(page.locator('main input[name="username"]')).toBeVisible();
    await expect(page.locator('main input[name="affiliateCode"]')).toHaveCount(0);
  });

  test('a visitor is sent to login; a trial account reads the refusal', async ({ page, request }) => {
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/inviteFriends' });
    await expect(page.getByText('请登录真实账号使用此功能')).toBeVisible();
    await expect(page.getByRole('button', { name: '复制链接' })).toHaveCount(0);
  });
});
