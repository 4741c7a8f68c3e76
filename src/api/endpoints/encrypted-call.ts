import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { api, call, type CallOptions } from '../client';
import { encryptPayload } from '../encryption';
import { isApiError } from '../errors';
import { cachedPublicKey, forgetPublicKey } from './system/public-key';

/**
 * Sends `payload` encrypted (body `{ data }`, header `Encryption`) and parses the answer.
 * If the server cannot decrypt (its key changed since we cached it), refetches the key once.
 * `options` bounds each attempt (timeout, cancelling signal); the shared public-key fetch is not
 * cancelled with it, so other callers waiting for the key still get it.
 */
export async function encryptedCall<T extends $ZodType>(
  method: 'post' | 'put',
  path: string,
  payload: object,
  answer: T,
  headers: Record<string, string> = {},
  options?: CallOptions,
): Promise<z.infer<T>> {
  const attempt = async () => {
    const { data, encryption } = await encryptPayload(payload, await cachedPublicKey());
    const request = api().headers({ ...headers, Encryption: encryption });
    return call(answer, (signal) => request.options({ signal })[method]({ data }, path).json(), options);
  };
  try {
    return await attempt();
  } catch (e) {
    if (isApiError(e) && e.code === 'payload.undecryptable') {
      forgetPublicKey();
      return attempt();
    }
    throw e;
  }
}
