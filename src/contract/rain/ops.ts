import { z } from 'zod/mini';
import { defineCall } from '../call';
import { rainRulesAnswer, rainRulesChange, whole } from './rules';

/** Operator. 404 rain.none when the merchant has no rain. */
export const opsRain = defineCall({
  method: 'GET',
  path: '/ops/redRain',
  auth: 'ops',
  summary: "The demo merchant's red envelope rain (money in currency units, times in seconds).",
  input: z.object({}),
  answer: rainRulesAnswer,
});

/**
 * Operator. Rounds already stored keep the rules they started with; the next ones take the new
 * ones. 400 when roundSeconds is not shorter than everySeconds, amountMax is below amountMin, or
 * roundBudget does not cover one envelope of amountMin.
 */
export const opsRainUpdate = defineCall({
  method: 'PATCH',
  path: '/ops/redRain',
  auth: 'ops',
  summary: "Changes the demo merchant's rain; fields left out keep their value. Answers the rules.",
  input: rainRulesChange,
  answer: rainRulesAnswer,
});

/** An amount of a test round: positive, at most 1,000,000. */
const roundAmount = z.optional(z.number().check(z.positive(), z.lte(1_000_000)));

/**
 * Operator, test hook: served only with OPS_TEST_HOOKS=1. Browser and contract tests use it to have
 * a round live on demand (a live manual round wins over the schedule).
 */
export const rainTestRound = defineCall({
  method: 'POST',
  path: '/ops/test/redRain/rounds',
  auth: 'ops',
  summary: "Places a manual round of the demo merchant's rain (live now by default), with the rain's rules unless given.",
  input: z.strictObject({
    /** Seconds from now until it starts (0 = live at once). */
    startsInSeconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(86_400)), 0),
    seconds: z._default(z.number().check(z.int(), z.gte(1), z.lte(3600)), 60),
    perMemberLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    envelopes: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
    budget: roundAmount,
    amountMin: roundAmount,
    amountMax: roundAmount,
  }),
  answer: z.object({ id: whole, startsAt: z.number(), endsAt: z.number() }),
});
