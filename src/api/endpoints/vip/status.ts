import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

const levelRef = z.nullable(z.object({ level: z.number().check(z.int()), name: z.string() }));

export const vipStatusSchema = z.object({
  level: levelRef,
  nextLevel: levelRef,
  progress: z.number(),
  percent: z.number().check(z.int()),
  totals: z.object({ deposit: z.number(), validBet: z.number() }),
  requirements: z.array(z.object({ kind: z.string(), current: z.number(), required: z.number(), remaining: z.number(), progress: z.number() })),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** GET /wps/vip/status: the member's level, the next one and what is still missing for it. */
export function getVipStatus(callOptions?: CallOptions): Promise<VipStatus> {
  return call(vipStatusSchema, (signal) => api().options({ signal }).get('/wps/vip/status').json(), callOptions);
}

export const vipStatusEndpoint = defineEndpoint({
  name: 'vip.status',
  description: "The member's VIP level, the next level and the progress towards it per requirement; real members only (free_reject).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getVipStatus({ signal: env.signal }),
});
