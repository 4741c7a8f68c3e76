import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/member/info: the logged-in member (mobileNum is masked but for its last 4 digits). */
export const memberInfoSchema = z.object({
  id: z.number().check(z.int()),
  nickname: z.string(),
  account: z.string(),
  userName: z.string(),
  type: z.number().check(z.int()),
  email: z.string(),
  payeeName: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  headIcon: z.string(),
  hasPaymentPassword: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export function getMemberInfo(callOptions?: CallOptions): Promise<MemberInfo> {
  return call(memberInfoSchema, (signal) => api().options({ signal }).get('/wps/member/info').json(), callOptions);
}

export const memberInfoEndpoint = defineEndpoint({
  name: 'member.info',
  description: 'The signed-in member (names, type, masked mobile, avatar, club label); keeps the member state in step.',
  params: z.strictObject({}),
  session: true,
  effect: 'member',
  run: (_params, env) => getMemberInfo({ signal: env.signal }),
});
