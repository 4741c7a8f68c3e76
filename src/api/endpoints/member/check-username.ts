import { z } from 'zod/mini';
import { checkUsername as checkUsernameCall } from '../../../contract/member/check-username';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { username } from '../../params';

export type UsernameCheck = z.infer<typeof checkUsernameCall.answer>;

/** Whether the name is still free. */
export function checkUsername(username: string, callOptions?: CallOptions): Promise<UsernameCheck> {
  return request(checkUsernameCall, { username }, callOptions);
}

export const checkUsernameEndpoint = defineEndpoint({
  name: 'member.checkUsername',
  description: 'Whether a username is still free: { username, available }.',
  call: checkUsernameCall,
  params: z.strictObject({ username }),
  run: (p, env) => checkUsername(p.username, { signal: env.signal }),
});
