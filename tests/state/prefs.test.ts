import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';

async function load(initial: Record<string, string> = {}, broken = false) {
  const storage = new MemoryStorage(broken, initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, prefs: await import('../../src/state/prefs') };
}
afterEach(() => vi.unstubAllGlobals());

describe('preferences', () => {
  it('forces a stored light theme to dark', async () => {
    const { storage, prefs } = await load({ theme: 'light' });
    expect(prefs.theme.value).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('reads the stored language, defaulting to CN for missing or odd values', async () => {
    expect((await load({ language: 'en' })).prefs.language.value).toBe('EN');
    expect((await load({ language: '<script>' })).prefs.language.value).toBe('CN');
    expect((await load({}, true)).prefs.language.value).toBe('CN');
  });

  it('stores a language choice and refuses a malformed code', async () => {
    const { storage, prefs } = await load();
    prefs.setLanguagePreference('en');
    expect(storage.getItem('language')).toBe('EN');
    expect(() => prefs.setLanguagePreference('english!')).toThrow(/Unsupported language/);
    expect(prefs.language.value).toBe('EN');
  });

  it('remembers the closed download bar and the autoLogin flag', async () => {
    const { storage, prefs } = await load({ hideDownloadBar: '1' });
    expect(prefs.downloadBarHidden.value).toBe(true);
    prefs.setAutoLogin(true);
    expect(storage.getItem('autoLogin')).toBe('1');
    prefs.setAutoLogin(false);
    expect(storage.getItem('autoLogin')).toBe('0');
    // Written for the platform, never read: no half-honoured preference is left behind.
    expect('autoLoginAllowed' in prefs).toBe(false);
    const fresh = await load();
    expect(fresh.prefs.downloadBarHidden.value).toBe(false);
    fresh.prefs.hideDownloadBar();
    expect(fresh.storage.getItem('hideDownloadBar')).toBe('1');
  });
});
