import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

const int = () => z.number().check(z.int());

export const rainRulesSchema = z.object({
  enabled: z.boolean(),
  everySeconds: int(),
  roundSeconds: int(),
  amountMin: z.number(),
  amountMax: z.number(),
  perMemberLimit: int(),
  envelopesPerRound: int(),
  roundBudget: z.number(),
  minDepositToday: z.number(),
});

export const rainRoundSchema = z.object({
  /** null for a round the schedule has not started yet. */
  id: z.nullable(int()),
  status: z.enum(['live', 'upcoming']),
  startsAt: z.number(),
  endsAt: z.number(),
  amountMin: z.number(),
  amountMax: z.number(),
  perMemberLimit: int(),
  envelopes: int(),
  envelopesLeft: int(),
  budget: z.number(),
  budgetLeft: z.number(),
  grabbed: int(),
  total: z.number(),
  left: int(),
});

export const rainEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.nullable(z.enum(['trial', 'accountType', 'deposit'])),
  depositToday: z.number(),
  minDepositToday: z.number(),
});

export const rainInfoSchema = z.object({
  enabled: z.boolean(),
  serverTime: z.number(),
  rules: z.nullable(rainRulesSchema),
  round: z.nullable(rainRoundSchema),
  eligibility: z.nullable(rainEligibilitySchema),
});
export type RainInfo = z.infer<typeof rainInfoSchema>;

/** GET /wps/redRain: rules, the live (else next) round with the member's part, and whether the member may join. */
export function getRainInfo(callOptions?: CallOptions): Promise<RainInfo> {
  return call(rainInfoSchema, (signal) => api().options({ signal }).get('/wps/redRain').json(), callOptions);
}

export const rainInfoEndpoint = defineEndpoint({
  name: 'rain.info',
  description: 'The red envelope rain now: rules, the live round (else the next) with what is left and the member\'s envelopes, and eligibility with its reason.',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getRainInfo({ signal: env.signal }),
});
