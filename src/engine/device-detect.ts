import type { DeviceContext } from './context';

/** What detection reads from the browser; tests pass their own. */
export interface DeviceEnvironment {
  userAgent: string;
  /** iOS Safari's navigator.standalone (true when launched from the home screen). */
  standalone?: boolean;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone?: boolean;
  /** Current query string, e.g. "?webclip=1". */
  search?: string;
}

/** The native app shell adds this token to its WebView user agent. */
export const APP_UA_TOKEN = 'WLMobileApp';
/**
 * Web clips installed from the iOS configuration profile open the site with this query flag;
 * it is kept for the browsing session so a full reload still knows.
 */
export const WEBCLIP_QUERY = 'webclip';

export function detectDevice(env: DeviceEnvironment): DeviceContext {
  const ua = env.userAgent;
  // iPadOS 13+ reports a Mac user agent; the touch check lives in the browser glue below.
  const ios = /iPhone|iPad|iPod/i.test(ua);
  const android = /Android/i.test(ua);
  // Chrome, Firefox, Edge and in-app browsers on iOS carry their own token besides "Safari".
  const safari = /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome|Chromium|Android|MicroMessenger|FBAN|FBAV|Line\//i.test(ua);
  const app = ua.includes(APP_UA_TOKEN);
  const homeScreen = env.standalone === true || env.displayStandalone === true;
  const webclip = ios && new URLSearchParams(env.search ?? '').get(WEBCLIP_QUERY) === '1';
  // "OS 12_4 like Mac OS X": the major version, for tips that differ on older iOS (0 elsewhere).
  const iosVersion = ios ? Number(/OS (\d+)[_.]\d/.exec(ua)?.[1] ?? 0) : 0;
  return { ios, android, safari, pwa: homeScreen && !app && !webclip, app, webclip, iosVersion };
}
