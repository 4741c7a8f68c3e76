import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/** Percent per game type (RNG, LIVE, PVP, FISH, SPORTS, LOTT). */
export const ratesSchema = z.record(z.string(), z.number());
export const rebatesSchema = z.object({ own: ratesSchema, downlines: z.array(z.object({ username: z.string(), rates: ratesSchema })) });
export type Rebates = z.infer<typeof rebatesSchema>;

/** GET /wps/agent/rebates: the agent's rates and each direct member's. */
export function getRebates(callOptions?: CallOptions): Promise<Rebates> {
  return call(rebatesSchema, (signal) => api().options({ signal }).get('/wps/agent/rebates').json(), callOptions);
}

/** POST /wps/agent/updateDownlineRebates: 400 rebate.exceeds above the agent's own rate. */
export function updateDownlineRebates(body: { username: string; rates: Record<string, number> }, callOptions?: CallOptions): Promise<{ username: string; rates: Record<string, number> }> {
  return call(z.object({ username: z.string(), rates: ratesSchema }), (signal) => api().options({ signal }).post(body, '/wps/agent/updateDownlineRebates').json(), callOptions);
}
