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
    const kept = session.value;
    const type = kept ? Number(kept.type ?? Number.NaN) : Number.NaN;
    const value = viewCookieValue({ language: language.value, member: kept !== null, memberType: Number.isInteger(type) && type >= 0 ? type : null, downloadBarHidden: downloadBarHidden.value });
    document.cookie = `${VIEW_COOKIE}=${value}; Path=/; Max-Age=${KEEP_SECONDS}; SameSite=Lax`;
  });
}
