import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { rainGrabs } from '../../../contract/rain/member';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { request } from '../../request';

export type RainHistory = CallAnswer<typeof rainGrabs>;

/** The member's winnings, one row per round, newest first, paged. */
export function getRainHistory(opts: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<RainHistory> {
  return request(rainGrabs, opts, callOptions);
}

export const rainHistoryEndpoint = defineEndpoint({
  name: 'rain.history',
  description: 'The member\'s red envelope winnings per round (envelopes and total), newest first, paged, with the totals of all rounds.',
  call: rainGrabs,
  params: z.strictObject({ pageNo, pageSize: pageSize(100) }),
  paged: PAGED('list'),
  run: (p, env) => getRainHistory(p, { signal: env.signal }),
});
