import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/captcha', () => ({ getCaptcha: vi.fn() }));
vi.mock('../../src/api/endpoints/wallet/gcs', () => ({ getWallet: vi.fn() }));

import { getCaptcha } from '../../src/api/endpoints/captcha';
import { getWallet } from '../../src/api/endpoints/wallet/gcs';
import { runActionList } from './dispatch';
import { forget, lastRememberedMethod, remember } from '../../src/actions/flows/remember';
import { clearWallet, setWallet, wallet, walletLoading } from '../../src/state/wallet';
import { MemoryStorage } from '../state/memory-storage';
import { fakeScope } from './fake-scope';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.mocked(getCaptcha).mockResolvedValue({ captchaId: 'c-9', image: 'data:image/svg+xml;base64,BB' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('captcha.refresh', () => {
  it('stores image and id in screen state and clears the typed answer', async () => {
    const { scope, screen } = fakeScope();
    screen.form.value = { captcha: '1234', username: 'demo' };
    await runActionList([{ do: 'captcha.refresh' }], scope);
    expect(screen.state.value).toEqual({ captchaImage: 'data:image/svg+xml;base64,BB', captchaId: 'c-9' });
    expect(screen.form.value).toEqual({ captcha: '', username: 'demo' });
  });
});

describe('captcha.refresh failure', () => {
  it('drops the spent image so the widget offers a retry, and reports', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getCaptcha).mockRejectedValue(new Error('offline'));
    const { scope, screen } = fakeScope();
    screen.state.value = { captchaImage: 'data:image/old', captchaId: 'old' };
    expect(await runActionList([{ do: 'captcha.refresh' }], scope)).toBe('stop');
    expect(screen.state.value).toEqual({ captchaImage: '', captchaId: '' });
  });
});

describe('remember.load', () => {
  it('fills the remembered name and dialing code of the method', async () => {
    remember({ method: 'username', username: 'demo' });
    remember({ method: 'sms', username: '13800000000', countryDialingCode: '86' });
    const { scope, screen } = fakeScope();
    await runActionList([{ do: 'remember.load', method: 'sms' }], scope);
    expect(screen.form.value).toEqual({ mobileNum: '13800000000', countryDialingCode: '86', remember: true });
    await runActionList([{ do: 'remember.load', method: 'username' }], scope);
    expect(screen.form.value.username).toBe('demo');
    expect(getCaptcha).not.toHaveBeenCalled();
  });

  it('refreshes the captcha when it is shown, even with nothing remembered', async () => {
    const { scope, screen } = fakeScope();
    screen.state.value = { captchaNeeded: true };
    await runActionList([{ do: 'remember.load', method: 'username' }], scope);
    expect(screen.form.value.username).toBeUndefined();
    expect(screen.state.value.captchaId).toBe('c-9');
  });

  it('never reads back a password stored by an older version, and tolerates corrupt data', async () => {
    storage.setItem('MC_REMEMBERED', JSON.stringify({ username: { method: 'username', username: 'demo', password: 'WkdWdGJ6RXlNelE9' } }));
    const { scope, screen } = fakeScope();
    await runActionList([{ do: 'remember.load', method: 'username' }], scope);
    expect(screen.form.value).toEqual({ username: 'demo', remember: true });
    storage.setItem('MC_REMEMBERED', '{broken');
    const other = fakeScope();
    expect(await runActionList([{ do: 'remember.load', method: 'username' }], other.scope)).toBeUndefined();
    expect(other.screen.form.value).toEqual({});
  });

  it('refuses an unknown method', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'remember.load', method: 'email' }], scope)).toBe('stop');
  });
});

describe('wallet.refresh', () => {
  it('masks the balance while loading and shows the new one', async () => {
    let resolve!: (v: { sumBalance: number; currency: string }) => void;
    vi.mocked(getWallet).mockReturnValue(new Promise((r) => (resolve = r)));
    const { scope } = fakeScope();
    const run = runActionList([{ do: 'wallet.refresh' }], scope);
    expect(walletLoading.value).toBe(true);
    resolve({ sumBalance: 99.5, currency: 'CNY' });
    await run;
    expect(walletLoading.value).toBe(false);
    expect(wallet.value).toEqual({ sumBalance: 99.5 });
  });

  it('with maxAgeMs keeps a balance loaded that recently, and reloads an older one', async () => {
    vi.mocked(getWallet).mockResolvedValue({ sumBalance: 7, currency: 'CNY' } as never);
    const { scope } = fakeScope();
    setWallet({ sumBalance: 1288.5 });
    await runActionList([{ do: 'wallet.refresh', maxAgeMs: 5000 }], scope);
    expect(getWallet).not.toHaveBeenCalled();
    expect(wallet.value).toEqual({ sumBalance: 1288.5 });

    setWallet({ sumBalance: 1288.5 }, Date.now() - 6000);
    await runActionList([{ do: 'wallet.refresh', maxAgeMs: 5000 }], scope);
    expect(getWallet).toHaveBeenCalledTimes(1);
    expect(wallet.value).toEqual({ sumBalance: 7 });

    clearWallet();
    await runActionList([{ do: 'wallet.refresh', maxAgeMs: 5000 }], scope);
    expect(getWallet).toHaveBeenCalledTimes(2);
  });

  it('unmasks even when the refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getWallet).mockRejectedValue(new Error('offline'));
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'wallet.refresh' }], scope)).toBe('stop');
    expect(walletLoading.value).toBe(false);
  });
});

describe('remember.load without a method (entering /m/login)', () => {
  it('opens on the last remembered method with its values', async () => {
    remember({ method: 'username', username: 'demo' });
    remember({ method: 'sms', username: '13800000000', countryDialingCode: '86' });
    const { scope, screen } = fakeScope();
    screen.form.value = { method: 'username', remember: false };
    await runActionList([{ do: 'remember.load', offered: ['username', 'sms'] }], scope);
    expect(screen.form.value).toEqual({ method: 'sms', mobileNum: '13800000000', countryDialingCode: '86', remember: true });
  });

  it('stays on the form method when the last one is not offered, or none was recorded', async () => {
    remember({ method: 'username', username: 'demo' });
    remember({ method: 'sms', username: '13800000000', countryDialingCode: '86' });
    const { scope, screen } = fakeScope();
    screen.form.value = { method: 'username' };
    await runActionList([{ do: 'remember.load', offered: ['username'] }], scope);
    expect(screen.form.value).toEqual({ method: 'username', username: 'demo', remember: true });

    storage.setItem('MC_REMEMBERED', JSON.stringify({ username: { method: 'username', username: 'old' } }));
    const other = fakeScope();
    other.screen.form.value = { method: 'username' };
    await runActionList([{ do: 'remember.load' }], other.scope);
    expect(other.screen.form.value).toEqual({ method: 'username', username: 'old', remember: true });
  });

  it('forgetting the last method forgets it as the opening one', async () => {
    remember({ method: 'sms', username: '13800000000', countryDialingCode: '86' });
    forget('sms');
    expect(lastRememberedMethod()).toBeNull();
  });
});

describe('captcha.refresh clears the answer error', () => {
  it('drops the error of the old answer with the answer', async () => {
    const { scope, screen } = fakeScope();
    screen.form.value = { captcha: '12' };
    screen.errors.value = { captcha: 't:rules_captcha_invalid', username: 't:rules_required' };
    await runActionList([{ do: 'captcha.refresh' }], scope);
    expect(screen.errors.value).toEqual({ username: 't:rules_required' });
  });
});
