import { z } from 'zod/mini';
import { RECORD_KINDS, transactionRecords, withdraw } from '../../../contract/funds/withdraw';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id, intIn, money, text } from '../../params';

/** Debits at once, PENDING until paid out. */
export function requestWithdrawal(body: { amount: number; bankCardId: number; paymentPassword: string }, callOptions?: CallOptions) {
  return request(withdraw, body, callOptions);
}

/** The member's money movements, newest first. */
export function getTransactionRecords(params: { kind?: (typeof RECORD_KINDS)[number]; size?: number } = {}, callOptions?: CallOptions) {
  return request(transactionRecords, params, callOptions);
}

export const withdrawEndpoint = defineEndpoint({
  name: 'funds.withdraw',
  description: 'Withdraws to a bound bank card with the payment password (minimum 100.00); debited at once, PENDING until paid out.',
  call: withdraw,
  params: z.strictObject({ amount: money, bankCardId: id, paymentPassword: text(32) }),
  run: (p, env) => requestWithdrawal(p, { signal: env.signal }),
});

export const transactionRecordsEndpoint = defineEndpoint({
  name: 'funds.records',
  description: "The member's deposits, withdrawals, transfers and bonuses (optionally one kind), newest first (20 by default, at most 100).",
  call: transactionRecords,
  params: z.strictObject({ kind: z.optional(z.enum(RECORD_KINDS)), size: z.optional(intIn(1, 100)) }),
  run: (p, env) => getTransactionRecords(p, { signal: env.signal }),
});
