import { renderWidget } from './helpers';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceWidget } from '../../widgets/Balance';
import { balanceText } from '../../widgets/Balance/format';
import { vipProgressWidget } from '../../widgets/VipProgress';
import { wholePercent } from '../../widgets/VipProgress/percent';
import { badgeWidget } from '../../widgets/Badge';
import { formatCount } from '../../widgets/Badge/badges';
import { menuItemWidget } from '../../widgets/MenuItem';
import { menuListWidget } from '../../widgets/MenuList';
import { memberBadgeWidget } from '../../widgets/MemberBadge';
import { wallet, walletLoading, balanceHidden } from '../../src/state/wallet';
import { vipProgress } from '../../src/state/member';
import { resetSignals, signInDemo, openModal } from './signals';

afterEach(resetSignals);

describe('Balance', () => {
  it('shows the balance as money reads in lists (¥, grouped, 2 decimals)', () => {
    signInDemo();
    renderWidget(balanceWidget);
    expect(screen.getByRole('status').textContent).toBe('¥1,288.50');
  });

  it('shows stars when hidden and while a refresh runs, and the figure again after', () => {
    signInDemo();
    renderWidget(balanceWidget);
    act(() => { balanceHidden.value = true; });
    expect(screen.getByRole('status').textContent).toBe('****');
    act(() => { balanceHidden.value = false; walletLoading.value = true; });
    expect(screen.getByRole('status').textContent).toBe('****');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    act(() => { wallet.value = { sumBalance: 10 }; walletLoading.value = false; });
    expect(screen.getByRole('status').textContent).toBe('¥10.00');
  });

  it('eye and refresh buttons emit toggle and refresh', () => {
    signInDemo();
    const { emit } = renderWidget(balanceWidget);
    fireEvent.click(screen.getByRole('button', { name: '隐藏余额' }));
    expect(emit).toHaveBeenCalledWith('toggle');
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(emit).toHaveBeenCalledWith('refresh');
  });

  it('formats edge cases as money reads in lists: grouped, 2 decimals, the currency symbol', () => {
    expect(balanceText(0.005, false, false)).toBe('¥0.01');
    expect(balanceText(-3, false, false)).toBe('-¥3.00');
    expect(balanceText(1288.5, false, false)).toBe('¥1,288.50');
    expect(balanceText(1234567.891, false, false, { symbol: '₱', position: 'B' })).toBe('1,234,567.89 ₱');
    expect(balanceText(12, false, false, { symbol: '$', position: 'F' })).toBe('$12.00');
    expect(balanceText(12, false, false, { symbol: '' })).toBe('12.00');
    expect(balanceText(undefined, false, false)).toBe('--');
    expect(balanceText(5, true, false)).toBe('****');
  });
});

describe('VipProgress', () => {
  it('shows a whole percent as text and as the progressbar value', () => {
    signInDemo();
    renderWidget(vipProgressWidget);
    expect(screen.getByText('46%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'VIP 升级进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('46');
    expect(screen.getByText('VIP 3')).toBeTruthy();
    act(() => { vipProgress.value = 1; });
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it("while the member's rank is not known it shows a loading bar, not 0 %", () => {
    signInDemo();
    act(() => { vipProgress.value = null; });
    renderWidget(vipProgressWidget);
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByText('--')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'VIP 升级进度' });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    act(() => { vipProgress.value = 0; });
    expect(screen.getByText('0%')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });

  it('rounds to whole percent within 0..100', () => {
    expect(wholePercent(0.454)).toBe(45);
    expect(wholePercent(0.455)).toBe(46);
    expect(wholePercent(0.999)).toBe(100);
    expect(wholePercent(1.7)).toBe(100);
    expect(wholePercent(-0.2)).toBe(0);
    expect(wholePercent(Number.NaN)).toBe(0);
  });
});

describe('Badge', () => {
  it('caps counts at 99+ and hides zero', () => {
    expect(formatCount(0)).toBe('');
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    const { container } = renderWidget(badgeWidget, { count: { var: 'data.unread' } }, { ctx: { data: { unread: 250 } } });
    expect(container.textContent).toBe('99+');
    expect(screen.getByLabelText('99+ 条未读')).toBeTruthy();
    expect(renderWidget(badgeWidget, { count: 0 }).container.textContent).toBe('');
  });

  it('shows a text tag', () => {
    expect(renderWidget(badgeWidget, { text: 'VIP 3' }).container.textContent).toBe('VIP 3');
  });
});

describe('MenuItem and MenuList', () => {
  it('a MenuItem with a path is a link that navigates and shows a capped badge', () => {
    const { navigate } = renderWidget(menuItemWidget, { label: 't:screens_mailbox', icon: 'mail', to: '/m/webEmail', badge: 120 });
    const link = screen.getByRole('link', { name: /站内信/ });
    expect(link.getAttribute('href')).toBe('/m/webEmail');
    expect(link.textContent).toContain('99+');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/m/webEmail');
  });

  it('an entry to a screen the merchant has not published is left out; it shows once published', () => {
    const routes = { kind: 'routes', id: 'routes', schemaVersion: '1.0', homeAliases: ['/'], home: '/m/home', fallback: '/m/home', routes: [{ path: '/m/gameRecord', screen: 'gameRecord' }] };
    const props = { label: 't:screens_mailbox', to: '/m/gameRecord?tab=1' };
    const missing = renderWidget(menuItemWidget, props, { documents: { routes } as never });
    expect(screen.queryByRole('link')).toBeNull();
    missing.unmount();
    renderWidget(menuItemWidget, props, { documents: { routes, gameRecord: { kind: 'screen', id: 'gameRecord', schemaVersion: '1.0', root: { type: 'Stack' } } } as never });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/m/gameRecord?tab=1');
  });

  it('an entry to a screen still coming with the rest of a first visit is shown as a link', () => {
    const routes = { kind: 'routes', id: 'routes', schemaVersion: '1.0', homeAliases: ['/'], home: '/m/home', fallback: '/m/home', routes: [{ path: '/m/notice', screen: 'notice' }] };
    renderWidget(menuItemWidget, { label: 't:screens_mailbox', to: '/m/notice' }, { documents: { routes } as never, coming: ['notice'] });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/m/notice');
  });

  it('a MenuItem without a path is a button raising press; no badge at 0', () => {
    const { emit } = renderWidget(menuItemWidget, { label: 't:screens_sign_out', tone: 'danger', badge: { var: 'data.none' } });
    const button = screen.getByRole('button', { name: '退出登录' });
    expect(button.textContent).toBe('退出登录');
    fireEvent.click(button);
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('a MenuList is a navigation landmark named by its title, holding a list', () => {
    renderWidget(menuListWidget, { title: 't:screens_home_shortcuts', variant: 'tiles', columns: 4 }, { children: <li>x</li> });
    const nav = screen.getByRole('navigation', { name: '快捷入口' });
    expect(nav.querySelector('ul')?.style.getPropertyValue('--wl-menu-columns')).toBe('4');
    expect(screen.getByRole('listitem').textContent).toBe('x');
  });
});

describe('MemberBadge', () => {
  it('shows the display name with the club label and announces its pop-up state', () => {
    signInDemo();
    const { emit } = renderWidget(memberBadgeWidget, { modal: 'memberPopup' });
    const button = screen.getByRole('button', { name: /Demo Player/ });
    expect(button.textContent).toContain('VIP 3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(emit).toHaveBeenCalledWith('press');
    openModal('memberPopup');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
