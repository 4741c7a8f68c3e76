import { signal } from '@preact/signals-react';
import { z } from 'zod/mini';
import { setSessionEndListener, setTokenSource } from '../api/client';
import { clearMember } from './member';
import { closeAllModals, showToast } from './ui';
import { clearWallet } from './wallet';
import { readJson, removeKey, writeJson, writeText } from './storage';

/** The signed-in session, persisted so a reload keeps the player signed in. */
export const SESSION_KEY = 'MC_SESSION_INFO';
/** Trial (free-play) accounts also keep their generated name under this key. */
export const TRIAL_NAME_KEY = 'trialName';

const sessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number().check(z.int()),
  firstTimeLogin: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** Member type of a free / trial account. */
export const TRIAL_TYPE = 4;

function loadSession(): SessionInfo | null {
  return readJson<SessionInfo | null>(SESSION_KEY, (raw) => {
    const parsed = sessionSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }, null);
}

export const session = signal<SessionInfo | null>(loadSession());

// The API client reads the token lazily, so every call uses the session current at send time.
setTokenSource(() => session.value?.token ?? null);

export function saveSession(info: SessionInfo): void {
  const checked = sessionSchema.parse(info);
  session.value = checked;
  writeJson(SESSION_KEY, checked);
  if (checked.type === TRIAL_TYPE) writeText(TRIAL_NAME_KEY, checked.userName);
  else removeKey(TRIAL_NAME_KEY);
}

export function clearSession(): void {
  session.value = null;
  removeKey(SESSION_KEY);
  removeKey(TRIAL_NAME_KEY);
}

let signingOut = false;
/**
 * Runs the sign-out call. A 401 from it only confirms what the player asked for: they are not told
 * "you have been logged out", and the sign-out (not this module) decides where they go next.
 */
export async function whileSigningOut<T>(run: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await run();
  } finally {
    signingOut = false;
  }
}

/**
 * The server no longer knows the session (401 session.expired / session.required, reported by the
 * API client for any call). Forgets the player once, here rather than per call: session, member and
 * wallet cleared, panels closed, the player told; the route guards then leave member-only pages.
 * A 401 for a token other than the current one (an older session, a sign-in meanwhile) is ignored.
 * Answers whether the session was ended.
 */
export function endSessionRejectedByServer(sentToken: string | null): boolean {
  const current = session.value;
  if (!current || signingOut || (sentToken !== null && sentToken !== current.token)) return false;
  clearSession();
  clearMember();
  clearWallet();
  closeAllModals();
  showToast('t:common_err_session_expired');
  return true;
}
setSessionEndListener(endSessionRejectedByServer);

/** Re-reads storage (another tab signed in or out). */
export function reloadSessionFromStorage(): void {
  session.value = loadSession();
}

/**
 * Follows sign-in and sign-out made in other tabs of the same site (the `storage` event fires
 * only for changes made elsewhere). Answers a function that stops listening.
 */
export function followSessionAcrossTabs(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: the other tab cleared all storage.
    if (key === SESSION_KEY || key === null) reloadSessionFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

const browserWindow = (globalThis as { window?: Window }).window;
if (browserWindow?.addEventListener) followSessionAcrossTabs(browserWindow);
