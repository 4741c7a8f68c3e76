import { z } from 'zod/mini';
import { publicKey } from '../../../contract/system/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** The RSA public key (PEM) used by encryptPayload. */
export type PublicKey = z.infer<typeof publicKey.answer>;

export function getPublicKey(callOptions?: CallOptions): Promise<PublicKey> {
  return request(publicKey, {}, callOptions);
}

let cached: Promise<string> | null = null;

/** The key, fetched once per page load; a failed fetch is retried on the next call. */
export function cachedPublicKey(): Promise<string> {
  if (!cached) {
    cached = getPublicKey().then((v) => v.publicKey);
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

/** Forgets the cached key (after the server rotated it and a call failed to decrypt). */
export function forgetPublicKey(): void {
  cached = null;
}

export const publicKeyEndpoint = defineEndpoint({
  name: 'system.publicKey',
  description: 'The RSA public key (PEM) that encrypted payloads are sealed with.',
  call: publicKey,
  params: z.strictObject({}),
  run: (_params, env) => getPublicKey({ signal: env.signal }),
});
