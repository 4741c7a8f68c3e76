import { expect, test } from './fixtures';
import { loginAs, skipHomePopups } from './support';

test.describe('agent home and contracts', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('home asks an agent about each pending contract (cancel / go); the contract page accepts it', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234');
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('您有一份日工资契约待确认。');
    await prompt.getByRole('button', { name: '前往' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const contract = page.locator('main').getByText('Daily salary contract').first();
    await expect(contract).toBeVisible();
    await expect(page.getByText('待确认')).toBeVisible();
    await expect(page.getByText('团队投注满 10000：日工资 88')).toBeVisible();
    await page.getByRole('button', { name: '接受' }).click();
    await expect(page.getByText('已接受')).toBeVisible();
    await expect(page.getByRole('button', { name: '接受' })).toHaveCount(0);

    // Back on home in the same visit: not asked again (the prompts come once a visit, not on every home).
    await page.goto('/m/home');
    await page.waitForLoadState('networkidle');
    await expect(prompt).toHaveCount(0);
    // A later visit only asks about the dividend contract still pending; cancel leaves the member on home.
    await page.evaluate(() => sessionStorage.removeItem('once:contractPrompts'));
    await page.goto('/m/home');
    await expect(prompt).toContainText('您有一份分红契约待确认。');
    await prompt.getByRole('button', { name: '取消' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('members are not asked; non-agents are sent home from /m/agent', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('agent home: greeting, name, balance, team counters, menu, and the notice card marks read', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agent' });
    await expect(page.getByText(/^(早上好|中午好|下午好|晚上好)$/)).toBeVisible();
    await expect(page.getByText('agent01', { exact: true })).toBeVisible();
    await expect(page.getByText('¥56,200.00')).toBeVisible();
    for (const label of ['登录人数', '投注人数', '注册人数', '在线人数']) await expect(page.getByText(label)).toBeVisible();
    await expect(page.getByRole('link', { name: '代理公告' }).or(page.getByRole('link', { name: /代理公告/ })).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '团队总览' })).toHaveAttribute('href', '/m/agent/team/overview');
    await expect(page.getByRole('link', { name: '红包雨' })).toHaveAttribute('href', '/m/redRain');
    await expect(page.getByRole('link', { name: '团队盈亏' })).toHaveAttribute('href', '/m/agent/team/pnl');
    await expect(page.getByRole('link', { name: /代理公告/ })).toContainText('3');
    await page.getByRole('button', { name: /上月代理佣金已结算/ }).click();
    await expect(page.getByRole('link', { name: /代理公告/ })).toContainText('2');
    // Deposit and withdraw go through the real-member gate, which an agent passes.
    await page.locator('main').getByRole('button', { name: '存款' }).click();
    await expect(page).not.toHaveURL(/\/m\/agent$/);
  });

  // /m/agent and the contract pages for every kind of player: a11y-routes.spec.ts.
});
