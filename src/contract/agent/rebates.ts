import { z } from 'zod/mini';
import { defineCall } from '../call';
import { hasCents, required } from '../fields';

/** The game types an agent sets rebate rates for. */
export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

/** Percent per game type (every one of REBATE_GAME_TYPES; 0 when unset). */
export const ratesAnswer = z.record(z.string(), z.number());

const percent = z.number().check(z.gte(0), z.lte(100), z.refine(hasCents, 'at most 2 decimals'));

/** Agents only (403 agent.only). */
export const agentRebates = defineCall({
  method: 'GET',
  path: '/wps/agent/rebates',
  auth: 'session',
  summary: "The agent's own rebate rates and each direct member's (percent per game type).",
  input: z.object({}),
  answer: z.object({ own: ratesAnswer, downlines: z.array(z.object({ username: z.string(), rates: ratesAnswer })) }),
});

/**
 * Agents only; 404 downline.notFound for a name that is not a direct member. A rate may not exceed
 * the agent's own (400 rebate.exceeds, data.max) nor fall below the highest rate that member already
 * gave its own members (400 rebate.belowDownline, data.min).
 */
export const agentRebatesUpdate = defineCall({
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  auth: 'session',
  summary: "Sets some of a direct member's rebate rates (percent per game type); answers its rates.",
  input: z.object({
    username: required(32),
    rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), percent).check(z.refine((r) => Object.keys(r).length > 0, 'at least one rate is required')),
  }),
  answer: z.object({ username: z.string(), rates: ratesAnswer }),
});
