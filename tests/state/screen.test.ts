import { describe, expect, it, vi } from 'vitest';
import { addScreenDisposer, createScreenStore, disposeScreen, setFieldErrors } from '../../src/state/screen';

describe('screen store helpers', () => {
  it('writes rule failures as i18n keys with their params and clears them', () => {
    const store = createScreenStore();
    setFieldErrors(store, { mobileNum: { key: 'rules_mobile', params: { min: 6 } }, captcha: { key: 'rules_captcha' } });
    expect(store.errors.value).toEqual({ mobileNum: 't:rules_mobile', captcha: 't:rules_captcha' });
    expect(store.errorParams!.value).toEqual({ mobileNum: { min: 6 } });
    setFieldErrors(store, { mobileNum: null });
    expect(store.errors.value).toEqual({ captcha: 't:rules_captcha' });
    expect(store.errorParams!.value).toEqual({});
  });

  it('runs every clean-up once when the screen is disposed', () => {
    const store = createScreenStore();
    const a = vi.fn();
    const b = vi.fn();
    addScreenDisposer(store, a);
    const early = addScreenDisposer(store, b);
    early();
    disposeScreen(store);
    disposeScreen(store);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });
});
