import { expect, test } from './fixtures';
import { ops } from './support';

// Operators change a running server; the next page load shows it, with no rebuild.
test.describe('operator changes show on the next load', () => {
  test('the SMS login tab follows its whitelabel switch', async ({ page, request }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();

    await ops(request, 'PATCH', '/ops/whitelabel', { MOBILEVERIFYLOGIN3: false });
    try {
      await page.reload();
      await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '短信登录' })).toHaveCount(0);
    } finally {
      await ops(request, 'PATCH', '/ops/whitelabel', { MOBILEVERIFYLOGIN3: true });
    }
    await page.reload();
    await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
  });

  test('the register button follows template parameter switch_register_button', async ({ page, request }) => {
    await ops(request, 'PATCH', '/ops/template/parameters', { switch_register_button: '0' });
    try {
      await page.goto('/m/login');
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      await expect(page.getByText('立即注册')).toHaveCount(0);
    } finally {
      await ops(request, 'PATCH', '/ops/template/parameters', { switch_register_button: '1' });
    }
    await page.reload();
    await expect(page.getByText('立即注册').first()).toBeVisible();
  });

  test('maintenance status shows the maintenance page, then the app again', async ({ page, request }) => {
    await ops(request, 'PUT', '/ops/status', { maintenance: true, regionRestriction: true });
    try {
      await page.goto('/m/home');
      await expect(page.getByText('System upgrading, please try again later.').or(page.getByText('系统升级中，请稍后再试。'))).toBeVisible();
    } finally {
      await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: false });
    }
    await page.reload();
    await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
  });

  test('region restriction alone shows the region-restricted page', async ({ page, request }) => {
    await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: true });
    try {
      await page.goto('/m/login');
      await expect(page.getByText('访问受限')).toBeVisible();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
    } finally {
      await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: false });
    }
    await page.reload();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });
});
