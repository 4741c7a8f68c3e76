import i18next from 'i18next';
import type { ActionSpec } from '../engine/types';
import { isApiError, type ApiError } from '../api/errors';
import { endedSession } from '../api/client';
import { showToast } from '../state/ui';

/**
 * The text a player sees for an API failure: a translated text for known error codes and for
 * local failures (timeout, network), else the server's own message. A text with placeholders is
 * filled here, in the current language, from the failure's data (a lock's minutes left from
 * `retryAfterSeconds`, a limit's `max` or `min`).
 */
export function apiErrorText(error: ApiError): string {
  const key = `common_err_${error.code.replace(/[^A-Za-z0-9]+/g, '_')}`;
  if (i18next.isInitialized && i18next.exists(key)) {
    const raw = i18next.t(key, { skipInterpolation: true });
    if (!String(raw).includes('{{')) return `t:${key}`;
    const wait = error.data.retryAfterSeconds;
    return i18next.t(key, { ...error.data, ...(typeof wait === 'number' ? { minutes: Math.max(1, Math.ceil(wait / 60)) } : {}) });
  }
  if (error.kind !== 'http') return `t:common_err_${error.kind}`;
  // A gateway answering for the platform: 503 is its planned maintenance answer; 502 and 504 mean
  // the platform behind it is down or too slow, which is not an upgrade.
  if (error.status === 503) return 't:common_err_system_maintenance';
  if (error.status === 502 || error.status === 504) return 't:common_err_unreachable';
  // The server's own explanation reads as sent; a bare status line ("HTTP 500") never does.
  return !error.message || error.code.startsWith('http.') ? 't:common_err_unknown' : error.message;
}

/**
 * An action that failed: logged with the action itself (so the layout author can find it) and,
 * when the failure came from the API, told to the player.
 */
export function reportActionError(action: ActionSpec | undefined, error: unknown): void {
  // A call the app cancelled itself (the screen was left) is no failure.
  if (isApiError(error) && error.kind === 'cancelled') return;
  console.error(`action "${action?.do ?? '?'}" failed`, action, error);
  // A session the server ended was already told once (see state/session.ts).
  if (isApiError(error) && !endedSession(error)) showToast(apiErrorText(error));
}

/** A malformed action (unknown name, bad params): a layout bug, reported for the author only. */
export function reportBadAction(action: unknown, message: string): void {
  console.error(`bad action: ${message}`, action);
}
