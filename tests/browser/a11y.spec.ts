import { expect, test } from './fixtures';

// axe is injected into the page: the app's CSP would refuse it otherwise.
test.use({ bypassCSP: true });

// Every screen as a guest, member, agent and trial account: a11y-routes.spec.ts.

/** Controls smaller than a thumb (44 × 44 px) on the page as it is, and how far the page scrolls sideways. */
async function fitAndTargets(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="tab"], input:not([type="checkbox"]):not([type="radio"]), select')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
      // Rounded as the browser paints: 43.9 px is a 44 px target.
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44) {
        small.push(`${Math.round(box.width)}×${Math.round(box.height)} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 24)}`);
      }
    }
    return { sideways: document.documentElement.scrollWidth - innerWidth, small: [...new Set(small)] };
  });
}

test.describe('at 320 px in English: nothing scrolls sideways and every control is a 44 px target', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'EN');
      sessionStorage.setItem('once:homePopups', '1');
    });
  });

  test('login and home as a guest, home as a member; the first game shows in the first screen', async ({ page }) => {
    for (const path of ['/m/login', '/m/home']) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, ...(await fitAndTargets(page)) }).toEqual({ path, sideways: 0, small: [] });
    }
    await expect(page.locator('.wl-game').first()).toBeInViewport();
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
    await page.waitForLoadState('networkidle');
    expect({ path: 'member home', ...(await fitAndTargets(page)) }).toEqual({ path: 'member home', sideways: 0, small: [] });
    // More tabs than fit scroll sideways inside their bar, each label on one line ("Transfer out" was cut in two).
    await page.goto('/m/transaction/record');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    expect({ path: 'account record', ...(await fitAndTargets(page)) }).toEqual({ path: 'account record', sideways: 0, small: [] });
    const tallest = Math.max(...(await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height))));
    expect(tallest).toBeLessThan(50);
    await tabs.filter({ hasText: 'Transfer out' }).click();
    await expect(tabs.filter({ hasText: 'Transfer out' })).toBeInViewport({ ratio: 0.99 });
  });
});

test.describe('page transitions', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('once:homePopups', '1');
      const fades: number[] = [];
      (window as unknown as { fades: number[] }).fades = fades;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.classList.contains('page-fade')) fades.push(typeof options === 'number' ? options : Number(options?.duration));
        return animate.call(this, keyframes, options);
      };
    });
  });
  const fades = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { fades: number[] }).fades);

  test('a new page fades in over 300 ms; going back does not fade', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
    expect(await fades(page)).toEqual([]);
    await page.locator('nav').getByText('优惠').first().click();
    await expect(page).toHaveURL(/\/m\/activity/);
    expect(await fades(page)).toEqual([300]);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
    expect(await fades(page)).toEqual([300]);
  });

  test('with reduced motion nothing fades', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    await page.locator('nav').getByText('优惠').first().click();
    await expect(page).toHaveURL(/\/m\/activity/);
    expect(await fades(page)).toEqual([]);
  });
});
