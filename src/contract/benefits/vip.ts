import { z } from 'zod/mini';
import { defineCall } from '../call';
import { whole } from './fields';

/** What counts towards a VIP level: lifetime deposit and valid bet. */
export const VIP_REQUIREMENT_KINDS = ['deposit', 'validBet'] as const;

/** What a VIP level gives, in answer order: bonuses first, then the rebate, then withdrawals. */
export const VIP_BENEFIT_KINDS = ['upgradeBonus', 'birthdayBonus', 'monthlyBonus', 'rebateRate', 'dailyWithdrawCount', 'dailyWithdrawLimit'] as const;

export const vipLevelAnswer = z.object({
  level: whole,
  name: z.string(),
  requirements: z.array(z.object({ kind: z.enum(VIP_REQUIREMENT_KINDS), amount: z.number() })),
  /** money in currency units, percent (the rebate), or a count. */
  benefits: z.array(z.object({ kind: z.enum(VIP_BENEFIT_KINDS), value: z.number(), unit: z.enum(['money', 'percent', 'count']) })),
});

const levelRef = z.nullable(z.object({ level: whole, name: z.string() }));

/** Guests too (the VIP room shows the ladder to visitors). 403 vip.disabled while VIPBENEFITS3 is off. */
export const vipLevels = defineCall({
  method: 'GET',
  path: '/wps/vip/levels',
  summary: "The merchant's VIP ladder, lowest level first, with each level's requirements and benefits.",
  input: z.object({}),
  answer: z.object({ list: z.array(vipLevelAnswer) }),
});

/** Real members only (free_reject for trial accounts); 403 vip.disabled while VIPBENEFITS3 is off. */
export const vipStatus = defineCall({
  method: 'GET',
  path: '/wps/vip/status',
  auth: 'session',
  summary: "The member's VIP level, the next one and what is still missing for it, with the overall progress.",
  input: z.object({}),
  answer: z.object({
    level: levelRef,
    nextLevel: levelRef,
    /** 0 to 1 (1 at the top level). */
    progress: z.number(),
    percent: whole,
    totals: z.object({ deposit: z.number(), validBet: z.number() }),
    requirements: z.array(z.object({ kind: z.enum(VIP_REQUIREMENT_KINDS), current: z.number(), required: z.number(), remaining: z.number(), progress: z.number() })),
  }),
});
