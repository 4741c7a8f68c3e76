import { z } from 'zod';
import { periodShape } from '../../services/reports/period';

/** Paging of the report lists: pageNo from 1, pageSize 1-50 (20 by default). */
export const pagingShape = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

/** A game type code as the bets carry it (RNG, LIVE, PVP, FISH, SPORTS, LOTT, ELOTT, ...). */
export const gameTypeField = z.string().regex(/^[A-Z_]{2,16}$/, 'must be a game type code').optional();

/** The agent's whole team or its direct members only, optionally those whose username contains a text. */
export const teamShape = {
  scope: z.enum(['all', 'direct']).default('all'),
  username: z.string().trim().max(32).optional(),
};

export const betsQuery = z.object({ ...periodShape, ...pagingShape, gameType: gameTypeField });

export const paging = (pageNo: number, pageSize: number, total: number) => ({
  pageNum: pageNo, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize),
});
