import { z } from 'zod/mini';
import { emailSet, nicknameSet, payeeNameSet } from '../../../contract/member/profile-fields';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text } from '../../params';

export type ProfileField = 'nickname' | 'email' | 'payeeName';

/** Nickname, e-mail or payee name, each its own call. The payee name can be set once (409). */
export function updateProfileField(field: ProfileField, value: string, callOptions?: CallOptions): Promise<Record<string, string>> {
  if (field === 'nickname') return request(nicknameSet, { nickname: value }, callOptions);
  if (field === 'email') return request(emailSet, { email: value }, callOptions);
  return request(payeeNameSet, { payeeName: value }, callOptions);
}

export const profileFieldEndpoint = defineEndpoint({
  name: 'member.profileField',
  description: "Updates the member's nickname, e-mail or payee name (merchant's rule for that field; the payee name can be set once).",
  call: nicknameSet,
  params: z.strictObject({ field: z.enum(['nickname', 'email', 'payeeName']), value: text(128) }),
  run: (p, env) => updateProfileField(p.field, p.value, { signal: env.signal }),
});
