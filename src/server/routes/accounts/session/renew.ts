import { renewSession, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** POST /wps/session/renew: extends the caller's session by a full 7 days. */
export const renewRoute: RouteModule = (app, { db }) => {
  app.post('/wps/session/renew', (req) => {
    const session = requireSession(db, req);
    return ok({ token: session.token, expiresAt: renewSession(db, session.token) });
  });
};
