import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_COOKIE, requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { limited } from '../../../http/limits';
import { parseInput } from '../../../http/validate';
import { checkOperator, closeOpsSession, findOpsSession, openOpsSession, OPS_TOKEN_OPERATOR, type Operator } from '../../../services/operators';

const signIn = z.union([
  z.object({ username: z.string().trim().min(1).max(40), password: z.string().min(1).max(200) }).strict(),
  z.object({ token: z.string().min(1).max(500) }).strict(),
]);

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The cookie goes to /ops only, never readable by script, never sent from another site. */
function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAge: number): void {
  reply.setCookie(OPS_COOKIE, token, { path: '/ops', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge });
}

/**
 * The studio's sign-in. POST /ops/session { username, password } (an operator account) or
 * { token } (the ops token: a publisher) opens a session: an HttpOnly, SameSite=Strict cookie for
 * /ops, and the CSRF token every changing call echoes in X-CSRF-Token (kept by the studio in
 * memory, never in a URL or web storage). GET answers who is signed in (and the CSRF token again,
 * after a reload); DELETE signs out.
 */
export const opsSessionRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/session', limited(10), async (req, reply) => {
    const input = parseInput(signIn, req.body);
    let operator: Operator & { id?: number };
    if ('token' in input) {
      if (!timingSafeEqual(digest(input.token), digest(config.opsToken))) fail(401, 'ops.signInFailed', 'Wrong username, password or token');
      operator = OPS_TOKEN_OPERATOR;
    } else {
      const account = await checkOperator(db, input.username, input.password);
      if (!account) fail(401, 'ops.signInFailed', 'Wrong username, password or token');
      operator = account;
    }
    const { token, session, maxAgeSeconds } = openOpsSession(db, operator);
    setSessionCookie(req, reply, token, maxAgeSeconds);
    return ok(session);
  });
  app.get('/ops/session', (req) => {
    requireOps(req, { db, config });
    const cookie = req.cookies[OPS_COOKIE];
    const session = cookie ? findOpsSession(db, cookie) : null;
    // Called with the ops token itself: there is no session, and no CSRF token to give.
    return ok(session ?? { ...OPS_TOKEN_OPERATOR, csrf: null });
  });
  app.delete('/ops/session', (req, reply) => {
    const cookie = req.cookies[OPS_COOKIE];
    if (cookie) closeOpsSession(db, cookie);
    reply.clearCookie(OPS_COOKIE, { path: '/ops' });
    return ok({ signedOut: true });
  });
};
