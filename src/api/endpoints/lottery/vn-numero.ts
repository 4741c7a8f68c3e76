import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code } from '../../params';
import { definedOnly } from '../games/schemas';

export const vnBoardSchema = z.object({
  code: z.string(),
  name: z.string(),
  region: z.enum(['north', 'south']),
  issue: z.string(),
  drawnAt: z.number(),
  prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
});
export type VnBoard = z.infer<typeof vnBoardSchema>;

/** GET /lgw/lottery/vn/numero: the full prize board of one Vietnamese draw (default the latest). */
export function getVnNumero(code: string, issue?: string, callOptions?: CallOptions): Promise<VnBoard> {
  return call(vnBoardSchema, (signal) => api().options({ signal }).query(definedOnly({ code, issue })).get('/lgw/lottery/vn/numero').json(), callOptions);
}

export const lotteryVnNumeroEndpoint = defineEndpoint({
  name: 'lottery.vnNumero',
  description: 'The full prize board of one Vietnamese draw (issue YYYYMMDD, default the latest).',
  params: z.strictObject({ code, issue: z.optional(z.string().check(z.regex(/^\d{8}$/, 'must be a draw day YYYYMMDD'))) }),
  run: (p, env) => getVnNumero(p.code, p.issue, { signal: env.signal }),
});
