import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, setTextOverrides } from '../../src/i18n';

describe("the merchant's text overrides", () => {
  afterAll(() => setTextOverrides({}));

  it('replace bundled texts per language, and removing one gives the bundled text back', async () => {
    await initI18n('CN');
    const bundled = i18next.t('help_title');
    setTextOverrides({ CN: { help_title: '常见问题解答' } });
    expect(i18next.t('help_title')).toBe('常见问题解答');
    setTextOverrides({});
    expect(i18next.t('help_title')).toBe(bundled);
  });

  it('the same overrides again (each share of the layouts brings them) install nothing again', async () => {
    await initI18n('CN');
    setTextOverrides({ CN: { help_title: '常见问题解答' } });
    const install = vi.spyOn(i18next, 'addResourceBundle');
    try {
      setTextOverrides({ cn: { help_title: '常见问题解答' } });
      expect(install).not.toHaveBeenCalled();
      setTextOverrides({ CN: { help_title: '帮助' } });
      expect(install).toHaveBeenCalled();
      expect(i18next.t('help_title')).toBe('帮助');
    } finally {
      install.mockRestore();
    }
  });
});
