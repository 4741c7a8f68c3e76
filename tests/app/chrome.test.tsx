import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromeFor, footerEntries } from '../../src/app/chrome/chrome-rules';
import { buildContext } from '../../src/engine/build-context';
import type { ChromeDocument } from '../../src/engine/types';
import { boot, template } from '../../src/state/platform';
import { modals, toggleModal } from '../../src/state/ui';
import { defaultDocuments, parsed, renderApp } from './helpers';
import chromeJson from '../../layouts/chrome.json';
import setJson from '../../layouts/screens/set.json';
import type { ScreenDocument } from '../../src/engine/types';

const chrome = parsed(chromeJson) as ChromeDocument;
const HOME_PATHS = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'];

beforeEach(() => {
  boot.value = { phase: 'ready' };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  template.value = null;
  modals.value = {};
  vi.restoreAllMocks();
});

describe('chrome rules (chrome.json)', () => {
  it.each(HOME_PATHS)('shows header, top bar "home" and footer on %s', (path) => {
    expect(chromeFor(chrome, path)).toEqual({ header: true, topBar: 't:app_title_home', backBar: null, footer: true });
  });

  it('gives login a back bar that goes home, no header, no footer', () => {
    expect(chromeFor(chrome, '/m/login')).toEqual({ header: false, topBar: null, backBar: { title: 't:app_title_login', goesHome: true }, footer: false });
  });

  it('gives /m/set the main header (back bars are only for login, register and app)', () => {
    const state = chromeFor(chrome, '/m/set', parsed(setJson) as ScreenDocument);
    expect(state.header).toBe(true);
    expect(state.backBar).toBeNull();
  });

  it('gives the app page a back bar that goes one page back', () => {
    expect(chromeFor(chrome, '/m/app').backBar).toEqual({ title: 't:app_title_app', goesHome: false });
  });

  it.each(['/m/message', '/m/lottery', '/m/changePsw', '/m/agent', '/m/forget', '/m/login', '/m/register', '/m/mine', '/m/applyReward'])(
    'hides the header on %s',
    (path) => expect(chromeFor(chrome, path).header).toBe(false),
  );

  it.each(['/m/lottery', '/m/forget', '/m/changePsw', '/m/notice', '/m/agent', '/m/login', '/m/register', '/m/activityDetail', '/m/mine', '/m/applyReward'])(
    'hides the footer on %s',
    (path) => expect(chromeFor(chrome, path).footer).toBe(false),
  );

  it('shows no top bar off the home paths, and hides the footer while the service modal is open', () => {
    expect(chromeFor(chrome, '/m/set').topBar).toBeNull();
    expect(chromeFor(chrome, '/m/set').footer).toBe(true);
    expect(chromeFor(chrome, '/m/set', undefined, true).footer).toBe(false);
  });

  it('orders footer items as footer_nav says and ignores unknown keys', () => {
    const ctx = buildContext({ template: { footer_nav: 'member, home,bogus,deposit,home' } });
    expect(footerEntries(chrome, ctx, '/m/set').map((e) => e.item.key)).toEqual(['member', 'home', 'deposit']);
  });

  it('falls back to the default keys without footer_nav', () => {
    const keys = footerEntries(chrome, buildContext(), '/m/home').map((e) => e.item.key);
    expect(keys).toEqual(['home', 'activity', 'invite', 'deposit', 'member', 'service']);
  });

  it.each(HOME_PATHS)('highlights home on %s', (path) => {
    const ctx = buildContext({ template: { footer_nav: 'home,activity' } });
    expect(footerEntries(chrome, ctx, path).map((e) => e.active)).toEqual([true, false]);
  });

  it('highlights the promotion item on /m/activity and /m/activityDetail', () => {
    const ctx = buildContext({ template: { footer_nav: 'home,activity' } });
    expect(footerEntries(chrome, ctx, '/m/activityDetail').map((e) => e.active)).toEqual([false, true]);
    expect(footerEntries(chrome, ctx, '/m/activity').map((e) => e.active)).toEqual([false, true]);
  });

  it('hides the invite item from agents and from members without the referral promotion', () => {
    const nav = { footer_nav: 'home,invite' };
    const keys = (member: Record<string, unknown>, flags: Record<string, unknown> = {}) =>
      footerEntries(chrome, buildContext({ template: nav, member, flags }), '/m/home').map((e) => e.item.key);
    expect(keys({ loggedIn: false })).toEqual(['home', 'invite']);
    expect(keys({ loggedIn: true, type: 1, isAgent: true }, { REFERRAL3: true })).toEqual(['home']);
    expect(keys({ loggedIn: true, type: 0 })).toEqual(['home']);
    expect(keys({ loggedIn: true, type: 0 }, { REFERRAL3: true })).toEqual(['home', 'invite']);
  });
});

describe('chrome in the app', () => {
  it('shows the header fragment, top bar and footer at home', () => {
    template.value = { templateId: 1, merchantCode: 'DEMO', parameters: { footer_nav: 'home,activity,member' } };
    renderApp('/m/home');
    expect(screen.getByTestId('fragment:header')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '首页' })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const items = within(nav).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['首页', '优惠', '我的']);
    expect(items[0].getAttribute('aria-current')).toBe('page');
  });

  it('shows the back bar instead of the header on login; back goes home', async () => {
    const app = renderApp('/m/login');
    expect(screen.queryByTestId('fragment:header')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByTestId('screen:home')).toBeTruthy();
    expect(app.location()).toBe('/m/home');
  });

  it('renders the panel fragments (right panel, left panel, member pop-up)', () => {
    renderApp('/m/home');
    for (const id of ['rightPanel', 'leftPanel', 'memberPopup']) expect(screen.getByTestId(`fragment:${id}`)).toBeTruthy();
  });

  it('hides the footer while the service sheet is open (the sheet loads when first opened)', async () => {
    renderApp('/m/home');
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: '客服' }));
    expect(await screen.findByRole('dialog', { name: '客户服务' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    act(() => toggleModal('service', false));
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('home item resets gameCategory to HOME on the home page', async () => {
    const docs = defaultDocuments();
    docs.home = {
      schemaVersion: '1.0', kind: 'screen', id: 'home', initial: { state: { gameCategory: 'SLOTS' } },
      root: { type: 'Box', props: { label: 'home' }, children: [{ type: 'Box', props: { label: 'category-home' }, when: { '==': [{ var: 'state.gameCategory' }, 'HOME'] } }] },
    };
    const app = renderApp('/m/index', docs);
    expect(screen.queryByTestId('category-home')).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: '首页' }));
    await waitFor(() => expect(app.location()).toBe('/m/home'));
    expect(screen.getByTestId('category-home')).toBeTruthy();
  });

  it('home item replaces another page with /m/home', async () => {
    const app = renderApp('/m/message', defaultDocuments(['home', 'login', 'message']));
    expect(screen.getByTestId('screen:message')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: '首页' }));
    expect(await screen.findByTestId('screen:home')).toBeTruthy();
    expect(app.location()).toBe('/m/home');
  });
});
