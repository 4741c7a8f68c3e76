import { renderWidget } from './helpers';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { logoWidget } from '../../widgets/Logo';
import { authButtonsWidget } from '../../widgets/AuthButtons';
import { panelToggleWidget } from '../../widgets/PanelToggle';
import { drawerWidget } from '../../widgets/Drawer';
import { languageListWidget } from '../../widgets/LanguageList';
import { languagesOf } from '../../widgets/LanguageList/languages';
import { socialLoginWidget } from '../../widgets/SocialLogin';
import { modals } from '../../src/state/ui';
import { openModal, resetSignals } from './signals';

afterEach(resetSignals);

describe('Logo', () => {
  it('shows the template logo in a button named after the merchant and emits press', () => {
    const { emit, container } = renderWidget(logoWidget, {}, { ctx: { template: { logo: '/media/logo.png', title: 'Demo Casino' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Demo Casino 首页' }));
    expect(emit).toHaveBeenCalledWith('press');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/logo.png');
  });

  it('falls back to the title when there is no logo or it fails to load', () => {
    const { container } = renderWidget(logoWidget, {}, { ctx: { template: { logo: '/broken.png', title: 'Demo Casino' } } });
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Demo Casino')).toBeTruthy();
  });
});

describe('AuthButtons', () => {
  it('shows Login and Sign Up (missing switch counts as 1) and emits login / register', () => {
    const { emit } = renderWidget(authButtonsWidget);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(emit.mock.calls.map((c) => c[0])).toEqual(['login', 'register']);
  });

  it('hides Sign Up unless switch_register_button is 1', () => {
    renderWidget(authButtonsWidget, {}, { ctx: { template: { switch_register_button: '0' } } });
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});

describe('PanelToggle', () => {
  it('is a named button announcing whether its panel is open; emits press', () => {
    const { emit } = renderWidget(panelToggleWidget, { modal: 'leftPanel', label: 't:screens_open_menu' });
    const button = screen.getByRole('button', { name: '打开导航菜单' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(emit).toHaveBeenCalledWith('press');
    openModal('leftPanel');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Drawer', () => {
  it('renders its content only while its modal is open, as a named dialog', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    onTestFinished(() => void vi.unstubAllGlobals());
    renderWidget(drawerWidget, { modal: 'rightPanel', label: 't:screens_panel_label' }, { children: <p>inside</p> });
    expect(screen.queryByText('inside')).toBeNull();
    // Not drawn ahead unless the layout asks: the browser being idle changes nothing.
    expect(idle).toBeUndefined();
    expect(screen.queryByText('inside')).toBeNull();
    openModal('rightPanel');
    expect(screen.getByRole('dialog', { name: '个人菜单' })).toBeTruthy();
    expect(screen.getByText('inside')).toBeTruthy();
  });

  it('draws its content ahead once the browser is idle, still closed and out of reach, so a tap only opens it', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { container } = renderWidget(drawerWidget, { modal: 'leftPanel', side: 'left', label: 'Nav', drawAhead: true }, { children: <p>menu</p> });
      // The first render matches a page drawn by the platform: an empty closed panel.
      expect(screen.queryByText('menu')).toBeNull();
      expect(idle).toBeTypeOf('function');
      await act(async () => idle!());
      expect(container.querySelector('.wl-drawer__body')?.textContent).toBe('menu');
      const drawer = container.querySelector('.wl-drawer')!;
      expect(drawer.hasAttribute('inert')).toBe(true);
      expect(drawer.getAttribute('aria-hidden')).toBe('true');
      expect(screen.queryByRole('dialog')).toBeNull();
      openModal('leftPanel');
      expect(screen.getByRole('dialog', { name: 'Nav' }).textContent).toContain('menu');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('raises close on backdrop tap, on its close button and on Escape; close clears its modal flag first', () => {
    const { emit } = renderWidget(drawerWidget, { modal: 'leftPanel', side: 'left', label: 'Nav' }, { children: <p>menu</p> });
    openModal('leftPanel');
    fireEvent.click(screen.getByTestId('backdrop-leftPanel'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(emit.mock.calls).toEqual([['close'], ['close'], ['close']]);
    expect(drawerWidget.defaultOn?.({ modal: 'leftPanel' } as never).close).toEqual([{ do: 'modal.toggle', name: 'leftPanel', open: false }]);
  });
});

describe('LanguageList', () => {
  it("lists the template's languages with the current one checked and emits select for another", () => {
    const { emit } = renderWidget(languageListWidget, {}, { ctx: { template: { language: 'cn, en' }, lang: 'CN' } });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['简体中文', 'English']);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.click(radios[0]);
    expect(emit).not.toHaveBeenCalled();
    fireEvent.click(radios[1]);
    expect(emit).toHaveBeenCalledWith('select', { lang: 'EN' });
  });

  it('as an accordion starts collapsed behind a row showing the current language', () => {
    renderWidget(languageListWidget, { collapsible: true }, { ctx: { template: { language: 'CN,EN' }, lang: 'EN' } });
    const toggle = screen.getByRole('button', { name: /语言/ });
    expect(toggle.textContent).toContain('English');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('parses the template list: upper case, unique, CN when empty', () => {
    expect(languagesOf('cn,EN,en, vn')).toEqual(['CN', 'EN', 'VN']);
    expect(languagesOf('')).toEqual(['CN']);
    expect(languagesOf(undefined)).toEqual(['CN']);
  });
});

describe('SocialLogin', () => {
  it('shows only providers whose rule holds and emits select with the provider', () => {
    const { emit } = renderWidget(
      socialLoginWidget,
      { providers: [{ id: 'facebook', when: { var: 'flags.FACEBOOKLOGIN3' } }, { id: 'google', when: { var: 'flags.GOOGLELOGIN3' } }] },
      { ctx: { flags: { GOOGLELOGIN3: true } } },
    );
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '使用 Google 登录' }));
    expect(emit).toHaveBeenCalledWith('select', { provider: 'google' });
  });

  it('renders nothing without providers', () => {
    expect(renderWidget(socialLoginWidget, {}).container.innerHTML).toBe('');
  });
});
