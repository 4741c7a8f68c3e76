import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging } from '../fields';
import { nameLanguage, opsUsername, whole, wholePageAnswer } from './fields';

/** How points move: earned by valid bet or deposit, spent on a redemption, or adjusted by the operator. */
export const POINT_MOVEMENT_KINDS = ['validBet', 'deposit', 'redeem', 'adjust'] as const;

/** Real members only; 403 mall.disabled while PTSYS3 is off (every member call of points and the mall). */
export const points = defineCall({
  method: 'GET',
  path: '/wps/points',
  auth: 'session',
  summary: "The member's points balance, earned and spent in all, and how the merchant awards points (points per valid bet or deposit).",
  input: z.object({}),
  answer: z.object({
    balance: whole,
    earnedTotal: whole,
    spentTotal: whole,
    rules: z.array(z.object({ kind: z.enum(['validBet', 'deposit']), points: whole, per: z.number() })),
  }),
});

export const pointMovements = defineCall({
  method: 'GET',
  path: '/wps/points/movements',
  auth: 'session',
  summary: "One page of the member's point movements, newest first (a redemption names the item it bought).",
  input: z.object({ ...paging(50, 20), language: nameLanguage }),
  answer: z.object({
    list: z.array(
      z.object({
        id: whole,
        kind: z.enum(POINT_MOVEMENT_KINDS),
        points: whole,
        /** The valid bet or deposit that earned them. */
        basis: z.nullable(z.number()),
        itemName: z.nullable(z.string()),
        note: z.string(),
        createdAt: z.number(),
      }),
    ),
    ...wholePageAnswer,
  }),
});

/** Operator. 404 member.notFound; 409 points.insufficient when the balance would go below 0. */
export const opsPointsAdjust = defineCall({
  method: 'POST',
  path: '/ops/members/:username/points',
  auth: 'ops',
  summary: "Adds (positive) or takes (negative) a member's points, recorded as an adjustment; answers the balance.",
  input: z.object({
    username: opsUsername,
    points: z.number().check(z.int(), z.gte(-10_000_000), z.lte(10_000_000), z.refine((n) => n !== 0, 'must not be 0')),
    note: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  }),
  answer: z.object({ username: z.string(), balance: whole }),
});
