import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { username } from '../../params';

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

/** Game types a rebate rate is set for. */
const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;
const percent = z.number().check(z.gte(0), z.lte(100), z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals'));

export const agentRebatesEndpoint = defineEndpoint({
  name: 'agent.rebates',
  description: "The agent's rebate rates per game type (percent) and each direct member's.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getRebates({ signal: env.signal }),
});

export const agentRebatesUpdateEndpoint = defineEndpoint({
  name: 'agent.rebatesUpdate',
  description: "Sets a direct member's rebate rates (percent per game type, never above the agent's own: 400 rebate.exceeds).",
  params: z.strictObject({
    username,
    rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), percent).check(z.refine((rates) => Object.keys(rates).length > 0, 'at least one rate is required')),
  }),
  session: true,
  run: (p, env) => updateDownlineRebates({ username: p.username, rates: p.rates as Record<string, number> }, { signal: env.signal }),
});
