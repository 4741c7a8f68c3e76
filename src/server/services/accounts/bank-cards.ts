import type { Db } from '../../db/open';

/** A bound bank card as the member sees it: only the last four digits of the number leave the server. */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: number;
}

const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** The member's bank cards in the order they were bound, numbers masked. */
export function bankCardsOf(db: Db, memberId: number): BankCard[] {
  const rows = db
    .prepare('SELECT id, bank_name AS bankName, account_name AS accountName, account_number AS accountNumber, created_at AS createdAt FROM bank_cards WHERE member_id = ? ORDER BY id')
    .all(memberId) as BankCard[];
  return rows.map((c) => ({ ...c, accountNumber: mask(c.accountNumber) }));
}

/**
 * What binding a card is checked against: the payment password's hash (null while none is set)
 * and the payee name (empty while none is set), which the card's holder must match.
 */
export function cardBindingChecksOf(db: Db, memberId: number): { pay: string | null; payee: string } {
  return db.prepare('SELECT payment_password_hash AS pay, payee_name AS payee FROM members WHERE id = ?').get(memberId) as { pay: string | null; payee: string };
}

/** Binds a bank card to the member (the caller has checked the payment password, holder and limit). */
export function bindBankCard(db: Db, memberId: number, card: { bankName: string; accountName: string; accountNumber: string }, now = Date.now()): void {
  db.prepare('INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)').run(
    memberId, card.bankName, card.accountName, card.accountNumber, now,
  );
}

/** The bank and full number of one of the member's own cards (a withdrawal's destination), or undefined. */
export function withdrawalCardOf(db: Db, memberId: number, cardId: number): { bank: string; number: string } | undefined {
  return db.prepare('SELECT bank_name AS bank, account_number AS number FROM bank_cards WHERE id = ? AND member_id = ?').get(cardId, memberId) as
    | { bank: string; number: string }
    | undefined;
}
