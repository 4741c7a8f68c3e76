import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiHosts } from '../../src/app/hosts';
import { confirmDialog, hideLoading, showLoading, showToast, toasts } from '../../src/state/ui';

afterEach(() => {
  toasts.value = [];
  hideLoading();
});

describe('ui hosts', () => {
  it('shows toasts, translating text keys', () => {
    render(<UiHosts />);
    act(() => void showToast('t:free_reject', { duration: 2000 }));
    expect(screen.getByRole('status').textContent).toBe('请登录真实账号使用此功能');
  });

  it('answers the confirm dialog', async () => {
    render(<UiHosts />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ text: 'Sign out?' });
    });
    // The dialog's view loads when a dialog is first asked for.
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Sign out?');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows and hides the loading overlay', () => {
    render(<UiHosts />);
    act(() => showLoading('t:app_loading'));
    expect(screen.getByRole('alert').textContent).toBe('加载中…');
    act(() => hideLoading());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
