import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/actions/flows/layouts', () => ({ loadRestOfLayouts: vi.fn() }));

import { loadRestOfLayouts } from '../../src/actions/flows/layouts';
import { ApiError } from '../../src/api/errors';
import { boot, pendingLayouts } from '../../src/state/platform';
import { defaultDocuments, renderApp, screenOf } from './helpers';

beforeEach(() => {
  boot.value = { phase: 'ready' };
  vi.mocked(loadRestOfLayouts).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  pendingLayouts.value = {};
  vi.restoreAllMocks();
});

describe('a screen a first visit has not received yet', () => {
  it('is coming, not missing: it asks for the rest and shows the screen when it arrives', async () => {
    const documents = defaultDocuments(['home']);
    pendingLayouts.value = { notice: 'screen' };
    let arrive: () => void = () => undefined;
    vi.mocked(loadRestOfLayouts).mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    const view = renderApp('/m/notice', documents);
    expect(screen.getByText('加载中...').closest('[aria-busy="true"]')).toBeTruthy();
    expect(loadRestOfLayouts).toHaveBeenCalledTimes(1);
    documents.notice = screenOf('notice');
    await act(async () => {
      pendingLayouts.value = {};
      arrive();
    });
    expect(screen.getByTestId('screen:notice')).toBeTruthy();
    view.unmount();
  });

  it('a failure says why, and the retry asks again', async () => {
    pendingLayouts.value = { notice: 'screen' };
    vi.mocked(loadRestOfLayouts).mockRejectedValueOnce(new ApiError('network', 'offline')).mockReturnValueOnce(new Promise<void>(() => undefined));
    renderApp('/m/notice', defaultDocuments(['home']));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络不可用，请检查网络连接');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(loadRestOfLayouts).toHaveBeenCalledTimes(2);
    expect(screen.getByText('加载中...')).toBeTruthy();
  });

  it('a screen neither here nor coming is missing', () => {
    renderApp('/m/notice', defaultDocuments(['home']));
    expect(loadRestOfLayouts).not.toHaveBeenCalled();
    expect(screen.queryByText('加载中...')).toBeNull();
  });
});
