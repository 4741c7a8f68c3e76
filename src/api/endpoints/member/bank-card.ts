import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { bankCardAdd, bankCards, type bankCardsAnswer } from '../../../contract/member/bank-card';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text } from '../../params';

export type BankCards = z.infer<typeof bankCardsAnswer>;

/** Bound cards, numbers masked but for the last 4 digits. */
export function getBankCards(callOptions?: CallOptions): Promise<BankCards> {
  return request(bankCards, {}, callOptions);
}

/** Binds a card (payment password required); answers the new list. */
export function addBankCard(body: input<typeof bankCardAdd.input>, callOptions?: CallOptions): Promise<BankCards> {
  return request(bankCardAdd, body, callOptions);
}

export const bankCardsEndpoint = defineEndpoint({
  name: 'member.bankCards',
  description: "The member's bound bank cards, numbers masked but for the last 4 digits.",
  call: bankCards,
  params: z.strictObject({}),
  run: (_params, env) => getBankCards({ signal: env.signal }),
});

export const bankCardAddEndpoint = defineEndpoint({
  name: 'member.bankCardAdd',
  description: 'Binds a bank card (8-24 digit number, holder = payee name when set) with the payment password; answers the updated list (at most 5).',
  call: bankCardAdd,
  params: z.strictObject({ bankName: text(64), accountName: text(64), accountNumber: text(24), paymentPassword: text(32) }),
  run: (p, env) => addBankCard(p, { signal: env.signal }),
});
