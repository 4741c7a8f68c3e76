import { loadLayout, renderLayout } from './helpers';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import homeJson from '../../layouts/screens/home.json';
import setJson from '../../layouts/screens/set.json';
import maintenanceJson from '../../layouts/screens/maintenance.json';
import regionBlockedJson from '../../layouts/screens/regionBlocked.json';
import type { ScreenDocument } from '../../src/engine/types';
import { session } from '../../src/state/session';
import { resetSignals, setPlatform, signInDemo } from './signals';

const home = loadLayout<ScreenDocument>(homeJson);
const set = loadLayout<ScreenDocument>(setJson);
afterEach(resetSignals);

describe('home screen', () => {
  it('guests get a welcome with Login and Register calls to action', () => {
    setPlatform({});
    const { runs } = renderLayout(home);
    expect(screen.getByText('欢迎来到 Demo Casino')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'navigate', to: '/m/register' }]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('members see their name, balance, VIP progress and wallet shortcuts', () => {
    setPlatform({ MAILCEN: true });
    signInDemo();
    const { runs } = renderLayout(home);
    expect(screen.queryByText('欢迎来到 Demo Casino')).toBeNull();
    expect(screen.getByRole('button', { name: /Demo Player/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('¥1,288.50');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: '站内信' })).toBeTruthy();
    // Deposit and withdraw go through the one real-member gate of the actions document.
    fireEvent.click(screen.getByRole('button', { name: '存款' }));
    expect(runs.at(-1)!.actions).toEqual([{ do: 'run', list: 'deposit' }]);
    fireEvent.click(screen.getByRole('button', { name: '取款' }));
    expect(runs.at(-1)!.actions).toEqual([{ do: 'run', list: 'withdraw' }]);
  });

  it('renews the session and refreshes the wallet on entry, for members only, under the main header', () => {
    expect(home.onEnter!.slice(0, 2)).toEqual([
      { do: 'api', call: 'session.renew', when: '@member.loggedIn' },
      { do: 'wallet.refresh', maxAgeMs: 5000, when: '@member.loggedIn' },
    ]);
    // Then the account behaviour: pop-up announcements and the contract prompts, each once a visit.
    expect(home.onEnter!.slice(2, 4).map((a) => a.do)).toEqual(['once', 'once']);
    // A category asked for in the address (from the left panel on another page) is selected and shown.
    expect(home.onEnter!.slice(4).map((a) => a.do)).toEqual(['state.set', 'wait', 'scroll.to']);
    expect(home.onEnter!.slice(4).every((a) => JSON.stringify(a.when) === '"@route.query.cat"')).toBe(true);
    expect(home.chrome?.header).toBe('main');
  });
});

describe('settings screen', () => {
  it('members get change password (/m/changePsw) and sign-out', () => {
    setPlatform({});
    signInDemo();
    const { runs } = renderLayout(set, { path: '/m/set' });
    expect(screen.getByRole('link', { name: '修改密码' }).getAttribute('href')).toBe('/m/changePsw');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'session.logout' }]);
  });

  it('guests are asked to log in instead', () => {
    setPlatform({});
    session.value = null;
    const { runs } = renderLayout(set, { path: '/m/set' });
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'navigate', to: '/m/login' }]);
  });
});

describe('status pages', () => {
  it('maintenance says the system is upgrading', () => {
    setPlatform({});
    renderLayout(loadLayout<ScreenDocument>(maintenanceJson));
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeTruthy();
    expect(screen.getByText('系统升级中，请稍后再试。')).toBeTruthy();
  });

  it('region blocked explains the restriction', () => {
    setPlatform({});
    renderLayout(loadLayout<ScreenDocument>(regionBlockedJson));
    expect(screen.getByRole('heading', { name: '访问受限' })).toBeTruthy();
  });
});
