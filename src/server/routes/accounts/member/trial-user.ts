import { trialUser } from '../../../../contract/member/trial-user';
import { getSession, TRIAL_TYPE } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { startTrial } from '../../../services/trial';

/**
 * The caller's trial identity when the session already is a trial one, otherwise a new trial
 * account, same as free play (src/contract/member/trial-user.ts).
 */
export const trialUserRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    trialUser,
    async (_input, req) => {
      const session = getSession(req);
      if (session?.type === TRIAL_TYPE) return ok({ token: session.token, userName: session.username, customerType: TRIAL_TYPE });
      return ok(await startTrial(deps, DEFAULT_MERCHANT));
    },
    limited(LIMITS.register),
  );
};
