import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id, intIn, money, text } from '../../params';
import { pendingSchema } from './deposit';

export const withdrawalSchema = z.extend(pendingSchema, { sumBalance: z.number() });
export const recordsSchema = z.array(
  z.object({ id: z.number().check(z.int()), kind: z.string(), amount: z.number(), status: z.string(), detail: z.record(z.string(), z.unknown()), createdAt: z.number() }),
);

/** POST /wps/transaction/withdraw: debits at once, PENDING until paid out. */
export function requestWithdrawal(body: { amount: number; bankCardId: number; paymentPassword: string }, callOptions?: CallOptions): Promise<z.infer<typeof withdrawalSchema>> {
  return call(withdrawalSchema, (signal) => api().options({ signal }).post(body, '/wps/transaction/withdraw').json(), callOptions);
}

/** GET /wps/transaction/records?kind=&size=: newest first. */
export function getTransactionRecords(params: { kind?: 'deposit' | 'withdraw' | 'transfer_in' | 'transfer_out' | 'bonus' | 'adjustment'; size?: number } = {}, callOptions?: CallOptions): Promise<z.infer<typeof recordsSchema>> {
  const query: Record<string, string | number> = { size: params.size ?? 20 };
  if (params.kind) query.kind = params.kind;
  return call(recordsSchema, (signal) => api().options({ signal }).query(query).get('/wps/transaction/records').json(), callOptions);
}

export const withdrawEndpoint = defineEndpoint({
  name: 'funds.withdraw',
  description: 'Withdraws to a bound bank card with the payment password (minimum 100.00); debited at once, PENDING until paid out.',
  params: z.strictObject({ amount: money, bankCardId: id, paymentPassword: text(32) }),
  session: true,
  run: (p, env) => requestWithdrawal(p, { signal: env.signal }),
});

export const transactionRecordsEndpoint = defineEndpoint({
  name: 'funds.records',
  description: "The member's deposits, withdrawals, transfers and bonuses (optionally one kind), newest first (20 by default, at most 100).",
  params: z.strictObject({ kind: z.optional(z.enum(['deposit', 'withdraw', 'transfer_in', 'transfer_out', 'bonus', 'adjustment'])), size: z.optional(intIn(1, 100)) }),
  session: true,
  run: (p, env) => getTransactionRecords(p, { signal: env.signal }),
});
