import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { newMember } from './accounts-support';
import { arriveWithoutPageData, loginAs, ops, seriousA11yViolations, skipHomePopups, toast } from './support';

/** The VIP room, the reward centre and the point mall, as a guest, a member, a trial account and an agent. */
const main = (page: Page) => page.locator('main');
const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const row = (page: Page, listName: string, text: string | RegExp) => list(page, listName).getByRole('listitem').filter({ hasText: text });
/** Opens the member pop-up from the header's member block (named by the display name). */
const openPopup = async (page: Page, name: string) => {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  return page.getByRole('dialog', { name: '会员信息' });
};
const openLeftPanel = async (page: Page) => {
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  return page.getByRole('dialog', { name: '导航菜单' });
};
/** Fails every call to that path with a 500 until the returned function is called. */
async function failCalls(page: Page, path: string): Promise<() => void> {
  let failing = true;
  await page.route((url) => url.pathname === path, (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));
  return () => {
    failing = false;
  };
}
const setSwitch = (request: APIRequestContext, code: string, on: boolean) => ops(request, 'PATCH', '/ops/whitelabel', { [code]: on });

// Each test walks a whole flow as a player would, several accounts in a row: on a shared two-core
// machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

// Tests below switch the areas off; whatever happens, the next test (and spec) finds them on again.
test.afterEach(async ({ request }) => {
  await ops(request, 'PATCH', '/ops/whitelabel', { VIPBENEFITS3: true, REWCEN3: true, PTSYS3: true });
});

test.describe('VIP room', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('a guest reaches it from the side menu, browses the levels and is asked to log in or sign up', async ({ page }) => {
    await page.goto('/m/home');
    await (await openLeftPanel(page)).getByRole('link', { name: /VIP 俱乐部/ }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(main(page).getByText('加入 VIP 俱乐部')).toBeVisible();
    const levels = list(page, 'VIP 等级');
    await expect(levels.getByRole('listitem')).toHaveCount(8);
    await expect(levels.getByRole('button', { name: 'VIP 1' })).toHaveAttribute('aria-pressed', 'true');
    await levels.getByRole('button', { name: 'VIP 4' }).click();
    const requirements = list(page, '晋级条件');
    await expect(requirements.getByRole('listitem').filter({ hasText: '累计存款' })).toContainText('50,000.00');
    await expect(requirements.getByRole('listitem').filter({ hasText: '累计有效投注' })).toContainText('200,000.00');
    const benefits = list(page, '专属特权');
    await expect(benefits.getByRole('listitem').filter({ hasText: '晋级礼金' })).toContainText('288.00');
    await expect(benefits.getByRole('listitem').filter({ hasText: '返水比例' })).toContainText('0.60%');
    await expect(benefits.getByRole('listitem').filter({ hasText: '每日提款次数' })).toContainText('8 次');
    await main(page).getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });

  test('a member sees their level, the pop-up\'s progress and what each requirement still needs', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    const popup = await openPopup(page, 'Demo Player');
    await expect(popup.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await popup.getByRole('link', { name: 'VIP 特权' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    const status = main(page).locator('.wl-card').first();
    await expect(status).toContainText('当前等级');
    await expect(status).toContainText('VIP 3');
    await expect(status).toContainText('距离 VIP 4');
    await expect(status.getByRole('progressbar', { name: '升级进度' })).toHaveAttribute('aria-valuenow', '60');
    await expect(status.getByRole('progressbar', { name: '累计存款' })).toHaveAttribute('aria-valuenow', '76');
    await expect(status.getByRole('progressbar', { name: '累计有效投注' })).toHaveAttribute('aria-valuenow', '44');
    await expect(status).toContainText('38,000.00 / 50,000.00');
    await expect(status).toContainText('还差 112,000.00');
    // The member's own level is chosen and marked; levels below it are reached.
    await expect(list(page, 'VIP 等级').getByRole('button', { name: 'VIP 3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByText('您的当前等级')).toBeVisible();
    await expect(main(page).getByText('加入 VIP 俱乐部')).toHaveCount(0);
    // The side menu's VIP room tile carries the club label.
    await expect((await openLeftPanel(page)).getByRole('link', { name: /VIP 俱乐部/ })).toContainText('VIP 3');
  });

  test('an agent sees its own level; a trial account is asked to register and never asks for a status', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/benefits' });
    await expect(main(page)).toContainText('距离 VIP 6');
    await expect(main(page).getByRole('progressbar', { name: '升级进度' })).toHaveAttribute('aria-valuenow', '50');

    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/vip/status') statusCalls.push(r.url());
    });
    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/member/benefits' });
    await expect(main(page).getByText('试玩账号不参与 VIP 等级')).toBeVisible();
    await expect(list(page, 'VIP 等级').getByRole('listitem')).toHaveCount(8);
    await main(page).getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    expect(statusCalls).toEqual([]);
  });

  test('with VIP benefits off the entries go for members (guests keep the tile) and the room says it is closed', async ({ page, request }) => {
    await setSwitch(request, 'VIPBENEFITS3', false);
    try {
      await page.goto('/m/home');
      await expect((await openLeftPanel(page)).getByRole('link', { name: /VIP 俱乐部/ })).toBeVisible();
      await loginAs(page, request, 'demo', 'demo1234');
      const popup = await openPopup(page, 'Demo Player');
      await expect(popup.getByRole('link', { name: '奖励中心' })).toBeVisible();
      await expect(popup.getByRole('link', { name: 'VIP 特权' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect((await openLeftPanel(page)).getByRole('link', { name: /VIP 俱乐部/ })).toHaveCount(0);
      await page.goto('/m/member/benefits');
      await expect(main(page).getByText('VIP 俱乐部暂未开放')).toBeVisible();
      await expect(list(page, 'VIP 等级')).toHaveCount(0);
    } finally {
      await setSwitch(request, 'VIPBENEFITS3', true);
    }
  });

  test('a failed level list says so and retries', async ({ page }) => {
    await arriveWithoutPageData(page);
    const recover = await failCalls(page, '/wps/vip/levels');
    await page.goto('/m/member/benefits');
    await expect(main(page).getByText('等级列表加载失败')).toBeVisible();
    recover();
    await main(page).getByRole('button', { name: '重试' }).click();
    await expect(list(page, 'VIP 等级').getByRole('listitem')).toHaveCount(8);
  });
});

/** A new member with rewards issued by the operator, signed in on home. */
async function memberWithRewards(page: Page, request: APIRequestContext): Promise<string> {
  const username = await newMember(page, request, 100);
  const promotions = (await (await request.get('/wps/promotions')).json()) as { value: { list: { id: number; title: string }[] } };
  const fishing = promotions.value.list.find((p) => p.title === 'Fishing Frenzy Jackpot')!;
  await ops(request, 'POST', `/ops/members/${username}/rewards`, { source: 'rebate', amount: 12.5, detail: 'VIP 1 · 0.30%', expiresInDays: 2 });
  await ops(request, 'POST', `/ops/members/${username}/rewards`, { source: 'promotion', amount: 66, detail: 'Fishing Frenzy Jackpot', promotionId: fishing.id, turnoverMultiple: 1, expiresInDays: 5 });
  await ops(request, 'POST', `/ops/members/${username}/rewards`, { source: 'birthday', amount: 18, detail: 'VIP 1' });
  return username;
}

test.describe('reward centre', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('a member claims a reward into the wallet, the header balance follows, then claims the rest at once', async ({ page, request }) => {
    const username = await memberWithRewards(page, request);
    const popup = await openPopup(page, username);
    await expect(popup.locator('output')).toHaveText('¥100.00');
    await popup.getByRole('link', { name: '奖励中心' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    const summary = main(page).locator('.wl-card').first();
    await expect(summary).toContainText('96.50');
    await expect(summary).toContainText('共 3 笔');
    // Soonest to expire first; a promotion prize links to its promotion.
    const rewards = list(page, '奖励明细');
    await expect(rewards.getByRole('listitem').first()).toContainText('返水');
    await expect(rewards.getByRole('listitem').nth(1)).toContainText('Fishing Frenzy Jackpot');
    await expect(rewards.getByRole('listitem').nth(1)).toContainText('1 倍流水');
    await expect(rewards.getByRole('listitem').nth(2)).toContainText('长期有效');

    // From here the balance can only come from the claim's answer.
    await page.route((url) => url.pathname === '/wps/wallets/gcs', (route) => route.abort());
    await rewards.getByRole('listitem').first().getByRole('button', { name: '领取' }).click();
    await expect(toast(page, '12.50 已存入钱包')).toBeVisible();
    await expect(rewards.getByRole('listitem')).toHaveCount(2);
    await expect(summary).toContainText('累计已领取');
    await expect(summary).toContainText('12.50');
    await expect((await openPopup(page, username)).locator('output')).toHaveText('¥112.50');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: '已领取' }).click();
    await expect(rewards.getByRole('listitem')).toHaveCount(1);
    await expect(rewards.getByRole('listitem').first()).toContainText('已到账');

    await page.getByRole('tab', { name: '待领取' }).click();
    await main(page).getByRole('button', { name: '一键领取' }).click();
    await expect(toast(page, '已领取 2 笔奖励，共 84.00 已存入钱包')).toBeVisible();
    await expect(main(page).getByText('暂无待领取的奖励')).toBeVisible();
    await expect(main(page).getByRole('button', { name: '一键领取' })).toHaveCount(0);
    await expect((await openPopup(page, username)).locator('output')).toHaveText('¥196.50');
    await page.keyboard.press('Escape');
    await page.unrouteAll();

    // The promotion it paid now reads claimed, and the account record explains the balance.
    await page.getByRole('tab', { name: '已领取' }).click();
    await rewards.getByRole('listitem').filter({ hasText: 'Fishing Frenzy Jackpot' }).getByRole('link', { name: '查看活动' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(main(page).getByText('已领取').first()).toBeVisible();
    await page.goto('/m/transaction/record');
    await expect(list(page, '账户记录').getByRole('listitem').first()).toContainText('红利');
  });

  test('demo\'s history: three to claim, six received, two expired that cannot be claimed', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.getByRole('button', { name: '打开个人菜单' }).click();
    await page.getByRole('dialog', { name: '个人菜单' }).getByRole('link', { name: '奖励中心' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    const rewards = list(page, '奖励明细');
    await expect(rewards.getByRole('listitem')).toHaveCount(3);
    await expect(main(page).locator('.wl-card').first()).toContainText('429.80');
    await page.getByRole('tab', { name: '已领取' }).click();
    await expect(rewards.getByRole('listitem')).toHaveCount(6);
    await expect(row(page, '奖励明细', '晋级礼金').first()).toContainText('+88.00');
    await page.getByRole('tab', { name: '已过期' }).click();
    await expect(rewards.getByRole('listitem')).toHaveCount(2);
    await expect(rewards.getByRole('listitem').first()).toContainText('已过期');
    await expect(rewards.getByRole('button', { name: '领取' })).toHaveCount(0);
  });

  test('an agent has its own rewards; a trial account is refused with free_reject', async ({ page, request }) => {
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/rewardCenter' });
    await expect(row(page, '奖励明细', '晋级礼金')).toContainText('+888.00');
    await expect(row(page, '奖励明细', '晋级礼金')).toContainText('VIP 5');

    await loginAs(page, request, 'trial01', 'trial1234');
    const before = new URL(page.url()).pathname;
    const popup = await openPopup(page, 'Trial 01');
    await popup.getByRole('link', { name: '奖励中心' }).click();
    // The spec's free_reject: a toast, and the player stays where they were.
    await expect(toast(page, '请登录真实账号使用此功能')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(before);
    // Opened straight from its address, the screen says so itself and offers registration.
    await page.goto('/m/rewardCenter');
    await expect(main(page).getByText('请登录真实账号使用此功能')).toBeVisible();
    await expect(page.getByRole('tab', { name: '待领取' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: '立即注册' })).toBeVisible();
  });

  test('a guest goes to login; with the reward centre off its entries go and the screen says it is closed', async ({ page, request }) => {
    await page.goto('/m/rewardCenter');
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    await setSwitch(request, 'REWCEN3', false);
    try {
      await loginAs(page, request, 'demo', 'demo1234');
      const popup = await openPopup(page, 'Demo Player');
      await expect(popup.getByRole('link', { name: '积分商城' })).toBeVisible();
      await expect(popup.getByRole('link', { name: '奖励中心' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect((await openLeftPanel(page)).getByRole('link', { name: '红利详情' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '打开个人菜单' }).click();
      const panel = page.getByRole('dialog', { name: '个人菜单' });
      await expect(panel.getByRole('link', { name: '积分商城' })).toBeVisible();
      await expect(panel.getByRole('link', { name: '奖励中心' })).toHaveCount(0);
      await page.goto('/m/rewardCenter');
      await expect(main(page).getByText('奖励中心暂未开放')).toBeVisible();
    } finally {
      await setSwitch(request, 'REWCEN3', true);
    }
  });

  test('a failed summary says so and retries', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    const recover = await failCalls(page, '/wps/rewards/summary');
    await page.goto('/m/rewardCenter');
    await expect(main(page).getByText('奖励汇总加载失败')).toBeVisible();
    recover();
    await main(page).getByRole('button', { name: '重试' }).click();
    await expect(main(page).locator('.wl-card').first()).toContainText('429.80');
  });
});

test.describe('point mall', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('a member redeems a cash voucher after confirming; short points and stock say why, before and after asking', async ({ page, request }) => {
    const username = await newMember(page, request, 100);
    await ops(request, 'POST', `/ops/members/${username}/points`, { points: 6000, note: 'Welcome points' });
    await (await openPopup(page, username)).getByRole('link', { name: '积分商城' }).click();
    await expect(page).toHaveURL(/\/m\/mall\/mallHome$/);
    const points = main(page).locator('.wl-card').first();
    await expect(points).toContainText('6,000');
    await expect(list(page, '如何获得积分')).toContainText('每 10.00 有效投注得 1 积分');
    const item = (name: string) => row(page, '可兑换商品', name);
    await expect(item('品牌连帽卫衣').getByRole('button', { name: '已兑完' })).toBeDisabled();
    await expect(item('100 元现金券').getByRole('button', { name: '积分不足' })).toBeDisabled();
    await expect(item('10 元现金券').getByRole('img', { name: '10 元现金券' })).toBeVisible();

    await item('10 元现金券').getByRole('button', { name: '兑换' }).click();
    const sheet = page.getByRole('dialog', { name: '确认兑换' });
    await expect(sheet).toContainText('所需积分1,000');
    await expect(sheet).toContainText('当前积分6,000');
    await expect(sheet).toContainText('兑换后剩余5,000');
    await expect(sheet).toContainText('10.00 将立即存入您的钱包');
    await page.route((url) => url.pathname === '/wps/wallets/gcs', (route) => route.abort());
    await sheet.getByRole('button', { name: '确认兑换' }).click();
    await expect(toast(page, '兑换成功，10.00 已存入钱包')).toBeVisible();
    await expect(points).toContainText('5,000');
    await expect(item('10 元现金券')).toContainText('库存 499');
    await expect((await openPopup(page, username)).locator('output')).toHaveText('¥110.00');
    await page.keyboard.press('Escape');
    await page.unrouteAll();

    // The points go between the list and the confirmation: the server refuses, saying how many are missing.
    await item('50 元现金券').getByRole('button', { name: '兑换' }).click();
    await ops(request, 'POST', `/ops/members/${username}/points`, { points: -4000, note: 'Correction' });
    await sheet.getByRole('button', { name: '确认兑换' }).click();
    await expect(toast(page, '积分不足，还差 3,800 积分')).toBeVisible();
    await expect(points).toContainText('1,000');
    await expect(item('50 元现金券').getByRole('button', { name: '积分不足' })).toBeDisabled();

    // The last one goes to someone else in the meantime: sold out.
    await item('10 元现金券').getByRole('button', { name: '兑换' }).click();
    const picture = await item('10 元现金券').getByRole('img', { name: '10 元现金券' }).getAttribute('src');
    const voucherId = Number(/\/media\/mall\/(\d+)\.svg$/.exec(picture ?? '')?.[1]);
    await ops(request, 'PATCH', `/ops/mall/items/${voucherId}`, { stock: 0 });
    try {
      await sheet.getByRole('button', { name: '确认兑换' }).click();
      await expect(toast(page, '该商品已兑完')).toBeVisible();
      await expect(item('10 元现金券').getByRole('button', { name: '已兑完' })).toBeDisabled();
    } finally {
      await ops(request, 'PATCH', `/ops/mall/items/${voucherId}`, { stock: 499 });
    }

    await page.getByRole('tab', { name: '兑换记录' }).click();
    await expect(list(page, '兑换记录').getByRole('listitem')).toHaveCount(1);
    await expect(list(page, '兑换记录').getByRole('listitem').first()).toContainText('已完成');
    await page.getByRole('tab', { name: '积分明细' }).click();
    const movements = list(page, '积分明细');
    await expect(movements.getByRole('listitem')).toHaveCount(3);
    await expect(movements.getByRole('listitem').nth(1)).toContainText('-1,000');
    await expect(movements.getByRole('listitem').nth(2)).toContainText('+6,000');
  });

  test('demo and agent01 have their own points and history; a trial account is refused', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/mall/mallHome' });
    await expect(main(page).locator('.wl-card').first()).toContainText('7,180');
    await page.getByRole('tab', { name: '兑换记录' }).click();
    await expect(list(page, '兑换记录').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('tab', { name: '积分明细' }).click();
    await expect(row(page, '积分明细', '投注获得').first()).toContainText('有效投注 8,800.00');

    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/member/home' });
    await main(page).getByRole('link', { name: '积分商城' }).click();
    await expect(page).toHaveURL(/\/m\/mall\/mallHome$/);
    await expect(main(page).locator('.wl-card').first()).toContainText('55,000');
    await page.getByRole('tab', { name: '兑换记录' }).click();
    await expect(row(page, '兑换记录', '话费充值卡')).toContainText('待发放');

    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/mall/mallHome' });
    await expect(main(page).getByText('请登录真实账号使用此功能')).toBeVisible();
    await expect(list(page, '可兑换商品')).toHaveCount(0);
  });

  test('a failed balance says so and retries; with the point mall off its entries go and the screen says it is closed', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    const recover = await failCalls(page, '/wps/points');
    await page.goto('/m/mall/mallHome');
    await expect(main(page).getByText('积分加载失败')).toBeVisible();
    recover();
    await main(page).getByRole('button', { name: '重试' }).click();
    await expect(main(page).locator('.wl-card').first()).toContainText('7,180');

    await setSwitch(request, 'PTSYS3', false);
    await page.goto('/m/home');
    const popup = await openPopup(page, 'Demo Player');
    await expect(popup.getByRole('link', { name: '奖励中心' })).toBeVisible();
    await expect(popup.getByRole('link', { name: '积分商城' })).toHaveCount(0);
    await page.goto('/m/mall/mallHome');
    await expect(main(page).getByText('积分商城暂未开放')).toBeVisible();
  });
});

test.describe('benefits in English at 320 px, with no serious axe violations', () => {
  test.use({ bypassCSP: true, viewport: { width: 320, height: 700 } });

  test('a guest\'s VIP room', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await page.goto('/m/member/benefits');
    await expect(main(page).getByText('Join the VIP club')).toBeVisible();
    await expect(list(page, 'Benefits').getByRole('listitem').filter({ hasText: 'Withdrawals per day' })).toContainText('3 times');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a member\'s VIP room, reward centre and point mall, and the redemption sheet', async ({ page, request }) => {
    await skipHomePopups(page);
    await loginAs(page, request, 'demo', 'demo1234');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    const screens: [string, string][] = [
      ['/m/member/benefits', 'Next: VIP 4'],
      ['/m/rewardCenter', 'Received in total'],
      ['/m/mall/mallHome', 'How to earn points'],
    ];
    for (const [path, text] of screens) {
      await page.goto(path);
      await expect(main(page).getByText(text)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
    await main(page).getByRole('button', { name: 'Redeem' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Confirm redemption' })).toContainText('Left afterwards');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
