import { bearerToken, deleteSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** DELETE /wps/session/logout: ends the session; ending an unknown or expired one also succeeds. */
export const logoutRoute: RouteModule = (app, { db }) => {
  app.delete('/wps/session/logout', (req) => {
    const token = bearerToken(req);
    if (token) deleteSession(db, token);
    return ok(true);
  });
};
