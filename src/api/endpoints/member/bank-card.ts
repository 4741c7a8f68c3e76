import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const bankCardsSchema = z.array(
  z.object({ id: z.number().check(z.int()), bankName: z.string(), accountName: z.string(), accountNumber: z.string(), createdAt: z.number() }),
);
export type BankCards = z.infer<typeof bankCardsSchema>;

/** GET /wps/member/bankCard: bound cards, numbers masked but for the last 4 digits. */
export function getBankCards(callOptions?: CallOptions): Promise<BankCards> {
  return call(bankCardsSchema, (signal) => api().options({ signal }).get('/wps/member/bankCard').json(), callOptions);
}

/** POST /wps/member/bankCard: binds a card (payment password required); answers the new list. */
export function addBankCard(body: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string }, callOptions?: CallOptions): Promise<BankCards> {
  return call(bankCardsSchema, (signal) => api().options({ signal }).post(body, '/wps/member/bankCard').json(), callOptions);
}
