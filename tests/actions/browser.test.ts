// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternal, setDocumentTitle, setFavicon, storePasswordCredential } from '../../src/actions/browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('browser glue', () => {
  it('sets the title and the favicon (creating the link when missing)', () => {
    setDocumentTitle('Demo Casino');
    expect(document.title).toBe('Demo Casino');
    setFavicon('/assets/favicon.ico');
    setFavicon('/assets/other.ico');
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/assets/other.ico');
  });

  it('opens external links without giving the new tab control of this one', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    openExternal('https://t.me/demo');
    expect(open).toHaveBeenCalledWith('https://t.me/demo', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('goes there in this tab only when the popup was refused', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('window', { open: window.open, location: { assign } });
    openExternal('https://t.me/demo');
    expect(assign).toHaveBeenCalledWith('https://t.me/demo');
  });

  it('hands the password to the browser password manager when supported', async () => {
    const store = vi.fn(async () => undefined);
    class FakePasswordCredential {
      constructor(readonly data: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    expect(await storePasswordCredential('demo', 'demo1234')).toBe(true);
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ data: { id: 'demo', password: 'demo1234', name: 'demo' } }));
  });

  it('does nothing where the Credential Management API is missing', async () => {
    vi.stubGlobal('PasswordCredential', undefined);
    expect(await storePasswordCredential('demo', 'demo1234')).toBe(false);
  });
});
