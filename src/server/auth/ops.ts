import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../deps';
import { bearerToken } from './session';
import { fail } from '../http/reply';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Operator calls carry `Authorization: Bearer <OPS_TOKEN>`; compared in constant time. */
export function requireOps(req: FastifyRequest, config: ServerConfig): void {
  const token = bearerToken(req);
  if (!token) fail(401, 'ops.unauthorized', 'Operator token required: Authorization: Bearer <OPS_TOKEN>');
  if (!timingSafeEqual(digest(token), digest(config.opsToken))) fail(403, 'ops.forbidden', 'Operator token is not valid');
}
