import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../state/memory-storage';

async function load(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(false, initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const i18n = await import('../../src/i18n');
  return { storage, ...i18n };
}
afterEach(() => vi.unstubAllGlobals());

describe('i18n', () => {
  it('starts in CN by default and translates keys of every area', async () => {
    const { initI18n } = await load();
    const i18n = await initI18n();
    expect(i18n.language).toBe('CN');
    expect(i18n.t('common_sms_sent')).toBe('短信已发送');
    expect(i18n.t('rules_required')).not.toBe('rules_required');
  });

  it('loads only the current language', async () => {
    const { initI18n } = await load({ language: 'EN' });
    const i18n = await initI18n();
    expect(i18n.language).toBe('EN');
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
  });

  it('changeLanguage loads the language, switches and stores it', async () => {
    const { initI18n, changeLanguage, storage } = await load();
    const i18n = await initI18n();
    expect(await changeLanguage('en')).toBe('EN');
    expect(i18n.t('common_sms_sent')).toBe('SMS sent');
    expect(storage.getItem('language')).toBe('EN');
  });

  it('a language without locale files falls back along EN, CN', async () => {
    const { resolveLanguage, bundledLanguages } = await load();
    expect(bundledLanguages()).toEqual(expect.arrayContaining(['CN', 'EN']));
    expect(resolveLanguage('VN')).toBe('EN');
    expect(resolveLanguage(null)).toBe('CN');
    expect(resolveLanguage('??')).toBe('CN');
    expect(resolveLanguage('cn')).toBe('CN');
  });

  it('interpolates parameters and keeps dotted keys flat', async () => {
    const { initI18n, changeLanguage } = await load();
    const i18n = await initI18n();
    await changeLanguage('EN');
    expect(i18n.t('common_sms_wait', { seconds: 42 })).toBe('Resend in 42s');
  });

  it('the last of two racing switches wins', async () => {
    const { initI18n, changeLanguage, storage } = await load();
    const i18n = await initI18n();
    await Promise.all([changeLanguage('EN'), changeLanguage('CN')]);
    expect(i18n.language).toBe('CN');
    expect(storage.getItem('language')).toBe('CN');
  });
});

describe('language bundles', () => {
  it('every locale folder has its one-chunk bundle, holding every key of its files', async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '../../src/i18n');
    for (const lang of readdirSync(join(root, 'locales'))) {
      expect({ lang, bundle: existsSync(join(root, 'bundles', `${lang}.ts`)) }).toEqual({ lang, bundle: true });
      const { loadLanguageResources } = await load();
      const texts = await loadLanguageResources(lang.toUpperCase());
      for (const file of readdirSync(join(root, 'locales', lang))) {
        for (const key of Object.keys(JSON.parse(readFileSync(join(root, 'locales', lang, file), 'utf8')))) expect(texts).toHaveProperty([key]);
      }
    }
  });
});
