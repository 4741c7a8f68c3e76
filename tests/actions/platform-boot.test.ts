import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/system/templates', () => ({ getTemplate: vi.fn() }));
vi.mock('../../src/api/endpoints/system/whitelabel', () => ({ getWhitelabel: vi.fn() }));
vi.mock('../../src/api/endpoints/system/status', () => ({ getSystemStatus: vi.fn() }));
vi.mock('../../src/api/endpoints/layouts/bundle', () => ({ getLayoutBundle: vi.fn() }));
vi.mock('../../src/api/endpoints/member/info', () => ({ getMemberInfo: vi.fn() }));
vi.mock('../../src/api/endpoints/member/rank-progress', () => ({ getRankProgress: vi.fn() }));
vi.mock('../../src/api/endpoints/wallet/gcs', () => ({ getWallet: vi.fn() }));
vi.mock('../../src/i18n', () => ({ changeLanguage: vi.fn(async (l: string) => l), setTextOverrides: vi.fn() }));
vi.mock('../../src/actions/browser', () => ({
  pageLocation: () => ({ domain: 'demo.example', url: 'https://demo.example/m/home' }),
  setDocumentTitle: vi.fn(),
  setFavicon: vi.fn(),
  applyThemeProperties: vi.fn(),
}));

import { getTemplate } from '../../src/api/endpoints/system/templates';
import { getWhitelabel } from '../../src/api/endpoints/system/whitelabel';
import { getSystemStatus } from '../../src/api/endpoints/system/status';
import { getLayoutBundle } from '../../src/api/endpoints/layouts/bundle';
import { getMemberInfo } from '../../src/api/endpoints/member/info';
import { getRankProgress } from '../../src/api/endpoints/member/rank-progress';
import { getWallet } from '../../src/api/endpoints/wallet/gcs';
import { changeLanguage } from '../../src/i18n';
import { setDocumentTitle, setFavicon } from '../../src/actions/browser';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { boot, layoutIssues, layouts, storeLayouts, systemStatus, template, whitelabel } from '../../src/state/platform';
import { language } from '../../src/state/prefs';
import { clearSession, saveSession, session } from '../../src/state/session';
import { member } from '../../src/state/member';
import { MemoryStorage } from '../state/memory-storage';
import { fakeScope } from './fake-scope';
import { toasts } from '../../src/state/ui';
import { FIRST_VISIT_LIMIT_MS, SAVED_COPY_AFTER_MS } from '../../src/actions/handlers/platform-boot';

const TEMPLATE = { templateId: '7', merchantCode: 'DEMO', parameters: { title: 'Demo Casino', favicon: '/f.ico', language: 'CN,EN' } };
const STATUS = { status: 0 as const, maintenance: false, regionRestriction: false, location: { ip: '1.1.1.1' }, info: {} };
const routes = (home = '/m/home') => ({ schemaVersion: '1.0', kind: 'routes', id: 'routes', homeAliases: ['/'], home, fallback: '/m/home', routes: [] });
const fragment = (id: string, type = 'Box') => ({ schemaVersion: '1.0', kind: 'fragment', id, root: { type } });

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(getTemplate).mockResolvedValue(TEMPLATE);
  vi.mocked(getWhitelabel).mockResolvedValue({ CBS3: true });
  vi.mocked(getSystemStatus).mockResolvedValue(STATUS);
  vi.mocked(getLayoutBundle).mockResolvedValue({ etag: 'e1', documents: { routes: routes(), header: fragment('header') } });
  language.value = 'CN';
  layouts.value = {};
  layoutIssues.value = [];
  boot.value = { phase: 'loading' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  clearSession();
});

const start = () => runActionList([{ do: 'platform.boot' }], fakeScope().scope);

describe('platform.boot', () => {
  it('loads template, flags, status and layouts, sets title and favicon, and is ready', async () => {
    await start();
    expect(getTemplate).toHaveBeenCalledWith({ domain: 'demo.example', url: 'https://demo.example/m/home' });
    expect(template.value).toEqual(TEMPLATE);
    expect(whitelabel.value).toEqual({ CBS3: true });
    expect(systemStatus.value).toEqual(STATUS);
    expect(Object.keys(layouts.value).sort()).toEqual(['header', 'routes']);
    expect(setDocumentTitle).toHaveBeenCalledWith('Demo Casino');
    expect(setFavicon).toHaveBeenCalledWith('/f.ico');
    expect(boot.value).toEqual({ phase: 'ready' });
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBe('e1');
    expect(JSON.parse(storage.getItem('MC_SYSTEM_STATUS')!)).toEqual(STATUS);
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('a template failure ends in the error phase with a clear message', async () => {
    vi.mocked(getTemplate).mockRejectedValue(new ApiError('network', 'The network is unavailable'));
    expect(await start()).toBe('stop');
    // 'Not exist setting' goes to the console (spec); the screen says what happened in the player's language.
    expect(boot.value).toEqual({ phase: 'error', error: 't:common_err_network' });
  });

  it('starts whitelabel, status and layouts side by side with the template, not after it', async () => {
    let answerTemplate: (value: Awaited<ReturnType<typeof getTemplate>>) => void = () => undefined;
    vi.mocked(getTemplate).mockReturnValue(new Promise((resolve) => (answerTemplate = resolve)));
    const running = start();
    await Promise.resolve();
    // The template has not answered yet, and every request that does not need it is already out.
    expect(getWhitelabel).toHaveBeenCalled();
    expect(getSystemStatus).toHaveBeenCalled();
    expect(getLayoutBundle).toHaveBeenCalled();
    expect(boot.value.phase).toBe('loading');
    answerTemplate({ templateId: 't1', merchantCode: 'DEMO', parameters: { language: 'CN,EN' } });
    expect(await running).toBeUndefined();
    expect(boot.value.phase).toBe('ready');
  });

  it('switches to the template language when the stored one is not offered', async () => {
    language.value = 'VN';
    await start();
    expect(changeLanguage).toHaveBeenCalledWith('CN');
  });

  it('a refused document keeps its last good version and the issue is reported', async () => {
    await storeLayouts({ routes: routes('/m/old') as never, header: fragment('header', 'OldHeader') as never });
    storage.setItem('MC_LAYOUT_ETAG', 'e0');
    vi.mocked(getLayoutBundle).mockResolvedValue({
      etag: 'e2',
      documents: { routes: routes('/m/new'), header: { schemaVersion: '9.0', kind: 'fragment', id: 'header', root: { type: 'Box' } } },
    });
    await start();
    expect(getLayoutBundle).toHaveBeenCalledWith('e0', undefined);
    expect((layouts.value.routes as { home: string }).home).toBe('/m/new');
    expect((layouts.value.header as { root: { type: string } }).root.type).toBe('OldHeader');
    expect(layoutIssues.value.map((i) => i.documentId)).toContain('header');
    // Partly refused: the ETag is not kept, so the next start asks for the full bundle again.
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBeNull();
    expect(boot.value.phase).toBe('ready');
  });

  it('an unchanged bundle (304) keeps the stored layouts', async () => {
    await storeLayouts({ routes: routes('/m/cached') as never });
    storage.setItem('MC_LAYOUT_ETAG', 'e1');
    vi.mocked(getLayoutBundle).mockResolvedValue({ notModified: true });
    await start();
    expect((layouts.value.routes as { home: string }).home).toBe('/m/cached');
    expect(boot.value.phase).toBe('ready');
  });

  it('without stored layouts no ETag is sent, and with no layouts at all the app cannot start', async () => {
    storage.setItem('MC_LAYOUT_ETAG', 'stale');
    vi.mocked(getLayoutBundle).mockRejectedValue(new ApiError('network', 'offline'));
    await start();
    // A first visit asks for the share of the page it opened (src/actions/flows/layouts.ts).
    expect(getLayoutBundle).toHaveBeenCalledWith(undefined, { path: '/', share: 'first' });
    expect(boot.value.phase).toBe('error');
    expect(boot.value.error).toMatch(/layouts/);
  });

  it('loads the member with a session and forgets an expired session quietly', async () => {
    saveSession({ token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
    const unauthorized = new ApiError('http', 'Sorry, you are not logged in! please login first.', { status: 401, code: 'session.required' });
    vi.mocked(getMemberInfo).mockRejectedValue(unauthorized);
    vi.mocked(getWallet).mockRejectedValue(unauthorized);
    vi.mocked(getRankProgress).mockRejectedValue(unauthorized);
    await start();
    expect(session.value).toBeNull();
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(boot.value.phase).toBe('ready');
  });

  it('does not ask for member data without a session', async () => {
    await start();
    expect(getMemberInfo).not.toHaveBeenCalled();
    expect(member.value).toBeNull();
  });
});

describe('platform.boot without a good network', () => {
  const SAVED = { templateId: '7', merchantCode: 'DEMO', parameters: { title: 'Saved Casino', language: 'CN,EN' } };
  const returning = async () => {
    template.value = SAVED;
    await storeLayouts({ routes: routes() as never, header: fragment('header') as never });
  };
  afterEach(() => {
    vi.useRealTimers();
    template.value = null;
    toasts.value = [];
  });

  it('a returning visitor opens on the saved template and layouts when the template call fails, and is told quietly', async () => {
    await returning();
    vi.mocked(getTemplate).mockRejectedValue(new ApiError('http', 'HTTP 502', { status: 502, code: 'http.502' }));
    await start();
    expect(boot.value).toEqual({ phase: 'ready' });
    expect(template.value).toEqual(SAVED);
    expect(layouts.value.routes).toBeDefined();
    expect(toasts.value.map((t) => t.text)).toEqual(['t:app_offline_saved']);
  });

  it('when the template call hangs, the saved copy shows after a few seconds and the fresh one replaces it when it comes', async () => {
    vi.useFakeTimers();
    await returning();
    let answer: (value: typeof TEMPLATE) => void = () => undefined;
    vi.mocked(getTemplate).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const running = start();
    await vi.advanceTimersByTimeAsync(SAVED_COPY_AFTER_MS - 100);
    expect(boot.value.phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(200);
    await running;
    expect(boot.value).toEqual({ phase: 'ready' });
    expect(template.value).toEqual(SAVED);
    answer(TEMPLATE);
    await vi.advanceTimersByTimeAsync(0);
    expect(template.value).toEqual(TEMPLATE);
  });

  it('a first visit whose template hangs shows the error with a retry within 8 s, never a bare spinner', async () => {
    vi.useFakeTimers();
    vi.mocked(getTemplate).mockReturnValue(new Promise(() => undefined));
    const running = start();
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_LIMIT_MS);
    expect(await running).toBe('stop');
    expect(boot.value).toEqual({ phase: 'error', error: 't:common_err_timeout' });
  });

  it('a failed whitelabel call keeps the last known switches', async () => {
    await returning();
    whitelabel.value = { CBS3: true, MOBILEVERIFYLOGIN3: true };
    vi.mocked(getWhitelabel).mockRejectedValue(new ApiError('network', 'offline'));
    await start();
    expect(whitelabel.value).toEqual({ CBS3: true, MOBILEVERIFYLOGIN3: true });
    expect(toasts.value.map((t) => t.text)).toEqual(['t:app_offline_saved']);
  });
});
