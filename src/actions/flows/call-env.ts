import type { CallEnv } from '../../api/endpoint';
import { template } from '../../state/platform';
import { language } from '../../state/prefs';

/** What a call made by name gets from the app: the player's language and the merchant. */
export function callEnv(signal?: AbortSignal): CallEnv {
  return { language: language.peek(), merchantCode: template.peek()?.merchantCode ?? '', ...(signal ? { signal } : {}) };
}
