import { z } from 'zod/mini';
import { vipLevels } from '../../../contract/benefits/vip';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type VipLevels = CallAnswer<typeof vipLevels>;

/** The merchant's VIP ladder, lowest level first (guests too). */
export function getVipLevels(callOptions?: CallOptions): Promise<VipLevels> {
  return request(vipLevels, {}, callOptions);
}

export const vipLevelsEndpoint = defineEndpoint({
  name: 'vip.levels',
  description: "The merchant's VIP levels, each with its requirements (deposit, valid bet) and benefits; 403 vip.disabled when VIP benefits are off.",
  call: vipLevels,
  params: z.strictObject({}),
  run: (_params, env) => getVipLevels({ signal: env.signal }),
});
