import { z } from 'zod/mini';
import { code, day, pageNo, pageSize, text } from '../../params';

/**
 * Shapes the report calls share: the period params (a named period, or `custom` with its first and
 * last UTC day, inside the last 60 days), a bet as the records list it, and the figures of a period.
 */
export const periodParams = {
  period: z.optional(z.enum(['today', 'yesterday', 'last7', 'last30', 'custom'])),
  startDate: z.optional(day),
  endDate: z.optional(day),
};
export const pagingParams = { pageNo, pageSize: pageSize(50) };
export const teamParams = { scope: z.optional(z.enum(['all', 'direct'])), username: z.optional(text(32)) };
export const gameTypeParam = { gameType: z.optional(code) };

/** Params as a query string: empty values left out. */
export const queryOf = (params: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

const int = () => z.number().check(z.int());

export const betSchema = z.object({
  id: int(),
  /** Only in team lists: whose bet it is. */
  username: z.optional(z.string()),
  gameName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.nullable(z.number()),
  status: z.enum(['SETTLED', 'UNSETTLED', 'CANCELLED']),
  betAt: z.number(),
  settledAt: z.nullable(z.number()),
});

export const betSummarySchema = z.object({ betCount: int(), betAmount: z.number(), validBet: z.number(), winLoss: z.number(), unsettledCount: int() });

export const betListSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  summary: betSummarySchema,
  list: z.array(betSchema),
  pageNum: int(),
  pageSize: int(),
  totalCount: int(),
  totalPages: int(),
});
export type BetList = z.infer<typeof betListSchema>;

/** A period's profit and loss: profit = winLoss + bonuses + rebates. */
export const pnlFigures = {
  betCount: int(),
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  unsettledBet: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  depositBonus: z.number(),
  promotionBonus: z.number(),
  bonuses: z.number(),
  rebates: z.number(),
  profit: z.number(),
};
