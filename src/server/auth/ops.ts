import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../deps';
import { fail } from '../http/reply';
import { OPS_TOKEN_OPERATOR, type Operator, type OperatorRole } from '../services/operators';
import { OPS_COOKIE, requestContext } from '../http/request-context';
import { bearerToken } from './session';

const digest = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export { OPS_COOKIE };
/** Every changing call of a cookie session echoes its CSRF token in this header. */
export const CSRF_HEADER = 'x-csrf-token';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who calls an /ops route, refusing anyone else: `Authorization: Bearer <OPS_TOKEN>` (compared in
 * constant time) is a publisher; a studio session (the cookie) is its operator, and must echo its
 * CSRF token on anything but a read. Reading needs an editor; changing what players see needs a
 * publisher unless the route says otherwise (`need`).
 */
export function requireOps(req: FastifyRequest, { config }: Pick<ServerDeps, 'config'>, need: OperatorRole = READS.has(req.method) ? 'editor' : 'publisher'): Operator {
  const token = bearerToken(req);
  let operator: Operator;
  if (token) {
    if (!same(token, config.opsToken)) fail(403, 'ops.forbidden', 'Operator token is not valid');
    operator = OPS_TOKEN_OPERATOR;
  } else {
    // The cookie's session, read before the route ran (src/server/http/request-context.ts).
    const session = requestContext(req).opsSession;
    if (!session) fail(401, 'ops.unauthorized', 'Sign in to the studio (POST /ops/session) or send Authorization: Bearer <OPS_TOKEN>');
    if (!READS.has(req.method)) {
      const echoed = req.headers[CSRF_HEADER];
      if (typeof echoed !== 'string' || !same(echoed, session.csrf)) fail(403, 'ops.csrf', `A studio change must carry the session's ${CSRF_HEADER} header`);
    }
    operator = { name: session.name, role: session.role };
  }
  if (need === 'publisher' && operator.role !== 'publisher') fail(403, 'ops.role', `${operator.name} is an editor: publishing, rolling back and deleting take a publisher`);
  return operator;
}
