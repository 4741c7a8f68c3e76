import { getSession, TRIAL_TYPE } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { startTrial } from '../../../services/trial';

/**
 * GET /wps/member/trialuser: the caller's trial identity when the session already is a trial one,
 * otherwise a new trial account (same as free play).
 */
export const trialUserRoute: RouteModule = (app, { db }) => {
  app.get('/wps/member/trialuser', limited(LIMITS.register), async (req) => {
    const session = getSession(db, req);
    if (session?.type === TRIAL_TYPE) return ok({ token: session.token, userName: session.username, customerType: TRIAL_TYPE });
    return ok(await startTrial(db, DEFAULT_MERCHANT));
  });
};
