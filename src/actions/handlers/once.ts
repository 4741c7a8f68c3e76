import { z } from 'zod/mini';
import { actionListSchema, actionSchema } from '../params';
import { defineAction } from '../types';

const PREFIX = 'once:';

function sessionStore(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Pages of this tab that already ran a `once` key (also when session storage is unavailable). */
const ranHere = new Set<string>();

/** Whether `key` already ran in this browsing session; marks it as run. */
export function firstTimeThisSession(key: string, store: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStore()): boolean {
  if (ranHere.has(key)) return false;
  ranHere.add(key);
  try {
    if (store?.getItem(PREFIX + key) === '1') return false;
    store?.setItem(PREFIX + key, '1');
  } catch {
    // Storage refused: the in-memory mark still keeps it to once per page load.
  }
  return true;
}

/** Forgets every mark (tests). */
export function resetOnce(): void {
  ranHere.clear();
}

export const onceAction = defineAction({
  name: 'once',
  description:
    'Run `then` only the first time this `key` is met in the browsing session (the tab; kept in session storage), e.g. ' +
    'pop-up announcements shown once per session. The list goes on either way.',
  params: actionSchema('once', { key: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . -')), then: actionListSchema }),
  run: async (action, scope) => {
    if (firstTimeThisSession(action.key)) await scope.run(action.then);
  },
});
