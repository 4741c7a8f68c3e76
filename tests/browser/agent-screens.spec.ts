import { expect, test, type Page } from './fixtures';
import { field, fresh, openRegister } from './accounts-support';
import { loginAs, seriousA11yViolations, skipHomePopups } from './support';

/** The agent screens built from layouts: open account, team overview, team list, rebates, dividend. */
const AGENT_PATHS = ['/m/agentRegister', '/m/agent/team/overview', '/m/member/team', '/m/member/agent/agentRebeat', '/m/member/agent/agentDivident'];

const main = (page: Page) => page.locator('main');
const listItem = (page: Page, list: string, text: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

test.describe('agent screens', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('a guest and a plain member are sent home from every agent screen', async ({ page, request }) => {
    // Ten cold page loads of the heaviest screen (home): more than the default time on a busy machine.
    test.slow();
    for (const path of AGENT_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/home$/);
    }
    await loginAs(page, request, 'demo', 'demo1234');
    for (const path of AGENT_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/home$/);
    }
  });

  test('open account: quotas, a new sign-up link, and the player who registers through it joins the team', async ({ page, request, browser }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agentRegister' });
    const quotas = page.getByRole('list', { name: '开户额度' });
    const memberQuota = quotas.getByRole('listitem').filter({ hasText: '会员' });
    const usedBefore = await memberQuota.getByText(/已开 \d+ \/ 共 50/).textContent();
    const used = Number(/已开 (\d+)/.exec(usedBefore ?? '')?.[1]);
    await expect(memberQuota).toContainText(String(50 - used));
    await expect(quotas.getByRole('listitem').filter({ hasText: '代理' })).toContainText('已开 1 / 共 5');

    const links = page.getByRole('list', { name: '我的开户链接' });
    const before = await links.getByRole('listitem').count();
    await expect(page.getByText(`已创建 ${before}/10 个链接`)).toBeVisible();
    // A domain that is no domain is refused on its field before anything is sent.
    await field(page, 'domain').fill('not a domain');
    await page.getByRole('button', { name: '生成新链接' }).click();
    await expect(page.getByText('请输入正确的域名，例如 play.example.com')).toBeVisible();
    await field(page, 'domain').fill('');
    await page.getByRole('button', { name: '生成新链接' }).click();
    await expect(page.getByText('新链接已生成')).toBeVisible();
    await expect(links.getByRole('listitem')).toHaveCount(before + 1);
    await expect(page.getByText(`已创建 ${before + 1}/10 个链接`)).toBeVisible();
    const newest = (await links.getByRole('listitem').last().getByText(/\/m\/register\?affiliateCode=/).textContent())!.trim();
    expect(newest).not.toContain('AGENT01X');

    // A new player opens the link in their own browser and registers.
    const { username } = fresh('t');
    const guest = await browser.newContext();
    const player = await guest.newPage();
    const answer = await openRegister(player, request, new URL(newest).pathname + new URL(newest).search);
    await expect(field(player, 'affiliateCode')).toHaveCount(0);
    await field(player, 'username').fill(username);
    await field(player, 'password').fill('abc12345');
    await field(player, 'confirmPassword').fill('abc12345');
    await field(player, 'captcha').fill(answer);
    await player.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(player).toHaveURL(/\/m\/home$/);
    await guest.close();

    // The agent sees the quota used and the new member in the team list, as a direct member.
    await page.reload();
    await expect(memberQuota).toContainText(`已开 ${used + 1} / 共 50`);
    await page.getByRole('link', { name: '查看团队' }).click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await page.getByRole('tab', { name: '直属成员' }).click();
    const row = listItem(page, '团队管理', username);
    await expect(row).toBeVisible();
    await expect(row).toContainText('第 1 级');
    await expect(row).toContainText('会员');
  });

  test('team overview shows the counters the server answers for each period and a chosen range', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234');
    const kpiOf = (path: RegExp) =>
      page
        .waitForResponse((r) => path.test(new URL(r.url()).pathname + new URL(r.url()).search) && r.ok())
        .then(async (r) => (await r.json()) as { value: { startDate?: string; endDate?: string; footer: Record<string, number> } });
    const tiles = page.getByRole('list', { name: '团队数据' });
    const expectTiles = async (footer: Record<string, number>) => {
      const labels: Record<string, string> = { teamLoginMemberCount: '登录人数', teamBetMemberCount: '投注人数', teamRegisterMemberCount: '注册人数', teamOnlineCount: '在线人数' };
      for (const [key, label] of Object.entries(labels)) {
        await expect(tiles.getByRole('listitem').filter({ hasText: label })).toContainText(String(footer[key]));
      }
    };
    const today = kpiOf(/\/wps\/agent\/team\/kpi\/A$/);
    const team = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/subordinates' && !new URL(r.url()).searchParams.has('level'));
    await page.goto('/m/agent/team/overview');
    const a = (await today).value;
    await expectTiles(a.footer);
    await expect(page.getByText(`统计区间：${a.startDate} 至 ${a.endDate}`)).toBeVisible();
    const total = ((await (await team).json()) as { value: { totalCount: number } }).value.totalCount;
    await expect(main(page).getByText('团队总人数').locator('..')).toContainText(String(total));

    const month = kpiOf(/\/wps\/agent\/team\/kpi\/C$/);
    await page.getByRole('tab', { name: '本月' }).click();
    const c = (await month).value;
    await expectTiles(c.footer);
    await expect(page.getByText(`统计区间：${c.startDate} 至 ${c.endDate}`)).toBeVisible();

    // A chosen range asks for exactly those days.
    const range = kpiOf(/\/wps\/agent\/team\/kpi\?startDate=2020-01-01&endDate=2020-01-31/);
    await page.getByRole('tab', { name: '自定义' }).click();
    await page.getByLabel('开始日期').fill('2020-01-01');
    await page.getByLabel('结束日期').fill('2020-01-31');
    await expectTiles((await range).value.footer);
  });

  test('team list: scope, search, a member\'s details, and a transfer to a direct member', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/team' });
    const list = page.getByRole('list', { name: '团队管理' });
    // player04 belongs to the sub-agent: in the whole team (level 2), not among the direct members.
    await expect(listItem(page, '团队管理', 'player04')).toContainText('第 2 级');
    await page.getByRole('tab', { name: '直属成员' }).click();
    await expect(listItem(page, '团队管理', 'player04')).toHaveCount(0);
    await expect(listItem(page, '团队管理', 'agent02')).toContainText('代理');

    await page.getByRole('searchbox', { name: '搜索成员用户名' }).or(page.getByRole('textbox', { name: '搜索成员用户名' })).fill('player0');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('searchbox', { name: '搜索成员用户名' }).or(page.getByRole('textbox', { name: '搜索成员用户名' })).fill('nobody-here');
    await page.keyboard.press('Enter');
    await expect(page.getByText('没有找到匹配的成员。')).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索成员用户名' }).or(page.getByRole('textbox', { name: '搜索成员用户名' })).fill('player02');
    await page.keyboard.press('Enter');

    const row = listItem(page, '团队管理', 'player02');
    await expect(row).toContainText('200.00');
    await row.getByRole('button', { name: '详情' }).click();
    await expect(row.getByText('从未登录')).toBeVisible();
    await expect(row.getByText('离线')).toBeVisible();
    await expect(row.getByText('agent01')).toBeVisible();

    // More than the balance is refused on the field; a fair amount goes after a confirmation.
    await row.getByLabel('转账金额').fill('99999999');
    await row.getByRole('button', { name: '确认转账' }).click();
    await expect(row.getByText('余额不足')).toBeVisible();
    await row.getByLabel('转账金额').fill('25.50');
    await row.getByRole('button', { name: '确认转账' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('确定从您的余额转出 25.50 给 player02 吗？');
    await dialog.getByRole('button').last().click();
    await expect(page.getByText('转账成功')).toBeVisible();
    await expect(row).toContainText('225.50');
    await expect(page.getByText('¥56,174.50').first()).toBeVisible();
  });

  test('rebate settings: a direct member\'s rate is kept after a reload, and never above the agent\'s own', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/agent/agentRebeat' });
    const own = page.getByRole('list', { name: '我的返点' });
    await expect(own.getByRole('listitem').filter({ hasText: '电子' })).toContainText('1.20%');
    const demo = listItem(page, '直属成员返点', 'demo');
    await expect(demo).toContainText('0.60%');
    await demo.getByRole('button', { name: '修改' }).click();
    const slots = demo.getByRole('textbox', { name: '电子' });
    await expect(slots).toHaveValue('0.6');

    let sent = 0;
    page.on('request', (r) => { if (r.url().includes('/wps/agent/updateDownlineRebates')) sent += 1; });
    await slots.fill('2');
    await demo.getByRole('button', { name: '保存' }).click();
    await expect(demo.getByText('不能高于您自己的返点')).toBeVisible();
    expect(sent).toBe(0);

    await slots.fill('0.85');
    await demo.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('返点已保存')).toBeVisible();
    expect(sent).toBe(1);
    await page.reload();
    await expect(listItem(page, '直属成员返点', 'demo')).toContainText('0.85%');
    // The team list shows the same rate in the member's details.
    await page.goto('/m/member/team');
    const row = listItem(page, '团队管理', 'demo');
    await row.getByRole('button', { name: '详情' }).click();
    await expect(row.getByText('0.85%')).toBeVisible();
  });

  test('dividend: the contract with its tiers, and a pending one leads to the contract page', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/agent/agentDivident' });
    const card = listItem(page, '分红', 'Dividend contract');
    await expect(card).toContainText('结算周期：每半月');
    await expect(card).toContainText('团队盈利满 20,000：分红 10%');
    await expect(card).toContainText('待确认');
    await card.getByRole('button', { name: '去确认' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
  });

  test('in English the screens read in English', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    await page.goto('/m/agent/team/overview');
    await expect(page.getByRole('tab', { name: 'Month' })).toBeVisible();
    await page.goto('/m/member/agent/agentRebeat');
    await expect(page.getByText('My rebate rates')).toBeVisible();
    await expect(page.getByText(/t:team_/)).toHaveCount(0);
  });

  test.describe('accessibility', () => {
    test.use({ bypassCSP: true });
    test("a member's details and the rebate form, open, have no serious axe violations", async ({ page, request }) => {
      // The agent screens as they first show, for every kind of player: a11y-routes.spec.ts.
      await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/team' });
      await listItem(page, '团队管理', 'player01').getByRole('button', { name: '详情' }).click();
      await expect(page.getByText('最后登录')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto('/m/member/agent/agentRebeat');
      await listItem(page, '直属成员返点', 'player01').getByRole('button', { name: '修改' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
