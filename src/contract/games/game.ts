import { z } from 'zod/mini';

/** One game as every games call answers it. */
export const gameAnswer = z.object({
  gameId: z.string(),
  nodeId: z.number().check(z.int()),
  nodeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  minBet: z.number(),
  minLine: z.number(),
  isNew: z.boolean(),
  hot: z.boolean(),
  /** Primary classification (BAC, ROU, MEGAWAYS...), '' when none. */
  type: z.string(),
  classifications: z.array(z.string()),
  supportPlay: z.boolean(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  imageUrl: z.string(),
});

/** The paging fields of a games page, beside its games. */
export const gamesPageAnswer = z.object({
  pageNum: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  totalPages: z.number().check(z.int(), z.gte(0)),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
