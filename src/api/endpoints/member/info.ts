import { z } from 'zod/mini';
import { memberInfo, type memberInfoAnswer } from '../../../contract/member/info';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** The logged-in member (mobileNum is masked but for its last 4 digits). */
export type MemberInfo = z.infer<typeof memberInfoAnswer>;

export function getMemberInfo(callOptions?: CallOptions): Promise<MemberInfo> {
  return request(memberInfo, {}, callOptions);
}

export const memberInfoEndpoint = defineEndpoint({
  name: 'member.info',
  description: 'The signed-in member (names, type, masked mobile, avatar, club label); keeps the member state in step.',
  call: memberInfo,
  params: z.strictObject({}),
  effect: 'member',
  run: (_params, env) => getMemberInfo({ signal: env.signal }),
});
