import { z } from 'zod/mini';
import { vipStatus } from '../../../contract/benefits/vip';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type VipStatus = CallAnswer<typeof vipStatus>;

/** The member's level, the next one and what is still missing for it. */
export function getVipStatus(callOptions?: CallOptions): Promise<VipStatus> {
  return request(vipStatus, {}, callOptions);
}

export const vipStatusEndpoint = defineEndpoint({
  name: 'vip.status',
  description: "The member's VIP level, the next level and the progress towards it per requirement; real members only (free_reject).",
  call: vipStatus,
  params: z.strictObject({}),
  run: (_params, env) => getVipStatus({ signal: env.signal }),
});
