import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled, money, text } from '../../params';

export const depositChannelsSchema = z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), min: z.number(), max: z.number() }));
export const pendingSchema = z.object({ id: z.number().check(z.int()), status: z.string(), amount: z.number(), createdAt: z.number() });

/** GET /wps/transaction/deposit/channels (member types 0, 1, 2). */
export function getDepositChannels(callOptions?: CallOptions): Promise<z.infer<typeof depositChannelsSchema>> {
  return call(depositChannelsSchema, (signal) => api().options({ signal }).get('/wps/transaction/deposit/channels').json(), callOptions);
}

/** POST /wps/transaction/deposit: records a PENDING deposit within the channel's limits. */
export function requestDeposit(body: { channelId: string; amount: number; promoId?: string }, callOptions?: CallOptions): Promise<z.infer<typeof pendingSchema>> {
  return call(pendingSchema, (signal) => api().options({ signal }).post(body, '/wps/transaction/deposit').json(), callOptions);
}

export const depositChannelsEndpoint = defineEndpoint({
  name: 'funds.depositChannels',
  description: 'Deposit channels { id, kind, name, min, max } (real member types 0, 1, 2; 403 free_reject otherwise).',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getDepositChannels({ signal: env.signal }),
});

export const depositEndpoint = defineEndpoint({
  name: 'funds.deposit',
  description: "Records a PENDING deposit within the channel's limits (optionally naming an accepted promotion).",
  params: z.strictObject({ channelId: filled(32), amount: money, promoId: z.optional(text(32)) }),
  session: true,
  run: (p, env) => requestDeposit({ channelId: p.channelId, amount: p.amount, ...(p.promoId ? { promoId: p.promoId } : {}) }, { signal: env.signal }),
});
