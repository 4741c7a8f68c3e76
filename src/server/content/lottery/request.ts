import type { FastifyRequest } from 'fastify';
import { merchantParam } from '../merchant';
import { requestMerchant } from '../../services/merchant';
import type { Lottery } from './catalogue';
import { latestIndex, drawTime, issueOf } from './draws';

/** The merchant a lottery call is for: the one its query names (under any of the spellings clients use), or the session's. */
export function lotteryMerchant(req: FastifyRequest, q: { merchantCode?: string; merchant_code?: string; merchant?: string }): string {
  return requestMerchant(req, merchantParam(q));
}

/** The public face of a lottery with its schedule around `now`. */
export function lotteryView(l: Lottery, now: number) {
  const last = latestIndex(l, now);
  return {
    code: l.code,
    name: l.name,
    gameType: l.gameType,
    vassalage: l.vassalage,
    kind: l.kind,
    region: l.region,
    digits: l.digits,
    intervalSeconds: l.intervalSeconds,
    latestIssue: issueOf(l, last),
    nextIssue: issueOf(l, last + 1),
    nextDrawAt: drawTime(l, last + 1),
  };
}
