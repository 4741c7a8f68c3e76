import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/state/platform';
import { clearSession, saveSession } from '../../src/state/session';
import { modals, toasts, toggleModal } from '../../src/state/ui';
import { defaultDocuments, renderApp, screenOf } from './helpers';
import { resetRedirectGuard } from '../../src/app/router/redirect-guard';
import type { RoutesDocument } from '../../src/engine/types';

beforeEach(() => {
  boot.value = { phase: 'ready' };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

const signIn = () => saveSession({ token: 't', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });

describe('router from routes.json', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('renders home at %s', (path) => {
    renderApp(path);
    expect(screen.getByTestId('screen:home')).toBeTruthy();
  });

  it('replaces an unknown path with /m/home', async () => {
    const app = renderApp('/m/no-such-page');
    expect(await screen.findByTestId('screen:home')).toBeTruthy();
    expect(app.location()).toBe('/m/home');
  });

  it('registers only routes whose screen exists: /m/register goes home until its screen is published', async () => {
    const app = renderApp('/m/register');
    expect(await screen.findByTestId('screen:home')).toBeTruthy();
    expect(app.location()).toBe('/m/home');
  });

  it('renders the screen of a plain route', () => {
    renderApp('/m/login');
    expect(screen.getByTestId('screen:login')).toBeTruthy();
  });

  it('sends a guest on a guarded route to its redirect (/m/set -> /m/login)', async () => {
    const app = renderApp('/m/set');
    expect(await screen.findByTestId('screen:login')).toBeTruthy();
    expect(app.location()).toBe('/m/login');
  });

  it('stops a redirect loop the routes allow and says so, instead of bouncing for ever', async () => {
    resetRedirectGuard();
    const docs = defaultDocuments();
    const routes = docs.routes as RoutesDocument;
    docs.routes = {
      ...routes,
      routes: routes.routes.map((entry) =>
        entry.path === '/m/login' ? { ...entry, when: { var: 'member.loggedIn' }, redirect: '/m/set' } : entry.path === '/m/set' ? { ...entry, when: { var: 'member.loggedIn' }, redirect: '/m/login' } : entry,
      ),
    };
    renderApp('/m/set', docs);
    expect(await screen.findByText('页面不断跳转，已为您停止。请稍后再试。')).toBeTruthy();
    resetRedirectGuard();
  });

  it('lets a signed-in member through the guard, and leaves when the session ends', async () => {
    signIn();
    const app = renderApp('/m/set');
    expect(screen.getByTestId('screen:set')).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByTestId('screen:login')).toBeTruthy();
    expect(app.location()).toBe('/m/login');
  });

  it('lets a navigation the app asked for win over a guard that fails on the way out (sign-out on /m/set)', async () => {
    signIn();
    const docs = defaultDocuments();
    // What session.logout does: replace to /m/home, then forget the session in the same tick.
    docs.set = screenOf('set', { type: 'Press', props: { label: 'leave' }, on: { press: [{ do: 'replace', to: '/m/home' }] } });
    const app = renderApp('/m/set', docs);
    const leave = screen.getByRole('button', { name: 'leave' });
    await act(async () => {
      leave.click();
      await Promise.resolve();
      clearSession();
    });
    expect(await screen.findByTestId('screen:home')).toBeTruthy();
    expect(app.location()).toBe('/m/home');
  });

  it('creates the screen store from the screen initial values and runs onEnter once', async () => {
    const docs = defaultDocuments();
    docs.home = {
      schemaVersion: '1.0',
      kind: 'screen',
      id: 'home',
      initial: { state: { greeting: 'hello' } },
      onEnter: [{ do: 'state.set', key: 'entered', value: true }],
      root: { type: 'Box', props: { label: 'home' }, children: [
        { type: 'Box', props: { label: 'greeting' }, when: { '==': [{ var: 'state.greeting' }, 'hello'] } },
        { type: 'Box', props: { label: 'entered' }, when: { var: 'state.entered' } },
      ] },
    };
    renderApp('/m/home', docs);
    expect(screen.getByTestId('greeting')).toBeTruthy();
    expect(await screen.findByTestId('entered')).toBeTruthy();
  });

  it("refuses a trial account a route that names the trial refusal: it stays where it is and is told free_reject", async () => {
    saveSession({ token: 't', merchantCode: 'DEMO', userName: 'trial01', type: 4, firstTimeLogin: false });
    const docs = defaultDocuments(['home', 'login', 'set', 'notice', 'webEmail']);
    docs.home = screenOf('home', { type: 'Press', props: { label: 'inbox' }, on: { press: [{ do: 'navigate', to: '/m/webEmail' }] } });
    const app = renderApp('/m/home', docs);
    await act(async () => screen.getByRole('button', { name: 'inbox' }).click());
    expect(app.location()).toBe('/m/home');
    expect(toasts.value.map((t) => [t.text, t.duration])).toEqual([['t:free_reject', 2000]]);
    toasts.value = [];
    // A real member goes through.
    act(() => signIn());
    await act(async () => screen.getByRole('button', { name: 'inbox' }).click());
    expect(await screen.findByTestId('screen:webEmail')).toBeTruthy();
    expect(toasts.value).toEqual([]);
  });

  it('closes pop-ups (member pop-up, panels) on route change', async () => {
    const docs = defaultDocuments();
    docs.home = { schemaVersion: '1.0', kind: 'screen', id: 'home', root: { type: 'Press', props: { label: 'go' }, on: { press: [{ do: 'navigate', to: '/m/login' }] } } };
    renderApp('/m/home', docs);
    act(() => toggleModal('memberPopup', true));
    expect(modals.value.memberPopup).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(await screen.findByTestId('screen:login')).toBeTruthy();
    expect(modals.value.memberPopup).toBeFalsy();
  });
});
