import { checkUsername } from '../../../../contract/member/check-username';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { isUsernameTaken } from '../../../services/members';

/** Whether a username is still free, case-insensitive (src/contract/member/check-username.ts). */
export const checkUsernameRoute: RouteModule = (app, deps) => {
  serve(app, deps, checkUsername, async ({ username }) => ok({ username, available: !(await isUsernameTaken(deps.store.db, DEFAULT_MERCHANT, username)) }), limited(LIMITS.register * 3));
};
