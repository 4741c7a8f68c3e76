import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
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
export function getTransactionRecords(params: { kind?: 'deposit' | 'withdraw' | 'transfer_in' | 'transfer_out'; size?: number } = {}, callOptions?: CallOptions): Promise<z.infer<typeof recordsSchema>> {
  const query: Record<string, string | number> = { size: params.size ?? 20 };
  if (params.kind) query.kind = params.kind;
  return call(recordsSchema, (signal) => api().options({ signal }).query(query).get('/wps/transaction/records').json(), callOptions);
}
