import { PNG } from 'pngjs';
import { expect, test, type Page } from './fixtures';
import { field, newMember } from './accounts-support';
import { seriousA11yViolations, skipHomePopups, toast } from './support';

/** A Disclosure row by its title (the button that opens it). */
const row = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });

test.describe('my account and the security centre', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('my account: the member uploads their own picture; a file that is not a readable jpg, png or gif is refused with its reason', async ({ page, request }) => {
    await newMember(page, request, 0);
    let uploads = 0;
    page.on('request', (r) => { if (r.url().endsWith('/wps/member/info/icon/upload')) uploads += 1; });
    await page.goto('/m/myAccount/index');
    const input = page.locator('main input[type="file"][name="avatarUpload"]');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');

    // A PNG's name and first bytes, but no picture in it: the phone cannot read it.
    await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) });
    await expect(toast(page, '图片获取失败')).toBeVisible();
    await input.setInputFiles({ name: 'me.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM0000') });
    await expect(toast(page, '头像只能是 jpg、jpeg、png 或 gif 图片')).toBeVisible();
    expect(uploads).toBe(0);

    const picture = new PNG({ width: 48, height: 48 });
    picture.data.fill(200);
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG.sync.write(picture) });
    await expect(toast(page, '已保存')).toBeVisible();
    const avatar = page.getByRole('img', { name: '头像' });
    await expect(avatar).toHaveAttribute('src', /^\/media\/pictures\/[0-9a-f-]{36}$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    expect(uploads).toBe(1);
    // The picker is ready for another picture; no preset is marked chosen.
    await expect(page.locator('.wl-images__item')).toHaveCount(0);
    await expect(page.getByRole('list', { name: '选择头像' }).getByRole('button', { pressed: true })).toHaveCount(0);
  });

  test('my account: pick an avatar, change the nickname and e-mail by their rules, set the payee name once', async ({ page, request }) => {
    const username = await newMember(page, request, 0);
    await page.goto('/m/myAccount/index');
    await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
    const avatars = page.getByRole('list', { name: '选择头像' });
    await avatars.getByRole('button', { name: '#3' }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(avatars.getByRole('button', { name: '#3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: '头像' })).toHaveAttribute('src', '/media/avatars/avatar-03.svg');

    await row(page, '昵称').click();
    await field(page, 'nickname').fill('Lucky Star');
    await page.locator('#account-nickname').getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(row(page, '昵称')).toContainText('Lucky Star');

    await row(page, '电子邮箱').click();
    await field(page, 'email').fill('not-an-address');
    await page.locator('#account-email').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('邮箱格式不正确')).toBeVisible();
    await field(page, 'email').fill('lucky@example.com');
    await page.locator('#account-email').getByRole('button', { name: '保存' }).click();
    await expect(row(page, '电子邮箱')).toContainText('lucky@example.com');

    await row(page, '收款人姓名').click();
    await field(page, 'payeeName').fill('Zhang San');
    await page.locator('#account-payeeName').getByRole('button', { name: '保存' }).click();
    // Set once: it now reads as a fixed line, with nothing to change.
    await expect(page.getByText('Zhang San')).toBeVisible();
    await expect(row(page, '收款人姓名')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Zhang San')).toBeVisible();
    await expect(row(page, '昵称')).toContainText('Lucky Star');
  });

  test('security centre: payment password set, changed with the old one; two security questions; the level follows', async ({ page, request }) => {
    await newMember(page, request, 0);
    await page.goto('/m/securityCenter');
    await expect(page.getByText('0%', { exact: true })).toBeVisible();
    await row(page, '资金密码').click();
    await field(page, 'payNew').fill('246810');
    await field(page, 'payConfirm').fill('246811');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await field(page, 'payConfirm').fill('246810');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(page.getByText('20%', { exact: true })).toBeVisible();

    // Change: a wrong old password is the server's to refuse; it is cleared, the new one kept.
    await row(page, '资金密码').click();
    await field(page, 'payOld').fill('000000');
    await field(page, 'payNew').fill('135791');
    await field(page, 'payConfirm').fill('135791');
    await page.locator('#security-payChange').getByRole('button', { name: '确认', exact: true }).click();
    await expect(field(page, 'payOld')).toHaveValue('');
    await expect(field(page, 'payNew')).toHaveValue('135791');
    await field(page, 'payOld').fill('246810');
    await page.locator('#security-payChange').getByRole('button', { name: '确认', exact: true }).click();
    await expect(toast(page, '已保存')).toBeVisible();

    await row(page, '密保问题').click();
    const first = page.getByRole('list', { name: '问题一' });
    const second = page.getByRole('list', { name: '问题二' });
    await first.getByRole('button', { name: 'In which city were you born?' }).click();
    await second.getByRole('button', { name: 'In which city were you born?' }).click();
    const submit = page.locator('#security-questions').getByRole('button', { name: '确认', exact: true });
    await submit.click();
    await expect(toast(page, '请选择两个不同的问题')).toBeVisible();
    await second.getByRole('button', { name: 'What is your favourite food?' }).click();
    await field(page, 'a1').fill('Cebu');
    await field(page, 'a2').fill('Adobo');
    await field(page, 'sqLogin').fill('funds1234');
    await submit.click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(page.getByText('40%', { exact: true })).toBeVisible();
    await row(page, '密保问题').click();
    await expect(page.getByText('✓ In which city were you born?')).toBeVisible();
    await expect(page.getByText('✓ What is your favourite food?')).toBeVisible();
  });

  test('my account and the security centre in English at 320 px have no serious axe violations', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, locale: 'zh-CN', bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await skipHomePopups(page);
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await newMember(page, request, 0);
    for (const path of ['/m/myAccount/index', '/m/securityCenter', '/m/inviteFriends']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });
});
