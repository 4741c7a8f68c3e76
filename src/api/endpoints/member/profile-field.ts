import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../params';

export type ProfileField = 'nickname' | 'email' | 'payeeName';
const PATHS: Record<ProfileField, string> = {
  nickname: '/wps/member/info/nickname',
  email: '/wps/member/info/email',
  payeeName: '/wps/member/info/payeename',
};

/** PUT /wps/member/info/nickname | /email | /payeename. The payee name can be set once (409). */
export function updateProfileField(field: ProfileField, value: string, callOptions?: CallOptions): Promise<Record<string, string>> {
  return call(z.object({ [field]: z.string() }), (signal) => api().options({ signal }).put({ [field]: value }, PATHS[field]).json(), callOptions) as Promise<Record<string, string>>;
}

export const profileFieldEndpoint = defineEndpoint({
  name: 'member.profileField',
  description: "Updates the member's nickname, e-mail or payee name (merchant's rule for that field; the payee name can be set once).",
  params: z.strictObject({ field: z.enum(['nickname', 'email', 'payeeName']), value: text(128) }),
  session: true,
  run: (p, env) => updateProfileField(p.field, p.value, { signal: env.signal }),
});
