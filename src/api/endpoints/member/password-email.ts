import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/** POST /wps/member/password/email (form-urlencoded): answers true whether or not the pair matched. */
export function recoverPasswordByEmail(body: { username: string; email: string }, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) =>
    api().options({ signal }).formUrl({ username: body.username.trim(), email: body.email.trim() }).post(undefined, '/wps/member/password/email').json(),
    callOptions,
  );
}
