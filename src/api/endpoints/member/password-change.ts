import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { passwordChange } from '../../../contract/member/passwords';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { password } from '../../params';

/**
 * Change with the old password. Errors: password.confirm, modify.new.old.same,
 * password.old.incorrect, validation.failed (merchant rule message).
 */
export function changePassword(body: input<typeof passwordChange.input>, callOptions?: CallOptions): Promise<boolean> {
  return request(passwordChange, body, callOptions);
}

export const passwordChangeEndpoint = defineEndpoint({
  name: 'member.passwordChange',
  description: "Changes the login password with the old one (merchant's password rule); ends the member's other sessions.",
  call: passwordChange,
  params: z.strictObject({ oldPassword: password, newPassword: password, confirmNewPassword: password }),
  run: (p, env) => changePassword(p, { signal: env.signal }),
});
