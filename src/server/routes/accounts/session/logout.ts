import { logout } from '../../../../contract/session/session';
import { bearerToken, deleteSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';

/** Ends the session (src/contract/session/session.ts); ending an unknown or expired one also succeeds. */
export const logoutRoute: RouteModule = (app, deps) => {
  serve(app, deps, logout, async (_input, req) => {
    const token = bearerToken(req);
    if (token) await deleteSession(deps.store.db, token);
    return ok(true as const);
  });
};
