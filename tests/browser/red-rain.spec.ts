import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { newMember } from './accounts-support';
import { loginAs, ops, seriousA11yViolations, skipHomePopups, toast } from './support';

/** The red envelope rain (/m/redRain): rounds placed on demand by the test hook, grabs decided by the server. */

interface Grab {
  counted: boolean;
  amount: number;
  grabbed: number;
  total: number;
  left: number;
  sumBalance: number;
}

/** A live manual round (it wins over the schedule) of the demo merchant's rain. */
const placeRound = async (request: APIRequestContext, body: Record<string, unknown> = {}) =>
  (await ops(request, 'POST', '/ops/test/redRain/rounds', { seconds: 300, ...body })).value as { id: number; startsAt: number; endsAt: number };

const nextGrab = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/redRain/grab' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as { roundId: number; key: string }, value: ((await r.json()) as { value: Grab }).value }));

const layer = (page: Page, name = '红包雨：点击红包开抢') => page.getByRole('dialog', { name });
const money = (n: number) => n.toFixed(2);

test.describe('red envelope rain', () => {
  // Each test signs in through the screens: slow on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('guests go to login; the agent home shows the entry while REDRAIN3 is on, and the screen says when the rain is off', async ({ page, request }) => {
    await page.goto('/m/redRain');
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    await loginAs(page, request, 'agent01', 'agent1234', { at: '/m/agent' });
    const entry = page.getByRole('link', { name: '红包雨' });
    await expect(entry).toHaveAttribute('href', '/m/redRain');
    await entry.click();
    await expect(page).toHaveURL(/\/m\/redRain$/);
    await expect(page.getByRole('heading', { name: '红包雨' }).first()).toBeVisible();
    await expect(page.getByText('你符合参与条件，开抢时点击“立即抢红包”')).toBeVisible();
    try {
      await ops(request, 'PATCH', '/ops/whitelabel', { REDRAIN3: false });
      await page.goto('/m/agent');
      await expect(page.getByRole('link', { name: '团队总览' })).toBeVisible();
      await expect(page.getByRole('link', { name: '红包雨' })).toHaveCount(0);
      await page.goto('/m/redRain');
      await expect(page.getByText('当前没有红包雨活动，敬请期待')).toBeVisible();
      await expect(page.getByRole('button', { name: '立即抢红包' })).toHaveCount(0);
    } finally {
      await ops(request, 'PATCH', '/ops/whitelabel', { REDRAIN3: true });
    }
  });

  test('the next round counts down live and opens by itself; rules, eligibility and the seeded winnings show', async ({ page, request }) => {
    // A quiet schedule (one short round a day), so the round placed here is the next one.
    await ops(request, 'PATCH', '/ops/redRain', { everySeconds: 86_400, roundSeconds: 10 });
    try {
      await loginAs(page, request, 'demo', 'demo1234');
      // Far enough ahead for a slow phone to open the screen before it starts.
      await placeRound(request, { startsInSeconds: 15, seconds: 120 });
      await page.goto('/m/redRain');
      await expect(page.getByText('下一场红包雨')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^距开始 00:(0\d|1[0-5])$/);
      await expect(page.getByRole('button', { name: '立即抢红包' })).toHaveCount(0);
      // At zero the screen asks again and the round is live.
      await expect(page.getByText('本场红包雨进行中')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('timer')).toHaveText(/^距结束 0[12]:\d\d$/);
      await expect(page.getByText('本场你还可以抢 5 个')).toBeVisible();
      await expect(page.getByRole('button', { name: '立即抢红包' })).toBeVisible();
    } finally {
      await ops(request, 'PATCH', '/ops/redRain', { everySeconds: 180, roundSeconds: 60 });
    }
    await expect(page.getByText('你符合参与条件，开抢时点击“立即抢红包”')).toBeVisible();
    for (const rule of ['参与对象：正式会员（试玩账号不能参加）', '参与条件：无需存款', '每场每人最多抢 5 个红包', '每个红包 0.88 – 8.88', '每场 200 个红包，奖池 888.00，先到先得']) {
      await expect(page.getByText(rule)).toBeVisible();
    }
    await expect(page.getByText('累计 11 个红包，共 38.63')).toBeVisible();
    const winnings = page.getByRole('list', { name: '我的红包记录' }).getByRole('listitem');
    await expect(winnings).toHaveCount(4);
    await expect(winnings.first()).toContainText('+11.80');
    await expect(winnings.first()).toContainText('3 个红包');
  });

  test('reduced motion: envelopes to tap in a calm grid; each is worth what the server says, with a running total, then a summary', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newMember(page, request, 100);
    const round = await placeRound(request, { perMemberLimit: 3, amountMin: 1, amountMax: 2 });
    await page.goto('/m/redRain');
    await expect(page.getByText('本场你还可以抢 3 个')).toBeVisible();
    await page.getByRole('button', { name: '立即抢红包' }).click();
    const rain = layer(page);
    await expect(rain).toBeVisible();
    await expect(rain.getByRole('button', { name: '结束' })).toBeFocused();
    const envelopes = rain.getByRole('button', { name: '红包', exact: true });
    await expect(envelopes).toHaveCount(12);

    const answers: Grab[] = [];
    for (let i = 0; i < 3; i += 1) {
      const grab = nextGrab(page);
      await envelopes.nth(i).click();
      const { body, value } = await grab;
      expect(body.roundId).toBe(round.id);
      expect(body.key).toMatch(/^[a-z0-9]+-\d+$/);
      expect(value.counted).toBe(true);
      expect(value.amount).toBeGreaterThanOrEqual(1);
      expect(value.amount).toBeLessThanOrEqual(2);
      answers.push(value);
      if (i < 2) {
        await expect(rain.getByText(`+${money(value.amount)}`).first()).toBeVisible();
        await expect(rain.getByText(`已抢 ${i + 1} 个 · ${money(value.total)}`)).toBeVisible();
      }
    }
    // The third was the last this member may open: the rain ends and the round's result shows.
    const total = answers[2].total;
    expect(total).toBeCloseTo(answers.reduce((sum, a) => sum + a.amount, 0), 2);
    expect(answers[2]).toMatchObject({ grabbed: 3, left: 0 });
    expect(answers[2].sumBalance).toBeCloseTo(100 + total, 2);
    await expect(rain).toHaveCount(0);
    await expect(page.getByText(`本轮抢到 3 个红包，共 ${money(total)}，已存入钱包`)).toBeVisible();
    await expect(page.getByText(`本场你已抢满 3 个，共 ${money(total)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: '立即抢红包' })).toHaveCount(0);
    const winnings = page.getByRole('list', { name: '我的红包记录' }).getByRole('listitem');
    await expect(winnings).toHaveCount(1);
    await expect(winnings.first()).toContainText(`+${money(total)}`);
    // Each envelope is in the account records.
    await page.goto('/m/transaction/record');
    const records = page.getByRole('list', { name: '账户记录' }).getByRole('listitem');
    // Three envelopes, and below them the operator's opening balance (an adjustment, recorded too).
    await expect(records).toHaveCount(4);
    await expect(records.filter({ hasText: '红包雨奖金' })).toHaveCount(3);
    await expect(records.last()).toContainText('余额调整');
    await expect(records.first()).toContainText('红包雨奖金');
    await expect(records.first()).toContainText(money(answers[2].amount));
  });

  test('with motion, envelopes fall by CSS transforms; a tapped one counts; stop ends the run with its summary', async ({ page, request }) => {
    await newMember(page, request);
    await placeRound(request);
    await page.goto('/m/redRain');
    await page.getByRole('button', { name: '立即抢红包' }).click();
    const rain = layer(page);
    const envelope = rain.locator('.wl-fall__item').first();
    await expect(envelope).toBeVisible();
    // The newest envelope (the likeliest to stay a while) moves down by its transform alone.
    const fall = await rain.locator('.wl-fall__item').last().evaluate(async (el) => {
      const top = el.getBoundingClientRect().top;
      await new Promise((done) => setTimeout(done, 300));
      return { animation: getComputedStyle(el).animationName, moved: el.getBoundingClientRect().top - top };
    });
    expect(fall.animation).toBe('wl-fall-down');
    expect(fall.moved).toBeGreaterThan(0);
    expect(await rain.locator('.wl-fall__item').count()).toBeLessThanOrEqual(6);

    const grab = nextGrab(page);
    await envelope.dispatchEvent('pointerdown');
    const { value } = await grab;
    await expect(rain.getByText(`+${money(value.amount)}`).first()).toBeVisible();
    await expect(rain.getByText(`已抢 1 个 · ${money(value.total)}`)).toBeVisible();
    await rain.getByRole('button', { name: '结束' }).click();
    await expect(rain).toHaveCount(0);
    await expect(page.getByText(`本轮抢到 1 个红包，共 ${money(value.total)}，已存入钱包`)).toBeVisible();
    await expect(page.getByText('本场你还可以抢 4 个')).toBeVisible();
    await page.getByRole('button', { name: '知道了' }).click();
    await expect(page.getByText('本轮结果')).toHaveCount(0);
  });

  test('a trial account is told why it cannot join and offered registration; the join button refuses with free_reject', async ({ page, request }) => {
    await placeRound(request);
    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/redRain' });
    const eligibility = page.locator('main').getByText('请登录真实账号使用此功能');
    await expect(eligibility).toBeVisible();
    await page.getByRole('button', { name: '立即抢红包' }).click();
    await expect(toast(page, '请登录真实账号使用此功能')).toBeVisible();
    await expect(layer(page)).toHaveCount(0);
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('short of today\'s deposit: the screen says what is missing and leads to deposit', async ({ page, request }) => {
    await ops(request, 'PATCH', '/ops/redRain', { minDepositToday: 100 });
    try {
      await placeRound(request);
      await loginAs(page, request, 'demo', 'demo1234', { at: '/m/redRain' });
      await expect(page.getByText('今日存款 0.00，再存 100.00 即可参加')).toBeVisible();
      await expect(page.getByText('参与条件：当日存款满 100.00')).toBeVisible();
      await expect(page.getByText(/本场你还可以抢/)).toHaveCount(0);
      await page.getByRole('button', { name: '立即抢红包' }).click();
      await expect(toast(page, '暂不符合红包雨参与条件')).toBeVisible();
      await expect(layer(page)).toHaveCount(0);
      await page.getByRole('button', { name: '去存款' }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    } finally {
      await ops(request, 'PATCH', '/ops/redRain', { minDepositToday: 0 });
    }
  });

  test('a failed load says so and retries', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234');
    await page.route('**/wps/redRain', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"errorCode":"unknown","message":"Unknown error"}' }));
    await page.goto('/m/redRain');
    await expect(page.getByText('红包雨加载失败，请重试')).toBeVisible();
    await page.unroute('**/wps/redRain');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText(/本场红包雨进行中|下一场红包雨/)).toBeVisible();
    await expect(page.getByText('红包雨加载失败，请重试')).toHaveCount(0);
  });

  test('in English at 320 px: member, rain layer, trial and agent fit the width and have no serious axe violations', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await skipHomePopups(page);
    await placeRound(request);
    const check = async (what: string) => {
      await page.waitForLoadState('networkidle');
      expect({ what, violations: await seriousA11yViolations(page) }).toEqual({ what, violations: [] });
      expect({ what, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ what, width: 320 });
    };
    const inEnglish = async () => {
      await page.evaluate(() => localStorage.setItem('language', 'EN'));
      await page.goto('/m/redRain');
      await expect(page.getByRole('heading', { name: 'Red envelope rain' }).first()).toBeVisible();
    };

    await newMember(page, request);
    await inEnglish();
    await expect(page.getByText('A round is on now')).toBeVisible();
    await expect(page.getByText('5 left for you this round')).toBeVisible();
    await check('member');
    await page.getByRole('button', { name: 'Grab red envelopes' }).click();
    await expect(layer(page, 'Red envelope rain: tap the envelopes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await check('rain layer');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('heading', { name: 'This round' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());

    for (const [username, password, shows] of [['trial01', 'trial1234', 'Please login an actual account to use this function'], ['agent01', 'agent1234', 'You can join: tap “Grab red envelopes” when a round is on']]) {
      await loginAs(page, request, username, password);
      await inEnglish();
      await expect(page.getByText(shows)).toBeVisible();
      await check(username);
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  });
});
