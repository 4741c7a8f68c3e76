import type { Store, StoreDb } from '../../data/store';
import { fail } from '../../http/reply';

/** A bound bank card as the member sees it: only the last four digits of the number leave the server. */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: number;
}

/** How many bank cards a member may bind. */
export const MAX_BANK_CARDS = 5;

const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** The member's bank cards in the order they were bound, numbers masked. */
export async function bankCardsOf(db: StoreDb, memberId: number): Promise<BankCard[]> {
  const rows = await db
    .selectFrom('bank_cards')
    .where('member_id', '=', memberId)
    .select(['id', 'bank_name as bankName', 'account_name as accountName', 'account_number as accountNumber', 'created_at as createdAt'])
    .orderBy('id')
    .execute();
  return rows.map((c) => ({ ...c, accountNumber: mask(c.accountNumber) }));
}

/**
 * What binding a card is checked against: the payment password's hash (null while none is set)
 * and the payee name (empty while none is set), which the card's holder must match.
 */
export async function cardBindingChecksOf(db: StoreDb, memberId: number): Promise<{ pay: string | null; payee: string }> {
  return db.selectFrom('members').where('id', '=', memberId).select(['payment_password_hash as pay', 'payee_name as payee']).executeTakeFirstOrThrow();
}

/**
 * Binds a bank card to the member (the caller has checked the payment password and holder). The
 * count and the insert are one transaction, so cards bound at once never pass MAX_BANK_CARDS
 * (400 bankCard.limit). Answers the member's cards after it.
 */
export function bindBankCard(store: Store, memberId: number, card: { bankName: string; accountName: string; accountNumber: string }, now = Date.now()): Promise<BankCard[]> {
  return store.transaction(async (trx) => {
    const bound = await trx.selectFrom('bank_cards').where('member_id', '=', memberId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    if (Number(bound.n) >= MAX_BANK_CARDS) fail(400, 'bankCard.limit', `At most ${MAX_BANK_CARDS} bank cards can be bound`, { max: MAX_BANK_CARDS });
    await trx
      .insertInto('bank_cards')
      .values({ member_id: memberId, bank_name: card.bankName, account_name: card.accountName, account_number: card.accountNumber, created_at: now })
      .execute();
    return bankCardsOf(trx, memberId);
  });
}

/** The bank and full number of one of the member's own cards (a withdrawal's destination), or undefined. */
export function withdrawalCardOf(db: StoreDb, memberId: number, cardId: number): Promise<{ bank: string; number: string } | undefined> {
  return db.selectFrom('bank_cards').where('id', '=', cardId).where('member_id', '=', memberId).select(['bank_name as bank', 'account_number as number']).executeTakeFirst();
}
