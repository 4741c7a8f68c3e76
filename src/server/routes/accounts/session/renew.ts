import { renew } from '../../../../contract/session/session';
import { renewSession, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';

/** Extends the caller's session by a full 7 days (src/contract/session/session.ts). */
export const renewRoute: RouteModule = (app, deps) => {
  serve(app, deps, renew, async (_input, req) => {
    const session = requireSession(req);
    return ok({ token: session.token, expiresAt: await renewSession(deps.store.db, session.token) });
  });
};
