import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { password } from '../../params';

/**
 * POST /wps/member/password: change with the old password. Errors: password.confirm,
 * modify.new.old.same, password.old.incorrect, validation.failed (merchant rule message).
 */
export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) => api().options({ signal }).post(body, '/wps/member/password').json(), callOptions);
}

export const passwordChangeEndpoint = defineEndpoint({
  name: 'member.passwordChange',
  description: "Changes the login password with the old one (merchant's password rule); ends the member's other sessions.",
  params: z.strictObject({ oldPassword: password, newPassword: password, confirmNewPassword: password }),
  session: true,
  run: (p, env) => changePassword(p, { signal: env.signal }),
});
