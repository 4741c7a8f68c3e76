import { z } from 'zod/mini';
import { lotteryNumero } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, intIn } from '../../params';

export type LotteryNumero = z.infer<typeof lotteryNumero.answer>;

/** Latest draw of every lottery, or one lottery's newest `size` draws. */
export function getLotteryNumero(opts: { code?: string; size?: number } = {}, callOptions?: CallOptions): Promise<LotteryNumero> {
  return request(lotteryNumero, { code: opts.code || undefined, size: opts.size }, callOptions);
}

export const lotteryNumeroEndpoint = defineEndpoint({
  name: 'lottery.numero',
  description: "The latest draw of every lottery, or one lottery's newest `size` draws (1-50), newest first.",
  call: lotteryNumero,
  params: z.strictObject({ code: z.optional(code), size: z.optional(intIn(1, 50)) }),
  run: (p, env) => getLotteryNumero(p, { signal: env.signal }),
});
