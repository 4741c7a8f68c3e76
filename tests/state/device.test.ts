import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../src/state/device';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('detectDevice', () => {
  it.each([
    ['iPhone Safari', { userAgent: IPHONE_SAFARI }, { ios: true, android: false, safari: true, pwa: false, app: false, webclip: false, iosVersion: 17 }],
    ['iPhone Chrome', { userAgent: IPHONE_CHROME }, { ios: true, android: false, safari: false, pwa: false, app: false, webclip: false, iosVersion: 17 }],
    ['Android Chrome', { userAgent: ANDROID }, { ios: false, android: true, safari: false, pwa: false, app: false, webclip: false, iosVersion: 0 }],
    ['installed PWA', { userAgent: ANDROID, displayStandalone: true }, { ios: false, android: true, safari: false, pwa: true, app: false, webclip: false, iosVersion: 0 }],
    ['iOS web clip', { userAgent: IPHONE_SAFARI, standalone: true, search: '?webclip=1' }, { ios: true, android: false, safari: true, pwa: false, app: false, webclip: true, iosVersion: 17 }],
    ['native app shell', { userAgent: `${ANDROID} WLMobileApp/2.1`, displayStandalone: true }, { ios: false, android: true, safari: false, pwa: false, app: true, webclip: false, iosVersion: 0 }],
  ])('%s', (_name, env, expected) => {
    expect(detectDevice(env)).toEqual(expected);
  });

  it('reads the iOS major version (older iOS gets its own home-screen tip)', () => {
    const ios12 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
    expect(detectDevice({ userAgent: ios12 }).iosVersion).toBe(12);
  });
});

describe('rememberWebclip', () => {
  it('keeps the web-clip flag for the browsing session', async () => {
    const { rememberWebclip } = await import('../../src/state/device');
    const { MemoryStorage } = await import('./memory-storage');
    const store = new MemoryStorage();
    expect(rememberWebclip('', store)).toBe('');
    expect(rememberWebclip('?webclip=1&a=b', store)).toBe('?webclip=1&a=b');
    expect(rememberWebclip('', store)).toBe('?webclip=1');
    expect(rememberWebclip('', new MemoryStorage(true))).toBe('');
  });
});
