import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, intIn } from '../../params';
import { definedOnly } from '../games/schemas';

export const lotteryNumeroSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), issue: z.string(), numbers: z.array(z.number().check(z.int())), drawnAt: z.number() })),
});
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;

/** GET /lgw/lottery/numero: latest draw of every lottery, or one lottery's newest `size` draws. */
export function getLotteryNumero(opts: { code?: string; size?: number } = {}, callOptions?: CallOptions): Promise<LotteryNumero> {
  return call(lotteryNumeroSchema, (signal) => api().options({ signal }).query(definedOnly({ code: opts.code, size: opts.size })).get('/lgw/lottery/numero').json(), callOptions);
}

export const lotteryNumeroEndpoint = defineEndpoint({
  name: 'lottery.numero',
  description: "The latest draw of every lottery, or one lottery's newest `size` draws (1-50), newest first.",
  params: z.strictObject({ code: z.optional(code), size: z.optional(intIn(1, 50)) }),
  run: (p, env) => getLotteryNumero(p, { signal: env.signal }),
});
