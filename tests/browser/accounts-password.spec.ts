import { expect, test } from './fixtures';
import { captchaAnswer, loginAs, nextCaptchaId, ops } from './support';
import { field, fresh, openRegister, smsCode, storedSession } from './accounts-support';

test.describe('passwords', () => {
  test('recover a password by phone, then sign in with it', async ({ page, request }) => {
    // A member with a mobile number, registered by username (no SMS yet: one code per number a minute).
    const { username: userName, mobile } = fresh('p');
    const answer = await openRegister(page, request);
    await field(page, 'username').fill(userName);
    await page.getByRole('combobox', { name: '国家/地区区号' }).selectOption({ value: '63' });
    await field(page, 'mobileNum').fill(mobile);
    await field(page, 'password').fill('abc12345');
    await field(page, 'confirmPassword').fill('abc12345');
    await field(page, 'captcha').fill(answer);
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    // As a player who forgot it would: a wrong password first (the account now wants a captcha).
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: '用户名' }).fill(userName);
    await page.locator('main input[name="password"]').fill('not-my-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(field(page, 'captcha')).toBeVisible();

    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A fresh image, so the answer read below is the one on screen.
    const captcha = nextCaptchaId(page);
    await page.getByRole('button', { name: '看不清？点击更换验证码' }).click();
    // Phone first (CHNGPASSVERIF3 on), the e-mail method one tab away.
    await expect(page.getByRole('tab', { name: '手机找回' })).toHaveAttribute('aria-selected', 'true');
    const submit = page.getByRole('button', { name: '确认' });
    await expect(submit).toBeDisabled();
    await page.getByRole('combobox', { name: '国家/地区区号' }).selectOption({ value: '63' });
    await field(page, 'mobileNum').fill('123');
    await expect(page.getByText('手机号码错误，至少 6 位数字')).toBeVisible();
    await expect(submit).toBeDisabled();
    await field(page, 'mobileNum').fill(mobile);
    // The code needs the image code first.
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await field(page, 'captcha').fill(await captchaAnswer(request, await captcha));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/秒后重发/)).toBeVisible();
    const code = await smsCode(request, mobile);
    // The same password again: refused, the password field is cleared, the code kept.
    await field(page, 'verificationCode').fill(code);
    await field(page, 'password').fill('abc12345');
    await submit.click();
    await expect(page.getByText('新密码不能与旧密码相同').first()).toBeVisible();
    await expect(field(page, 'password')).toHaveValue('');
    await expect(field(page, 'verificationCode')).toHaveValue(code);
    await field(page, 'password').fill('xyz98765');
    await submit.click();
    // Signed in by the reset itself: no second login that would want the captcha already spent.
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName });

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await loginAs(page, request, userName, 'xyz98765');
    expect(await storedSession(page)).toMatchObject({ userName });
  });

  test('recover by e-mail: success shows, then back', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.getByRole('tab', { name: '邮箱找回' }).click();
    await page.getByRole('button', { name: '找回密码' }).click();
    await expect(page.getByText('邮箱格式不正确').first()).toBeVisible();
    await field(page, 'username').fill('demo');
    await field(page, 'email').fill('demo@demogaming.com');
    await page.getByRole('button', { name: '找回密码' }).click();
    await expect(page.getByText('发送成功，请查收邮件')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });

  test('change password: same password popup, wrong confirmation, then saved and home', async ({ page, request }) => {
    const { username } = fresh('c');
    await ops(request, 'POST', '/ops/members', { username, password: 'abc12345', type: 0 });
    // An operator-issued account: the first sign-in goes to choose its own password, without asking the old one.
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: '用户名' }).fill(username);
    await page.locator('main input[name="password"]').fill('abc12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('heading', { name: '首次密码' })).toBeVisible();
    await expect(field(page, 'oldPassword')).toHaveCount(0);
    await field(page, 'newPassword').fill('abc12345');
    await field(page, 'confirmNewPassword').fill('abc12345');
    await page.getByRole('button', { name: '确认' }).click();
    await expect(page.getByRole('alertdialog').getByText('新密码不能与旧密码相同')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await field(page, 'confirmNewPassword').fill('zzz');
    await page.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await field(page, 'newPassword').fill('new12345');
    await field(page, 'confirmNewPassword').fill('new12345');
    await page.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('修改已保存')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    // A second change in the same visit asks for the old password again; a wrong one is said.
    await page.evaluate(() => {
      history.pushState({}, '', '/m/changePsw');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(field(page, 'oldPassword')).toBeVisible();
    await field(page, 'oldPassword').fill('abc12345');
    await field(page, 'newPassword').fill('new67890');
    await field(page, 'confirmNewPassword').fill('new67890');
    await page.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('旧密码错误')).toBeVisible();
    await field(page, 'oldPassword').fill('new12345');
    await page.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('修改已保存')).toBeVisible();

    // Later changes ask for the old password; the new one signs in.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await loginAs(page, request, username, 'new67890');
    await page.goto('/m/changePsw');
    await expect(field(page, 'oldPassword')).toBeVisible();
  });

  test('a trial account opened by the operator signs in to home: it is not sent to choose a password it may not change', async ({ page, request }) => {
    const { username } = fresh('t');
    await ops(request, 'POST', '/ops/members', { username, password: 'abc12345', type: 4 });
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: '用户名' }).fill(username);
    await page.locator('main input[name="password"]').fill('abc12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName: username, type: 4, firstTimeLogin: false });
  });

  test('guests are sent home from change password', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

// /m/forget and /m/changePsw for every kind of player: a11y-routes.spec.ts.
