import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging } from '../fields';
import { rainRulesAnswer, whole } from './rules';

/** A round as the member sees it: its rules, what is left of it, and the member's own part. */
export const rainRoundAnswer = z.object({
  /** null for a round the schedule has not started yet. */
  id: z.nullable(whole),
  status: z.enum(['live', 'upcoming']),
  startsAt: z.number(),
  endsAt: z.number(),
  amountMin: z.number(),
  amountMax: z.number(),
  perMemberLimit: whole,
  envelopes: whole,
  envelopesLeft: whole,
  budget: z.number(),
  budgetLeft: z.number(),
  /** The member's envelopes in this round, their total, and how many more the member may open. */
  grabbed: whole,
  total: z.number(),
  left: whole,
});

/** Whether the member may join the rain now, and why not. */
export const rainEligibilityAnswer = z.object({
  eligible: z.boolean(),
  reason: z.nullable(z.enum(['trial', 'accountType', 'deposit'])),
  depositToday: z.number(),
  minDepositToday: z.number(),
});

/** Session. `enabled: false` (rules, round and eligibility null) when the merchant runs no rain. */
export const rainInfo = defineCall({
  method: 'GET',
  path: '/wps/redRain',
  auth: 'session',
  summary: 'The rain the member sees now: its rules, the live round (else the next) with what is left and the member\'s envelopes, and whether the member may join.',
  input: z.object({}),
  answer: z.object({
    enabled: z.boolean(),
    serverTime: z.number(),
    rules: z.nullable(rainRulesAnswer),
    round: z.nullable(rainRoundAnswer),
    eligibility: z.nullable(rainEligibilityAnswer),
  }),
});

/**
 * Real members. The server alone decides whether the envelope counts (the round is live, the
 * member's limit, the round's envelopes and budget) and what it is worth; a counted one is credited
 * at once. 403 rain.disabled, 403 rain.notEligible, 404 rain.roundNotFound, 409 rain.roundOver.
 */
export const rainGrab = defineCall({
  method: 'POST',
  path: '/wps/redRain/grab',
  auth: 'session',
  summary: 'One tapped envelope of a live round; a repeated key answers the first answer again, nothing paid twice.',
  input: z.strictObject({
    roundId: z.number().check(z.int(), z.positive()),
    /** The client's name for this tap: the same key again is the same request, answered once. */
    key: z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_" or "-"')),
  }),
  answer: z.object({
    counted: z.boolean(),
    repeated: z.boolean(),
    /** won: it counted; limit: the member opened all theirs this round; empty: the round's envelopes or budget ran out. */
    outcome: z.enum(['won', 'limit', 'empty']),
    amount: z.number(),
    /** The member's counted envelopes and their total in this round, after this one. */
    grabbed: whole,
    total: z.number(),
    /** Envelopes the member may still open in this round. */
    left: whole,
    sumBalance: z.number(),
  }),
});

/** Session. */
export const rainGrabs = defineCall({
  method: 'GET',
  path: '/wps/redRain/grabs',
  auth: 'session',
  summary: "The member's winnings, one row per round played (newest first: envelopes opened and their total), with the totals of every round.",
  input: z.object(paging(100, 10)),
  answer: z.object({
    list: z.array(z.object({ roundId: whole, startsAt: z.number(), endsAt: z.number(), count: whole, amount: z.number(), lastAt: z.number() })),
    pageNum: whole,
    pageSize: whole,
    totalCount: whole,
    totalPages: whole,
    totalEnvelopes: whole,
    totalAmount: z.number(),
  }),
});
