import { z } from 'zod/mini';
import { code, day, pageNo, pageSize, text } from '../../params';

/**
 * Params the report endpoints share: the period params (a named period, or `custom` with its first
 * and last UTC day, inside the last 60 days), paging, the team's scope and the game type. What the
 * calls answer is stated by their contracts (src/contract/reports).
 */
export const periodParams = {
  period: z.optional(z.enum(['today', 'yesterday', 'last7', 'last30', 'custom'])),
  startDate: z.optional(day),
  endDate: z.optional(day),
};
export const pagingParams = { pageNo, pageSize: pageSize(50) };
export const teamParams = { scope: z.optional(z.enum(['all', 'direct'])), username: z.optional(text(32)) };
export const gameTypeParam = { gameType: z.optional(code) };
