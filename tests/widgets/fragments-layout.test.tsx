import { loadLayout, renderLayout } from './helpers';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import headerJson from '../../layouts/menus/header.json';
import rightPanelJson from '../../layouts/menus/rightPanel.json';
import memberPopupJson from '../../layouts/menus/memberPopup.json';
import leftPanelJson from '../../layouts/menus/leftPanel.json';
import type { FragmentDocument } from '../../src/engine/types';
import { device } from '../../src/state/device';
import { openModal, resetSignals, setPlatform, signInDemo } from './signals';

const header = loadLayout<FragmentDocument>(headerJson);
const rightPanel = loadLayout<FragmentDocument>(rightPanelJson);
const memberPopup = loadLayout<FragmentDocument>(memberPopupJson);
const leftPanel = loadLayout<FragmentDocument>(leftPanelJson);
afterEach(resetSignals);

const ALL_FLAGS = { REWCEN3: true, PTSYS3: true, TRANSBETREPMEM3: true, TRANSREC3: true, SECPRIV: true, MAILCEN: true, MYACC: true, VIPBENEFITS3: true, PNL3: true };
const linkNames = (root: HTMLElement = document.body) => within(root).queryAllByRole('link').map((a) => a.getAttribute('href'));

describe('header fragment', () => {
  it('logged out: menu toggle, logo, Login and Sign Up, account panel toggle', () => {
    setPlatform({});
    const { runs } = renderLayout(header);
    fireEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'modal.toggle', name: 'leftPanel' }]);
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'navigate', to: '/m/register' }]);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'navigate', to: '/m/login' }]);
    fireEvent.click(screen.getByRole('button', { name: '打开个人菜单' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'modal.toggle', name: 'rightPanel' }]);
  });

  it('the logo resets the game category and replaces the route home after 100 ms', () => {
    setPlatform({});
    const { runs } = renderLayout(header);
    fireEvent.click(screen.getByRole('button', { name: 'Demo Casino 首页' }));
    expect(runs.at(-1)?.actions).toEqual([
      { do: 'state.set', key: 'gameCategory', value: 'HOME' },
      { do: 'replace', to: '/m/home', delay: 100 },
    ]);
  });

  it('hides Sign Up when switch_register_button is 0', () => {
    setPlatform({}, { switch_register_button: '0' });
    renderLayout(header);
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
  });

  it('logged in: the member block (name + VIP tag) toggles the member pop-up', () => {
    setPlatform({});
    signInDemo();
    const { runs } = renderLayout(header);
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    const badge = screen.getByRole('button', { name: /Demo Player/ });
    expect(badge.textContent).toContain('VIP 3');
    fireEvent.click(badge);
    expect(runs.at(-1)?.actions).toEqual([{ do: 'modal.toggle', name: 'memberPopup' }]);
  });
});

describe('right panel fragment', () => {
  it('is closed until its modal opens', () => {
    setPlatform(ALL_FLAGS);
    renderLayout(rightPanel);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('logged out: login and register, flagged entries, languages; no sign-out', () => {
    setPlatform({ REWCEN3: true, MAILCEN: true });
    renderLayout(rightPanel);
    openModal('rightPanel');
    const panel = screen.getByRole('dialog', { name: '个人菜单' });
    expect(within(panel).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '立即注册' })).toBeTruthy();
    expect(linkNames(panel)).toEqual(['/m/rewardCenter', '/m/webEmail', '/m/feedback']);
    expect(within(panel).getByRole('button', { name: /语言/ })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('logged in: name, deposit, withdraw, every flagged entry and sign-out', () => {
    setPlatform(ALL_FLAGS);
    signInDemo();
    const { runs } = renderLayout(rightPanel);
    openModal('rightPanel');
    const panel = screen.getByRole('dialog', { name: '个人菜单' });
    expect(within(panel).getByRole('button', { name: /Demo Player/ })).toBeTruthy();
    expect(linkNames(panel)).toEqual([
      '/m/rewardCenter', '/m/mall/mallHome', '/m/gameRecord', '/m/transaction/record', '/m/securityCenter', '/m/webEmail', '/m/myAccount/index',
      '/m/feedback',
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: '取款' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'run', list: 'withdraw' }]);
    fireEvent.click(within(panel).getByRole('button', { name: '存款' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'run', list: 'deposit' }]);
    fireEvent.click(within(panel).getByRole('button', { name: '退出登录' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'session.logout' }]);
  });
});

describe('member pop-up fragment', () => {
  it('shows balance (2 decimals), VIP percent and only the entries whose flags are on', () => {
    setPlatform({ VIPBENEFITS3: true, PNL3: true, SECPRIV: true });
    signInDemo();
    const { runs } = renderLayout(memberPopup);
    openModal('memberPopup');
    const popup = screen.getByRole('dialog', { name: '会员信息' });
    expect(within(popup).getByRole('status').textContent).toBe('¥1,288.50');
    expect(within(popup).getByText('46%')).toBeTruthy();
    expect(linkNames(popup)).toEqual(['/m/member/benefits', '/m/profitandloss', '/m/securityCenter']);
    fireEvent.click(within(popup).getByRole('button', { name: '隐藏余额' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'balance.toggle' }]);
    fireEvent.click(within(popup).getByRole('button', { name: '刷新余额' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'wallet.refresh' }]);
  });

  it('with every flag on lists all seven entries in the spec order', () => {
    setPlatform(ALL_FLAGS);
    signInDemo();
    renderLayout(memberPopup);
    openModal('memberPopup');
    expect(linkNames()).toEqual([
      '/m/member/benefits', '/m/gameRecord', '/m/transaction/record', '/m/profitandloss', '/m/rewardCenter', '/m/mall/mallHome', '/m/securityCenter',
    ]);
  });
});

describe('left panel fragment', () => {
  it('logged out: VIP room tile and promotion, invite goes to login, download link outside app/PWA', () => {
    setPlatform({});
    const { runs } = renderLayout(leftPanel);
    openModal('leftPanel');
    expect(linkNames()).toEqual(['/m/member/benefits', '/m/activity', '/m/lottery', '/m/app']);
    fireEvent.click(screen.getByRole('button', { name: '邀请好友' }));
    // The referral rule lives once in the actions document (guests go to login there).
    expect(runs.at(-1)?.actions).toEqual([{ do: 'run', list: 'invite' }]);
  });

  it('logged in: bonus details with REWCEN3, VIP room only with VIPBENEFITS3; no download link in the PWA', () => {
    setPlatform({ REWCEN3: true });
    signInDemo();
    device.value = { ...device.value, pwa: true };
    renderLayout(leftPanel);
    openModal('leftPanel');
    expect(linkNames()).toEqual(['/m/rewardCenter', '/m/activity', '/m/lottery']);
  });
});
