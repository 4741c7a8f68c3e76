import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled, intIn, money, text } from '../../params';

export const depositChannelsSchema = z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), min: z.number(), max: z.number() }));
/** Where and how a pending deposit is paid: a bank transfer, a wallet's QR code, or a payment page. */
export const payToSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('bank'), bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  z.object({ method: z.literal('qr'), wallet: z.string(), payee: z.string(), account: z.string(), qr: z.string().check(z.startsWith('data:image/svg+xml;base64,')) }),
  z.object({ method: z.literal('redirect'), url: z.string().check(z.startsWith('/pay/')) }),
]);
export const depositSchema = z.object({
  id: z.number().check(z.int()),
  status: z.string(),
  amount: z.number(),
  createdAt: z.number(),
  channelId: z.string(),
  channel: z.string(),
  reference: z.string(),
  expiresAt: z.number(),
  promoId: z.optional(z.string()),
  bonus: z.optional(z.number()),
  payTo: z.optional(payToSchema),
});
/** A money request the platform holds until it is settled (a deposit's or a withdrawal's common part). */
export const pendingSchema = z.object({ id: z.number().check(z.int()), status: z.string(), amount: z.number(), createdAt: z.number() });

/** GET /wps/transaction/deposit/channels (member types 0, 1, 2). */
export function getDepositChannels(callOptions?: CallOptions): Promise<z.infer<typeof depositChannelsSchema>> {
  return call(depositChannelsSchema, (signal) => api().options({ signal }).get('/wps/transaction/deposit/channels').json(), callOptions);
}

/** GET /wps/transaction/deposit/:id: one of the member's deposits, with how to pay it while pending. */
export function getDeposit(id: number, callOptions?: CallOptions): Promise<z.infer<typeof depositSchema>> {
  return call(depositSchema, (signal) => api().options({ signal }).get(`/wps/transaction/deposit/${id}`).json(), callOptions);
}

/** POST /wps/transaction/deposit: records a PENDING deposit within the channel's limits and answers how to pay it. */
export function requestDeposit(body: { channelId: string; amount: number; promoId?: string }, callOptions?: CallOptions): Promise<z.infer<typeof depositSchema>> {
  return call(depositSchema, (signal) => api().options({ signal }).post(body, '/wps/transaction/deposit').json(), callOptions);
}

export const depositChannelsEndpoint = defineEndpoint({
  name: 'funds.depositChannels',
  description: 'Deposit channels { id, kind, name, min, max } (real member types 0, 1, 2; 403 free_reject otherwise).',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getDepositChannels({ signal: env.signal }),
});

export const depositDetailEndpoint = defineEndpoint({
  name: 'funds.depositDetail',
  description: "One of the member's deposits { id, status, amount, reference, expiresAt, channel, payTo? } (payTo while it waits for payment).",
  params: z.strictObject({ id: intIn(1, Number.MAX_SAFE_INTEGER) }),
  session: true,
  run: (p, env) => getDeposit(p.id, { signal: env.signal }),
});

export const depositEndpoint = defineEndpoint({
  name: 'funds.deposit',
  description: "Records a PENDING deposit within the channel's limits (optionally naming an accepted promotion); answers its reference and how to pay it (payTo: bank, qr or redirect).",
  params: z.strictObject({ channelId: filled(32), amount: money, promoId: z.optional(text(32)) }),
  session: true,
  run: (p, env) => requestDeposit({ channelId: p.channelId, amount: p.amount, ...(p.promoId ? { promoId: p.promoId } : {}) }, { signal: env.signal }),
});
