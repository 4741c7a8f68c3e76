import { z } from 'zod/mini';
import { defineCall } from '../call';
import { moneyUpTo, paging, positiveId } from '../fields';
import { opsUsername, whole, wholePageAnswer } from './fields';

/** A reward's status: EXPIRED is never stored (a claimable reward whose end has passed). */
export const REWARD_STATUSES = ['CLAIMABLE', 'RECEIVED', 'EXPIRED'] as const;
/** What a reward pays for. */
export const REWARD_SOURCES = ['promotion', 'deposit', 'upgrade', 'rebate', 'birthday', 'monthly'] as const;

/** One reward of the reward centre (the list and the claim answer). */
export const rewardAnswer = z.object({
  id: whole,
  source: z.enum(REWARD_SOURCES),
  detail: z.string(),
  amount: z.number(),
  turnoverMultiple: whole,
  status: z.enum(REWARD_STATUSES),
  promotionId: z.nullable(whole),
  createdAt: z.number(),
  expiresAt: z.nullable(z.number()),
  receivedAt: z.nullable(z.number()),
});

/** Real members only; 403 rewards.disabled while REWCEN3 is off (every member call of the reward centre). */
export const rewards = defineCall({
  method: 'GET',
  path: '/wps/rewards',
  auth: 'session',
  summary: "One page of the member's rewards in one status (CLAIMABLE: the soonest to expire first; RECEIVED: the latest first; EXPIRED).",
  input: z.object({ ...paging(50, 20), status: z._default(z.enum(REWARD_STATUSES), 'CLAIMABLE') }),
  answer: z.object({ list: z.array(rewardAnswer), ...wholePageAnswer }),
});

export const rewardSummary = defineCall({
  method: 'GET',
  path: '/wps/rewards/summary',
  auth: 'session',
  summary: "Counts and totals of the member's rewards per status, and how many claimable ones end within a day.",
  input: z.object({}),
  answer: z.object({
    claimableCount: whole,
    claimableTotal: z.number(),
    receivedCount: whole,
    receivedTotal: z.number(),
    expiredCount: whole,
    expiringSoonCount: whole,
  }),
});

/** 404 reward.notFound, 409 reward.claimed, 409 reward.expired. */
export const rewardClaim = defineCall({
  method: 'POST',
  path: '/wps/rewards/claim',
  auth: 'session',
  summary: 'Pays a claimable reward into the wallet; answers the reward (now RECEIVED) and the new balance.',
  input: z.object({ rewardId: positiveId }),
  answer: z.object({ reward: rewardAnswer, sumBalance: z.number() }),
});

/** 409 reward.noneClaimable when there is none. */
export const rewardClaimAll = defineCall({
  method: 'POST',
  path: '/wps/rewards/claimAll',
  auth: 'session',
  summary: 'Pays every claimable reward at once; answers how many, their total and the new balance.',
  input: z.object({}),
  answer: z.object({ count: whole, total: z.number(), sumBalance: z.number() }),
});

/**
 * Operator. With promotionId the member's sign-up to that promotion becomes ISSUED, and claiming
 * the reward makes it CLAIMED. 201; 404 member.notFound, 404 promotion.notFound.
 */
export const opsRewardGrant = defineCall({
  method: 'POST',
  path: '/ops/members/:username/rewards',
  auth: 'ops',
  summary: 'Credits a claimable reward to a member (an approved reward request, a VIP bonus, a rebate).',
  input: z.object({
    username: opsUsername,
    source: z.enum(REWARD_SOURCES),
    amount: moneyUpTo(1e8),
    detail: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    turnoverMultiple: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 0),
    /** Days it stays claimable; without it the reward does not expire. */
    expiresInDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(365))),
    /** The promotion it pays (source promotion): the member's sign-up becomes ISSUED. */
    promotionId: z.optional(z.number().check(z.int(), z.positive())),
  }),
  answer: z.object({
    id: whole,
    username: z.string(),
    source: z.enum(REWARD_SOURCES),
    detail: z.string(),
    amount: z.number(),
    turnoverMultiple: whole,
    status: z.literal('CLAIMABLE'),
    promotionId: z.nullable(whole),
    createdAt: z.number(),
    expiresAt: z.nullable(z.number()),
  }),
});
