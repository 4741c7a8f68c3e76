import { z } from 'zod/mini';

/** One game as every games call answers it. */
export const gameSchema = z.object({
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
export type Game = z.infer<typeof gameSchema>;

export const pagingSchema = z.object({
  pageNum: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  totalPages: z.number().check(z.int(), z.gte(0)),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type Paging = z.infer<typeof pagingSchema>;

/** hasMore, as the spec defines it: pageNum below totalPages. */
export function hasMore(page: Pick<Paging, 'pageNum' | 'totalPages'>): boolean {
  return page.pageNum < page.totalPages;
}

/** Drops undefined values so optional filters never travel as "undefined". */
export function definedOnly(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number | boolean;
  return out;
}
