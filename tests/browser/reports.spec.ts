import { expect, test, type Page } from './fixtures';
import { loginAs, ops, seriousA11yViolations, skipHomePopups } from './support';

/** Betting record, profit and loss, and the agent's team betting, team profit and loss and team rebate income. */
const MEMBER_PATHS = ['/m/gameRecord', '/m/profitandloss'];
const AGENT_PATHS = ['/m/teamBetting', '/m/agent/team/pnl', '/m/member/teamRebate'];

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const summaryFigure = (page: Page, label: string) => page.locator('main .wl-card').filter({ hasText: '本期汇总' }).getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');

test.describe('reports', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));
  // Each test signs in and walks several screens: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('betting record: from the member pop-up; newest first with summary, game type and period filters, load more', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.getByRole('button', { name: /Demo Player/ }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: '投注记录' }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    const bets = list(page, '投注记录');
    await expect(bets.getByRole('listitem').first()).toContainText('有效投注');
    await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/统计日期：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/)).toBeVisible();
    // A loss reads red with its minus sign, a win green with a plus.
    await expect(bets.locator('.wl-text--negative').first()).toHaveText(/^-[\d,]+\.\d\d$/);

    // Thirty days: more than a page; load more adds the next 20 and counts them.
    const asked = page.waitForRequest((r) => r.url().includes('/wps/report/bets') && r.url().includes('period=last30'));
    await page.getByRole('button', { name: '近 30 天' }).click();
    await asked;
    const more = page.getByRole('button', { name: /加载更多/ });
    await expect(more).toContainText(/20\/\d+/);
    await more.click();
    await expect(bets.getByRole('listitem')).toHaveCount(40);
    const total = Number((await summaryFigure(page, '注单数').textContent()) ?? '0');
    expect(total).toBeGreaterThan(40);

    // Slots only: every bet shown is a slot, and the count follows.
    await page.getByRole('list', { name: '游戏类型' }).getByRole('button', { name: '电子', exact: true }).click();
    await expect(bets.getByRole('listitem').first()).toContainText('电子');
    const rows = await bets.getByRole('listitem').allTextContents();
    for (const row of rows) expect(row).toContain('电子');
    await expect(summaryFigure(page, '注单数')).not.toHaveText(String(total));

    // Custom days: both pickers, limited to the last 60 days; an inverted range asks nothing.
    const custom = page.waitForRequest((r) => r.url().includes('/wps/report/bets') && r.url().includes('period=custom'));
    await page.getByRole('button', { name: '自定义' }).click();
    await custom;
    const start = page.locator('main input[name="start"]');
    await expect(start).toHaveAttribute('min', /\d{4}-\d{2}-\d{2}/);
    let sent = 0;
    page.on('request', (r) => { if (r.url().includes('/wps/report/bets')) sent += 1; });
    await start.fill('2099-01-01');
    await expect(page.getByText('开始日期不能晚于结束日期。')).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
  });

  test('profit and loss agrees with the betting record of the same period', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/gameRecord' });
    await page.getByRole('button', { name: '近 30 天' }).click();
    await expect(page.getByText(/统计日期/)).toBeVisible();
    const winLoss = (await summaryFigure(page, '输赢').textContent())!;
    const valid = (await summaryFigure(page, '有效投注').textContent())!;
    expect(winLoss).toMatch(/^[+-]?[\d,]+\.\d\d$/);

    await page.goto('/m/profitandloss');
    await page.getByRole('button', { name: '近 30 天' }).click();
    const betting = page.locator('main .wl-card').filter({ hasText: '派彩' });
    await expect(betting.getByText(valid, { exact: true })).toBeVisible();
    await expect(betting.getByText(winLoss, { exact: true })).toBeVisible();
    // Deposits and the bonus they carried come from the account records; the rule is spelled out.
    const funds = page.locator('main .wl-card').filter({ hasText: '资金' });
    await expect(funds).toContainText(/存款红利 [1-9][\d,]*\.\d\d/);
    await expect(page.getByText('盈利 = 输赢 + 红利 + 返水').first()).toBeVisible();
    await expect(list(page, '按游戏类型').getByRole('listitem').filter({ hasText: '真人' })).toBeVisible();
  });

  test('a failed report says so and comes back with retry', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.route('**/wps/report/profitLoss**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"errorCode":"unknown","message":"Unknown error"}' }));
    await page.goto('/m/profitandloss');
    await expect(page.getByText('报表加载失败')).toBeVisible();
    await page.unroute('**/wps/report/profitLoss**');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('盈利 = 输赢 + 红利 + 返水').first()).toBeVisible();
    await expect(page.getByText('报表加载失败')).toHaveCount(0);
  });

  test('a guest goes to login; a trial account is asked to register and nothing is asked of the server', async ({ page, request }) => {
    for (const path of MEMBER_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    }
    await loginAs(page, request, 'trial01', 'trial1234');
    let asked = 0;
    page.on('request', (r) => { if (r.url().includes('/wps/report/')) asked += 1; });
    for (const path of MEMBER_PATHS) {
      await page.goto(path);
      await expect(page.getByText(/仅对真实账号开放/)).toBeVisible();
      await expect(page.getByRole('button', { name: '立即注册' })).toBeVisible();
    }
    expect(asked).toBe(0);
    for (const path of AGENT_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/home$/);
    }
  });

  test('team betting: from the agent grid; the team\'s bets with their member, a search and direct members', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agent' });
    await page.getByRole('link', { name: '团队投注' }).click();
    await expect(page).toHaveURL(/\/m\/teamBetting$/);
    const bets = list(page, '团队投注');
    await expect(bets.getByRole('listitem').first()).toContainText(/会员：/);
    await page.getByRole('button', { name: '近 30 天' }).click();
    await page.getByRole('searchbox', { name: '搜索成员用户名' }).fill('player04');
    await page.keyboard.press('Enter');
    await expect(bets.getByRole('listitem').first()).toContainText('会员：player04');
    for (const row of await bets.getByRole('listitem').allTextContents()) expect(row).toContain('player04');
    // player04 is agent02's member: not a direct member of agent01.
    await page.getByRole('tab', { name: '直属成员' }).click();
    await expect(page.getByText('该时段没有投注记录')).toBeVisible();
  });

  test('team profit and loss: totals on top, each member below; team rebate income by day with its rates', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agent' });
    await page.getByRole('link', { name: '团队盈亏' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
    // Six seeded members; another spec may have registered more through agent01's link (all direct).
    const teamCount = page.getByText(/^共 \d+ 名成员$/);
    await expect(teamCount).toBeVisible();
    const team = Number((await teamCount.textContent())?.match(/\d+/)?.[0]);
    expect(team).toBeGreaterThanOrEqual(6);
    const members = list(page, '团队盈亏');
    await expect(members.getByRole('listitem')).toHaveCount(Math.min(team, 20));
    await expect(members.getByRole('listitem').filter({ hasText: 'player04' })).toContainText('第 2 级');
    await page.getByRole('tab', { name: '直属成员' }).click();
    // player04 is the only member below another agent.
    await expect(page.getByText(`共 ${team - 1} 名成员`)).toBeVisible();
    await expect(members.getByRole('listitem').filter({ hasText: 'player04' })).toHaveCount(0);

    await page.goto('/m/agent');
    await page.getByRole('link', { name: '团队返点收入' }).click();
    await expect(page).toHaveURL(/\/m\/member\/teamRebate$/);
    await page.getByRole('button', { name: '近 30 天' }).click();
    const days = list(page, '每日明细');
    await expect(days.getByRole('listitem').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(days.getByRole('listitem').first()).toContainText(/有效投注 [\d,]+\.\d\d × [\d.]+%/);
    await expect(page.getByText(/我的返点：电子 1.2%/)).toBeVisible();
    await page.getByRole('button', { name: '返点设置' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/agentRebeat$/);
  });

  test('menu entries follow their switches: betting record (TRANSBETREPMEM3), profit and loss (PNL3)', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agent' });
    await expect(page.getByRole('link', { name: '团队盈亏' })).toBeVisible();
    await ops(request, 'PATCH', '/ops/whitelabel', { TRANSBETREPMEM3: false, PNL3: false });
    try {
      await page.reload();
      await expect(page.getByRole('link', { name: '团队投注' })).toBeVisible();
      await expect(page.getByRole('link', { name: '团队盈亏' })).toHaveCount(0);
      await page.goto('/m/member/home');
      await expect(page.getByRole('link', { name: '账户记录' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: '投注记录' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: '盈亏报表' })).toHaveCount(0);
    } finally {
      await ops(request, 'PATCH', '/ops/whitelabel', { TRANSBETREPMEM3: true, PNL3: true });
    }
    await page.reload();
    await expect(page.getByRole('link', { name: '投注记录' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '盈亏报表' }).first()).toBeVisible();
  });

  for (const [who, user, password, paths] of [['member', 'demo', 'demo1234', MEMBER_PATHS], ['agent', 'agent01', 'agent1234', AGENT_PATHS]] as const) {
    test(`in English at 320 px the ${who}'s reports read in English, fit, and have no serious axe violations`, async ({ browser, request }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, locale: 'zh-CN', bypassCSP: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await skipHomePopups(page);
      await loginAs(page, request, user, password);
      await page.evaluate(() => localStorage.setItem('language', 'EN'));
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
        await expect(page.getByText(/\(UTC days\)/).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
        expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
      }
      await context.close();
    });
  }
});
