import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled, money } from '../../params';
import { depositSchema } from './deposit';

export const depositPromoSchema = z.object({
  id: z.string(),
  title: z.string(),
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  turnoverMultiple: z.number().check(z.int()),
  /** A first-deposit promotion: one acceptance per member, ever. */
  oncePerMember: z.boolean(),
  accepted: z.boolean(),
  acceptedAt: z.nullable(z.number()),
  /** A once-per-member promotion this member already used: it cannot be accepted again. */
  usedUp: z.boolean(),
});
export const depositPromosSchema = z.object({ list: z.array(depositPromoSchema) });
export type DepositPromo = z.infer<typeof depositPromoSchema>;

/** Deposit answer when the deposit named an accepted promo (the plain deposit answer plus the bonus). */
export const promoDepositSchema = depositSchema;

/** GET /wps/transaction/deposit/promos: deposit promotions and which the member accepted. */
export function getDepositPromos(opts: { language?: string } = {}, callOptions?: CallOptions): Promise<z.infer<typeof depositPromosSchema>> {
  const query = opts.language ? { language: opts.language } : {};
  return call(depositPromosSchema, (signal) => api().options({ signal }).query(query).get('/wps/transaction/deposit/promos').json(), callOptions);
}

/** POST /wps/transaction/deposit/promos/accept: accepts a promo for the next deposit naming it. */
export function acceptDepositPromo(promoId: string, callOptions?: CallOptions): Promise<DepositPromo> {
  return call(depositPromoSchema, (signal) => api().options({ signal }).post({ promoId }, '/wps/transaction/deposit/promos/accept').json(), callOptions);
}

/** POST /wps/transaction/deposit with an accepted promo: answers the bonus it earns. */
export function depositWithPromo(body: { channelId: string; amount: number; promoId: string }, callOptions?: CallOptions): Promise<z.infer<typeof promoDepositSchema>> {
  return call(promoDepositSchema, (signal) => api().options({ signal }).post(body, '/wps/transaction/deposit').json(), callOptions);
}

export const depositPromosEndpoint = defineEndpoint({
  name: 'funds.depositPromos',
  description: 'Deposit promotions (bonus percent, cap, minimum, turnover) and which the member accepted.',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getDepositPromos({ language: env.language }, { signal: env.signal }),
});

export const depositPromoAcceptEndpoint = defineEndpoint({
  name: 'funds.depositPromoAccept',
  description: "Accepts a deposit promotion for the member's next deposit naming it; answers that promotion (409 promo.alreadyAccepted, or promo.onceOnly for a first-deposit promotion already used).",
  params: z.strictObject({ promoId: filled(32) }),
  session: true,
  run: (p, env) => acceptDepositPromo(p.promoId, { signal: env.signal }),
});

export const depositWithPromoEndpoint = defineEndpoint({
  name: 'funds.depositWithPromo',
  description: 'Records a PENDING deposit that uses an accepted promotion; answers the deposit with the bonus it earns.',
  params: z.strictObject({ channelId: filled(32), amount: money, promoId: filled(32) }),
  session: true,
  run: (p, env) => depositWithPromo(p, { signal: env.signal }),
});
