import { register, registerMobile } from '../../../../contract/member/register';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { registerMember } from '../../../services/registration';

/** Encrypted sign-up by username or by mobile number (src/contract/member/register.ts): answers a session. */
export const registerRoutes: RouteModule = (app, deps) => {
  serve(app, deps, register, async (p, req) => ok(await registerMember(deps, p, 'username', req.ip)), limited(LIMITS.register));
  serve(app, deps, registerMobile, async (p, req) => ok(await registerMember(deps, p, 'mobile', req.ip)), limited(LIMITS.register));
};
