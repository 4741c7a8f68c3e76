import { expect, test } from './fixtures';
import { ops, toast } from './support';

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

  test('maintenance shows the operator\'s message, the planned end and support; "check again" opens the app once it is back', async ({ page, request }) => {
    const before = ((await ops(request, 'GET', '/ops/status')).value as { operatorInfo: Record<string, unknown> }).operatorInfo;
    await ops(request, 'PUT', '/ops/status', {
      maintenance: true, regionRestriction: true,
      info: { ...before, maintenanceMessage: '银行卡充值将于维护后恢复', maintenanceEnd: '2030-01-02T06:30:00Z' },
    });
    try {
      await page.goto('/m/home');
      await expect(page.getByText('系统升级中，请稍后再试。')).toBeVisible();
      await expect(page.getByText('银行卡充值将于维护后恢复')).toBeVisible();
      await expect(page.getByText(/^预计恢复时间：01-02 \d\d:30$/)).toBeVisible();
      await expect(page.getByRole('list', { name: '联系客服' }).getByText('E-mail support')).toBeVisible();
      // Still down: the player is told so and stays.
      await page.getByRole('button', { name: '再次检查' }).click();
      await expect(toast(page, '暂时还未恢复，请稍后再试')).toBeVisible();
      await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: false });
      // Back: the same button opens the app, no reload.
      await page.getByRole('button', { name: '再次检查' }).click();
      await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
    } finally {
      await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: false, info: before });
    }
  });

  test('region restriction alone shows the region-restricted page', async ({ page, request }) => {
    await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: true });
    try {
      await page.goto('/m/login');
      await expect(page.getByText('访问受限')).toBeVisible();
      // The address the platform saw (a player quotes it to support), support and a way to check again.
      await expect(page.getByText(/^您的 IP：\S+$/)).toBeVisible();
      await expect(page.getByRole('button', { name: '再次检查' })).toBeVisible();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
    } finally {
      await ops(request, 'PUT', '/ops/status', { maintenance: false, regionRestriction: false });
    }
    await page.reload();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('the operator hides the header logo and the footer vendor logos (the vendor names stay)', async ({ page, request }) => {
    await page.addInitScript(() => sessionStorage.setItem('once:homePopups', '1'));
    const footerVendors = () => page.getByRole('list', { name: '游戏厂商' }).last();
    await page.goto('/m/home');
    await expect(page.locator('.wl-logo').first()).toBeVisible();
    // The page is drawn before the app takes it over and the rest of the layouts arrive: the list
    // found now may be drawn again then.
    await page.waitForLoadState('networkidle');
    await footerVendors().scrollIntoViewIfNeeded();
    await expect(footerVendors().locator('img').first()).toBeAttached();
    await ops(request, 'PUT', '/ops/logoVisibility', { position: 'HEADER', visible: false });
    await ops(request, 'PUT', '/ops/logoVisibility', { position: 'FOOTER', visible: false });
    try {
      await page.reload();
      await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.wl-logo')).toHaveCount(0);
      await footerVendors().scrollIntoViewIfNeeded();
      await expect(footerVendors().getByRole('button', { name: 'Evolution' })).toBeVisible();
      await expect(footerVendors().locator('img')).toHaveCount(0);
    } finally {
      await ops(request, 'PUT', '/ops/logoVisibility', { position: 'HEADER', visible: true });
      await ops(request, 'PUT', '/ops/logoVisibility', { position: 'FOOTER', visible: true });
    }
  });
});
