import { expect, test, type Page } from './fixtures';
import { field, newMember } from './accounts-support';
import { loginAs, seriousA11yViolations, skipHomePopups, toast } from './support';

const footer = (page: Page) => page.getByRole('navigation', { name: '底部导航' });

test.describe('deposit, withdraw and account records', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('deposit: the footer entry opens the screen; a channel and its limits are required; the request shows as pending', async ({ page, request }) => {
    // A new member, three refusals, a bonus and the payment sheet: past 30 s on two busy cores.
    test.slow();
    await newMember(page, request, 500);
    await footer(page).getByRole('button', { name: '存款' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: '存款' }).first()).toBeVisible();
    const submit = page.getByRole('button', { name: '提交存款' });
    await submit.click();
    await expect(toast(page, '请先选择支付方式')).toBeVisible();
    await page.getByRole('button', { name: /支付宝/ }).click();
    await field(page, 'amount').fill('20');
    await submit.click();
    await expect(page.getByText('金额不能低于 50.00')).toBeVisible();
    await expect(field(page, 'amount')).toBeFocused();
    await field(page, 'amount').fill('12.345');
    await submit.click();
    await expect(page.getByText('请输入正确的金额（最多两位小数）')).toBeVisible();
    await page.getByRole('button', { name: '1,000', exact: true }).click();
    await expect(field(page, 'amount')).toHaveValue('1000');
    // A deposit bonus: accepted here, then used by this deposit.
    const bonus = page.getByRole('list', { name: '存款优惠' }).getByRole('listitem').filter({ hasText: '首存 100% 红利' });
    await expect(bonus).toContainText('赠送 100%，最高 888.00，最低存款 100.00，10 倍流水');
    await bonus.getByRole('button', { name: '领取' }).click();
    await expect(toast(page, '优惠已领取，存款时使用')).toBeVisible();
    await expect(bonus.getByRole('button', { name: '已选用' })).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/transaction/deposit') && r.method() === 'POST');
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ channelId: 'alipay', amount: 1000, promoId: 'FIRST100' });
    // Where to pay: the wallet's QR code, the payee and the reference to write in the note.
    const sheet = page.getByRole('dialog', { name: '完成付款' });
    await expect(sheet.getByRole('img', { name: '付款二维码' })).toBeVisible();
    await expect(sheet).toContainText('1,000.00');
    await expect(sheet).toContainText('请用支付宝扫码');
    await expect(sheet).toContainText('Demo Gaming · pay@demogaming.com');
    await expect(sheet.getByText(/^D\d{8}$/)).toBeVisible();
    await sheet.getByRole('button', { name: '我已付款' }).click();
    await expect(sheet).toBeHidden();
    const records = page.getByRole('list', { name: '最近存款' });
    await expect(records.getByRole('listitem').first()).toContainText('1,000.00');
    await expect(records.getByRole('listitem').first()).toContainText('处理中');
    await expect(field(page, 'amount')).toHaveValue('');
    // The first-deposit bonus went with that deposit and pays once per member: it reads as used.
    await expect(bonus.getByText('已使用')).toBeVisible();
    await expect(bonus.getByRole('button', { name: '领取' })).toHaveCount(0);
  });

  test('withdraw: set a payment password, bind a card, stay within the balance, and see the request pending', async ({ page, request }) => {
    await newMember(page, request, 500);
    await page.goto('/m/withdraw');
    // No payment password yet: that comes first.
    await field(page, 'newPaymentPassword').fill('12345');
    await field(page, 'confirmPaymentPassword').fill('12345');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(page.getByText('请输入 6 位数字')).toBeVisible();
    await field(page, 'newPaymentPassword').fill('135790');
    await field(page, 'confirmPaymentPassword').fill('135790');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(toast(page, '资金密码已设置')).toBeVisible();
    // No card yet: the card form is open.
    await expect(page.getByText('还没有绑定银行卡')).toBeVisible();
    await field(page, 'bankName').fill('ICBC');
    await field(page, 'accountName').fill('Funds Tester');
    await field(page, 'accountNumber').fill('1234');
    await field(page, 'cardPaymentPassword').fill('135790');
    await page.getByRole('button', { name: '添加银行卡' }).last().click();
    await expect(page.getByText('请输入 8-24 位数字卡号')).toBeVisible();
    await field(page, 'accountNumber').fill('6222020202020202');
    await page.getByRole('button', { name: '添加银行卡' }).last().click();
    await expect(toast(page, '银行卡已添加')).toBeVisible();
    const card = page.getByRole('button', { name: /ICBC .*0202/ });
    await expect(card).toBeVisible();

    // The only card is the one the money goes to: chosen without a tap.
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    const submit = page.getByRole('button', { name: '确认取款' });
    await field(page, 'paymentPassword').fill('135790');
    await field(page, 'amount').fill('600');
    await submit.click();
    await expect(page.getByText('余额不足')).toBeVisible();
    await field(page, 'amount').fill('50');
    await submit.click();
    await expect(page.getByText('金额不能低于 100.00')).toBeVisible();
    // A wrong payment password is the server's to refuse; the password is cleared, the amount kept.
    await field(page, 'amount').fill('200');
    await field(page, 'paymentPassword').fill('000000');
    await submit.click();
    await expect(field(page, 'paymentPassword')).toHaveValue('');
    await expect(field(page, 'amount')).toHaveValue('200');
    await field(page, 'paymentPassword').fill('135790');
    await submit.click();
    await expect(toast(page, '取款申请已提交，等待处理')).toBeVisible();
    await expect(page.getByText('300.00').first()).toBeVisible();
    const records = page.getByRole('list', { name: '最近取款' });
    await expect(records.getByRole('listitem').first()).toContainText('-200.00');

    // Account records: every kind, then one kind at a time.
    await page.goto('/m/transaction/record');
    const list = page.getByRole('list', { name: '账户记录' });
    await expect(list.getByRole('listitem').first()).toContainText('取款');
    await page.getByRole('tab', { name: '存款' }).click();
    await expect(page.getByText('暂无记录')).toBeVisible();
    await page.getByRole('tab', { name: '取款' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('deposit online: the payment page takes the payment and the deposit is credited; a bank transfer shows the account', async ({ page, request }) => {
    await newMember(page, request, 0);
    await page.goto('/m/voucherCenter');
    await page.getByRole('button', { name: /在线支付/ }).click();
    await field(page, 'amount').fill('300');
    await page.getByRole('button', { name: '提交存款' }).click();
    const sheet = page.getByRole('dialog', { name: '完成付款' });
    await sheet.getByRole('button', { name: '前往付款页面' }).click();
    await expect(page).toHaveURL(/\/pay\/D\d{8}$/);
    await expect(page.getByText('¥300.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D\d{8}$/);
    const records = page.getByRole('list', { name: '最近存款' });
    await expect(records.getByRole('listitem').first()).toContainText('已完成');
    await expect(page.locator('main').getByText('300.00').first()).toBeVisible();

    // A bank transfer: the receiving account, each part copyable; a pending one can show it again.
    await page.getByRole('button', { name: /银行转账/ }).click();
    await field(page, 'amount').fill('500');
    await page.getByRole('button', { name: '提交存款' }).click();
    await expect(sheet).toContainText('ICBC Shenzhen Futian Branch');
    await expect(sheet).toContainText('6222 0240 0001 8888 520');
    await expect(sheet.getByRole('button', { name: '复制' })).toHaveCount(4);
    await sheet.getByRole('button', { name: '我已付款' }).click();
    await records.getByRole('listitem').first().getByRole('button', { name: '如何付款' }).click();
    await expect(sheet).toContainText('Demo Gaming Ltd');
  });

  test('deposit: a failing bonus list shows its error with a retry instead of dropping the section', async ({ page, request }) => {
    await newMember(page, request, 500);
    let fail = true;
    await page.route((url) => url.pathname === '/wps/transaction/deposit/promos', (route) => (fail ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback()));
    await page.goto('/m/voucherCenter');
    const section = page.getByRole('region', { name: '存款优惠' });
    await expect(section.getByText('暂时无法连接服务，请稍后再试')).toBeVisible();
    fail = false;
    await section.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('list', { name: '存款优惠' }).getByRole('listitem').filter({ hasText: '首存 100% 红利' })).toBeVisible();
  });

  test('a trial account is refused deposit with the spec\'s text, from the footer and on the page itself', async ({ page, request }) => {
    await loginAs(page, request, 'trial01', 'trial1234');
    await footer(page).getByRole('button', { name: '存款' }).click();
    await expect(toast(page, '请登录真实账号使用此功能')).toBeVisible();
    await expect(page).not.toHaveURL(/voucherCenter/);
    await page.goto('/m/withdraw');
    await expect(page.getByText('请登录真实账号使用此功能').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '确认取款' })).toHaveCount(0);
  });

  test('deposit and withdraw in English at 320 px have no serious axe violations', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, locale: 'zh-CN', bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await skipHomePopups(page);
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await newMember(page, request, 100);
    for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/transaction/record']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await context.close();
  });
});
