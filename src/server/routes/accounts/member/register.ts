import type { RouteModule } from '../../../deps';
import { readEncryptedBody } from '../../../http/encrypted-body';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { registerMember, registrationPayload } from '../../../services/registration';

/** PUT /wps/member/register (username method) and /wps/member/register/mobile: encrypted sign-up, answers a session. */
export const registerRoutes: RouteModule = (app, deps) => {
  app.put('/wps/member/register', limited(LIMITS.register), async (req) =>
    ok(await registerMember(deps.db, readEncryptedBody(req, deps, registrationPayload), 'username', req.ip)),
  );
  app.put('/wps/member/register/mobile', limited(LIMITS.register), async (req) =>
    ok(await registerMember(deps.db, readEncryptedBody(req, deps, registrationPayload), 'mobile', req.ip)),
  );
};
