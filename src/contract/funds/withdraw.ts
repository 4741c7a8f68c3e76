import { z } from 'zod/mini';
import { defineCall } from '../call';
import { money, queryInt } from '../fields';
import { pendingAnswer } from './deposit';

export const RECORD_KINDS = ['deposit', 'withdraw', 'transfer_in', 'transfer_out', 'bonus', 'adjustment'] as const;

export const withdraw = defineCall({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  auth: 'session',
  summary: 'Holds the amount (the balance is debited at once) as a PENDING withdrawal to a bound bank card.',
  input: z.object({ amount: money, bankCardId: z.number().check(z.int(), z.positive()), paymentPassword: z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits')) }),
  answer: z.extend(pendingAnswer, { sumBalance: z.number() }),
});

export const transactionRecords = defineCall({
  method: 'GET',
  path: '/wps/transaction/records',
  auth: 'session',
  summary: "The member's money movements, newest first (optionally one kind).",
  input: z.object({ kind: z.optional(z.enum(RECORD_KINDS)), size: z._default(queryInt(1, 100), 20) }),
  answer: z.array(
    z.object({ id: z.number().check(z.int()), kind: z.string(), amount: z.number(), status: z.string(), detail: z.record(z.string(), z.unknown()), createdAt: z.number() }),
  ),
});
