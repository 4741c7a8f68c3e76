import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, systemStatus, SYSTEM_STATUS_KEY, template } from '../../src/state/platform';
import type { SystemStatus } from '../../src/api/endpoints/system/status';
import { defaultDocuments, renderApp, screenOf } from './helpers';

const status = (code: 0 | 1 | 2): SystemStatus => ({
  status: code,
  maintenance: code === 1,
  regionRestriction: code === 2,
  location: { ip: '203.0.113.9' },
  info: {},
});

beforeEach(() => {
  boot.value = { phase: 'ready' };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  systemStatus.value = null;
  template.value = null;
  vi.restoreAllMocks();
});

describe('status gate', () => {
  it('status 0 shows the app', () => {
    systemStatus.value = status(0);
    renderApp('/m/home');
    expect(screen.getByTestId('screen:home')).toBeTruthy();
  });

  it('status 1 shows the maintenance layout instead of any page', () => {
    systemStatus.value = status(1);
    renderApp('/m/login', { ...defaultDocuments(), maintenance: screenOf('maintenance') });
    expect(screen.getByTestId('screen:maintenance')).toBeTruthy();
    expect(screen.queryByTestId('screen:login')).toBeNull();
  });

  it('status 2 shows the regionBlocked layout', () => {
    systemStatus.value = status(2);
    renderApp('/m/home', { ...defaultDocuments(), regionBlocked: screenOf('regionBlocked') });
    expect(screen.getByTestId('screen:regionBlocked')).toBeTruthy();
  });

  it('falls back to built-in pages when the status layouts are missing', () => {
    systemStatus.value = status(1);
    const first = renderApp('/m/home');
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeTruthy();
    first.unmount();
    systemStatus.value = status(2);
    renderApp('/m/home');
    expect(screen.getByRole('heading', { name: '访问受限' })).toBeTruthy();
    expect(screen.getByText('您的 IP：203.0.113.9')).toBeTruthy();
  });

  it('shows a cached status at once on the next start, before boot finishes', async () => {
    localStorage.setItem(SYSTEM_STATUS_KEY, JSON.stringify(status(1)));
    vi.resetModules();
    const platform = await import('../../src/state/platform');
    const { StatusGate } = await import('../../src/app/gates/StatusGate');
    const { render } = await import('@testing-library/react');
    platform.boot.value = { phase: 'loading' };
    expect(platform.systemStatus.value?.status).toBe(1);
    render(<StatusGate><p>app</p></StatusGate>);
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeTruthy();
    expect(screen.queryByText('app')).toBeNull();
  });
});

describe('boot gate', () => {
  it('shows the template loading image while booting', () => {
    boot.value = { phase: 'loading' };
    template.value = { templateId: 1, merchantCode: 'DEMO', parameters: { loadingImage: '/img/loading.gif' } };
    const { container } = renderApp('/m/home');
    expect(container.querySelector('.boot-screen img')?.getAttribute('src')).toBe('/img/loading.gif');
    expect(screen.queryByTestId('screen:home')).toBeNull();
  });

  it('shows the template failure screen with a Retry that boots again', () => {
    boot.value = { phase: 'error', error: 'Not exist setting' };
    const app = renderApp('/m/home');
    expect(screen.getByRole('alert').textContent).toContain('Not exist setting');
    expect(screen.queryByTestId('screen:home')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(app.onRetry).toHaveBeenCalledTimes(1);
  });
});
