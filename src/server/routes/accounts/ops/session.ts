import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { opsSession, opsSignIn, opsSignOut } from '../../../../contract/ops/settings/session';
import { OPS_COOKIE } from '../../../auth/ops';
import { requestContext } from '../../../http/request-context';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { limited } from '../../../http/limits';
import { serve } from '../../../http/serve';
import { checkOperator, closeOpsSession, openOpsSession, OPS_TOKEN_OPERATOR, type Operator } from '../../../services/operators';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The cookie goes to /ops only, never readable by script, never sent from another site. */
function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAge: number): void {
  reply.setCookie(OPS_COOKIE, token, { path: '/ops', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge });
}

/**
 * The studio's sign-in (src/contract/ops/settings/session.ts). Signing in with { username, password }
 * (an operator account) or { token } (the ops token: a publisher) opens a session: an HttpOnly,
 * SameSite=Strict cookie for /ops, and the CSRF token every changing call echoes in X-CSRF-Token
 * (kept by the studio in memory, never in a URL or web storage). Reading the session answers who is
 * signed in (and the CSRF token again, after a reload); deleting it signs out.
 */
export const opsSessionRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  serve(app, deps, opsSignIn, async (input, req, reply) => {
    let operator: Operator & { id?: number };
    if ('token' in input) {
      if (!timingSafeEqual(digest(input.token), digest(config.opsToken))) fail(401, 'ops.signInFailed', 'Wrong username, password or token');
      operator = OPS_TOKEN_OPERATOR;
    } else {
      const account = await checkOperator(store.db, input.username, input.password);
      if (!account) fail(401, 'ops.signInFailed', 'Wrong username, password or token');
      operator = account;
    }
    const { token, session, maxAgeSeconds } = await openOpsSession(store.db, operator);
    setSessionCookie(req, reply, token, maxAgeSeconds);
    return ok(session);
  }, limited(10));
  serve(app, deps, opsSession, (_input, req) => {
    const session = requestContext(req).opsSession;
    // Called with the ops token itself: there is no session, and no CSRF token to give.
    return ok(session ?? { ...OPS_TOKEN_OPERATOR, csrf: null });
  });
  serve(app, deps, opsSignOut, async (_input, req, reply) => {
    const cookie = req.cookies[OPS_COOKIE];
    if (cookie) await closeOpsSession(store.db, cookie);
    reply.clearCookie(OPS_COOKIE, { path: '/ops' });
    return ok({ signedOut: true as const });
  });
};
