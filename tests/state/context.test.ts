import { describe, expect, it } from 'vitest';
import { contextFor } from '../../src/state/context';
import { createScreenStore } from '../../src/state/screen';
import { saveSession, clearSession } from '../../src/state/session';
import { member, vipProgress } from '../../src/state/member';
import { setWhitelabel, template } from '../../src/state/platform';
import { toggleModal, closeAllModals } from '../../src/state/ui';
import { wallet } from '../../src/state/wallet';

describe('contextFor', () => {
  it('is a visitor context with the screen form and state by default', () => {
    clearSession();
    const screen = createScreenStore({ form: { method: 'sms' }, state: { captchaNeeded: true } });
    const ctx = contextFor(screen, { path: '/m/login', query: { a: '1' } });
    expect(ctx.member.loggedIn).toBe(false);
    expect(ctx.form).toEqual({ method: 'sms' });
    expect(ctx.state.captchaNeeded).toBe(true);
    expect(ctx.route).toEqual({ path: '/m/login', query: { a: '1' }, params: {} });
    expect(ctx.lang).toBe('CN');
  });

  it('reflects session, member, flags, template, modals and wallet', () => {
    saveSession({ token: 't', merchantCode: 'DEMO', userName: 'agent01', type: 1, firstTimeLogin: false });
    member.value = { id: 2, nickname: 'Agent', type: 1, userName: 'agent01', clubLabel: { labelName: 'VIP 3' } };
    vipProgress.value = 0.456;
    setWhitelabel({ CBS3: true });
    template.value = { templateId: 1, merchantCode: 'DEMO', parameters: { footer_nav: 'home' } };
    wallet.value = { sumBalance: 1288.5 };
    toggleModal('rightPanel', true);
    const ctx = contextFor(createScreenStore(), { path: '/m/home', query: {} });
    expect(ctx.member).toMatchObject({ loggedIn: true, type: 1, isAgent: true, isReal: true, name: 'Agent' });
    expect(ctx.flags.CBS3).toBe(true);
    expect(ctx.template.footer_nav).toBe('home');
    expect(ctx.state.modals).toEqual({ rightPanel: true });
    expect(ctx.data).toMatchObject({ wallet: { sumBalance: 1288.5 }, vipPercent: 46, clubLabel: 'VIP 3', displayName: 'Agent' });
    closeAllModals();
    clearSession();
  });
});
