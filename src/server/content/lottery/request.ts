import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getSession } from '../../auth/session';
import type { Db } from '../../db/open';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../merchant';
import { requestMerchant } from '../../services/merchant';
import { code, merchantFields } from '../query-fields';
import type { Lottery } from './catalogue';
import { latestIndex, drawTime, issueOf } from './draws';

export const lotteryCode = code.transform((v) => v.toUpperCase());

/** Parses a lottery query (which always accepts the merchant spellings) and resolves the merchant. */
export function lotteryQuery<S extends z.ZodRawShape>(db: Db, req: FastifyRequest, shape: S) {
  const q = parseInput(z.object({ ...merchantFields, ...shape }), req.query, 'query');
  return { q, merchant: requestMerchant(db, getSession(db, req), merchantParam(q as { merchantCode?: string; merchant_code?: string; merchant?: string })) };
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
