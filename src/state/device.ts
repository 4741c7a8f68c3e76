import { signal } from '@preact/signals-react';
import type { DeviceContext } from '../engine/context';
import { detectDevice, WEBCLIP_QUERY, type DeviceEnvironment } from '../engine/device-detect';

const WEBCLIP_SESSION_KEY = 'webclip';

export { APP_UA_TOKEN, detectDevice, WEBCLIP_QUERY, type DeviceEnvironment } from '../engine/device-detect';

/** Keeps the web-clip flag for the browsing session; answers the query to detect with. */
export function rememberWebclip(search: string, store: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    if (new URLSearchParams(search).get(WEBCLIP_QUERY) === '1') store?.setItem(WEBCLIP_SESSION_KEY, '1');
    else if (store?.getItem(WEBCLIP_SESSION_KEY) === '1') return `?${WEBCLIP_QUERY}=1`;
  } catch {
    // Storage disabled: the flag then lives only as long as the query string.
  }
  return search;
}

function browserEnvironment(): DeviceEnvironment {
  const nav = (globalThis as { navigator?: Navigator & { standalone?: boolean; maxTouchPoints?: number } }).navigator;
  if (!nav) return { userAgent: '' };
  let displayStandalone = false;
  try {
    displayStandalone = globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;
  } catch {
    displayStandalone = false;
  }
  let userAgent = nav.userAgent ?? '';
  // iPadOS pretends to be a Mac; a Mac has no touch points.
  if (/Macintosh/.test(userAgent) && (nav.maxTouchPoints ?? 0) > 1) userAgent += ' iPad';
  let search = (globalThis as { location?: Location }).location?.search ?? '';
  search = rememberWebclip(search, (globalThis as { sessionStorage?: Storage }).sessionStorage);
  return { userAgent, standalone: nav.standalone, displayStandalone, search };
}

export const device = signal<DeviceContext>(detectDevice(browserEnvironment()));

/** Re-detect, e.g. after the app was installed (display-mode change). */
export function refreshDevice(env: DeviceEnvironment = browserEnvironment()): void {
  device.value = detectDevice(env);
}
