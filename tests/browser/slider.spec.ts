import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { field, openRegister, smsCode, storedSession } from './accounts-support';
import { ops, seriousA11yViolations } from './support';

/** Slider verification is on for the demo merchant; the shared test platform starts with it off. */
test.beforeEach(async ({ request }) => {
  await ops(request, 'PATCH', '/ops/whitelabel', { SLIDERVERF3: true });
});
test.afterEach(async ({ request }) => {
  await ops(request, 'PATCH', '/ops/whitelabel', { SLIDERVERF3: false });
});

/** The id of the next puzzle the page loads. */
function nextPuzzle(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/verification/slider' && r.request().method() === 'GET' && r.ok())
    .then(async (r) => ((await r.json()) as { value: { sliderId: string } }).value.sliderId);
}

/** Where the gap is (picture pixels), as the player sees it in the picture. */
async function gapOf(request: APIRequestContext, sliderId: string): Promise<number> {
  const { value } = await ops(request, 'GET', `/ops/test/slider/${sliderId}`);
  return (value as { x: number }).x;
}

const handle = (page: Page) => page.getByRole('slider');

/** Drags the handle with the mouse so the piece lands at `x` picture pixels. */
async function dragTo(page: Page, x: number): Promise<void> {
  const box = (await handle(page).boundingBox())!;
  const track = (await page.locator('.wl-slider__track').boundingBox())!;
  const travel = Number(await handle(page).getAttribute('aria-valuemax'));
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (x * (track.width - box.width)) / travel / 2, y, { steps: 4 });
  await page.mouse.move(startX + (x * (track.width - box.width)) / travel, y, { steps: 4 });
  await page.mouse.up();
}

test('registration by mobile: the code waits for the slider, a wrong drop gives a new puzzle, a dragged fit passes', async ({ page, request }) => {
  let smsRequests = 0;
  page.on('request', (r) => { if (r.url().includes('/wps/verification/sms/register')) smsRequests += 1; });
  const firstPuzzle = nextPuzzle(page);
  const answer = await openRegister(page, request);
  await page.getByRole('button', { name: '手机号注册' }).click();
  await page.getByRole('combobox', { name: '国家/地区区号' }).selectOption({ value: '63' });
  const mobile = `917${String(Date.now()).slice(-7)}`;
  await field(page, 'mobileNum').fill(mobile);
  await firstPuzzle;

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请先拖动滑块完成拼图验证')).toBeVisible();
  await expect(handle(page)).toBeFocused();
  expect(smsRequests).toBe(0);

  // Dropped at the start: never the gap. The reason shows and a new puzzle comes.
  const second = nextPuzzle(page);
  await handle(page).press('Home');
  await handle(page).press('Enter');
  await expect(page.getByText('拼图未对准，请重试')).toBeVisible();
  const gap = await gapOf(request, await second);

  await dragTo(page, gap);
  await expect(page.getByRole('status').filter({ hasText: '验证通过' })).toBeVisible();
  await expect(page.getByText('拼图未对准，请重试')).toHaveCount(0);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/秒后重发/)).toBeVisible();
  await field(page, 'verificationCode').fill(await smsCode(request, mobile));
  await field(page, 'password').fill('slide1234');
  await field(page, 'confirmPassword').fill('slide1234');
  await field(page, 'captcha').fill(answer);
  await page.getByRole('button', { name: '立即注册', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: `m${mobile}`, type: 0 });
});

test.describe('in English at 320 px', () => {
  // axe is added as a script tag, which the app's CSP would refuse.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('SMS login: the slider is solved with the keyboard alone, then the code is sent', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    const puzzle = nextPuzzle(page);
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'SMS login' }).click();
    await field(page, 'mobileNum').fill('13800138000');
    const gap = await gapOf(request, await puzzle);
    const slider = handle(page);
    await expect(slider).toHaveAttribute('aria-disabled', 'false');
    await slider.focus();
    const pageStep = Math.round(Number(await slider.getAttribute('aria-valuemax')) / 10);
    for (let i = 0; i < Math.floor(gap / pageStep); i++) await slider.press('PageUp');
    for (let i = 0; i < gap % pageStep; i++) await slider.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(gap));
    await slider.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Get code|Send code/i }).click();
    await expect(page.getByText(/\d+ ?s/).first()).toBeVisible();
  });
});
