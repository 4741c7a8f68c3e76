import { signal } from '@preact/signals-react';
import { readText, writeText } from './storage';

/** Local preference keys (names kept from the platform's existing storage). */
export const LANGUAGE_KEY = 'language';
export const THEME_KEY = 'theme';
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';
export const AUTO_LOGIN_KEY = 'autoLogin';

export const DEFAULT_LANGUAGE = 'CN';

/** Language codes are upper case ("CN", "EN"); anything odd in storage falls back to CN. */
export function normaliseLanguage(value: string | null | undefined): string | null {
  if (!value) return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) ? code : null;
}

export const language = signal<string>(normaliseLanguage(readText(LANGUAGE_KEY)) ?? DEFAULT_LANGUAGE);

export function setLanguagePreference(lang: string): string {
  const code = normaliseLanguage(lang);
  if (!code) throw new Error(`Unsupported language code "${lang}"`);
  language.value = code;
  writeText(LANGUAGE_KEY, code);
  return code;
}

/**
 * The theme is always dark. A stored light value (from an older version) is rewritten so every
 * reader of the key agrees.
 */
export type Theme = 'dark';
export function enforceDarkTheme(): Theme {
  if (readText(THEME_KEY) !== 'dark') writeText(THEME_KEY, 'dark');
  return 'dark';
}
export const theme = signal<Theme>(enforceDarkTheme());

/** The app-download bar was closed by the player ("1"). */
export const downloadBarHidden = signal<boolean>(readText(HIDE_DOWNLOAD_BAR_KEY) === '1');
export function hideDownloadBar(): void {
  downloadBarHidden.value = true;
  writeText(HIDE_DOWNLOAD_BAR_KEY, '1');
}

/**
 * The platform's stored autoLogin flag: "1" after a login, "0" after sign-out, as the spec asks.
 * It is written for compatibility and never read: sign-out already clears the stored session, so a
 * session present at boot always belongs to a login that set "1" (possibly in another tab), and
 * gating its restore on this flag could only sign out a player who is signed in.
 */
export function setAutoLogin(on: boolean): void {
  writeText(AUTO_LOGIN_KEY, on ? '1' : '0');
}
