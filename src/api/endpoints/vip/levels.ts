import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const vipLevelSchema = z.object({
  level: z.number().check(z.int()),
  name: z.string(),
  requirements: z.array(z.object({ kind: z.string(), amount: z.number() })),
  benefits: z.array(z.object({ kind: z.string(), value: z.number(), unit: z.enum(['money', 'percent', 'count']) })),
});
export const vipLevelsSchema = z.object({ list: z.array(vipLevelSchema) });
export type VipLevels = z.infer<typeof vipLevelsSchema>;

/** GET /wps/vip/levels: the merchant's VIP ladder, lowest level first (guests too). */
export function getVipLevels(callOptions?: CallOptions): Promise<VipLevels> {
  return call(vipLevelsSchema, (signal) => api().options({ signal }).get('/wps/vip/levels').json(), callOptions);
}

export const vipLevelsEndpoint = defineEndpoint({
  name: 'vip.levels',
  description: "The merchant's VIP levels, each with its requirements (deposit, valid bet) and benefits; 403 vip.disabled when VIP benefits are off.",
  params: z.strictObject({}),
  run: (_params, env) => getVipLevels({ signal: env.signal }),
});
