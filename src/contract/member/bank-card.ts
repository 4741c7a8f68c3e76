import { z } from 'zod/mini';
import { defineCall } from '../call';
import { sixDigits } from './fields';

export const bankCardsAnswer = z.array(
  z.object({ id: z.number().check(z.int()), bankName: z.string(), accountName: z.string(), accountNumber: z.string(), createdAt: z.number() }),
);

export const bankCards = defineCall({
  method: 'GET',
  path: '/wps/member/bankCard',
  auth: 'session',
  summary: "The member's bound bank cards, numbers masked but for the last 4 digits.",
  input: z.object({}),
  answer: bankCardsAnswer,
});

/** Real members only; the holder must match the payee name when one is set; at most 5 cards. */
export const bankCardAdd = defineCall({
  method: 'POST',
  path: '/wps/member/bankCard',
  auth: 'session',
  summary: 'Binds a bank card with the payment password; answers the updated list.',
  input: z.object({
    bankName: z.string().check(z.trim(), z.minLength(2, 'is required'), z.maxLength(64)),
    accountName: z.string().check(z.trim(), z.minLength(2, 'is required'), z.maxLength(64)),
    accountNumber: z.string().check(z.trim(), z.regex(/^\d{8,24}$/, 'must be 8-24 digits')),
    paymentPassword: sixDigits,
  }),
  answer: bankCardsAnswer,
});
