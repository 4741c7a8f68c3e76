import { z } from 'zod/mini';
import { reportBets } from '../../../contract/reports/bets';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { gameTypeParam, pagingParams, periodParams } from './schemas';

const params = z.strictObject({ ...periodParams, ...gameTypeParam, ...pagingParams });
export type BetRecordParams = z.infer<typeof params>;
export type BetList = z.infer<typeof reportBets.answer>;

/** The member's bets in a period, newest first, with the period's summary (403 free_reject for trial accounts). */
export function getBetRecords(p: BetRecordParams = {}, callOptions?: CallOptions): Promise<BetList> {
  return request(reportBets, p, callOptions);
}

export const reportBetsEndpoint = defineEndpoint({
  name: 'reports.bets',
  description: "The member's bets in a period (today, yesterday, last7, last30 or custom days within the last 60), optionally of one game type, newest first, paged, with the period's summary (count, bets, valid bets, win/loss). Real members only.",
  call: reportBets,
  params,
  paged: PAGED('list'),
  run: (p, env) => getBetRecords(p, { signal: env.signal }),
});
