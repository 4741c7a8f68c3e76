import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, confirmDialog, dialog, hideLoading, loading, modals, showLoading, showToast, toasts, toggleModal } from '../../src/state/ui';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  toasts.value = [];
  modals.value = {};
  hideLoading();
});

describe('ui state', () => {
  it('shows a toast for its duration', () => {
    showToast('t:common_sms_sent', { duration: 1500 });
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_sms_sent']);
    vi.advanceTimersByTime(1499);
    expect(toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.value).toHaveLength(0);
  });

  it('the same message twice at once shows once; another message or the same one later shows again', () => {
    const first = showToast('t:common_err_session_expired');
    expect(showToast('t:common_err_session_expired')).toBe(first);
    showToast('t:common_sms_sent');
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_session_expired', 't:common_sms_sent']);
    vi.advanceTimersByTime(3000);
    expect(toasts.value).toHaveLength(0);
    expect(showToast('t:common_err_session_expired')).not.toBe(first);
  });

  it('resolves the confirm dialog with the answer and closes it', async () => {
    const answer = confirmDialog({ text: 't:common_signout_confirm' });
    expect(dialog.value?.text).toBe('t:common_signout_confirm');
    dialog.value!.answer(true);
    await expect(answer).resolves.toBe(true);
    expect(dialog.value).toBeNull();
  });

  it('a newer dialog declines the one it replaces', async () => {
    const first = confirmDialog({ text: 'one' });
    const second = confirmDialog({ text: 'two' });
    await expect(first).resolves.toBe(false);
    expect(dialog.value?.text).toBe('two');
    dialog.value!.answer(false);
    await expect(second).resolves.toBe(false);
  });

  it('shows and hides the loading message, with a time limit', () => {
    showLoading('t:in_please_wait', 10_000);
    expect(loading.value?.text).toBe('t:in_please_wait');
    hideLoading();
    expect(loading.value).toBeNull();
    showLoading('x', 10_000);
    vi.advanceTimersByTime(10_000);
    expect(loading.value).toBeNull();
  });

  it('toggles and closes modals', () => {
    toggleModal('rightPanel');
    expect(modals.value.rightPanel).toBe(true);
    toggleModal('rightPanel');
    expect(modals.value.rightPanel).toBe(false);
    toggleModal('leftPanel', true);
    toggleModal('leftPanel', true);
    expect(modals.value.leftPanel).toBe(true);
    closeAllModals();
    expect(modals.value).toEqual({});
  });
});
