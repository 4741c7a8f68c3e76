import { z } from 'zod';
import { periodShape } from '../../services/reports/period';
import { pagingShape } from '../../http/paging';


/** A game type code as the bets carry it (RNG, LIVE, PVP, FISH, SPORTS, LOTT, ELOTT, ...). */
export const gameTypeField = z.string().regex(/^[A-Z_]{2,16}$/, 'must be a game type code').optional();

/** The agent's whole team or its direct members only, optionally those whose username contains a text. */
export const teamShape = {
  scope: z.enum(['all', 'direct']).default('all'),
  username: z.string().trim().max(32).optional(),
};

/** Paging of the report lists: pageNo from 1, pageSize 1-50 (20 by default). */
export const betsQuery = z.object({ ...periodShape, ...pagingShape(50, 20), gameType: gameTypeField });
