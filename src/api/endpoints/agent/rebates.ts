import { z } from 'zod/mini';
import { agentRebates, agentRebatesUpdate, REBATE_GAME_TYPES } from '../../../contract/agent/rebates';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { username } from '../../params';

export type Rebates = z.infer<typeof agentRebates.answer>;

/** The agent's rates and each direct member's. */
export function getRebates(callOptions?: CallOptions): Promise<Rebates> {
  return request(agentRebates, {}, callOptions);
}

/**
 * Sets a direct member's rates: 400 rebate.exceeds above the agent's own rate. Any game type may be
 * named (the server answers 400 for one it does not know).
 */
export function updateDownlineRebates(body: { username: string; rates: Record<string, number> }, callOptions?: CallOptions): Promise<{ username: string; rates: Record<string, number> }> {
  return request(agentRebatesUpdate, body, callOptions);
}

const percent = z.number().check(z.gte(0), z.lte(100), z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals'));

export const agentRebatesEndpoint = defineEndpoint({
  name: 'agent.rebates',
  description: "The agent's rebate rates per game type (percent) and each direct member's.",
  call: agentRebates,
  params: z.strictObject({}),
  run: (_params, env) => getRebates({ signal: env.signal }),
});

export const agentRebatesUpdateEndpoint = defineEndpoint({
  name: 'agent.rebatesUpdate',
  description: "Sets a direct member's rebate rates (percent per game type, never above the agent's own: 400 rebate.exceeds).",
  call: agentRebatesUpdate,
  params: z.strictObject({
    username,
    rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), percent).check(z.refine((rates) => Object.keys(rates).length > 0, 'at least one rate is required')),
  }),
  run: (p, env) => updateDownlineRebates({ username: p.username, rates: p.rates as Record<string, number> }, { signal: env.signal }),
});
