import { z } from 'zod/mini';
import { hasCents } from '../fields';

export const whole = z.number().check(z.int());

/** A merchant's red envelope rain as players and operators read it: money in currency units, times in seconds. */
export const rainRulesAnswer = z.object({
  enabled: z.boolean(),
  /** A round starts every so many seconds. */
  everySeconds: whole,
  roundSeconds: whole,
  amountMin: z.number(),
  amountMax: z.number(),
  /** Envelopes that may count for one member in one round. */
  perMemberLimit: whole,
  /** Envelopes that may count in one round, all members together. */
  envelopesPerRound: whole,
  roundBudget: z.number(),
  /** Credited deposits the member must have made today (UTC day) to join; 0 = none. */
  minDepositToday: z.number(),
});

/** An amount an operator sets for the rain: positive, at most 1,000,000, at most 2 decimals. */
const rainAmount = z.number().check(z.positive('must be positive'), z.lte(1_000_000), z.refine(hasCents, 'at most 2 decimals'));

/** What an operator may change of the rain: any of its rules, each optional (left out: unchanged). */
export const rainRulesChange = z.strictObject({
  enabled: z.optional(z.boolean()),
  everySeconds: z.optional(z.number().check(z.int(), z.gte(60), z.lte(7 * 86_400))),
  roundSeconds: z.optional(z.number().check(z.int(), z.gte(10), z.lte(3600))),
  amountMin: z.optional(rainAmount),
  amountMax: z.optional(rainAmount),
  perMemberLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
  envelopesPerRound: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
  roundBudget: z.optional(rainAmount),
  minDepositToday: z.optional(z.number().check(z.gte(0), z.lte(1_000_000), z.refine(hasCents, 'at most 2 decimals'))),
});
