import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { withReturnPath } from '../../engine/return-path';

/**
 * In-app paths only: external addresses go through openUrl. Browsers read "//host" and "/\\host" as
 * another site, so no second slash at the start and no backslash, space or control character anywhere.
 */
export const appPath = z.string().check(
  z.regex(/^\/(?![/\\])[^\\\s\u0000-\u001f]*$/, 'must be an in-app path starting with "/" (no "//", backslash or spaces)'),
);

/** Optional wait before the route changes (the spec's 100 ms logo/footer delay), at most 5 s. */
export const navigationDelay = z.optional(z.number().check(z.int(), z.gte(0), z.lte(5000)));

export function wait(ms: number | undefined): Promise<void> {
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export const navigateAction = defineAction({
  name: 'navigate',
  description:
    'Go to an in-app path, adding a history entry; `delay` waits that many ms first. `withReturn` adds the current page as ' +
    '`returnTo` (a sign-in gate: session.login goes back there afterwards).',
  params: actionSchema('navigate', { to: appPath, delay: navigationDelay, withReturn: z.optional(z.boolean()) }),
  run: async (action, scope) => {
    await wait(action.delay);
    if (!action.withReturn) return scope.navigate(action.to);
    const { path, query } = scope.context().route;
    const search = new URLSearchParams(query).toString();
    scope.navigate(withReturnPath(action.to, `${path}${search ? `?${search}` : ''}`));
  },
});
