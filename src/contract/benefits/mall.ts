import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging, pathId } from '../fields';
import { nameLanguage, whole, wholePageAnswer } from './fields';

/** cash items credit their value to the wallet at once; goods wait for the operator's delivery. */
export const MALL_ITEM_KINDS = ['cash', 'goods'] as const;

export const mallItemAnswer = z.object({
  id: whole,
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  pointCost: whole,
  stock: whole,
  value: z.number(),
  imageUrl: z.string(),
});

/** Real members only; 403 mall.disabled while PTSYS3 is off (every member call of the mall). */
export const mallItems = defineCall({
  method: 'GET',
  path: '/wps/mall/items',
  auth: 'session',
  summary: 'What the point mall offers (name in the language asked for, point cost, stock, cash value, picture), sold-out items too.',
  input: z.object({ language: nameLanguage }),
  answer: z.object({ list: z.array(mallItemAnswer) }),
});

/** 404 mall.itemNotFound, 409 mall.soldOut, 409 points.insufficient (data.short). */
/** One redemption: what was spent on what, and whether it is delivered (COMPLETED) or still PENDING. */
const redemption = z.object({
  id: whole,
  itemId: whole,
  name: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  points: whole,
  value: z.number(),
  status: z.enum(['COMPLETED', 'PENDING']),
  createdAt: z.number(),
});

export const mallRedeem = defineCall({
  method: 'POST',
  path: '/wps/mall/redeem',
  auth: 'session',
  summary: "Spends an item's points and records the redemption (a cash voucher credits the wallet at once); answers it, the points left and the wallet balance.",
  input: z.object({ itemId: pathId, language: nameLanguage }),
  answer: z.object({
    redemption,
    pointsBalance: whole,
    sumBalance: z.number(),
  }),
});

export const mallRedemptions = defineCall({
  method: 'GET',
  path: '/wps/mall/redemptions',
  auth: 'session',
  summary: "One page of the member's redemptions (status COMPLETED, or PENDING delivery), newest first.",
  input: z.object({ ...paging(50, 20), language: nameLanguage }),
  answer: z.object({
    list: z.array(
      z.extend(redemption, { imageUrl: z.string() }),
    ),
    ...wholePageAnswer,
  }),
});

/** Operator; the demo merchant's items. 404 mall.itemNotFound. */
export const opsMallItemChange = defineCall({
  method: 'PATCH',
  path: '/ops/mall/items/:id',
  auth: 'ops',
  summary: 'Restocks, reprices or withdraws a mall item (fields left out stay as they are); answers the item as the operator sees it.',
  input: z
    .strictObject({
      id: pathId,
      stock: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
      pointCost: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000_000))),
      active: z.optional(z.boolean()),
    })
    .check(z.refine((b) => b.stock !== undefined || b.pointCost !== undefined || b.active !== undefined, 'at least one change is required')),
  answer: z.object({
    id: whole,
    kind: z.enum(MALL_ITEM_KINDS),
    /** The item's name per language ({ CN, EN, … }). */
    names: z.record(z.string(), z.string()),
    pointCost: whole,
    stock: whole,
    value: z.number(),
    active: z.boolean(),
  }),
});
