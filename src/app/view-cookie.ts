import { effect } from '@preact/signals-react';
import { VIEW_COOKIE, viewCookieValue } from '../engine/view-cookie';
import { downloadBarHidden, language } from '../state/prefs';
import { session } from '../state/session';

/** A year: the facts last as long as the preferences they copy. */
const KEEP_SECONDS = 365 * 24 * 3600;

/**
 * Keeps the view cookie (src/engine/view-cookie.ts) in step with the language, the session and the
 * download bar, so the platform draws the next page as this device will show it (a member's as
 * that type of member's). Holds no secret: the session itself stays in the app's storage.
 */
export function followViewCookie(): () => void {
  return effect(() => {
    // The session's type is a whole number (checked when it was saved); the cookie reads back only a plain one.
    const kept = session.value;
    const value = viewCookieValue({ language: language.value, member: kept !== null, memberType: kept?.type ?? null, downloadBarHidden: downloadBarHidden.value });
    document.cookie = `${VIEW_COOKIE}=${value}; Path=/; Max-Age=${KEEP_SECONDS}; SameSite=Lax`;
  });
}
