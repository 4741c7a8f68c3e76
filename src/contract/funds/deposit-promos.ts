import { z } from 'zod/mini';
import { defineCall } from '../call';
import { language, required } from '../fields';

export const depositPromoAnswer = z.object({
  id: z.string(),
  title: z.string(),
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  turnoverMultiple: z.number().check(z.int()),
  /** A first-deposit promotion: one acceptance per member, ever. */
  oncePerMember: z.boolean(),
  accepted: z.boolean(),
  acceptedAt: z.nullable(z.number()),
  /** A once-per-member promotion this member already used: it cannot be accepted again. */
  usedUp: z.boolean(),
});

export const depositPromos = defineCall({
  method: 'GET',
  path: '/wps/transaction/deposit/promos',
  auth: 'session',
  summary: 'Deposit promotions, with whether the member has an accepted, unused one and whether a once-per-member one is used up.',
  input: z.object({ language }),
  answer: z.object({ list: z.array(depositPromoAnswer) }),
});

export const depositPromoAccept = defineCall({
  method: 'POST',
  path: '/wps/transaction/deposit/promos/accept',
  auth: 'session',
  summary: 'Accepts a deposit promotion for the next deposit that names it (a deposit uses it up).',
  input: z.object({ promoId: required(32) }),
  answer: depositPromoAnswer,
});
