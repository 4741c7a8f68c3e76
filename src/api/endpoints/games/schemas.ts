import type { z } from 'zod/mini';
import type { gameAnswer, gamesPageAnswer } from '../../../contract/games/game';

/** One game as every games call answers it (src/contract/games/game.ts). */
export type Game = z.infer<typeof gameAnswer>;
export type Paging = z.infer<typeof gamesPageAnswer>;

/** hasMore, as the spec defines it: pageNum below totalPages. */
export function hasMore(page: Pick<Paging, 'pageNum' | 'totalPages'>): boolean {
  return page.pageNum < page.totalPages;
}

/** The fields without the unset and empty ones, so optional filters never travel as "undefined" or "". */
export function filledOnly<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
