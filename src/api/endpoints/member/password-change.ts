import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/**
 * POST /wps/member/password: change with the old password. Errors: password.confirm,
 * modify.new.old.same, password.old.incorrect, validation.failed (merchant rule message).
 */
export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) => api().options({ signal }).post(body, '/wps/member/password').json(), callOptions);
}
