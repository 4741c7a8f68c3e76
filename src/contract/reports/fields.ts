import { z } from 'zod/mini';

/** The named periods of the reports; `custom` names its first and last day. */
export const PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;

const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD'),
  z.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real day'),
);

/**
 * Query fields every report takes: a named period (last7 when not given), or `custom` with its
 * first and last UTC day (both required then, in order: the server's period rules, 400 naming the
 * day; days outside the last 60 are brought inside them and the answer says which were counted).
 */
export const periodFields = {
  period: z._default(z.enum(PERIODS), 'last7'),
  startDate: z.optional(isoDay),
  endDate: z.optional(isoDay),
};

/** A game type code as the bets carry it (RNG, LIVE, PVP, FISH, SPORTS, LOTT, ELOTT, ...). */
export const gameTypeField = { gameType: z.optional(z.string().check(z.regex(/^[A-Z_]{2,16}$/, 'must be a game type code'))) };

/** The agent's whole team or its direct members only, optionally those whose username contains a text. */
export const teamFields = {
  scope: z._default(z.enum(['all', 'direct']), 'all'),
  username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
};

const int = () => z.number().check(z.int());

/** The paging fields a report list answers with, beside its items. */
export const pageInts = { pageNum: int(), pageSize: int(), totalCount: int(), totalPages: int() };

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
