import { z } from 'zod/mini';
import { lotteryVnNumero } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code } from '../../params';

export type VnBoard = z.infer<typeof lotteryVnNumero.answer>;

/** The full prize board of one Vietnamese draw (default the latest). */
export function getVnNumero(code: string, issue?: string, callOptions?: CallOptions): Promise<VnBoard> {
  return request(lotteryVnNumero, { code, issue: issue || undefined }, callOptions);
}

export const lotteryVnNumeroEndpoint = defineEndpoint({
  name: 'lottery.vnNumero',
  description: 'The full prize board of one Vietnamese draw (issue YYYYMMDD, default the latest).',
  call: lotteryVnNumero,
  params: z.strictObject({ code, issue: z.optional(z.string().check(z.regex(/^\d{8}$/, 'must be a draw day YYYYMMDD'))) }),
  run: (p, env) => getVnNumero(p.code, p.issue, { signal: env.signal }),
});
