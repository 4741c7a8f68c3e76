import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from './fixtures';
import { newMember } from './accounts-support';
import { arriveWithoutPageData, collectCspViolations, loginAs, seriousA11yViolations } from './support';

/** A real PNG of w×h pixels (one colour), small enough to upload quickly. */
function png(w = 8, h = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0xc8)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const list = (page: Page) => page.getByRole('list', { name: '优惠活动' });
const card = (page: Page, title: string): Locator => list(page).getByRole('listitem').filter({ hasText: title });

/** Joins a promotion from its card; answers the card. */
async function join(page: Page, title: string): Promise<Locator> {
  const entry = card(page, title);
  const joined = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/promotions/signUp');
  await entry.getByRole('button', { name: '立即报名' }).click();
  expect((await joined).ok()).toBe(true);
  return entry;
}

test.describe('promotions', () => {
  test('a guest browses: categories filter, dates, no sign-up buttons; read more opens the detail at the top and back returns to the top', async ({ page }) => {
    const csp = collectCspViolations(page);
    await page.goto('/m/activity');
    await expect(card(page, '新人首存 100% 红利')).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(13);
    await expect(page.getByRole('button', { name: '立即报名' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '领取奖励' })).toHaveCount(0);
    // MM/DD/YYYY; long term for noExpiry; one date when start and end fall on the same day.
    await expect(card(page, '新人首存 100% 红利').getByText(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(card(page, '电子每日续存 10%').getByText(/^\d{2}\/\d{2}\/\d{4} 起 · 长期有效$/)).toBeVisible();
    await expect(card(page, '彩票幸运抽奖日').getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(card(page, '新人首存 100% 红利').locator('img')).toHaveAttribute('src', /\/media\/promotions\/\d+-1\.svg$/);

    const menu = page.getByRole('list', { name: '活动分类' });
    await expect(menu.getByRole('button').first()).toHaveText('全部');
    await menu.getByRole('button', { name: '体育赛事' }).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(2);
    await expect(card(page, '体育首注保险')).toBeVisible();
    await expect(card(page, '电竞串关加成')).toBeVisible();
    await menu.getByRole('button', { name: '全部' }).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(13);

    // Far down the list, read more opens the detail scrolled to the top.
    const last = card(page, '电竞串关加成');
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await last.getByRole('button', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByText('电竞串关加成', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('nav.footer-nav')).toHaveCount(0);
    // Operator HTML, its design pixels as rem ÷ 100.
    await expect(page.locator('.wl-html p').first()).toHaveAttribute('style', /font-size:\s*0\.28rem/);
    await expect(page.getByRole('button', { name: '立即报名' })).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(card(page, '新人首存 100% 红利')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(csp).toEqual([]);
  });

  test('the detail opens straight from its id; an unknown id says so; the side menu lists at most 5 promotions', async ({ page }) => {
    await page.goto('/m/activity');
    const more = card(page, '生日礼金').getByRole('button', { name: '查看详情' });
    await more.click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    const url = page.url();
    await page.goto(url);
    await expect(page.getByText('生日礼金', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4} 起 · 长期有效$/)).toBeVisible();
    await page.goto('/m/activityDetail?id=99999');
    await expect(page.getByText('该活动不存在或已结束')).toBeVisible();
    await page.getByRole('button', { name: '返回活动列表' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const side = page.getByRole('list', { name: '最新活动' });
    await expect(side.getByRole('link')).toHaveCount(5);
    await side.getByRole('link', { name: '周末真人返水' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByText('周末真人返水', { exact: true })).toBeVisible();
  });

  test('a failing list or detail shows its error with a retry that loads it; English texts', async ({ page }) => {
    const failing = (path: string) => (url: URL) => url.pathname === path;
    const listCall = failing('/wps/promotions');
    await arriveWithoutPageData(page);
    await page.route(listCall, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/m/activity');
    await page.getByRole('button', { name: '重试' }).click({ trial: true });
    await page.unroute(listCall);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(card(page, '新人首存 100% 红利')).toBeVisible();

    const id = new URL((await card(page, '新人首存 100% 红利').locator('img').getAttribute('src'))!, page.url()).pathname.match(/(\d+)-1\.svg$/)![1];
    const detailCall = failing(`/wps/promotions/${id}`);
    await page.route(detailCall, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto(`/m/activityDetail?id=${id}`);
    await page.getByRole('button', { name: '重试' }).click({ trial: true });
    await page.unroute(detailCall);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('新人首存 100% 红利', { exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    await page.goto('/m/activity');
    await expect(page.getByRole('list', { name: 'Promotion categories' }).getByRole('button', { name: 'Live casino' })).toBeVisible();
    const daily = page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').filter({ hasText: 'Daily Slot Reload 10%' });
    await expect(daily.getByText(/^\d{2}\/\d{2}\/\d{4} · Long term$/)).toBeVisible();
    await expect(daily.getByRole('button', { name: 'Read more' })).toBeVisible();
  });

  test('a member sees each status as the spec labels it', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/activity' });
    await expect(card(page, '周末真人返水').getByText('申请中')).toBeVisible();
    await expect(card(page, 'VIP 晋级礼金').getByText('已拒绝')).toBeVisible();
    await expect(card(page, '捕鱼狂欢奖池').getByText('已发放')).toBeVisible();
    await expect(card(page, '推荐好友奖励').getByText('已领取')).toBeVisible();
    await expect(card(page, '新春红包雨').getByText('已截止')).toBeVisible();
    await expect(card(page, '体育首注保险').getByRole('button', { name: '领取奖励' })).toBeVisible();
    // No sign-up for this one: nothing but read more.
    await expect(card(page, '电竞串关加成').getByRole('button')).toHaveCount(1);
  });

  test('a member joins (manual reward: applying; direct reward: Claim) and claims directly, on the list and the detail', async ({ page, request }) => {
    await newMember(page, request); // no sign-ups yet: every open promotion offers Join
    await page.goto('/m/activity');
    const welcome = await join(page, '新人首存 100% 红利');
    await expect(welcome.getByText('申请中')).toBeVisible();
    await expect(welcome.getByRole('button', { name: '立即报名' })).toHaveCount(0);

    const daily = await join(page, '电子每日续存 10%');
    const claimed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/promotions/requestReward');
    await daily.getByRole('button', { name: '领取奖励' }).click();
    expect((await claimed).ok()).toBe(true);
    const popup = page.getByRole('alertdialog');
    await expect(popup.getByText('申请已提交，请耐心等待审核')).toBeVisible();
    await popup.getByRole('button', { name: '确定' }).click();
    await expect(daily.getByText('申请中')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activity$/);

    // The same on the detail page, and the server keeps it.
    await card(page, '生日礼金').getByRole('button', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByText('生日礼金', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '立即报名' }).click();
    await page.getByRole('button', { name: '领取奖励' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('申请中')).toBeVisible();
    await page.reload();
    await expect(page.getByText('申请中')).toBeVisible();
    await page.goto('/m/activity');
    await expect(card(page, '生日礼金').getByText('申请中')).toBeVisible();
    await expect(card(page, '电子每日续存 10%').getByText('申请中')).toBeVisible();
  });

  test('a claim that needs a picture goes through the apply form with a real upload', async ({ page, request }) => {
    await newMember(page, request); // no sign-ups yet: every open promotion offers Join
    await page.goto('/m/activity');
    const contest = await join(page, '大奖截图大赛');
    await contest.getByRole('button', { name: '领取奖励' }).click();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=\d+$/);
    await expect(page.getByText('大奖截图大赛')).toBeVisible();
    const submit = page.getByRole('button', { name: '提交申请' });
    await expect(submit).toBeDisabled();

    const picture = png(12, 9);
    await page.locator('main input[type="file"][name="pictures"]').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('img', { name: 'win.png' })).toBeVisible();
    await page.locator('main textarea[name="remarks"]').fill('500x on Koi Blitz');
    await expect(submit).toBeEnabled();

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/promotions/requestReward');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/promotions/requestReward');
    await submit.click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    // The server sniffs the bytes and refuses a claim of this promotion without a real jpeg/png picture.
    expect(await (await answered).json()).toMatchObject({ value: { success: true, signUpStatus: 'PENDING' } });
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(card(page, '大奖截图大赛').getByText('申请中')).toBeVisible();

    // The form cannot be sent twice: it now sends the player back to the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('pictures over the limits are refused with toasts and never reach the server; remarks stop at 140', async ({ page, request }) => {
    await newMember(page, request); // no sign-ups yet: every open promotion offers Join
    await page.goto('/m/activity');
    const sports = await join(page, '体育首注保险');
    await sports.getByRole('button', { name: '领取奖励' }).click();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=\d+$/);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/promotions/requestReward') uploads.push(r.method());
    });
    const input = page.locator('main input[type="file"][name="pictures"]');
    const submit = page.getByRole('button', { name: '提交申请' });

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png(), Buffer.alloc(5_242_881)]) });
    await expect(page.getByText('单张图片不能超过 5MB')).toBeVisible();
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('仅支持 jpg、jpeg、png 格式的图片')).toBeVisible();
    await expect(page.locator('.wl-images__item')).toHaveCount(0);
    await input.setInputFiles(['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: png() })));
    await expect(page.getByText('最多上传 3 张图片')).toBeVisible();
    await expect(page.locator('.wl-images__item')).toHaveCount(3);
    // Both are required here: pictures alone are not enough.
    await expect(submit).toBeDisabled();

    const remarks = page.locator('main textarea[name="remarks"]');
    await remarks.fill('x'.repeat(150));
    await expect(remarks).toHaveValue('x'.repeat(140));
    await expect(page.getByText('140/140')).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(uploads).toEqual([]);
  });
});

test.describe('promotions accessibility', () => {
  test.use({ bypassCSP: true });
  test('list, detail and apply form have no serious axe violations', async ({ page, request }) => {
    await newMember(page, request); // no sign-ups yet: every open promotion offers Join
    await page.goto('/m/activity');
    const deposit = await join(page, '存款返利申请');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await deposit.getByRole('button', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('button', { name: '领取奖励' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '领取奖励' }).click();
    await expect(page.locator('main textarea[name="remarks"]')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
