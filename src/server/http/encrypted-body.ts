import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../deps';
import { decryptPayload } from '../security/payload';
import { fail } from './reply';
import { parseInput } from './validate';

const envelope = z.object({ data: z.string().min(1).max(64 * 1024) });

/** Reads `{ data }` + header `Encryption`, decrypts and validates the inner payload. */
export function readEncryptedBody<T extends z.ZodType>(req: FastifyRequest, deps: ServerDeps, schema: T): z.infer<T> {
  return parseInput(schema, decryptedBody(req, deps), 'payload');
}

/** The decrypted payload of `{ data }` + header `Encryption`, not yet validated. */
export function decryptedBody(req: FastifyRequest, deps: ServerDeps): unknown {
  const header = req.headers.encryption;
  if (typeof header !== 'string' || header.length === 0) {
    fail(400, 'payload.encryptionMissing', 'Encrypted payload expected: body { data } with header Encryption');
  }
  const { data } = parseInput(envelope, req.body);
  return decryptPayload(deps.keys().privateKey, data, header);
}
