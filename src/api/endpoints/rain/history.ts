import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';

const int = () => z.number().check(z.int());

export const rainHistorySchema = z.object({
  list: z.array(z.object({ roundId: int(), startsAt: z.number(), endsAt: z.number(), count: int(), amount: z.number(), lastAt: z.number() })),
  pageNum: int(),
  pageSize: int(),
  totalCount: int(),
  totalPages: int(),
  totalEnvelopes: int(),
  totalAmount: z.number(),
});
export type RainHistory = z.infer<typeof rainHistorySchema>;

/** GET /wps/redRain/grabs: the member's winnings, one row per round, newest first, paged. */
export function getRainHistory(opts: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<RainHistory> {
  const query = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) as Record<string, number>;
  return call(rainHistorySchema, (signal) => api().options({ signal }).query(query).get('/wps/redRain/grabs').json(), callOptions);
}

export const rainHistoryEndpoint = defineEndpoint({
  name: 'rain.history',
  description: 'The member\'s red envelope winnings per round (envelopes and total), newest first, paged, with the totals of all rounds.',
  params: z.strictObject({ pageNo, pageSize: pageSize(100) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getRainHistory(p, { signal: env.signal }),
});
