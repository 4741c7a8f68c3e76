import { z } from 'zod/mini';
import { deposit } from '../../../contract/funds/deposit';
import { depositPromoAccept, depositPromos, type depositPromoAnswer } from '../../../contract/funds/deposit-promos';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filled, money } from '../../params';

export type DepositPromo = z.infer<typeof depositPromoAnswer>;

/** Deposit promotions and which the member accepted. */
export function getDepositPromos(opts: { language?: string } = {}, callOptions?: CallOptions) {
  return request(depositPromos, { language: opts.language }, callOptions);
}

/** Accepts a promo for the next deposit naming it. */
export function acceptDepositPromo(promoId: string, callOptions?: CallOptions): Promise<DepositPromo> {
  return request(depositPromoAccept, { promoId }, callOptions);
}

/** A deposit naming an accepted promo: answers the bonus it earns. */
export function depositWithPromo(body: { channelId: string; amount: number; promoId: string }, callOptions?: CallOptions) {
  return request(deposit, body, callOptions);
}

export const depositPromosEndpoint = defineEndpoint({
  name: 'funds.depositPromos',
  description: 'Deposit promotions (bonus percent, cap, minimum, turnover) and which the member accepted.',
  call: depositPromos,
  params: z.strictObject({}),
  run: (_params, env) => getDepositPromos({ language: env.language }, { signal: env.signal }),
});

export const depositPromoAcceptEndpoint = defineEndpoint({
  name: 'funds.depositPromoAccept',
  description: "Accepts a deposit promotion for the member's next deposit naming it; answers that promotion (409 promo.alreadyAccepted, or promo.onceOnly for a first-deposit promotion already used).",
  call: depositPromoAccept,
  params: z.strictObject({ promoId: filled(32) }),
  run: (p, env) => acceptDepositPromo(p.promoId, { signal: env.signal }),
});

export const depositWithPromoEndpoint = defineEndpoint({
  name: 'funds.depositWithPromo',
  description: 'Records a PENDING deposit that uses an accepted promotion; answers the deposit with the bonus it earns.',
  call: deposit,
  params: z.strictObject({ channelId: filled(32), amount: money, promoId: filled(32) }),
  run: (p, env) => depositWithPromo(p, { signal: env.signal }),
});
