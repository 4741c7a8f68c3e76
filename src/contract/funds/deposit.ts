import { z } from 'zod/mini';
import { defineCall } from '../call';
import { money } from '../fields';

export const depositChannelsAnswer = z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), min: z.number(), max: z.number() }));

/** Where and how a pending deposit is paid: a bank transfer, a wallet's QR code, or a payment page. */
export const payTo = z.discriminatedUnion('method', [
  z.object({ method: z.literal('bank'), bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  z.object({ method: z.literal('qr'), wallet: z.string(), payee: z.string(), account: z.string(), qr: z.string().check(z.startsWith('data:image/svg+xml;base64,')) }),
  z.object({ method: z.literal('redirect'), url: z.string().check(z.startsWith('/pay/')) }),
]);

/** A money request the platform holds until it is settled (a deposit's or a withdrawal's common part). */
export const pendingAnswer = z.object({ id: z.number().check(z.int()), status: z.string(), amount: z.number(), createdAt: z.number() });

export const depositAnswer = z.extend(pendingAnswer, {
  channelId: z.string(),
  channel: z.string(),
  reference: z.string(),
  expiresAt: z.number(),
  promoId: z.optional(z.nullable(z.string())),
  bonus: z.optional(z.number()),
  payTo: z.optional(payTo),
});

/** Real member types 0, 1 and 2 only (403 free_reject otherwise), as every deposit call. */
export const depositChannels = defineCall({
  method: 'GET',
  path: '/wps/transaction/deposit/channels',
  auth: 'session',
  summary: 'Payment channels with their limits.',
  input: z.object({}),
  answer: depositChannelsAnswer,
});

export const depositDetail = defineCall({
  method: 'GET',
  path: '/wps/transaction/deposit/:id',
  auth: 'session',
  summary: "One of the member's deposits, with how to pay it while it is pending (404 for an id that names none, digits or not).",
  input: z.object({ id: z.string() }),
  answer: depositAnswer,
});

export const deposit = defineCall({
  method: 'POST',
  path: '/wps/transaction/deposit',
  auth: 'session',
  summary: "Records a PENDING deposit within the channel's limits (a promoId must name an accepted, unused promotion) and answers how to pay it.",
  input: z.object({
    channelId: z.string().check(z.minLength(1, 'is required'), z.maxLength(32)),
    amount: money,
    promoId: z.optional(z.string().check(z.maxLength(32))),
  }),
  answer: depositAnswer,
});
