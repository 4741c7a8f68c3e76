import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../params';

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

export const bankCardsEndpoint = defineEndpoint({
  name: 'member.bankCards',
  description: "The member's bound bank cards, numbers masked but for the last 4 digits.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getBankCards({ signal: env.signal }),
});

export const bankCardAddEndpoint = defineEndpoint({
  name: 'member.bankCardAdd',
  description: 'Binds a bank card (8-24 digit number, holder = payee name when set) with the payment password; answers the updated list (at most 5).',
  params: z.strictObject({ bankName: text(64), accountName: text(64), accountNumber: text(24), paymentPassword: text(32) }),
  session: true,
  run: (p, env) => addBankCard(p, { signal: env.signal }),
});
