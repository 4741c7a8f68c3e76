import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { deposit, depositChannels, depositDetail, type depositAnswer } from '../../../contract/funds/deposit';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filled, intIn, money, text } from '../../params';

export type Deposit = z.infer<typeof depositAnswer>;

/** GET /wps/transaction/deposit/channels (member types 0, 1, 2). */
export function getDepositChannels(callOptions?: CallOptions) {
  return request(depositChannels, {}, callOptions);
}

/** One of the member's deposits, with how to pay it while pending. */
export function getDeposit(id: number, callOptions?: CallOptions): Promise<Deposit> {
  return request(depositDetail, { id: String(id) }, callOptions);
}

/** Records a PENDING deposit within the channel's limits and answers how to pay it. */
export function requestDeposit(body: input<typeof deposit.input>, callOptions?: CallOptions): Promise<Deposit> {
  return request(deposit, body, callOptions);
}

export const depositChannelsEndpoint = defineEndpoint({
  name: 'funds.depositChannels',
  description: 'Deposit channels { id, kind, name, min, max } (real member types 0, 1, 2; 403 free_reject otherwise).',
  call: depositChannels,
  params: z.strictObject({}),
  run: (_params, env) => getDepositChannels({ signal: env.signal }),
});

export const depositDetailEndpoint = defineEndpoint({
  name: 'funds.depositDetail',
  description: "One of the member's deposits { id, status, amount, reference, expiresAt, channel, payTo? } (payTo while it waits for payment).",
  call: depositDetail,
  params: z.strictObject({ id: intIn(1, Number.MAX_SAFE_INTEGER) }),
  run: (p, env) => getDeposit(p.id, { signal: env.signal }),
});

export const depositEndpoint = defineEndpoint({
  name: 'funds.deposit',
  description: "Records a PENDING deposit within the channel's limits (optionally naming an accepted promotion); answers its reference and how to pay it (payTo: bank, qr or redirect).",
  call: deposit,
  params: z.strictObject({ channelId: filled(32), amount: money, promoId: z.optional(text(32)) }),
  run: (p, env) => requestDeposit({ channelId: p.channelId, amount: p.amount, ...(p.promoId ? { promoId: p.promoId } : {}) }, { signal: env.signal }),
});
